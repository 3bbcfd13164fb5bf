import type { Payload } from 'payload'
import { markdownToRichText } from '@/fields/rich-text'
import type { Locale } from '@/i18n/locales'
import type { Post, Product } from '@/payload-types'
import { catalogueTranslations } from './i18n'
import type { ProductTranslation } from './i18n/types'

const ctx = { disableRevalidate: true }

type Lang = Exclude<Locale, 'en'>
const languages = Object.keys(catalogueTranslations) as Lang[]

/**
 * A product's texts in one language, on its English rows: a list entry keeps its id, so the
 * other languages' texts of the same entry stay where they are.
 */
async function productTexts(payload: Payload, english: Product, t: ProductTranslation) {
  const { name, variety, origin, grade, moisture, moq, leadTime, port, packSizes } = t
  return {
    name,
    variety,
    origin,
    grade,
    moisture,
    moq,
    leadTime,
    port,
    packSizes,
    description: t.description ? await markdownToRichText(payload.config, t.description) : null,
    specifications: (english.specifications ?? []).map((row, i) => ({
      id: row.id,
      key: t.specifications?.[i]?.[0] ?? row.key,
      value: t.specifications?.[i]?.[1] ?? row.value,
    })),
    varieties: (english.varieties ?? []).map((row, i) => ({
      id: row.id,
      name: t.varieties?.[i]?.name ?? row.name,
      attributes: (row.attributes ?? []).map((a, j) => ({
        id: a.id,
        key: t.varieties?.[i]?.attributes[j]?.[0] ?? a.key,
        value: t.varieties?.[i]?.attributes[j]?.[1] ?? a.value,
      })),
    })),
    qualityParameters: (english.qualityParameters ?? []).map((row, i) => ({
      id: row.id,
      parameter: t.qualityParameters?.[i]?.parameter ?? row.parameter,
      specification: t.qualityParameters?.[i]?.specification ?? row.specification,
      method: row.method,
    })),
  }
}

/** Languages a document has its own name or title in (not the English fallback). */
async function translatedInto(
  payload: Payload,
  collection: 'products' | 'posts',
  id: number,
): Promise<Set<string>> {
  const doc = await payload.findByID({
    collection,
    id,
    locale: 'all',
    depth: 0,
    select: collection === 'products' ? { name: true } : { title: true },
  })
  const texts = ('name' in doc ? doc.name : (doc as Post).title) as unknown
  const byLocale = (texts as Record<string, string | null> | null) ?? {}
  return new Set(Object.keys(byLocale).filter((l) => byLocale[l]))
}

/** The seed's translations of products and the static posts, where a language has none yet. */
export async function seedCatalogueTranslations(
  payload: Payload,
  productIds: Map<string, number>,
  postIds: Map<string, number>,
): Promise<number> {
  let written = 0
  for (const [slug, id] of productIds) {
    const todo = languages.filter((l) => catalogueTranslations[l].products[slug])
    if (todo.length === 0) continue
    const done = await translatedInto(payload, 'products', id)
    const missing = todo.filter((l) => !done.has(l))
    if (missing.length === 0) continue
    const english = await payload.findByID({ collection: 'products', id, depth: 0, locale: 'en' })
    for (const locale of missing) {
      await payload.update({
        collection: 'products',
        id,
        locale,
        data: await productTexts(payload, english, catalogueTranslations[locale].products[slug]),
        context: ctx,
      })
      written++
    }
  }
  for (const [postId, id] of postIds) {
    const todo = languages.filter((l) => catalogueTranslations[l].posts[postId])
    if (todo.length === 0) continue
    const done = await translatedInto(payload, 'posts', id)
    for (const locale of todo.filter((l) => !done.has(l))) {
      const { content, seoTitle, seoDescription, ...texts } =
        catalogueTranslations[locale].posts[postId]
      await payload.update({
        collection: 'posts',
        id,
        locale,
        data: {
          ...texts,
          content: await markdownToRichText(payload.config, content),
          meta: { title: seoTitle, description: seoDescription },
        },
        context: ctx,
      })
      written++
    }
  }
  return written
}
