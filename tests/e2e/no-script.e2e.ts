import { expect, test } from './support/test'
import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from '@playwright/test'
import { renderingOnly } from './support/passes'

renderingOnly('what the HTML and CSS show by themselves')

const messages = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../../messages/${locale}.json`), 'utf8'),
  ) as typeof import('../../messages/en.json')
const ar = messages('ar')

/** A phone with JavaScript off (or whose scripts have not arrived yet). */
async function withoutScripts(browser: Browser) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  })
  return { context, page: await context.newPage() }
}

test.describe('not-found pages are HTML', () => {
  test('an unknown product: its own screen, title, frame and language links, no scripts', async ({
    browser,
  }) => {
    const { context, page } = await withoutScripts(browser)
    const res = await page.goto('/product/no-such-product')
    expect(res?.status()).toBe(404)
    const html = await res!.text()
    expect(html).not.toContain('__next_error__')
    expect(html).not.toMatch(/<script\b/)
    await expect(page).toHaveTitle('Product Not Found | Bharat Agro Exports')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found')
    await expect(page.getByText('The requested product could not be found.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
    await expect(page.locator('header')).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
    // The language list (a #target without scripts) leads to the same address in each language.
    await page
      .getByRole('link', { name: /language/i })
      .first()
      .click()
    await expect(page.getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/fr/product/no-such-product',
    )
    await context.close()
  })

  test('in Arabic: right to left, the post screen and its link back to the blog', async ({
    browser,
  }) => {
    const { context, page } = await withoutScripts(browser)
    const res = await page.goto('/ar/blog/no-such-post')
    expect(res?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.blog.notFoundTitle)
    await expect(page.getByText(ar.blog.notFoundText)).toBeVisible()
    await expect(page.getByRole('link', { name: ar.blog.backToBlog })).toHaveAttribute(
      'href',
      '/ar/blog',
    )
    await context.close()
  })

  test('any other address, a category page past the last, and the screens’ own addresses', async ({
    browser,
  }) => {
    const { context, page } = await withoutScripts(browser)
    for (const address of [
      '/this/path/does-not-exist',
      '/category/spices/page/99',
      '/news/web-999999',
      // The screens' own page answers nobody but the server: no 200 "Product Not Found".
      '/en/page-not-found/product',
      '/page-not-found/category',
    ]) {
      const res = await page.goto(address)
      expect(res?.status(), address).toBe(404)
      const heading = page.getByRole('heading', { level: 1 })
      if (address.startsWith('/news/'))
        await expect(heading, address).toHaveText('Article Not Found')
      else await expect(heading, address).toHaveText('Oops! Page not found')
    }
    await context.close()
  })
})

test.describe('lists without scripts', () => {
  for (const address of ['/blog', '/articles']) {
    test(`${address} arrives with its list in place, inside main`, async ({ browser }) => {
      const { context, page } = await withoutScripts(browser)
      const res = await page.goto(address)
      // Nothing is streamed in behind skeletons for a script to put in place.
      const html = await res!.text()
      expect(html).not.toContain('<div hidden id="S:')
      expect(html).not.toContain('data-skeleton')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('main article').first()).toBeVisible()
      await context.close()
    })
  }

  test('a blog post arrives whole too', async ({ browser }) => {
    const { context, page } = await withoutScripts(browser)
    const res = await page.goto('/blog/1')
    expect(await res!.text()).not.toContain('<!--$?-->')
    await expect(page.locator('main h1')).toBeVisible()
    await context.close()
  })
})

test.describe('the quote list before and without scripts', () => {
  test('without JavaScript: the empty list and the way to the products, nothing loading', async ({
    browser,
  }) => {
    const { context, page } = await withoutScripts(browser)
    await page.goto('/quote')
    await expect(page.getByText('Your quote list is empty')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/categories',
    )
    await expect(page.getByText('Loading your quote list…')).toBeHidden()
    await context.close()
  })

  test('with products stored, before the scripts arrive: the form’s place is held, not the empty list', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto('/about')
    await page.evaluate(() =>
      localStorage.setItem(
        'quote-list-v1',
        JSON.stringify([
          {
            slug: 'turmeric-lakadong',
            name: 'Turmeric',
            packSizes: ['25 kg'],
            quantity: '1',
            unit: 'mt',
            packSize: '25 kg',
          },
        ]),
      ),
    )
    // The framework's scripts never arrive; the page's own one-line probe runs (script policy).
    const refused: string[] = []
    page.on(
      'console',
      (m) => m.type() === 'error' && /Content Security/.test(m.text()) && refused.push(m.text()),
    )
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.goto('/quote', { waitUntil: 'domcontentloaded' })
    await expect(page.getByText('Loading your quote list…')).toBeVisible()
    await expect(page.getByText('Your quote list is empty')).toBeHidden()
    // The footer is below the window, where the form will push it.
    const footer = await page.locator('footer').boundingBox()
    expect(footer!.y).toBeGreaterThan(844)
    expect(refused).toEqual([])
    await context.close()
  })
})
