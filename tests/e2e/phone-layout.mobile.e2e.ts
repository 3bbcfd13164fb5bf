import { expect, test } from './support/test'
import { renderingOnly } from './support/passes'
import { locales } from '../../src/i18n/locales'

renderingOnly('the phone layout')

const prefix = (code: string) => (code === 'en' ? '' : `/${code}`)

test.describe('on a 390px phone', () => {
  for (const { code } of locales) {
    test(`${code}: the product tabs show every label whole`, async ({ page }) => {
      await page.goto(`${prefix(code)}/product/turmeric-lakadong`)
      const tablist = page.getByRole('tablist')
      await tablist.scrollIntoViewIfNeeded()
      const tabs = tablist.getByRole('tab')
      await expect(tabs).toHaveCount(3)
      const list = (await tablist.boundingBox())!
      expect(
        await tablist.evaluate((el) => el.scrollWidth - el.clientWidth),
        'the tab row scrolls sideways',
      ).toBeLessThanOrEqual(0)
      for (const tab of await tabs.all()) {
        const label = await tab.textContent()
        const box = (await tab.boundingBox())!
        expect(box.x, `${label}: inside the tab row`).toBeGreaterThanOrEqual(list.x - 0.5)
        expect(box.x + box.width, `${label}: inside the tab row`).toBeLessThanOrEqual(
          list.x + list.width + 0.5,
        )
        expect(
          await tab.evaluate((el) => el.scrollWidth - el.clientWidth),
          `${label}: cut inside its tab`,
        ).toBeLessThanOrEqual(0)
      }
      // Still tabs: the third opens its panel.
      await tabs.nth(2).click()
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel')).toBeVisible()
    })
  }
})
