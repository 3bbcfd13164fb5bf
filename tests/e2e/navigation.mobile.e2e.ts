import { expect, test } from './support/test'
import { renderingOnly } from './support/passes'

renderingOnly('the phone layout')

test.describe('header on a 390px phone', () => {
  test('the menu opens and closes and leads to every page', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden()
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile navigation' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Get Catalog' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Request Quote' })).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()

    const targets: [string, RegExp][] = [
      ['About', /\/about$/],
      ['Blog', /\/blog$/],
      ['News', /\/articles$/],
      ['Contact', /\/contact$/],
      ['Spices', /\/category\/spices$/],
      ['Processed Foods', /\/category\/processed$/],
      ['Home', /\/$/],
    ]
    for (const [name, url] of targets) {
      // The toggle is named "Close menu" once open.
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page
        .getByRole('navigation', { name: 'Mobile navigation' })
        .getByRole('link', { name, exact: true })
        .click()
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('navigation', { name: 'Mobile navigation' })).toBeHidden()
    }
  })

  test('before or without JavaScript the menu and the language list still open', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Mobile navigation' })
    await expect(menu).toBeHidden()
    await page.getByRole('link', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('navigation', { name: 'Mobile navigation' })).toBeHidden()

    const languages = page.locator('#site-languages')
    await expect(languages).toBeHidden()
    await page.getByRole('link', { name: 'Choose language' }).click()
    await expect(languages).toBeVisible()
    await languages.getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de\/contact$/)
    await context.close()
  })

  test('the page does not scroll sideways', async ({ page }) => {
    for (const path of ['/', '/category/spices', '/product/turmeric-lakadong']) {
      await page.goto(path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})
