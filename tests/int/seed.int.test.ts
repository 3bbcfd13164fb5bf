import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { seedProducts } from '@/seed/catalogue'
import { startTestPayload } from '../helpers/payload'

describe('seeding', () => {
  let payload: Payload
  let close: () => Promise<void>

  beforeAll(async () => {
    process.env.ADMIN_EMAIL = 'admin@example.com'
    process.env.ADMIN_PASSWORD = 'correct-horse-battery'
    ;({ payload, close } = await startTestPayload('seed'))
  })
  afterAll(async () => close?.())

  it('loads the demo content once, and a second run adds nothing', async () => {
    const first = await seed(payload)
    expect(first).toMatchObject({
      categories: 6,
      products: seedProducts.length,
      pages: 4,
      users: 1,
      settings: 1,
      companyPages: 4 + 6,
      blog: 3 + 8,
      news: 10,
    })

    const second = await seed(payload)
    expect(second).toEqual({
      users: 0,
      categories: 0,
      products: 0,
      pages: 0,
      settings: 0,
      companyPages: 0,
      blog: 0,
      news: 0,
    })

    const counts = await Promise.all(
      (['categories', 'products', 'pages', 'users'] as const).map(
        async (collection) => (await payload.count({ collection })).totalDocs,
      ),
    )
    expect(counts).toEqual([6, 131, 4, 1])

    const slugs = await payload.find({
      collection: 'products',
      limit: 0,
      pagination: false,
      select: { slug: true },
    })
    expect(new Set(slugs.docs.map((d) => d.slug)).size).toBe(131)

    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.companyName).toBe('Bharat Agro Exports')
  })

  it('links each category to its four popular products', async () => {
    const { docs } = await payload.find({ collection: 'categories', depth: 1, sort: 'order' })
    expect(docs.map((c) => c.slug)).toEqual([
      'spices',
      'grains',
      'pulses',
      'oilseeds',
      'vegetables',
      'processed',
    ])
    for (const c of docs) expect(c.popular).toHaveLength(4)
    const spices = docs[0].popular?.map((p) => (typeof p === 'object' ? p.slug : p))
    expect(spices).toEqual([
      'turmeric-lakadong',
      'red-chilli-teja',
      'cumin-seeds',
      'coriander-seeds',
    ])
  })
})
