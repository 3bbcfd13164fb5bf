import type { Payload } from 'payload'
import { markdownToRichText } from '@/fields/rich-text'
import type { Locale } from '@/i18n/locales'
import { seedCategories, seedProducts } from './catalogue'
import type { SeedProduct } from './catalogue/types'
import { policies, siteSettings } from './company/content'
import { seedBlog } from './blog'
import { seedCompanyPages } from './company'
import { translations } from './company/i18n'
import { seedNews } from './news'
import { seedPolicyUpdates } from './policy'
import { staticPosts } from './blog/static-posts'
import { seedCatalogueTranslations } from './catalogue/translations'
import { packRows } from './catalogue/packs'

const ctx = { disableRevalidate: true }

export type SeedReport = Record<string, number>

/** The seed files' markdown-like texts, stored as rich text. */
const rich = (payload: Payload, markdown: string) => markdownToRichText(payload.config, markdown)

async function productData(payload: Payload, p: SeedProduct, categoryId: number, position: number) {
  return {
    name: p.name,
    slug: p.slug,
    category: categoryId,
    position,
    variety: p.variety ?? null,
    origin: p.origin ?? null,
    description: p.description ? await rich(payload, p.description) : null,
    grade: p.grade ?? null,
    moisture: p.moisture ?? null,
    moq: p.moq ?? null,
    leadTime: p.leadTime ?? null,
    hsCode: p.hsCode ?? null,
    port: p.port ?? null,
    packSizes: p.packSizes ?? [],
    packs: packRows(p),
    certifications: p.certifications ?? [],
    specifications: Object.entries(p.specifications ?? {}).map(([key, value]) => ({ key, value })),
    varieties: (p.varieties ?? []).map(({ name, ...rest }) => ({
      name,
      attributes: Object.entries(rest).map(([key, value]) => ({ key, value })),
    })),
    qualityParameters: p.qualityParameters ?? [],
    art: { kind: p.art.kind, main: p.art.colors[0], accent: p.art.colors[1] },
  }
}

/**
 * Loads the demo content into whatever is missing, matched by slug, so running it again adds
 * nothing. Returns how many records of each kind it created.
 */
export async function seed(payload: Payload): Promise<SeedReport> {
  const report: SeedReport = {
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
  }

  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.companyName) {
    const { salesEmail: _sales, responseTime: _rt, ...fields } = siteSettings
    await payload.updateGlobal({ slug: 'site-settings', data: fields, context: ctx })
    report.settings++
  }

  const existingCategories = await payload.find({ collection: 'categories', limit: 100, depth: 0 })
  const categoryIds = new Map<string, number>(existingCategories.docs.map((c) => [c.slug, c.id]))
  for (const [order, c] of seedCategories.entries()) {
    if (categoryIds.has(c.slug)) continue
    const doc = await payload.create({
      collection: 'categories',
      data: {
        slug: c.slug,
        name: c.name,
        description: await rich(payload, c.description),
        displayCount: c.displayCount,
        icon: c.icon,
        order,
        _status: 'published',
      },
      context: ctx,
    })
    categoryIds.set(c.slug, doc.id)
    report.categories++
  }

  report.categories += await seedCategoryTranslations(payload, categoryIds)

  const existingProducts = await payload.find({
    collection: 'products',
    where: { slug: { in: seedProducts.map((p) => p.slug) } },
    limit: seedProducts.length,
    depth: 0,
    select: { slug: true },
  })
  const productIds = new Map<string, number>(existingProducts.docs.map((p) => [p.slug, p.id]))
  const positions = new Map<string, number>()
  for (const p of seedProducts) {
    const position = (positions.get(p.category) ?? 0) + 1
    positions.set(p.category, position)
    if (productIds.has(p.slug)) continue
    const categoryId = categoryIds.get(p.category)
    if (categoryId === undefined)
      throw new Error(`Seed product ${p.slug} has unknown category ${p.category}`)
    const doc = await payload.create({
      collection: 'products',
      data: { ...(await productData(payload, p, categoryId, position)), _status: 'published' },
      context: ctx,
    })
    productIds.set(p.slug, doc.id)
    report.products++
  }

  for (const c of seedCategories) {
    const id = categoryIds.get(c.slug)
    if (id === undefined) continue
    const current = await payload.findByID({ collection: 'categories', id, depth: 0 })
    if ((current.popular ?? []).length > 0) continue
    const popular = c.popular.map((slug) => productIds.get(slug)).filter((v) => v !== undefined)
    await payload.update({ collection: 'categories', id, data: { popular }, context: ctx })
  }

  const existingPages = await payload.find({
    collection: 'pages',
    limit: 100,
    depth: 0,
    select: { slug: true },
  })
  const pageSlugs = new Set(existingPages.docs.map((p) => p.slug))
  for (const page of policies) {
    if (pageSlugs.has(page.slug)) continue
    await payload.create({
      collection: 'pages',
      data: {
        slug: page.slug,
        title: page.title,
        body: await rich(payload, page.body),
        _status: 'published',
      },
      context: ctx,
    })
    report.pages++
  }

  report.companyPages = await seedCompanyPages(payload)
  report.blog = await seedBlog(payload)
  const posts = await payload.find({
    collection: 'posts',
    where: { postId: { in: staticPosts.map((p) => p.id) } },
    depth: 0,
    limit: staticPosts.length,
    select: { postId: true },
  })
  report.translations = await seedCatalogueTranslations(
    payload,
    productIds,
    new Map(posts.docs.map((p) => [p.postId, p.id])),
  )
  report.news = await seedNews(payload)
  report.policyUpdates = await seedPolicyUpdates(payload)

  if (await ensureFirstAdmin(payload)) report.users++
  return report
}

/** Category names and descriptions in every language that has none yet. */
async function seedCategoryTranslations(
  payload: Payload,
  ids: Map<string, number>,
): Promise<number> {
  let written = 0
  for (const [locale, t] of Object.entries(translations)) {
    for (const [slug, { name, description }] of Object.entries(t.categories)) {
      const id = ids.get(slug)
      if (id === undefined) continue
      const own = await payload.findByID({
        collection: 'categories',
        id,
        locale: locale as Locale,
        fallbackLocale: false,
        depth: 0,
      })
      if (own.name) continue
      await payload.update({
        collection: 'categories',
        id,
        locale: locale as Locale,
        data: { name, description: await rich(payload, description) },
        context: ctx,
      })
      written++
    }
  }
  return written
}

/** The first staff account from ADMIN_EMAIL and ADMIN_PASSWORD, while there is none. */
export async function ensureFirstAdmin(payload: Payload): Promise<boolean> {
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  if (!email || !password) return false
  const staff = await payload.count({ collection: 'users' })
  if (staff.totalDocs > 0) return false
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', role: 'admin' },
    context: ctx,
  })
  return true
}
