import { expect, test } from './support/test'
import { ar, en, watchPolicy } from './support/csp'
import { renderingOnly } from './support/passes'

// Every page type is also opened in English and Arabic, on desktop and phone, by the
// accessibility checks (support/pages.ts): there, too, nothing may be refused and the header
// must hydrate.
test.describe('the strict script policy in Chromium', () => {
  renderingOnly('the script policy in the browser')

  test('forms validate in the browser (contact, English and Arabic)', async ({ page }) => {
    const refused = await watchPolicy(page)
    for (const [prefix, t] of [
      ['', en],
      ['/ar', ar],
    ] as const) {
      await page.goto(`${prefix}/contact`)
      await page.waitForLoadState('networkidle')
      await page.getByRole('checkbox').check()
      await page.getByRole('button', { name: t.inquiry.submit }).click()
      await expect(page.getByText(t.inquiry.errors.companyRequired)).toBeVisible()
      await expect(page.getByText(t.inquiry.errors.messageMin10)).toBeVisible()
    }
    expect(refused).toEqual([])
  })

  test('an inline script that is not the page’s own is refused, and reported', async ({ page }) => {
    const refused = await watchPolicy(page)
    await page.goto('/product/turmeric-lakadong')
    await page.waitForLoadState('networkidle')
    expect(refused).toEqual([])
    // What an injection through a rendering bug would add: it must not run.
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
    })
    await expect
      .poll(() => refused.some((r) => /^script-src(-elem)? refused inline/.test(r)))
      .toBe(true)
    expect(await page.evaluate(() => '__injected' in window)).toBe(false)
  })
})
