import { expect, test } from './support/test'
import { renderingOnly } from './support/passes'

renderingOnly('metadata and pictures')

const locales = ['en', 'es', 'fr', 'de', 'zh', 'ja', 'ar', 'ru']

test.describe('search engines', () => {
  test('robots.txt allows the site, keeps the CMS, API and buyer pages out, names the sitemap', async ({
    request,
  }) => {
    const res = await request.get('/robots.txt')
    expect(res.status()).toBe(200)
    const text = await res.text()
    for (const line of [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /quote',
      'Disallow: /ar/quote',
      'Disallow: /es/account',
    ])
      expect(text).toContain(line)
    expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m)
  })

  test('the sitemap lists every public page in every language with hreflang alternates', async ({
    request,
  }) => {
    const index = await (await request.get('/sitemap.xml')).text()
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    expect(files).toEqual(['/sitemaps/1.xml'])
    const res = await request.get(files[0])
    expect(res.headers()['content-type']).toContain('application/xml')
    const xml = await res.text()
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    // 7 fixed pages, 6 categories (and their later list pages), 131 products, published posts, 10 news items, 4 policies.
    expect(urls.length % locales.length).toBe(0)
    expect(urls.length / locales.length).toBeGreaterThanOrEqual(7 + 6 + 131 + 3 + 10 + 4)
    for (const path of [
      '/product/turmeric-lakadong',
      '/category/pulses',
      '/category/spices/page/3',
      '/blog/1',
      '/news/10',
      '/legal/privacy-policy',
      '/contact',
    ])
      for (const code of locales)
        expect(urls, `${code} ${path}`).toContain(code === 'en' ? path : `/${code}${path}`)
    expect(urls).not.toContain('/quote')
    const entry = xml.split('\n').find((l) => l.includes('/ar/product/turmeric-lakadong</loc>'))!
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
    for (const code of [...locales, 'x-default']) expect(entry).toContain(`hreflang="${code}"`)

    // Every listed page answers: a sample across the whole file, every language.
    for (const path of urls.filter((_, i) => i % 37 === 0))
      expect((await request.get(path)).status(), path).toBe(200)
  })

  test('a sitemap file that does not exist is a 404', async ({ request }) => {
    expect((await request.get('/sitemaps/2.xml')).status()).toBe(404)
    expect((await request.get('/sitemaps/x.xml')).status()).toBe(404)
  })
})

test.describe('Open Graph pictures', () => {
  for (const url of [
    '/product/turmeric-lakadong',
    '/blog/1',
    '/news/1',
    '/es/product/basmati-1121',
    '/category/spices',
    '/',
    '/about',
    '/ar/quality',
    '/contact',
    '/categories',
    '/blog',
    '/articles',
    '/legal/privacy-policy',
  ]) {
    test(`${url} points to its own 1200×630 PNG`, async ({ page, request }) => {
      await page.goto(url)
      const og = await page.locator('meta[property="og:image"]').getAttribute('content')
      // Items' pictures are versioned by their last change; fixed pages have one per section.
      // English pictures carry no language; others name the page's.
      const lang = url.match(/^\/(ar|de|es|fr|ja|ru|zh)\//)?.[1]
      const query = lang ? `&locale=${lang}` : ''
      expect(og).toMatch(
        new RegExp(`/og/([pbnc]/[\\w-]+\\?v=\\w+${query}|s/[a-z]+${query.replace('&', '\\?')})$`),
      )
      // The shared title, with or without the company name after it.
      const ogTitle = await page.locator('meta[property="og:title"]').getAttribute('content')
      expect(ogTitle).toBeTruthy()
      expect(await page.title()).toContain(ogTitle!)
      expect(await page.locator('meta[property="og:description"]').count()).toBe(1)
      expect(await page.locator('meta[property="og:image:width"]').getAttribute('content')).toBe(
        '1200',
      )
      expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
        'summary_large_image',
      )
      const res = await request.get(new URL(og!).pathname + new URL(og!).search)
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toBe('image/png')
      const png = await res.body()
      // PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers.
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
      expect(png.length).toBeGreaterThan(20_000)
    })
  }

  test('a product shared from the Arabic or Chinese page shows its name in that language', async ({
    page,
    request,
  }) => {
    const pictures: Buffer[] = []
    for (const path of [
      '/product/turmeric-lakadong',
      '/ar/product/turmeric-lakadong',
      '/zh/product/turmeric-lakadong',
    ]) {
      await page.goto(path)
      const og = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!)
      const res = await request.get(og.pathname + og.search)
      expect(res.status(), og.search).toBe(200)
      pictures.push(await res.body())
    }
    const [en, ar, zh] = pictures
    expect(ar.equals(en)).toBe(false)
    expect(zh.equals(en)).toBe(false)
    expect(zh.equals(ar)).toBe(false)
  })

  test('a picture in a language the site does not have is a 404', async ({ request }) => {
    expect((await request.get('/og/p/turmeric-lakadong?v=1&locale=xx')).status()).toBe(404)
    expect((await request.get('/og/s/about?locale=EN')).status()).toBe(404)
    expect((await request.get('/og/s/about?locale=ja')).status()).toBe(200)
  })

  test('an unknown item has no picture', async ({ request }) => {
    expect((await request.get('/og/p/no-such-product')).status()).toBe(404)
    expect((await request.get('/og/x/1')).status()).toBe(404)
    expect((await request.get('/og/s/no-such-page')).status()).toBe(404)
    expect((await request.get('/og/c/no-such-category')).status()).toBe(404)
  })
})
