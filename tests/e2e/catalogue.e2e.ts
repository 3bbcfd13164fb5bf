import { expect, test } from './support/test'
import { catalogueTranslations } from '../../src/seed/catalogue/i18n'

test.describe('catalogue', () => {
  test('home card → category → page 2 → product → each tab', async ({ page }) => {
    await page.goto('/')
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Spices' }) })
    await expect(card.getByText('200+')).toBeVisible()
    await card.getByRole('link', { name: 'Explore Spices' }).click()
    await expect(page).toHaveURL(/\/category\/spices$/)
    await expect(page).toHaveTitle('Spices - Premium Indian Agricultural Exports')
    await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible()
    await expect(page.getByText('Showing 1-12 of 25 products')).toBeVisible()
    await expect(page.locator('main article')).toHaveCount(12)

    const pager = page.getByRole('navigation', { name: 'Product pages' })
    await expect(pager.getByText('Previous')).toHaveAttribute('aria-disabled', 'true')
    await pager.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/category\/spices\/page\/2$/)
    await expect(page.getByText('Showing 13-24 of 25 products')).toBeVisible()
    await pager.getByRole('link', { name: 'Next' }).click()
    await expect(page.getByText('Showing 25-25 of 25 products')).toBeVisible()
    await expect(page.locator('main article')).toHaveCount(1)
    await expect(pager.getByText('Next')).toHaveAttribute('aria-disabled', 'true')

    await page.goto('/category/spices')
    const turmeric = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Turmeric', exact: true }) })
    await expect(turmeric.getByText('Lakadong', { exact: true })).toBeVisible()
    await turmeric.getByRole('link', { name: /View Details/ }).click()
    await expect(page).toHaveURL(/\/product\/turmeric-lakadong$/)
    await expect(page).toHaveTitle('Turmeric (Lakadong) - Premium Indian Export')
    await expect(page.getByRole('heading', { level: 1, name: 'Turmeric' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Quick Specifications' })).toBeVisible()
    const trading = page.locator('section', {
      has: page.getByRole('heading', { name: 'Trading Information' }),
    })
    await expect(trading.getByText('09103020')).toBeVisible()

    // Reached by a link: the tabs work once the page's script runs, which the header shows
    // (Categories is a link until then, a button after).
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', {
        name: 'Categories',
      }),
    ).toBeVisible()
    const tabs = page.getByRole('tablist', { name: 'Product details' })
    await expect(tabs.getByRole('tab', { name: 'Varieties & Grades' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await tabs.getByRole('tab', { name: 'Quality Parameters' }).click()
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader', { name: 'Test Method' })).toBeVisible()
    await expect(table.getByText(/ASTA|ISO/).first()).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.getByRole('tab', { name: 'Packaging & Logistics' })).toBeFocused()
    await expect(page.getByText('20ft/40ft FCL')).toBeVisible()
    await expect(page.getByText('LC/TT Available')).toBeVisible()
    await expect(page.getByText('FOB/CIF/CFR')).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.getByRole('tab', { name: 'Varieties & Grades' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.keyboard.press('End')
    await expect(tabs.getByRole('tab', { name: 'Packaging & Logistics' })).toHaveAttribute(
      'aria-selected',
      'true',
    )

    await page.getByRole('link', { name: 'Back to Categories' }).click()
    await expect(page).toHaveURL(/\/categories$/)
    await expect(page.getByText('25 products')).toBeVisible()
  })

  test('a product without data shows the catalogue defaults', async ({ page }) => {
    await page.goto('/product/dill-seeds')
    const trading = page.locator('section', {
      has: page.getByRole('heading', { name: 'Trading Information' }),
    })
    await expect(trading.getByText('India', { exact: true })).toBeVisible()
    await expect(trading.getByText('25kg PP Bags, 50kg Jute Bags')).toBeVisible()
    await page.goto('/product/mace')
    await expect(page.getByText('Nhava Sheva / Chennai').first()).toBeAttached()
    await expect(
      page
        .locator('section', { has: page.getByRole('heading', { name: 'Trading Information' }) })
        .getByText('500 kg'),
    ).toBeVisible()
  })

  test('each page has its own cached address; earlier ?page= links lead there', async ({
    page,
    request,
  }) => {
    // Page 2 renders once, then comes from the page cache (no per-request rendering).
    await request.get('/category/spices/page/2')
    const cached = await request.get('/category/spices/page/2')
    expect(cached.status()).toBe(200)
    expect(cached.headers()['cache-control']).toMatch(/s-maxage=900/)
    expect(cached.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
    expect(await cached.text()).toContain('Showing 13-24 of 25 products')

    const moved = await request.get('/fr/category/spices?page=2', { maxRedirects: 0 })
    expect(moved.status()).toBe(308)
    expect(moved.headers()['location']).toMatch(/\/fr\/category\/spices\/page\/2$/)
    await page.goto('/category/spices?page=3')
    await expect(page).toHaveURL(/\/category\/spices\/page\/3$/)
    await expect(page.getByText('Showing 25-25 of 25 products')).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/category\/spices\/page\/3$/,
    )
    for (const odd of ['abc', '1', '-5', '1e3']) {
      await page.goto(`/category/spices?page=${odd}`)
      await expect(page).toHaveURL(/\/category\/spices$/)
      await expect(page.getByText('Showing 1-12 of 25 products')).toBeVisible()
    }
    const first = await request.get('/category/spices/page/1', { maxRedirects: 0 })
    expect(first.status()).toBe(308)
    expect(first.headers()['location']).toMatch(/\/category\/spices$/)

    // Past the last page, or not a page number: the site's "page not found".
    for (const missing of [
      '/category/spices/page/4',
      '/category/spices/page/99999',
      '/category/spices/page/02',
    ]) {
      const res = await page.goto(missing)
      expect(res?.status(), missing).toBe(404)
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    }
  })

  test('product and category pages carry structured data', async ({ page }) => {
    await page.goto('/product/chana-dal')
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const types = blocks.flatMap((b) =>
      [JSON.parse(b)].flat().map((d: { '@type': string }) => d['@type']),
    )
    expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']))
    await page.goto('/category/pulses')
    const list = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    )
    expect(list['@type']).toBe('ItemList')
    expect(list.numberOfItems).toBe(17)
  })

  test('search is typo-tolerant and finds HS codes', async ({ page }) => {
    await page.goto('/search?q=tumeric')
    await expect(page.getByRole('main').getByRole('status')).toContainText('match “tumeric”')
    await expect(page.locator('main mark').first()).toHaveText(/Turmeric/)
    await expect(page.getByRole('heading', { name: 'Turmeric', exact: true })).toBeVisible()
    await page.goto('/search?q=09103020')
    await expect(page.getByRole('heading', { name: 'Turmeric', exact: true })).toBeVisible()
    await page.goto('/search?q=0910')
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      /\d+ products match “0910”/,
    )
    await expect(page.getByRole('navigation', { name: 'Product pages' })).toBeVisible()
    await page.goto('/search?q=qqqxxyy')
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible()
  })

  test('the header search box opens the results', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('searchbox', { name: 'Search products' }).first().fill('basmati')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=basmati/)
    await expect(page.getByRole('heading', { name: 'Basmati 1121' })).toBeVisible()
  })

  test('a broken product image falls back to the placeholder', async ({ page }) => {
    await page.route('**/art/p/cumin-seeds/**', (route) => route.fulfill({ status: 500, body: '' }))
    await page.goto('/product/cumin-seeds')
    await expect(page.locator('main img').first()).toHaveAttribute('src', '/placeholder.svg')
  })
})

test('a product page offers WhatsApp click-to-chat about that product, in the page language', async ({
  page,
}) => {
  await page.goto('/es/product/turmeric-lakadong')
  const chat = page.getByRole('link', { name: 'Chatear por WhatsApp' })
  const href = new URL((await chat.getAttribute('href'))!)
  expect(href.origin).toBe('https://wa.me')
  expect(href.pathname).toMatch(/^\/\d{8,15}$/)
  const text = href.searchParams.get('text')!
  // The product as the page names it, in Spanish.
  expect(text).toContain(catalogueTranslations.es.products['turmeric-lakadong'].name)
  expect(text).toMatch(/\/es\/product\/turmeric-lakadong$/)
  expect(await chat.getAttribute('rel')).toContain('noopener')
})
