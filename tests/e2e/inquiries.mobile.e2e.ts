import { expect, test } from './support/test'
import { sidewaysOverflow } from './support/layout'
import { renderingOnly } from './support/passes'

renderingOnly('the phone layout')

test.describe('inquiry forms on a phone', () => {
  for (const path of ['/contact', '/ar/contact', '/product/turmeric-lakadong', '/ar/quote']) {
    test(`${path} fits the screen`, async ({ page }) => {
      if (path.endsWith('/quote')) {
        await page.goto('/ar/category/spices')
        await page.getByRole('article').first().getByRole('link').last().click()
        await expect(page.getByTestId('quote-count')).toHaveText('1.')
      }
      await page.goto(path)
      await expect(page.locator('main form').first()).toBeVisible()
      const overflow = await sidewaysOverflow(page)
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
})
