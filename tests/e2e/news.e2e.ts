import { expect, test } from './support/test'
import { renderingOnly } from './support/passes'
import fs from 'node:fs'
import path from 'node:path'

const messages = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../../messages/${locale}.json`), 'utf8'),
  ) as typeof import('../../messages/en.json')

renderingOnly(
  'the news pages and their button; tests/int/news-ingestion.int.test.ts stores feed items in both databases',
)

test.describe('export news', () => {
  test('the list searches titles and descriptions and filters by category', async ({ page }) => {
    await page.goto('/articles')
    await expect(page).toHaveTitle('Latest Agricultural Export News - Bharat Agro Exports')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Agricultural Export News & Insights' }),
    ).toBeVisible()
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/articles$/)
    await expect(page.locator('main article')).toHaveCount(10)
    const filters = page.getByRole('navigation', { name: 'Filter news by category' })
    for (const name of [
      'All',
      'Export Growth',
      'Market Trends',
      'Policy Update',
      'Technology',
      'Trade Relations',
      'Global Markets',
      'World Trade',
      'Supply Chain',
      'Quality Standards',
      'Industry News',
    ]) {
      await expect(filters.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await filters.getByRole('link', { name: 'Policy Update', exact: true }).click()
    await expect(page).toHaveURL(/category=policy-update/)
    await expect(page.locator('main article')).toHaveCount(1)
    await filters.getByRole('link', { name: 'Supply Chain', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible()
    await page.getByRole('link', { name: 'Clear Filters' }).click()
    await expect(page.locator('main article')).toHaveCount(10)

    await page.getByRole('searchbox', { name: 'Search news' }).fill('basmati')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/q=basmati/)
    // The old list stays until the new page arrives: wait for the filtered one.
    await expect.poll(() => page.locator('main article').count()).toBeLessThan(10)
    expect(await page.locator('main article').count()).toBeGreaterThan(0)
    await expect(page.locator('main article').first()).toContainText(/\d+ min read/)
  })

  test('an article page credits its source and links related items', async ({ page }) => {
    await page.goto('/news/1')
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/')
    const source = page.getByRole('link', { name: /^Source: / })
    await expect(source).toHaveAttribute('target', '_blank')
    await expect(source).toHaveAttribute('rel', /noopener/)
    await expect(page.getByText(/^Originally published by /)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Visit Source' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    )
    await expect(page.locator('.prose-site h2').first()).toBeVisible()
    for (const tag of ['og:title', 'og:description', 'og:image']) {
      expect(await page.locator(`meta[property="${tag}"]`).getAttribute('content')).toBeTruthy()
    }
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
      'summary_large_image',
    )
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (s) => JSON.parse(s),
    )
    expect(ld.map((d) => d['@type'])).toContain('NewsArticle')
    // The body links into the catalogue.
    const internal = await page
      .locator('.prose-site a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(internal.length).toBeGreaterThan(0)
  })

  test('the ten built-in items link into the catalogue, including chana dal', async ({ page }) => {
    const links = new Set<string>()
    for (let id = 1; id <= 10; id++) {
      await page.goto(`/news/${id}`)
      for (const href of await page
        .locator('.prose-site a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))
        links.add(href)
    }
    for (const href of [
      '/category/spices',
      '/category/pulses',
      '/category/grains',
      '/category/vegetables',
      '/category/processed',
      '/product/chana-dal',
    ]) {
      expect(links, href).toContain(href)
    }
  })

  test('an unknown article answers 404 with the spec texts', async ({ page }) => {
    const res = await page.goto('/news/web-999999')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible()
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })

  test('the home carousel pages two at a time, wraps, and has dots', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Agricultural News Live' })
    await expect(carousel.getByRole('listitem')).toHaveCount(2)
    // Reduced motion stops it, as its Pause button would.
    await expect(carousel.getByRole('button', { name: 'Play news' })).toBeVisible()
    const dots = carousel.getByRole('button', { name: /^Show news page/ })
    await expect(dots).toHaveCount(5)
    await expect(carousel.getByRole('button', { name: 'Show news page 1' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await carousel.getByRole('button', { name: 'Previous news' }).click()
    await expect(carousel.getByRole('button', { name: 'Show news page 5' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await carousel.getByRole('button', { name: 'Next news' }).click()
    await expect(carousel.getByRole('button', { name: 'Show news page 1' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await carousel.getByRole('button', { name: 'Show news page 3' }).click()
    await expect(carousel.getByRole('button', { name: 'Show news page 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    const firstTitle = await carousel
      .getByRole('listitem')
      .first()
      .locator('a')
      .last()
      .textContent()
    await carousel.getByRole('button', { name: 'Refresh news' }).click()
    await expect(carousel.getByRole('button', { name: 'Show news page 1' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(await carousel.getByRole('listitem').first().locator('a').last().textContent()).not.toBe(
      firstTitle,
    )
    await carousel.getByRole('listitem').first().locator('a').last().click()
    await expect(page).toHaveURL(/\/news\/\d+$/)
  })

  test('the home carousel stops and starts again with its Pause button, from the keyboard', async ({
    page,
  }) => {
    // The page's clock, moved on by the test instead of waited for (its timers fire as they
    // would in that time).
    await page.clock.install()
    await page.goto('/')
    await page.mouse.move(0, 0)
    const carousel = page.getByRole('region', { name: 'Agricultural News Live' })
    const current = (n: number) => carousel.getByRole('button', { name: `Show news page ${n}` })
    const pause = carousel.getByRole('button', { name: 'Pause news' })
    await expect(pause).toBeVisible()
    await expect(current(1)).toHaveAttribute('aria-current', 'true')
    await pause.focus()
    await page.keyboard.press('Enter')
    const play = carousel.getByRole('button', { name: 'Play news' })
    await expect(play).toBeFocused()
    await expect(carousel.getByRole('button', { name: 'Pause news' })).toHaveCount(0)
    // Focus leaves the carousel; it stays stopped, longer than its 8 seconds.
    await page.keyboard.press('Shift+Tab')
    await expect(play).not.toBeFocused()
    await page.clock.runFor(9_000)
    await expect(current(1)).toHaveAttribute('aria-current', 'true')
    // Play (focus on the button itself does not hold it): it moves on again.
    await play.focus()
    await page.keyboard.press('Space')
    await expect(pause).toBeFocused()
    await page.clock.runFor(8_000)
    await expect(current(2)).toHaveAttribute('aria-current', 'true')
  })

  test('the carousel’s Pause button speaks the page’s language', async ({ page }) => {
    const ar = messages('ar')
    await page.goto('/ar')
    const carousel = page.getByRole('region', { name: ar.news.carouselTitle })
    await carousel.getByRole('button', { name: ar.news.pause }).click()
    await expect(carousel.getByRole('button', { name: ar.news.play })).toBeVisible()
  })

  test('Get Latest News says when the news could not be gathered or loaded', async ({ page }) => {
    await page.goto('/articles')
    const alert = page.getByRole('main').getByRole('alert')
    await expect(alert).toBeEmpty()
    // The server's gathering failed.
    await page.route('**/api/news/refresh', (route) =>
      route.fulfill({ json: { status: 'failed', added: 0 } }),
    )
    const button = page.getByRole('button', { name: 'Get Latest News' })
    await button.click()
    await expect(alert).toHaveText('Failed to fetch news data')
    await expect(button).toBeEnabled()
    await expect(page.locator('main article').first()).toBeVisible()
    // The request itself failed (offline).
    await page.unroute('**/api/news/refresh')
    await page.route('**/api/news/refresh', (route) => route.abort('internetdisconnected'))
    await button.click()
    await expect(alert).toHaveText('Failed to load agricultural news')
    await expect(button).toBeEnabled()
    await expect(page.locator('main article').first()).toBeVisible()

    // In the page's language.
    const de = messages('de')
    await page.goto('/de/articles')
    await page.getByRole('button', { name: de.news.getLatest }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(de.news.loadFailedAll)
    await page.unroute('**/api/news/refresh')
    await page.route('**/api/news/refresh', (route) =>
      route.fulfill({ status: 200, json: { status: 'failed', added: 0 } }),
    )
    await page.getByRole('button', { name: de.news.getLatest }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(de.news.fetchFailed)
  })

  test('the home carousel advances by itself every 8 seconds', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Agricultural News Live' })
    await expect(carousel.getByRole('button', { name: 'Show news page 1' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await page.mouse.move(0, 0)
    await expect(carousel.getByRole('button', { name: 'Show news page 2' })).toHaveAttribute(
      'aria-current',
      'true',
      { timeout: 12_000 },
    )
  })
})

// Last in this file: it adds gathered items, which the tests above do not expect. They stay:
// no other spec counts the news, and the link crawl running beside may have read their addresses.
test.describe('gathered news', () => {
  test('Get Latest News gathers the fixture feeds; nothing from the hostile feed runs', async ({
    page,
  }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto('/articles')
    await expect(page.locator('main article')).toHaveCount(10)
    // Hold the answer a moment so the busy state can be seen.
    await page.route('**/api/news/refresh', async (route) => {
      await new Promise((r) => setTimeout(r, 700))
      await route.continue()
    })
    await page.getByRole('button', { name: 'Get Latest News' }).click()
    await expect(page.getByRole('button', { name: 'Refreshing...' })).toBeDisabled()
    // Meanwhile the list is six skeleton cards.
    await expect(page.locator('[data-skeleton]')).toHaveCount(6)
    // A forced refresh adds ten items: the nine hostile ones (newest) and the basmati story.
    await expect(page.locator('main article')).toHaveCount(20)
    await expect(page.getByRole('button', { name: 'Get Latest News' })).toBeEnabled()
    await expect(page.locator('[data-skeleton]')).toHaveCount(0)
    const basmatiCard = page.locator('main article', { hasText: 'basmati rice shipments' })
    await expect(basmatiCard).toHaveCount(1)
    await expect(basmatiCard.getByText('Latest', { exact: true })).toBeVisible()
    await expect(basmatiCard.getByRole('link', { name: 'Agri Trade Daily' })).toHaveAttribute(
      'href',
      'https://agritrade.example',
    )

    // Search and filters include the gathered items.
    await page.getByRole('searchbox', { name: 'Search news' }).fill('basmati shipments')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/q=basmati/)
    await expect(page.locator('main article')).toHaveCount(1)
    await page.goto('/articles?category=export-growth')
    await expect(page.locator('main article', { hasText: 'basmati rice shipments' })).toHaveCount(1)

    // The article page credits and links its source, and links related items.
    await page
      .locator('main article', { hasText: 'basmati rice shipments' })
      .getByRole('link', { name: /basmati rice shipments/ })
      .click()
    await expect(page).toHaveURL(/\/news\/web-\d+$/)
    await expect(page.getByRole('link', { name: 'Source: Agri Trade Daily' })).toHaveAttribute(
      'href',
      'https://agritrade.example',
    )
    await expect(page.getByText('Originally published by Agri Trade Daily')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Visit Source' })).toHaveAttribute(
      'href',
      'https://agritrade.example/markets/basmati-shipments',
    )
    await expect(
      page.locator('.prose-site a[href="https://agritrade.example/data/basmati-table"]'),
    ).toHaveAttribute('rel', /noopener/)
    const related = page.getByRole('region', { name: 'Related Articles' })
    expect(await related.locator('a[href^="/news/"]').count()).toBeGreaterThan(0)

    // Every hostile item renders as harmless text: no dialog, no active markup.
    await page.goto('/articles?q=exporters+note')
    const hostileLinks = page.locator('main article h2 a')
    await expect(hostileLinks).toHaveCount(9)
    const hrefs = await hostileLinks.evaluateAll((as) =>
      as.map((a) => a.getAttribute('href') ?? ''),
    )
    for (const href of hrefs) {
      await page.goto(href)
      const prose = page.locator('.prose-site')
      await expect(prose).toBeVisible()
      await prose.hover()
      expect(
        await prose.evaluate(
          (el) =>
            el.querySelectorAll('script, iframe, object, embed, svg, img, style, form, [style]')
              .length +
            [...el.querySelectorAll('*')].filter((n) =>
              [...n.attributes].some(
                (a) => a.name.startsWith('on') || /^\s*javascript:/i.test(a.value),
              ),
            ).length,
        ),
      ).toBe(0)
      await page.waitForTimeout(100)
    }
    expect(dialogs).toEqual([])
  })
})
