import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { bootstrap } from '@/seed/bootstrap'
import { seedCategories, seedProducts } from '@/seed/catalogue'
import { about, home, quality } from '@/seed/company/content'
import { sqlDb } from '@/lib/sql'
import { translations } from '@/seed/company/i18n'
import { catalogueTranslations } from '@/seed/catalogue/i18n'
import { staticPosts } from '@/seed/blog/static-posts'
import { policyExamples } from '@/seed/policy'
import { richTextToPlain } from '@/lib/rich-text'
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
    // Each translation adds the four pages, six certificates, the tagline and six categories.
    const languages = Object.keys(translations).length
    expect(first).toMatchObject({
      categories: 6 + 6 * languages,
      products: seedProducts.length,
      pages: 4,
      users: 1,
      settings: 1,
      companyPages: 4 + 6 + languages * (4 + 6 + 1),
      blog: 3 + 8,
      news: 10,
      // Every product and static post in each language of the catalogue's translations.
      translations: (seedProducts.length + 3) * Object.keys(catalogueTranslations).length,
      policyUpdates: policyExamples.length,
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
      translations: 0,
      policyUpdates: 0,
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

  it('loads every product and static post in every language, published and in the admin', async () => {
    const product = seedProducts.find((p) => p.slug === 'turmeric-lakadong')!
    for (const [code, t] of Object.entries(catalogueTranslations)) {
      const locale = code as keyof typeof catalogueTranslations
      const own = t.products[product.slug]
      // What the site shows (published) and what the admin opens (the latest version).
      for (const draft of [false, true]) {
        const [doc] = (
          await payload.find({
            collection: 'products',
            where: { slug: { equals: product.slug } },
            locale,
            fallbackLocale: false,
            draft,
          })
        ).docs
        expect(doc.name, `${locale} draft=${draft}`).toBe(own.name)
        expect(richTextToPlain(doc.description)).toBe(own.description)
        expect(doc.packSizes).toEqual(own.packSizes)
        expect(doc.specifications?.map((s) => [s.key, s.value])).toEqual(own.specifications)
        expect(doc.varieties?.map((v) => v.name)).toEqual(own.varieties?.map((v) => v.name))
        expect(doc.qualityParameters?.map((q) => q.parameter)).toEqual(
          own.qualityParameters?.map((q) => q.parameter),
        )
        // Test methods are the same in every language.
        expect(doc.qualityParameters?.map((q) => q.method)).toEqual(
          product.qualityParameters?.map((q) => q.method),
        )
      }
      const [post] = (
        await payload.find({
          collection: 'posts',
          where: { postId: { equals: staticPosts[0].id } },
          locale,
          fallbackLocale: false,
        })
      ).docs
      expect(post.title).toBe(t.posts[staticPosts[0].id].title)
      // Tags are one list for every language.
      expect(post.tags).toEqual(staticPosts[0].tags)
      expect(post.meta?.title).toBe(t.posts[staticPosts[0].id].seoTitle)
    }
    // English is untouched.
    const [english] = (
      await payload.find({
        collection: 'products',
        where: { slug: { equals: product.slug } },
        locale: 'en',
      })
    ).docs
    expect(english.name).toBe(product.name)
    expect(english.specifications?.map((s) => s.key)).toEqual(
      Object.keys(product.specifications ?? {}),
    )
  })

  it('shows the leaders’ names as they write them, in every language, also after the old seed', async () => {
    const names = about.leaders.map((l) => l.name)
    for (const locale of ['en', ...Object.keys(translations)] as const) {
      const page = await payload.findGlobal({ slug: 'about-page', locale: locale as 'en' })
      expect(
        page.leaders?.map((l) => l.transliteration || l.name),
        locale,
      ).toEqual(names)
    }
    // A database seeded before the fix holds the last translation's spelling: the migration's
    // data step puts the names back (and leaves a name staff typed alone).
    const { drizzle } = sqlDb(payload)
    const zh = translations.zh!.about.leaders.map((l) => l.name)
    for (const table of ['about_page_leaders', '_about_page_v_version_leaders'])
      for (const [i, name] of zh.entries())
        await payload.db.execute({
          drizzle,
          raw: `UPDATE "${table}" SET "name" = '${i === 2 ? 'Staff Typed' : name}' WHERE "name" = '${names[i]}'`,
        })
    const { restoreLeaderNames } = await import('@/migrations/data/leader-names')
    const { postgresRun, sqliteRun } = await import('@/migrations/data/localized')
    await restoreLeaderNames(
      payload.db.name === 'postgres' ? postgresRun(drizzle) : sqliteRun(drizzle),
    )
    const page = await payload.findGlobal({ slug: 'about-page', locale: 'ja' })
    expect(page.leaders?.map((l) => l.name)).toEqual([names[0], names[1], 'Staff Typed'])
    const draft = await payload.findGlobal({ slug: 'about-page', draft: true })
    expect(draft.leaders?.map((l) => l.name)).toEqual([names[0], names[1], 'Staff Typed'])
  })

  it('loads every language of the company pages, categories and certificates over the same rows', async () => {
    for (const [code, t] of Object.entries(translations)) {
      const locale = code as keyof typeof translations
      const own = await payload.findGlobal({ slug: 'home-page', locale, fallbackLocale: false })
      const english = await payload.findGlobal({ slug: 'home-page', locale: 'en' })
      expect(own.hero?.title).toBe(t.home.hero.title)
      // One set of rows, a text per language: English kept, ids shared.
      expect(english.hero?.benefits?.map((b) => b.text)).toEqual(home.hero.benefits)
      expect(own.hero?.benefits?.map((b) => b.id)).toEqual(english.hero?.benefits?.map((b) => b.id))
      expect(own.hero?.benefits?.map((b) => b.text)).toEqual(t.home.hero.benefits)
      expect(own.globalReach?.regions?.map((r) => r.flag)).toEqual(
        home.globalReach.regions.map((r) => r.flag),
      )

      const contact = await payload.findGlobal({
        slug: 'contact-page',
        locale,
        fallbackLocale: false,
      })
      expect(contact.faq?.[0]?.question).toBe(t.contact.faq[0].question)
      const about = await payload.findGlobal({ slug: 'about-page', locale, fallbackLocale: false })
      // Rich text: each paragraph of the translation is a paragraph of the page.
      expect(richTextToPlain(about.story?.text)).toBe(t.about.story.paragraphs.join('\n\n'))
      const qualityPage = await payload.findGlobal({
        slug: 'quality-page',
        locale,
        fallbackLocale: false,
      })
      expect(qualityPage.process?.[0]?.checks?.[0]?.text).toBe(t.quality.process[0].checks[0])

      const spices = await payload.find({
        collection: 'categories',
        where: { slug: { equals: 'spices' } },
        locale,
        fallbackLocale: false,
      })
      expect(spices.docs[0].name).toBe(t.categories.spices.name)
      const certificates = await payload.find({
        collection: 'certificates',
        locale,
        fallbackLocale: false,
        sort: 'order',
      })
      expect(certificates.docs.map((c) => c.name)).toEqual(
        t.quality.certifications.map((c) => c.name),
      )
      const settings = await payload.findGlobal({
        slug: 'site-settings',
        locale,
        fallbackLocale: false,
      })
      expect(settings.tagline).toBe(t.tagline)
    }
    const certificates = await payload.find({
      collection: 'certificates',
      locale: 'en',
      sort: 'order',
    })
    expect(certificates.docs.map((c) => c.name)).toEqual(quality.certifications.map((c) => c.name))
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

  it('at start-up the demo content is loaded once: what staff deleted stays deleted', async () => {
    await bootstrap(payload)
    const popular = new Set(seedCategories.flatMap((c) => c.popular))
    const demo = seedProducts.find((p) => !popular.has(p.slug))!
    const { docs } = await payload.find({
      collection: 'products',
      where: { slug: { equals: demo.slug } },
      depth: 0,
    })
    await payload.delete({ collection: 'products', id: docs[0].id })
    await bootstrap(payload)
    expect((await payload.count({ collection: 'products' })).totalDocs).toBe(130)
    const again = await payload.count({
      collection: 'products',
      where: { slug: { equals: demo.slug } },
    })
    expect(again.totalDocs).toBe(0)
  })
})
