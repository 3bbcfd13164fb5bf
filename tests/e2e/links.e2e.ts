import { expect, test } from './support/test'
import { renderingOnly } from './support/passes'

const locales = ['en', 'es', 'fr', 'de', 'zh', 'ja', 'ar', 'ru']

/**
 * Paths that are not pages to crawl (the admin, the API, generated files). The PDFs under
 * /documents are fetched by tests/e2e/documents.e2e.ts: crawling one per product and language
 * would generate a thousand of them.
 */
const notAPage = /^\/(admin|api|_next|art|og|documents)(\/|$)/
/** Query-string variants fetched per path (the contact page has one per product, …). */
const VARIANTS_PER_PATH = 3

/** A page's hreflang alternates ("es /es/about", …, sorted) and canonical path. */
type Languages = { alternates: string[]; canonical: string | null }

function languagesOf(html: string, origin: string): Languages {
  const path = (href: string) => {
    const u = new URL(decode(href), origin)
    return `${u.pathname}${u.search}`
  }
  const alternates: string[] = []
  let canonical: string | null = null
  for (const [tag] of html.matchAll(/<link\s[^>]*>/g)) {
    const href = /href="([^"]*)"/.exec(tag)?.[1]
    if (!href) continue
    const hreflang = /hreflang="([^"]*)"/i.exec(tag)?.[1]
    if (/rel="alternate"/i.test(tag) && hreflang) alternates.push(`${hreflang} ${path(href)}`)
    if (/rel="canonical"/i.test(tag)) canonical = path(href)
  }
  return { alternates: alternates.sort(), canonical }
}

function decode(href: string): string {
  return href
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
}

test('every internal link from the home page, in every language, answers 200, and every sitemap page links its language versions reciprocally', async ({
  request,
  baseURL,
}) => {
  // Links do not depend on the database: CI crawls once, in the embedded-database run.
  renderingOnly('links')
  test.setTimeout(15 * 60_000)
  const origin = new URL(baseURL!).origin
  const queued = new Set<string>()
  const variants = new Map<string, number>()
  const queue: { url: string; from: string }[] = []
  const failures: string[] = []
  const languages = new Map<string, Languages>()
  let fetched = 0

  const enqueue = (raw: string, from: string) => {
    let url: URL
    try {
      url = new URL(decode(raw), `${origin}${from}`)
    } catch {
      failures.push(`${from}: unparsable link ${raw}`)
      return
    }
    if (url.origin !== origin || notAPage.test(url.pathname)) return
    const key = `${url.pathname}${url.search}`
    if (queued.has(key)) return
    if (url.search) {
      const n = variants.get(url.pathname) ?? 0
      if (n >= VARIANTS_PER_PATH) return
      variants.set(url.pathname, n + 1)
    }
    queued.add(key)
    queue.push({ url: key, from })
  }

  for (const l of locales) enqueue(l === 'en' ? '/' : `/${l}`, '/')
  while (queue.length) {
    const batch = queue.splice(0, 6)
    await Promise.all(
      batch.map(async ({ url, from }) => {
        const res = await request.get(url, { maxRedirects: 0, timeout: 60_000 })
        fetched++
        if (res.status() !== 200) {
          failures.push(`${url} → ${res.status()} (linked from ${from})`)
          return
        }
        if (!(res.headers()['content-type'] ?? '').includes('text/html')) return
        const html = await res.text()
        languages.set(url, languagesOf(html, origin))
        for (const m of html.matchAll(/<a\s[^>]*?href="([^"#]+)[^"]*"/g)) enqueue(m[1], url)
      }),
    )
  }
  console.log(`link crawl: ${fetched} pages fetched`)
  expect(fetched).toBeGreaterThan(1000)
  expect(failures).toEqual([])

  // hreflang over the whole sitemap: each page names all eight languages and x-default, its
  // canonical is itself, and every page it names names the same set back.
  const locs = async (path: string) =>
    [
      ...(await (await request.get(path)).text()).matchAll(
        /<url><loc>([^<]+)<\/loc>|<sitemap><loc>([^<]+)<\/loc>/g,
      ),
    ].map((m) => ({ page: m[1] && new URL(decode(m[1])), file: m[2] && new URL(decode(m[2])) }))
  const pages: string[] = []
  for (const { file } of await locs('/sitemap.xml'))
    if (file)
      for (const { page } of await locs(file.pathname))
        if (page) pages.push(`${page.pathname}${page.search}`)
  expect(pages.length).toBeGreaterThan(1000)
  const languagesOfPage = async (path: string) => {
    if (!languages.has(path)) {
      const res = await request.get(path, { maxRedirects: 0 })
      expect(res.status(), path).toBe(200)
      languages.set(path, languagesOf(await res.text(), origin))
    }
    return languages.get(path)!
  }
  const hreflangFailures: string[] = []
  for (const path of pages) {
    const own = await languagesOfPage(path)
    const codes = own.alternates.map((a) => a.split(' ')[0]).sort()
    if (codes.join() !== [...locales, 'x-default'].sort().join())
      hreflangFailures.push(`${path}: alternates ${codes.join(',')}`)
    if (own.canonical !== path) hreflangFailures.push(`${path}: canonical ${own.canonical}`)
    if (!own.alternates.some((a) => a.endsWith(` ${path}`)))
      hreflangFailures.push(`${path}: does not name itself`)
    for (const alternate of own.alternates) {
      const target = alternate.slice(alternate.indexOf(' ') + 1)
      const theirs = await languagesOfPage(target)
      if (theirs.alternates.join('|') !== own.alternates.join('|'))
        hreflangFailures.push(`${path} → ${target}: not reciprocal`)
    }
  }
  console.log(`hreflang: ${pages.length} sitemap pages checked`)
  expect(hreflangFailures).toEqual([])
})
