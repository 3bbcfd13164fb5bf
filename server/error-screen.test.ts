import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createErrorScreens, errorScreenHtml, loadErrorTexts } from './error-screen.mjs'
import { ERROR_DOCUMENT } from './next-internals.mjs'
import { localeCodes } from './not-found.mjs'

const root = path.resolve(import.meta.dirname, '..')
const locales = localeCodes(root)
const messages = (code: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'messages', `${code}.json`), 'utf8'))

/** Next's answer for a page that failed to render: an empty document (scripts only). */
const NEXT_ERROR = Buffer.from(
  `<!DOCTYPE html>${ERROR_DOCUMENT}><head><meta charSet="utf-8"/></head><body>` +
    '<div hidden=""><!--$--><!--/$--></div><script>self.__next_f=[]</script></body></html>',
)

const screens = (contact = { email: 'sales@exporter.example', company: 'Bharat Agro Exports' }) =>
  createErrorScreens({ root, locales, contact: () => contact })

describe('error screens: what a buyer gets when a page cannot be rendered', () => {
  it('replaces Next’s empty error document of a 5xx, and nothing else', async () => {
    const s = screens()
    expect(s.replacement(500, NEXT_ERROR, '/search?q=rice')).not.toBeNull()
    expect(s.replacement(503, NEXT_ERROR, '/')).not.toBeNull()
    // A 404 is the not-found screens' (./not-found.mjs); a page that says something is kept.
    expect(s.replacement(404, NEXT_ERROR, '/')).toBeNull()
    expect(s.replacement(200, NEXT_ERROR, '/')).toBeNull()
    expect(s.replacement(500, Buffer.from('<html lang="en"><h1>Down</h1></html>'), '/')).toBeNull()
  })

  it('speaks the language of the address, right to left in Arabic', async () => {
    const fr = (await screens().replacement(500, NEXT_ERROR, '/fr/search?q=riz'))!.toString()
    const t = messages('fr')
    expect(fr).toContain('<html lang="fr" dir="ltr">')
    expect(fr).toContain(`<h1>${t.serverError.title}</h1>`)
    expect(fr).toContain(`<title>${t.serverError.metaTitle} | Bharat Agro Exports</title>`)
    expect(fr).toContain(`>${t.serverError.retry}</a>`)
    expect(fr).toContain(`<a href="/fr">${t.notFound.returnHome}</a>`)
    expect(fr).toContain('<p class="code">500</p>')
    const ar = (await screens().replacement(500, NEXT_ERROR, '/ar/articles'))!.toString()
    expect(ar).toContain('<html lang="ar" dir="rtl">')
    expect(ar).toContain(messages('ar').serverError.text)
    // English has no prefix; an unknown first segment is an English address.
    const ja = (await screens().replacement(500, NEXT_ERROR, '/ja'))!.toString()
    expect(ja).toContain('<html lang="ja" dir="ltr">')
    const en = (await screens().replacement(500, NEXT_ERROR, '/xx/search'))!.toString()
    expect(en).toContain('<html lang="en" dir="ltr">')
    expect(en).toContain(`<a href="/">${messages('en').notFound.returnHome}</a>`)
  })

  it('names the contact address to write to meanwhile, and works without scripts', async () => {
    const html = (await screens().replacement(500, NEXT_ERROR, '/de/blog?q=x'))!.toString()
    const line = messages('de').serverError.email.replace(
      '{email}',
      '<a href="mailto:sales@exporter.example">sales@exporter.example</a>',
    )
    expect(html).toContain(`<p>${line}</p>`)
    expect(html).not.toMatch(/<script/i)
    // Without a known address the line is left out rather than shown with a gap.
    const none = (await screens({ email: '', company: '' }).replacement(
      500,
      NEXT_ERROR,
      '/de/blog',
    ))!.toString()
    expect(none).not.toContain('mailto:')
    expect(none).toContain(`aria-label="${messages('de').notFound.returnHome}"`)
  })

  it('“Try again” asks for the same address, escaped', async () => {
    const url = '/search?q="><script>alert(1)</script>&page=2'
    const html = (await screens().replacement(500, NEXT_ERROR, url))!.toString()
    expect(html).toContain(
      'href="/search?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;page=2"',
    )
    expect(html).not.toContain('<script>')
  })

  it('escapes the company’s name and address as staff typed them', () => {
    const html = errorScreenHtml({
      locale: 'en',
      texts: loadErrorTexts(root, ['en']).en,
      status: 500,
      again: '/',
      email: 'a"b@x.example',
      company: 'Bharat <Agro> & Sons',
    })
    expect(html).toContain('Bharat &lt;Agro&gt; &amp; Sons')
    expect(html).toContain('mailto:a&quot;b@x.example')
  })

  it('has its texts in every language', () => {
    const texts = loadErrorTexts(root, locales)
    for (const code of locales)
      for (const key of ['metaTitle', 'title', 'text', 'email', 'retry', 'returnHome'] as const)
        expect(texts[code][key], `${code} ${key}`).toBeTruthy()
    for (const code of locales) expect(texts[code].email).toContain('{email}')
  })
})
