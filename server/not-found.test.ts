import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  createNotFoundScreens,
  isScreenPath,
  KEY_HEADER,
  localeCodes,
  screenFor,
  screenHtml,
} from './not-found.mjs'
import { ERROR_DOCUMENT } from './next-internals.mjs'

const locales = localeCodes(path.resolve(import.meta.dirname, '..'))

describe('not-found screens: which screen an address gets', () => {
  it('reads the eight languages from the message files', () => {
    expect([...locales].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja', 'ru', 'zh'])
  })

  it('gives the four kinds of item their own screen, everything else the site’s', () => {
    expect(screenFor('/product/no-such', locales)).toEqual({
      locale: 'en',
      rest: '/product/no-such',
      kind: 'product',
    })
    expect(screenFor('/ar/blog/99', locales)).toMatchObject({
      locale: 'ar',
      rest: '/blog/99',
      kind: 'blog',
    })
    expect(screenFor('/fr/category/teas', locales).kind).toBe('category')
    expect(screenFor('/news/web-1', locales).kind).toBe('news')
    // A category's page number past the last is the site's own "page not found".
    expect(screenFor('/category/spices/page/99', locales).kind).toBe('page')
    expect(screenFor('/product', locales).kind).toBe('page')
    expect(screenFor('/xx/product/a', locales)).toMatchObject({ locale: 'en', kind: 'page' })
    expect(screenFor('/ru', locales)).toMatchObject({ locale: 'ru', rest: '/', kind: 'page' })
  })

  it('knows the screens’ own addresses, with or without a language', () => {
    expect(isScreenPath('/page-not-found/product', locales)).toBe(true)
    expect(isScreenPath('/de/page-not-found/page', locales)).toBe(true)
    expect(isScreenPath('/de/page-not-found', locales)).toBe(true)
    expect(isScreenPath('/blog/page-not-found', locales)).toBe(false)
    expect(isScreenPath('/page-not-found-x', locales)).toBe(false)
  })
})

describe('not-found screens: the page sent', () => {
  const page = [
    '<!DOCTYPE html><html lang="fr"><head><link rel="preload" href="/_next/static/chunks/a.js" as="script" fetchPriority="low"/>',
    '<link rel="modulepreload" href="/m.js"/><script src="/_next/static/chunks/b.js" async=""></script></head><body>',
    '<a href="/page-not-found/product">English</a><a href="/fr/page-not-found/product">Français</a>',
    '<a href="/product/page-not-found/productive">other</a><a href="/">Accueil</a>',
    '<script>self.__next_f.push([1,"/page-not-found/product"])</script></body></html>',
  ].join('')

  it('drops the scripts and their preloads and points the language links at the address asked for', () => {
    const html = screenHtml(page, { kind: 'product', rest: '/product/a"b<c' })
    expect(html).not.toMatch(/<script|as="script"|modulepreload|__next_f/)
    expect(html).toContain('<a href="/product/a&quot;b&lt;c">English</a>')
    expect(html).toContain('<a href="/fr/product/a&quot;b&lt;c">Français</a>')
    expect(html).toContain('<a href="/product/page-not-found/productive">other</a>')
    expect(html).toContain('<a href="/">Accueil</a>')
  })

  it('a language’s home keeps its plain address', () => {
    const html = screenHtml(page, { kind: 'product', rest: '/' })
    expect(html).toContain('<a href="/fr">Français</a>')
    expect(html).toContain('<a href="/">English</a>')
  })
})

describe('not-found screens: the swap', () => {
  const servers: http.Server[] = []
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))))

  /** A real server standing in for this one's screen pages; it records what it was asked. */
  async function screens(status = 200) {
    const asked: { url: string; key: string | undefined }[] = []
    const server = http.createServer((req, res) => {
      asked.push({ url: req.url ?? '', key: req.headers[KEY_HEADER] as string | undefined })
      res.statusCode = status
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(
        `<!DOCTYPE html><html><body><h1>Ürün yok</h1><a href="/ar/page-not-found/blog">ar</a><script>x()</script></body></html>`,
      )
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    servers.push(server)
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const errors: unknown[] = []
    const swap = createNotFoundScreens({
      locales,
      origin: () => origin,
      onError: (e) => errors.push(e),
    })
    return { swap, asked, errors }
  }

  const shell = Buffer.from(`<!DOCTYPE html>${ERROR_DOCUMENT}><head></head><body></body></html>`)
  const visitor = { headers: {} } as http.IncomingMessage

  it('sends the screen’s page, fetched with the key, in place of Next’s empty document', async () => {
    const { swap, asked } = await screens()
    const body = await swap.replacement(visitor, 404, shell, '/ar/blog/old-post')
    expect(body?.toString()).toBe(
      '<!DOCTYPE html><html><body><h1>Ürün yok</h1><a href="/ar/blog/old-post">ar</a></body></html>',
    )
    expect(asked).toHaveLength(1)
    expect(asked[0].url).toBe('/ar/page-not-found/blog')
    expect(swap.allowed({ headers: { [KEY_HEADER]: asked[0].key } } as never)).toBe(true)
    expect(swap.allowed({ headers: { [KEY_HEADER]: 'guess' } } as never)).toBe(false)
    expect(swap.allowed(visitor)).toBe(false)
  })

  it('leaves every other answer alone, and its own requests', async () => {
    const { swap, asked } = await screens()
    expect(swap.replacement(visitor, 200, shell, '/x')).toBeNull()
    expect(
      swap.replacement(visitor, 404, Buffer.from('<html lang="en"><h1>x</h1>'), '/x'),
    ).toBeNull()
    await swap.replacement(visitor, 404, shell, '/x')
    const own = { headers: { [KEY_HEADER]: asked[0].key } } as unknown as http.IncomingMessage
    expect(swap.replacement(own, 404, shell, '/x')).toBeNull()
    expect(asked).toHaveLength(1)
  })

  it('keeps Next’s document when the screen cannot be had, and says why', async () => {
    const { swap, errors } = await screens(500)
    expect(await swap.replacement(visitor, 404, shell, '/product/x')).toBeNull()
    expect(String(errors[0])).toContain('/en/page-not-found/product answered 500')
  })
})
