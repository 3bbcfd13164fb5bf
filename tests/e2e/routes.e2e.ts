import { expect, test } from './support/test'
import { renderingOnly } from './support/passes'

renderingOnly('the route table')

const okRoutes = [
  '/',
  '/about',
  '/quality',
  '/blog',
  '/articles',
  '/contact',
  '/auth',
  '/login',
  '/signup',
  '/categories',
  '/catalogue',
  '/blog/1',
  '/blog/2',
  '/news/1',
  '/news/10',
  '/search?q=rice',
  '/category/spices',
  '/category/grains',
  '/category/pulses',
  '/category/oilseeds',
  '/category/vegetables',
  '/category/processed',
  '/category/spices/page/2',
  '/product/turmeric-lakadong',
  '/product/chana-dal',
  '/legal/privacy-policy',
  '/legal/terms-of-use',
  '/legal/cookie-policy',
  '/legal/shipping-policy',
  '/es',
  '/ar/category/spices',
  '/quote',
  '/ar/quote',
  '/inquiry?status=sent&form=contact&ref=INQ-000001',
]

test.describe('route table', () => {
  for (const path of okRoutes) {
    test(`${path} answers 200 with the page frame`, async ({ request }) => {
      const res = await request.get(path)
      expect(res.status()).toBe(200)
      const html = await res.text()
      expect(html).toContain('href="#main"')
      expect(html).toContain('id="main"')
      expect(html).toMatch(/<header/)
      expect(html).toMatch(/<footer/)
    })
  }

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const res = await page.goto('/this/path/does-not-exist')
    expect(res?.status()).toBe(404)
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('an unknown category and product answer 404 with their own texts', async ({ page }) => {
    const cat = await page.goto('/category/teas')
    expect(cat?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible()
    await expect(page.getByText('The requested category could not be found.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')

    const prod = await page.goto('/product/no-such-product')
    expect(prod?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible()
    await expect(page.getByText('The requested product could not be found.')).toBeVisible()
  })

  test('every response carries the security headers', async ({ request }) => {
    for (const path of ['/', '/product/chana-dal', '/does-not-exist', '/api/health']) {
      const res = await request.get(path)
      const h = res.headers()
      expect(h['x-content-type-options'], path).toBe('nosniff')
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(h['permissions-policy'], path).toContain('camera=()')
      expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'")
      // No Critical-CH: it makes Chromium send the first request of a visit twice.
      expect(h['critical-ch'], path).toBeUndefined()
      expect(h['content-security-policy'], path).toContain("object-src 'none'")
      expect(h['x-powered-by'], path).toBeUndefined()
    }
  })
})

test('pages link every language version and x-default, reciprocally', async ({ page }) => {
  const alternates = async (path: string) => {
    await page.goto(path)
    return page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map(
          (l) =>
            `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '', location.href).pathname}`,
        ),
      )
  }
  const expected = [
    'en /product/chana-dal',
    'es /es/product/chana-dal',
    'fr /fr/product/chana-dal',
    'de /de/product/chana-dal',
    'zh /zh/product/chana-dal',
    'ja /ja/product/chana-dal',
    'ar /ar/product/chana-dal',
    'ru /ru/product/chana-dal',
    'x-default /product/chana-dal',
  ]
  expect((await alternates('/product/chana-dal')).sort()).toEqual([...expected].sort())
  expect((await alternates('/es/product/chana-dal')).sort()).toEqual([...expected].sort())
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    /\/es\/product\/chana-dal$/,
  )
  expect(await page.locator('html').getAttribute('lang')).toBe('es')
  await page.goto('/ar/about')
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
})
