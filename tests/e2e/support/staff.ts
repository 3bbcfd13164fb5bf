import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from '@playwright/test'

export const admin = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD || 'e2e-admin-password',
}

/** Signs in as the seeded admin through the REST API; returns the auth header for later calls. */
export async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: admin })
  expect(login.status()).toBe(200)
  const { token } = await login.json()
  return { Authorization: `JWT ${token}` }
}

/** Signs in to the admin as the seeded admin, through its login form. */
export async function signInToAdmin(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
}
