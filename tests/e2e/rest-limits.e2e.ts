import { expect, test } from './support/test'
import { staffHeaders } from './support/staff'

/**
 * Deep reads multiply a response (products → category → popular products → …), so a few at
 * once could exhaust the server's memory (docs/security.md). An anonymous
 * REST read may ask for depth 2 and 100 documents at most (src/lib/query-guard.ts), and the
 * relationships that loop stop after one level (maxDepth): the largest such read of every
 * public collection and global stays under 2 MB on the seeded content. Staff keep more.
 */

const BUDGET = 2 * 1024 * 1024
const collections = [
  'products',
  'categories',
  'media',
  'certificates',
  'posts',
  'news',
  'pages',
  'blog-topics',
  'users',
  'inquiries',
  'emails',
  'subscribers',
  'buyers',
]
const globals = [
  'site-settings',
  'home-page',
  'about-page',
  'quality-page',
  'contact-page',
  'news-ingestion',
]

test('the largest anonymous read of each public collection and global stays under 2 MB', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const sizes: string[] = []
  let publicOnes = 0
  for (const slug of collections) {
    // Every language at once and drafts too: the most a visitor can ask for.
    for (const query of ['depth=2&limit=100', 'depth=2&limit=25&locale=all&draft=true']) {
      const res = await request.get(`/api/${slug}?${query}`)
      expect([200, 401, 403], `${slug}?${query}`).toContain(res.status())
      if (res.status() !== 200) continue
      publicOnes++
      const bytes = (await res.body()).length
      sizes.push(`${slug} ${Math.round(bytes / 1024)} KB`)
      expect(bytes, `${slug}?${query}`).toBeLessThan(BUDGET)
    }
  }
  for (const slug of globals) {
    const res = await request.get(`/api/globals/${slug}?depth=2&locale=all&draft=true`)
    expect([200, 401, 403], slug).toContain(res.status())
    if (res.status() !== 200) continue
    publicOnes++
    const bytes = (await res.body()).length
    sizes.push(`global ${slug} ${Math.round(bytes / 1024)} KB`)
    expect(bytes, slug).toBeLessThan(BUDGET)
  }
  // (The catalogue, media, posts, news, pages and the page globals at least.)
  expect(publicOnes).toBeGreaterThanOrEqual(10)
  console.log(`largest anonymous reads: ${sizes.join(', ')}`)
})

test('an anonymous read past the limits is refused with a 400 that says why', async ({
  request,
}) => {
  const product = (await (await request.get('/api/products?limit=1&depth=0')).json()).docs[0]
  const refused: [string, RegExp][] = [
    ['/api/products?depth=10&limit=30', /"depth" may be at most 2/],
    ['/api/products?depth=3', /"depth" may be at most 2/],
    [`/api/products/${product.id}?depth=10`, /"depth" may be at most 2/],
    ['/api/categories?limit=101', /"limit" must be between 1 and 100/],
    ['/api/products?limit=0', /"limit" must be between 1 and 100/],
    ['/api/posts?pagination=false', /"pagination" cannot be turned off/],
    ['/api/products?locale=all&limit=100', /"limit" must be between 1 and 25 with "locale=all"/],
    ['/api/globals/home-page?depth=5', /"depth" may be at most 2/],
  ]
  for (const [path, message] of refused) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(400)
    const body = await res.json()
    expect(body.errors?.[0]?.message, path).toMatch(message)
  }
  // A made-up token or cookie is no way past them: only a signed-in staff member is.
  const forged: Record<string, string>[] = [
    { authorization: 'JWT not-a-token' },
    { cookie: 'payload-token=forged' },
  ]
  for (const headers of forged) {
    const res = await request.get('/api/products?depth=10&limit=30', { headers })
    expect(res.status(), JSON.stringify(headers)).toBe(400)
  }
  // What the limits allow still works, relationships filled in.
  const allowed = await request.get('/api/products?depth=2&limit=100')
  expect(allowed.status()).toBe(200)
  const docs = (await allowed.json()).docs
  expect(docs.length).toBeGreaterThan(10)
  expect(typeof docs[0].category).toBe('object')
})

test('signed-in staff may read deeper and more per page', async ({ request }) => {
  const headers = await staffHeaders(request)
  const res = await request.get('/api/products?depth=3&limit=500&sort=slug', { headers })
  expect(res.status()).toBe(200)
  const body = await res.json()
  expect(body.limit).toBe(500)
  // The category's popular products are not filled in again (maxDepth 1 on the loop). A seeded
  // product: other specs create and delete products of their own meanwhile.
  const seeded = body.docs.find((doc: { slug: string }) => doc.slug === 'turmeric-lakadong')
  const category = seeded.category
  expect(typeof category).toBe('object')
  for (const popular of category.popular ?? []) expect(typeof popular).not.toBe('object')
})
