import { expect, test } from './support/test'
import { staffHeaders } from './support/staff'

test.describe('staff edits', () => {
  test('a product saved through the CMS shows on the public page within 5 seconds', async ({
    page,
    request,
  }) => {
    await page.goto('/product/black-cumin')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    const auth = await staffHeaders(request)
    const found = await request.get('/api/products?where[slug][equals]=black-cumin&depth=0', {
      headers: auth,
    })
    const id = (await found.json()).docs[0].id
    const patch = await request.patch(`/api/products/${id}`, {
      headers: auth,
      data: { origin: 'Rajasthan (staff-edited origin)' },
    })
    expect(patch.status()).toBe(200)

    await expect(async () => {
      await page.reload()
      await expect(page.getByText('Rajasthan (staff-edited origin)')).toBeVisible({
        timeout: 1_500,
      })
    }).toPass({ timeout: 5_000, intervals: [250, 500, 1000] })
  })

  test('the public API does not let an anonymous visitor change content', async ({ request }) => {
    const found = await request.get('/api/products?where[slug][equals]=cumin-seeds&depth=0')
    expect(found.status()).toBe(200)
    const id = (await found.json()).docs[0].id
    const res = await request.patch(`/api/products/${id}`, { data: { name: 'Hacked' } })
    expect(res.status()).toBe(403)
    const users = await request.get('/api/users')
    expect(users.status()).toBe(403)
  })

  test('the admin opens at /admin', async ({ page }) => {
    await page.goto('/admin')
    await expect(page.getByLabel('Email')).toBeVisible({ timeout: 20_000 })
  })
})
