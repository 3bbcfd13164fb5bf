import { expect, test } from './support/test'
import { renderingOnly } from './support/passes'

renderingOnly('keyboard use of the phone menu')

test.describe('the phone menu and the keyboard', () => {
  test('Escape closes the menu and the language list and returns to their buttons', async ({
    page,
  }) => {
    await page.goto('/')
    const open = page.getByRole('button', { name: 'Open menu' })
    const menu = page.getByRole('navigation', { name: 'Mobile navigation' })
    await open.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    // Past the search box to the first link, then Escape.
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('searchbox')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()

    const language = page.getByRole('button', { name: 'Choose language' })
    await language.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toBeHidden()
    await expect(language).toBeFocused()
  })
})
