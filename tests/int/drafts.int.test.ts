import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getCompanyPage } from '@/features/company/queries'
import { onContentChange } from '@/lib/hooks'
import { runScheduledPublishing } from '@/lib/scheduled-publish'
import { sqlDb } from '@/lib/sql'
import {
  NEWLY_DRAFTED,
  ensureFirstVersions,
  publishExistingPostgres,
  publishExistingSqlite,
} from '@/migrations/data/drafts'
import { startTestPayload } from '../helpers/payload'

/**
 * Drafts on the public content types, on the real database: what the public reads (the access
 * rules every page query goes through), when the site's caches are told (the content-change
 * listeners the hooks call), scheduled publishing through Payload's jobs queue, and the data
 * step that publishes a database's existing content when drafts arrive.
 */

let payload: Payload
let close: () => Promise<void>
let changes = 0

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('drafts', { seeded: true }))
  onContentChange('drafts-test', () => changes++)
})
afterAll(async () => close?.())

/** The product as an anonymous visitor's page query reads it, or null. */
const publicProduct = async (slug: string) =>
  (
    await payload.find({
      collection: 'products',
      where: { slug: { equals: slug } },
      depth: 0,
      overrideAccess: false,
    })
  ).docs[0] ?? null

const uid = () => Math.random().toString(36).slice(2, 8)

describe('a product with drafts', () => {
  it('is public only once published, and its drafts never reach the public', async () => {
    const slug = `draft-only-${uid()}`
    const category = (await payload.find({ collection: 'categories', limit: 1 })).docs[0]
    const before = changes
    const draft = await payload.create({
      collection: 'products',
      data: { name: 'Never published pepper', slug, category: category.id },
      draft: true,
    })
    expect(draft._status).toBe('draft')
    expect(await publicProduct(slug)).toBeNull()
    // Not even as a draft read, which the REST API allows anyone to ask for.
    const asDraft = await payload.find({
      collection: 'products',
      where: { slug: { equals: slug } },
      draft: true,
      overrideAccess: false,
    })
    expect(asDraft.docs).toHaveLength(0)
    expect(changes).toBe(before)

    await payload.update({
      collection: 'products',
      id: draft.id,
      data: { name: 'Still a draft pepper' },
      draft: true,
    })
    expect(await publicProduct(slug)).toBeNull()
    expect(changes).toBe(before)

    await payload.update({ collection: 'products', id: draft.id, data: { _status: 'published' } })
    expect((await publicProduct(slug))?.name).toBe('Still a draft pepper')
    expect(changes).toBe(before + 1)
  })

  it('keeps the published text while a draft is saved over it, until Publish', async () => {
    const product = (await publicProduct('black-cumin'))!
    const published = product.origin
    const before = changes

    await payload.update({
      collection: 'products',
      id: product.id,
      data: { origin: 'Draft origin' },
      draft: true,
    })
    await payload.update({
      collection: 'products',
      id: product.id,
      data: { origin: 'Autosaved origin' },
      draft: true,
      autosave: true,
    })
    expect((await publicProduct('black-cumin'))?.origin).toBe(published)
    expect(changes).toBe(before)
    const latest = await payload.findByID({ collection: 'products', id: product.id, draft: true })
    expect(latest.origin).toBe('Autosaved origin')

    await payload.update({
      collection: 'products',
      id: product.id,
      data: { _status: 'published' },
    })
    expect((await publicProduct('black-cumin'))?.origin).toBe('Autosaved origin')
    expect(changes).toBe(before + 1)

    // Unpublishing takes it off the site and tells the caches.
    await payload.update({ collection: 'products', id: product.id, data: { _status: 'draft' } })
    expect(await publicProduct('black-cumin')).toBeNull()
    expect(changes).toBe(before + 2)

    // Restoring the first version publishes the text the site showed before.
    const { docs: versions } = await payload.findVersions({
      collection: 'products',
      where: { parent: { equals: product.id } },
      sort: 'createdAt',
      limit: 1,
    })
    await payload.restoreVersion({ collection: 'products', id: versions[0].id })
    expect((await publicProduct('black-cumin'))?.origin).toBe(published)
    expect(changes).toBe(before + 3)
  })
})

describe('a page global with drafts', () => {
  it('shows its published version; a draft, and an unpublish, leave the page as it was', async () => {
    const home = await getCompanyPage('home-page', 'en')
    const title = home.hero.title
    await payload.updateGlobal({
      slug: 'home-page',
      data: { hero: { ...home.hero, title: 'Draft hero title' } },
      draft: true,
    })
    expect((await getCompanyPage('home-page', 'en')).hero.title).toBe(title)
    const draft = await payload.findGlobal({ slug: 'home-page', draft: true })
    expect(draft.hero.title).toBe('Draft hero title')

    await payload.updateGlobal({ slug: 'home-page', data: { _status: 'published' } })
    expect((await getCompanyPage('home-page', 'en')).hero.title).toBe('Draft hero title')

    // The home page cannot go missing: unpublished, its last published version stays.
    await payload.updateGlobal({ slug: 'home-page', data: { _status: 'draft' } })
    const after = await getCompanyPage('home-page', 'en')
    expect(after.hero.title).toBe('Draft hero title')
    expect(after.hero.subtitle).toBe(home.hero.subtitle)

    await payload.updateGlobal({
      slug: 'home-page',
      data: { hero: { ...home.hero, title }, _status: 'published' },
    })
    expect((await getCompanyPage('home-page', 'en')).hero.title).toBe(title)
  })
})

