import { expect, test } from './support/test'
import { admin, staffHeaders } from './support/staff'

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
    const product = (await found.json()).docs[0]
    // A value of this run's own: a retry cannot find the edit already made.
    const origin = `Rajasthan (staff-edited origin ${Date.now().toString(36)})`
    const patch = await request.patch(`/api/products/${product.id}`, {
      headers: auth,
      data: { origin },
    })
    try {
      expect(patch.status()).toBe(200)
      await expect(async () => {
        await page.reload()
        await expect(page.getByText(origin)).toBeVisible({ timeout: 1_500 })
      }).toPass({ timeout: 5_000, intervals: [250, 500, 1000] })
    } finally {
      await request.patch(`/api/products/${product.id}`, {
        headers: auth,
        data: { origin: product.origin },
      })
    }
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

test('one account signed in from several places at the same moment stays signed in on each', async ({
  playwright,
  baseURL,
}) => {
  // Payload rewrites the account's list of sessions on each sign-in; at the same moment, one
  // would drop the other's (src/lib/session-writes.ts). Each place is a context of its own.
  const places = await Promise.all(
    Array.from({ length: 5 }, () => playwright.request.newContext({ baseURL })),
  )
  try {
    const logins = await Promise.all(
      places.map((place) => place.post('/api/users/login', { data: admin })),
    )
    for (const login of logins) expect(login.status()).toBe(200)
    const tokens = await Promise.all(logins.map(async (login) => (await login.json()).token))
    for (const [i, token] of tokens.entries()) {
      const me = await places[i].get('/api/users/me', {
        headers: { Authorization: `JWT ${token}`, cookie: '' },
      })
      expect((await me.json()).user?.email, `sign-in ${i + 1}`).toBe(admin.email)
    }
    // Signing out in one place leaves the others signed in.
    const out = await places[0].post('/api/users/logout', {
      headers: { Authorization: `JWT ${tokens[0]}` },
    })
    expect(out.status()).toBe(200)
    const still = await places[1].get('/api/users/me', {
      headers: { Authorization: `JWT ${tokens[1]}`, cookie: '' },
    })
    expect((await still.json()).user?.email).toBe(admin.email)
  } finally {
    await Promise.all(places.map((place) => place.dispose()))
  }
})
