import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { renderingOnly } from './support/passes'

renderingOnly('what moves on the screen while a page loads')

/**
 * The layout shift a buyer sees while the page loads and its islands come to life (on a slow
 * phone the scripts run after the page has painted, so whatever they change is a jump). The
 * page is opened on a phone-sized window; shifts right after a key press or click do not count,
 * as in the browser's own metric.
 */
async function layoutShift(page: Page, url: string, settle: (page: Page) => Promise<void>) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] }
    w.__shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node }[]
      }[]) {
        if (entry.hadRecentInput) continue
        w.__shifts.push({
          value: entry.value,
          nodes: (entry.sources ?? []).map((s) =>
            s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node),
          ),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(url)
  await settle(page)
  // Two frames, so that the last change is laid out and reported.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  )
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
  )
  return {
    total: Math.round(shifts.reduce((n, s) => n + s.value, 0) * 1000) / 1000,
    nodes: shifts.flatMap((s) => s.nodes),
  }
}

/** Request Quote on a product page: adds the product to the list and opens the list. */
async function addTurmericToQuote(page: Page) {
  await page.goto('/product/turmeric-lakadong')
  await page.getByRole('link', { name: /^Request Quote/ }).click()
  await expect(page).toHaveURL(/\/quote$/)
}

test.use({ viewport: { width: 412, height: 823 } })

test.describe('nothing jumps when the islands come to life', () => {
  test('the quote list page with an empty list', async ({ page }) => {
    const shift = await layoutShift(page, '/quote', async (p) => {
      await expect(p.getByText('Your quote list is empty')).toBeVisible()
    })
    expect(shift.total, shift.nodes.join('\n')).toBeLessThanOrEqual(0.02)
  })

  test('the quote list page with products in the list', async ({ page }) => {
    await addTurmericToQuote(page)
    // (Then the list page is loaded afresh.)
    const shift = await layoutShift(page, '/quote', async (p) => {
      await expect(p.getByRole('heading', { level: 2, name: /^Products/ })).toBeVisible()
    })
    expect(shift.total, shift.nodes.join('\n')).toBeLessThanOrEqual(0.02)
  })

  test('the catalogue page while the PDF is prepared and once it is ready', async ({ page }) => {
    test.setTimeout(150_000)
    const shift = await layoutShift(page, '/es/catalogue', async (p) => {
      // Its status changes from nothing to "preparing" to "ready" as the page asks the server.
      await expect(p.getByRole('link', { name: /PDF, [\d.,]+/ })).toBeVisible({ timeout: 120_000 })
    })
    expect(shift.total, shift.nodes.join('\n')).toBeLessThanOrEqual(0.02)
  })

  for (const url of ['/', '/ar', '/contact', '/blog', '/articles', '/auth']) {
    test(`${url}`, async ({ page }) => {
      const shift = await layoutShift(page, url, async () => {})
      expect(shift.total, shift.nodes.join('\n')).toBeLessThanOrEqual(0.02)
    })
  }
})

test.describe('with products in the quote list', () => {
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ])
    test(`the header's quote list link, ${viewport.width} px wide`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await addTurmericToQuote(page)
      const shift = await layoutShift(page, '/about', async (p) => {
        await expect(p.getByTestId('quote-count')).toHaveText('1.')
      })
      expect(shift.total, shift.nodes.join('\n')).toBeLessThanOrEqual(0.02)
    })
})