describe('scheduled publishing', () => {
  it("runs Payload's schedulePublish jobs once they are due", async () => {
    const product = (await publicProduct('cumin-seeds'))!
    const published = product.grade
    await payload.update({
      collection: 'products',
      id: product.id,
      data: { grade: 'Scheduled grade' },
      draft: true,
    })
    const job = {
      task: 'schedulePublish' as const,
      input: {
        type: 'publish' as const,
        doc: { relationTo: 'products' as const, value: product.id },
      },
    }
    await payload.jobs.queue({ ...job, waitUntil: new Date(Date.now() + 60 * 60_000) })
    expect(await runScheduledPublishing(payload)).toBe(0)
    expect((await publicProduct('cumin-seeds'))?.grade).toBe(published)

    await payload.jobs.queue({ ...job, waitUntil: new Date(Date.now() - 1000) })
    expect(await runScheduledPublishing(payload)).toBe(1)
    expect((await publicProduct('cumin-seeds'))?.grade).toBe('Scheduled grade')

    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'unpublish', doc: { relationTo: 'products', value: product.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    expect(await runScheduledPublishing(payload)).toBe(1)
    expect(await publicProduct('cumin-seeds')).toBeNull()

    await payload.update({
      collection: 'products',
      id: product.id,
      data: { grade: published, _status: 'published' },
    })
  })
})

describe('the data step of the drafts migration', () => {
  it('publishes what was stored before drafts, with a first version of each', async () => {
    // The state the migration finds: content without versions, `_status` at its default.
    const { drizzle, sqlite } = sqlDb(payload)
    const req = await createLocalReq({}, payload)
    for (const collection of NEWLY_DRAFTED.collections)
      await payload.db.deleteVersions({ collection, where: {}, req })
    for (const global of NEWLY_DRAFTED.globals)
      await payload.db.deleteVersions({ globalSlug: global, where: {}, req } as never)
    const tables = [...NEWLY_DRAFTED.collections, ...NEWLY_DRAFTED.globals].map((s) =>
      s.replace(/-/g, '_'),
    )
    for (const table of tables)
      await payload.db.execute({ drizzle, raw: `UPDATE "${table}" SET "_status" = 'draft'` })
    const products = (await payload.count({ collection: 'products' })).totalDocs
    expect((await payload.count({ collection: 'products', overrideAccess: false })).totalDocs).toBe(
      0,
    )

    const args = { db: drizzle, payload, req } as never
    await (sqlite ? publishExistingSqlite(args) : publishExistingPostgres(args))
    // And, after the last migration, the first versions.
    await ensureFirstVersions(payload)

    expect((await payload.count({ collection: 'products', overrideAccess: false })).totalDocs).toBe(
      products,
    )
    // The admin's list reads the versions: every document is in it, in every language.
    const listed = await payload.find({ collection: 'products', draft: true, limit: 0 })
    expect(listed.totalDocs).toBe(products)
    const categories = await payload.find({ collection: 'categories', locale: 'es', limit: 0 })
    const draftCategories = await payload.find({
      collection: 'categories',
      locale: 'es',
      draft: true,
      limit: 0,
    })
    expect(draftCategories.docs.map((c) => [c.id, c.name, c.description]).sort()).toEqual(
      categories.docs.map((c) => [c.id, c.name, c.description]).sort(),
    )
    const product = (await publicProduct('turmeric-lakadong'))!
    const draftProduct = await payload.findByID({
      collection: 'products',
      id: product.id,
      draft: true,
    })
    expect(draftProduct.specifications).toEqual(product.specifications)
    expect(draftProduct.packSizes).toEqual(product.packSizes)
    const about = await payload.findGlobal({ slug: 'about-page', locale: 'ar', draft: true })
    expect(about.story.title).toBe(
      (await payload.findGlobal({ slug: 'about-page', locale: 'ar' })).story.title,
    )
    expect((await getCompanyPage('about-page', 'ar'))._status).toBe('published')

    // Run again: nothing more to do.
    await (sqlite ? publishExistingSqlite(args) : publishExistingPostgres(args))
    expect(await ensureFirstVersions(payload)).toBe(0)
    const { totalDocs } = await payload.findVersions({
      collection: 'products',
      where: { parent: { equals: product.id } },
    })
    expect(totalDocs).toBe(1)
  })
})
