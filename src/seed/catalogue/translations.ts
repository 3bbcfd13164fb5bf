import type { Payload } from 'payload'
import { markdownToRichText } from '@/fields/rich-text'
import type { Locale } from '@/i18n/locales'
import { catalogueTranslations } from './i18n'
import { seedProducts } from './index'
import { seedPacks, translatedPackLabel } from './packs'
import type { PostTranslation, ProductTranslation } from './i18n/types'

const ctx = { disableRevalidate: true }

type Lang = Exclude<Locale, 'en'>
const languages = Object.keys(catalogueTranslations) as Lang[]

type ByLocale<T> = Record<string, T>
type Row = { id?: string | null; [key: string]: unknown }

/** `value` in the all-languages shape Payload's database adapter writes: { en: …, es: … }. */
const withLocale = <T>(value: unknown, locale: string, text: T): ByLocale<T> => ({
  ...((value as ByLocale<T> | null) ?? {}),
  [locale]: text,
})

/**
 * A product with one language's texts added, in the all-languages shape. A list entry keeps its
 * id and gets its text in that language beside the others.
 */
async function addProductTexts(
  payload: Payload,
  doc: Record<string, unknown>,
  locale: Lang,
  t: ProductTranslation,
) {
  const out = { ...doc }
  const texts = {
    name: t.name,
    variety: t.variety,
    origin: t.origin,
    grade: t.grade,
    moisture: t.moisture,
    moq: t.moq,
    leadTime: t.leadTime,
    port: t.port,
    packSizes: t.packSizes,
    description: t.description
      ? await markdownToRichText(payload.config, t.description)
      : undefined,
  }
  for (const [key, value] of Object.entries(texts))
    if (value !== undefined) out[key] = withLocale(doc[key], locale, value)
  const rows = (key: string) => (doc[key] as Row[] | null) ?? []
  out.specifications = rows('specifications').map((row, i) => ({
    ...row,
    key: withLocale(row.key, locale, t.specifications?.[i]?.[0]),
    value: withLocale(row.value, locale, t.specifications?.[i]?.[1]),
  }))
  out.varieties = rows('varieties').map((row, i) => ({
    ...row,
    name: withLocale(row.name, locale, t.varieties?.[i]?.name),
    attributes: ((row.attributes as Row[] | null) ?? []).map((a, j) => ({
      ...a,
      key: withLocale(a.key, locale, t.varieties?.[i]?.attributes[j]?.[0]),
      value: withLocale(a.value, locale, t.varieties?.[i]?.attributes[j]?.[1]),
    })),
  }))
  // Pack rows in the order the seed wrote them: each labelled by its pack size as translated.
  const product = seedProducts.find((p) => p.slug === doc.slug)
  const packs = product ? seedPacks(product) : []
  out.packs = rows('packs').map((row, i) => {
    const label = packs[i] && translatedPackLabel(packs[i], t.packSizes, locale)
    return label ? { ...row, label: withLocale(row.label, locale, label) } : row
  })
  out.qualityParameters = rows('qualityParameters').map((row, i) => ({
    ...row,
    parameter: withLocale(row.parameter, locale, t.qualityParameters?.[i]?.parameter),
    specification: withLocale(row.specification, locale, t.qualityParameters?.[i]?.specification),
  }))
  return out
}

async function addPostTexts(
  payload: Payload,
  doc: Record<string, unknown>,
  locale: Lang,
  t: PostTranslation,
) {
  // Tags stay one list for every language (decision 018).
  const { content, seoTitle, seoDescription, tags: _tags, ...texts } = t
  const out = { ...doc }
  for (const [key, value] of Object.entries(texts)) out[key] = withLocale(doc[key], locale, value)
  out.content = withLocale(doc.content, locale, await markdownToRichText(payload.config, content))
  const meta = (doc.meta as Record<string, unknown> | null) ?? {}
  out.meta = {
    ...meta,
    title: withLocale(meta.title, locale, seoTitle),
    description: withLocale(meta.description, locale, seoDescription),
  }
  return out
}

/** Languages a document has its own name or title in (not the English fallback). */
function translatedInto(texts: unknown): Set<string> {
  const byLocale = (texts as ByLocale<string | null> | null) ?? {}
  return new Set(Object.keys(byLocale).filter((l) => byLocale[l]))
}

/**
 * Writes every missing language of a seeded document at once, in the document and in its
 * latest version (what the admin opens): through Payload's database adapter, in the shape
 * Payload's own update hands it. Going through `payload.update` once per language would write
 * a version each time, and make the first start minutes longer.
 */
async function writeAllLanguages(
  payload: Payload,
  collection: 'products' | 'posts',
  id: number,
  add: (doc: Record<string, unknown>, locale: Lang) => Promise<Record<string, unknown>>,
  has: (locale: Lang) => boolean,
): Promise<number> {
  const current = (await payload.findByID({
    collection,
    id,
    locale: 'all',
    depth: 0,
    draft: false,
    context: ctx,
  })) as unknown as Record<string, unknown>
  const done = translatedInto(collection === 'products' ? current.name : current.title)
  const missing = languages.filter((l) => has(l) && !done.has(l))
  if (missing.length === 0) return 0
  let doc = current
  for (const locale of missing) doc = await add(doc, locale)
  await payload.db.updateOne({ collection, id, data: doc, returning: false })
  const { docs } = await payload.db.findVersions({
    collection,
    where: { parent: { equals: id }, latest: { equals: true } },
    limit: 1,
    locale: 'all',
  })
  if (docs[0]) {
    const { id: _id, createdAt: _c, updatedAt: _u, ...version } = doc
    await payload.db.updateVersion({
      collection,
      id: docs[0].id,
      versionData: { ...docs[0], version: { ...docs[0].version, ...version } },
      returning: false,
    })
  }
  return missing.length
}

/** The seed's translations of products and the static posts, where a language has none yet. */
export async function seedCatalogueTranslations(
  payload: Payload,
  productIds: Map<string, number>,
  postIds: Map<string, number>,
): Promise<number> {
  let written = 0
  for (const [slug, id] of productIds) {
    written += await writeAllLanguages(
      payload,
      'products',
      id,
      (doc, locale) =>
        addProductTexts(payload, doc, locale, catalogueTranslations[locale].products[slug]),
      (locale) => Boolean(catalogueTranslations[locale].products[slug]),
    )
  }
  for (const [postId, id] of postIds) {
    written += await writeAllLanguages(
      payload,
      'posts',
      id,
      (doc, locale) =>
        addPostTexts(payload, doc, locale, catalogueTranslations[locale].posts[postId]),
      (locale) => Boolean(catalogueTranslations[locale].posts[postId]),
    )
  }
  return written
}
