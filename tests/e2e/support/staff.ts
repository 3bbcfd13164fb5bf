import type { APIRequestContext } from '@playwright/test'
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
