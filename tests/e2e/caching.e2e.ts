import { expect, test } from './support/test'

/** Cache-Control as a CDN reads it. */
async function cacheControl(request: import('@playwright/test').APIRequestContext, url: string) {
  const res = await request.get(url, { maxRedirects: 0 })
  return { status: res.status(), value: res.headers()['cache-control'] ?? '' }
}

test.describe('caching for a CDN', () => {
  for (const url of [
    '/',
    '/product/turmeric-lakadong',
    '/categories',
    '/es/about',
    '/blog/1',
    '/news/1',
    '/legal/privacy-policy',
  ]) {
    test(`${url} may be kept by a shared cache and served stale while it refreshes`, async ({
      request,
    }) => {
      const { status, value } = await cacheControl(request, url)
      expect(status).toBe(200)
      expect(value).toMatch(/s-maxage=\d+/)
      expect(value).toMatch(/stale-while-revalidate/)
    })
  }

  for (const url of [
    '/account',
    '/auth',
    '/quote',
    '/es/quote',
    '/api/account/session',
    '/api/ready',
  ]) {
    test(`${url} is never kept by a shared cache`, async ({ request }) => {
      const { value } = await cacheControl(request, url)
      expect(value).toMatch(/private|no-store/)
      expect(value).not.toMatch(/s-maxage|public/)
    })
  }

  test('/api/ready says the database answers', async ({ request }) => {
    const res = await request.get('/api/ready')
    expect(res.status()).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ready', database: 'ok' })
  })
})
