/**
 * Redirects on the real database (SQLite, or PostgreSQL with DATABASE_URL): a changed slug
 * leaves a redirect from the old address, chains collapse, a slug changed back removes the
 * redirect that would loop, drafts move nothing until they are published, and staff's own
 * redirects follow the same rules.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findRedirect, targetOf } from '@/features/redirects/store'
import { paragraphs } from '../e2e/support/rich-text'
import { startTestPayload } from '../helpers/payload'

describe('redirects', () => {
  let payload: Payload
  let close: () => Promise<void>
  let categoryId: number
  const run = Date.now().toString(36)

  /** Every stored redirect as "from → to". */
  async function all(): Promise<string[]> {
    const { docs } = await payload.find({
      collection: 'redirects',
      depth: 1,
      pagination: false,
      sort: 'from',
    })
    return docs.map((d) => `${d.from} → ${targetOf(d as never)}`)
  }
  const leadsTo = async (from: string) => targetOf(await findRedirect(payload, from))
  /** The message staff see beside the field when a save is refused. */
  const refusal = (saving: Promise<unknown>) =>
    saving.then(
      () => 'saved',
      (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message,
    )

  beforeAll(async () => {
    ;({ payload, close } = await startTestPayload('redirects'))
    const category = await payload.create({
      collection: 'categories',
      data: {
        slug: 'spices',
        name: 'Spices',
        description: paragraphs(['Whole and ground spices.']),
        displayCount: '10+',
        icon: 'flame',
        order: 1,
        _status: 'published',
      },
    })
    categoryId = category.id
  })
  afterAll(async () => close?.())

  it('a renamed product leaves one redirect per old address, never a chain or a loop', async () => {
    const slug = (s: string) => `${s}-${run}`
    const product = await payload.create({
      collection: 'products',
      data: { name: 'Cumin', slug: slug('a'), category: categoryId, _status: 'published' },
    })
    const rename = (to: string) =>
      payload.update({
        collection: 'products',
        id: product.id,
        data: { slug: slug(to), _status: 'published' },
      })

    await rename('b')
    expect(await all()).toEqual([`/product/${slug('a')} → /product/${slug('b')}`])

    await rename('c')
    expect(await all()).toEqual([
      `/product/${slug('a')} → /product/${slug('c')}`,
      `/product/${slug('b')} → /product/${slug('c')}`,
    ])

    // Back to the first name: its redirect would now lead away from a live page, in a loop.
    await rename('a')
    expect(await all()).toEqual([
      `/product/${slug('b')} → /product/${slug('a')}`,
      `/product/${slug('c')} → /product/${slug('a')}`,
    ])
    expect(await leadsTo(`/product/${slug('a')}`)).toBeNull()

    // An edit that leaves the slug alone adds nothing.
    await payload.update({
      collection: 'products',
      id: product.id,
      data: { variety: 'Bold', _status: 'published' },
    })
    expect(await all()).toHaveLength(2)

    await payload.delete({ collection: 'products', id: product.id })
    await payload.delete({ collection: 'redirects', where: { id: { exists: true } } })
  })

  it("staff's own redirects: stored without the language, chains followed, loops refused", async () => {
    const made = await payload.create({
      collection: 'redirects',
      data: { from: ' /old-catalogue/ ', to: { type: 'custom', url: '/catalogue?x=1' } },
    })
    expect(made.from).toBe('/old-catalogue')
    expect(await leadsTo('/old-catalogue')).toBe('/catalogue')

    // A redirect to an address that redirects leads to the end of the chain at once …
    await payload.create({
      collection: 'redirects',
      data: { from: '/spices-2019', to: { type: 'custom', url: '/old-catalogue' } },
    })
    expect(await leadsTo('/spices-2019')).toBe('/catalogue')
    // … and redirects to an address that starts to redirect are pointed on.
    await payload.create({
      collection: 'redirects',
      data: { from: '/price-list', to: { type: 'custom', url: '/downloads' } },
    })
    await payload.create({
      collection: 'redirects',
      data: { from: '/downloads', to: { type: 'custom', url: '/categories' } },
    })
    expect(await leadsTo('/price-list')).toBe('/categories')

    expect(
      await refusal(
        payload.create({
          collection: 'redirects',
          data: { from: '/categories', to: { type: 'custom', url: '/price-list' } },
        }),
      ),
    ).toBe('This redirect would lead back to its own address.')
    expect(
      await refusal(
        payload.create({
          collection: 'redirects',
          data: { from: '/es/old-page', to: { type: 'custom', url: '/about' } },
        }),
      ),
    ).toMatch(/^Enter the address without the language/)

    // A redirect to a page of the site follows the page when its address changes.
    const product = await payload.create({
      collection: 'products',
      data: { name: 'Clove', slug: `clove-${run}`, category: categoryId, _status: 'published' },
    })
    await payload.create({
      collection: 'redirects',
      data: {
        from: '/clove',
        to: { type: 'reference', reference: { relationTo: 'products', value: product.id } },
      },
    })
    expect(await leadsTo('/clove')).toBe(`/product/clove-${run}`)
    await payload.update({
      collection: 'products',
      id: product.id,
      data: { slug: `cloves-${run}`, _status: 'published' },
    })
    expect(await leadsTo('/clove')).toBe(`/product/cloves-${run}`)
    expect(await leadsTo(`/product/clove-${run}`)).toBe(`/product/cloves-${run}`)

    await payload.delete({ collection: 'products', id: product.id })
    await payload.delete({ collection: 'redirects', where: { id: { exists: true } } })
  })

  it('a post moves when the new id is published, not when a draft is saved', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: {
        postId: `guide-${run}`,
        title: 'Guide',
        excerpt: 'A guide.',
        content: paragraphs(['Text.']),
        category: 'Market Insights',
        author: 'Desk',
        date: new Date().toISOString(),
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'posts',
      id: post.id,
      draft: true,
      data: { postId: `guide-2-${run}`, _status: 'draft' },
    })
    expect(await all()).toEqual([])

    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { postId: `guide-2-${run}`, _status: 'published' },
    })
    expect(await all()).toEqual([`/blog/guide-${run} → /blog/guide-2-${run}`])

    await payload.delete({ collection: 'posts', id: post.id })
    await payload.delete({ collection: 'redirects', where: { id: { exists: true } } })
  })

  it('a category that changes its id leaves a redirect too', async () => {
    await payload.update({
      collection: 'categories',
      id: categoryId,
      data: { slug: 'grains', _status: 'published' },
    })
    expect(await all()).toEqual(['/category/spices → /category/grains'])
  })
})
