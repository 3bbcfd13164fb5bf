import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/test'
import { renderingOnly } from './support/passes'

renderingOnly('keyboard use of the header menus')

/**
 * Opens a menu from its button with the keyboard, moves into it with Tab, and closes it with
 * Escape: the menu is gone and the focus is back on the button that opened it.
 */
async function escapeReturnsFocus(page: Page, button: Locator, firstItem: Locator) {
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(firstItem).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(firstItem).toBeHidden()
  await expect(button).toBeFocused()
  // And from the button itself, right after opening.
  await page.keyboard.press('Enter')
  await expect(firstItem).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(firstItem).toBeHidden()
  await expect(button).toBeFocused()
}

test.describe('header menus and the keyboard', () => {
  test('Escape closes the categories and language menus and returns to their buttons', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await escapeReturnsFocus(
      page,
      nav.getByRole('button', { name: 'Categories' }),
      nav.getByRole('link', { name: 'Spices', exact: true }),
    )
    await escapeReturnsFocus(
      page,
      page.getByRole('button', { name: 'Choose language' }),
      page.getByRole('banner').getByRole('link', { name: 'English' }),
    )
  })

  test('in Arabic too', async ({ page }) => {
    await page.goto('/ar')
    await escapeReturnsFocus(
      page,
      page.getByRole('button', { name: 'اختر اللغة' }),
      page.getByRole('banner').getByRole('link', { name: 'English' }),
    )
  })

  test('Escape closes the account menu and returns to its button', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/')
    const signedOut = (await page.getByRole('banner').boundingBox())!.height
    // The menu only: the session is answered here (accounts.e2e.ts signs in for real).
    await context.addCookies([{ name: 'signed_in', value: '1', url: baseURL! }])
    await page.route('**/api/account/session', (route) =>
      route.fulfill({
        json: {
          buyer: {
            firstName: 'Lena',
            lastName: 'Fischer',
            email: 'lena@example.com',
            company: '',
            country: '',
            phone: '',
          },
        },
      }),
    )
    await page.goto('/')
    const button = page.getByTestId('account-menu')
    await expect(button).toContainText('Lena')
    // The name takes the place of Sign In and Get Started without making the header taller.
    expect((await page.getByRole('banner').boundingBox())!.height).toBe(signedOut)
    await escapeReturnsFocus(page, button, page.getByRole('link', { name: 'My account' }))
  })
})
