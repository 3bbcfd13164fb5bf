import { expect, test } from './support/test'
import { sidewaysOverflow } from './support/layout'
import { confirmedAccount, unique } from './support/mailbox'
import { renderingOnly } from './support/passes'

renderingOnly('the phone layout')

test('on a phone: sign in, the menu shows the name, My account and Sign Out', async ({
  page,
  request,
  baseURL,
}) => {
  const email = unique('mobile')
  await confirmedAccount(request, baseURL!, {
    firstName: 'Chen',
    email,
    password: 'jasmine-rice-7',
  })

  await page.goto('/auth')
  const form = page.getByRole('form', { name: 'Sign In' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel(/^Password/).fill('jasmine-rice-7')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(`${baseURL}/`)

  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Mobile navigation' })
  await expect(menu.getByRole('link', { name: 'Chen' })).toBeVisible()
  await menu.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByTestId('toast')).toContainText('You have been successfully signed out.')
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible()

  // The Welcome card fits a phone: no sideways scrolling.
  await page.goto('/signup')
  const overflow = await sidewaysOverflow(page)
  expect(overflow).toBeLessThanOrEqual(0)
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
})
