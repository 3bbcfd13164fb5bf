import { expect, test } from '@playwright/test'

const locales = ['en', 'es', 'fr', 'de', 'zh', 'ja', 'ar', 'ru']

/** Paths that are not pages to crawl (the admin, the API, generated files). */
const notAPage = /^\/(admin|api|_next|art|og)(\/|$)/
/** Query-string variants fetched per path (the contact page has one per product, …). */
const VARIANTS_PER_PATH = 3

function decode(href: string): string {
  return href
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
}

test('every internal link from the home page, in every language, answers 200', async ({
  request,
  baseURL,
}) => {
  // Links do not depend on the database: CI crawls once, in the embedded-database run.
  test.skip(Boolean(process.env.DATABASE_URL), 'crawled in the embedded-database run')
  test.setTimeout(15 * 60_000)
  const origin = new URL(baseURL!).origin
  const queued = new Set<string>()
  const variants = new Map<string, number>()
  const queue: { url: string; from: string }[] = []
  const failures: string[] = []
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
        for (const m of html.matchAll(/<a\s[^>]*?href="([^"#]+)[^"]*"/g)) enqueue(m[1], url)
      }),
    )
  }
  console.log(`link crawl: ${fetched} pages fetched`)
  expect(fetched).toBeGreaterThan(1000)
  expect(failures).toEqual([])
})
