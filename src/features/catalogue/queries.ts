import { cache } from 'react'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { inPageLanguage, ownTexts } from '@/lib/own-language'
import { getPayloadClient } from '@/lib/payload'
import type { Product } from '@/payload-types'
import { categoryIds, type CategoryId } from '@/features/catalogue/constants'
import { getCompanyFacts, heldClaims } from '@/features/company'
import { withDefaults, type CatalogueProduct } from './defaults'
import { PRODUCTS_PER_PAGE, clampPage } from './pagination'
import { search } from './search'
import { getSearchIndex } from './search-index.server'

export const getCategoryBySlug = cache(async (slug: string, locale: Locale) => {
  // The id is an enum in PostgreSQL: an unknown value must not reach the query.
  if (!categoryIds.includes(slug as CategoryId)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'categories',
    where: { slug: { equals: slug } },
    locale,
    limit: 1,
    // The banner picture; of the popular products only what a link needs.
    depth: 1,
    populate: { products: { slug: true } },
    overrideAccess: false,
  })
  return docs[0] ?? null
})

/** The fields a product card shows; the rest of a product is not read for listings. */
export const cardFields = {
  slug: true,
  name: true,
  variety: true,
  origin: true,
  grade: true,
  packSizes: true,
  // Carried into the quote list, which shows a quantity as containers.
  packs: true,
  certifications: true,
  gallery: true,
  art: true,
  updatedAt: true,
} as const

export const getCategories = cache(async (locale: Locale) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'categories',
    locale,
    limit: 20,
    sort: 'order',
    depth: 1,
    overrideAccess: false,
  })
  const counts = await Promise.all(
    docs.map((c) =>
      payload.count({
        collection: 'products',
        where: { category: { equals: c.id } },
        overrideAccess: false,
      }),
    ),
  )
  const popularIds = docs.flatMap((c) =>
    (c.popular ?? []).map((p) => (typeof p === 'object' ? p.id : p)),
  )
  const own = await ownTexts('products', popularIds, locale, ['name'])
  return docs.map((c, i) => ({
    ...c,
    productCount: counts[i].totalDocs,
    /** Popular products whose names are in `locale` (the others show in English). */
    translatedPopular: new Set(popularIds.filter((id) => inPageLanguage(own, locale, id, 'name'))),
  }))
})

/**
 * The card fields of the given products, in the order of `ids`. Reading sub-table rows (pack
 * sizes, certifications) only for the products shown keeps a listing's cost independent of the
 * catalogue's size.
 */
export async function getProductCards(
  ids: (number | string)[],
  locale: Locale,
  category?: { slug: string; name: string },
): Promise<Map<number | string, CatalogueProduct>> {
  if (ids.length === 0) return new Map()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    locale,
    limit: ids.length,
    pagination: false,
    depth: 1,
    select: cardFields,
    overrideAccess: false,
  })
  const [own, facts] = await Promise.all([
    ownTexts('products', ids, locale, ['name']),
    getCompanyFacts(locale),
  ])
  return new Map(
    docs.map((p) => {
      const product = withDefaults(p as Product, category)
      return [
        p.id,
        {
          ...product,
          // A product never shows a certificate the company does not hold today.
          certifications: heldClaims(product.certifications, facts),
          translated: inPageLanguage(own, locale, p.id, 'name'),
        },
      ]
    }),
  )
}

/**
 * One page of a category's products, in catalogue order; `requestedPage` picks the page from
 * the page count.
 *
 * Three small queries: the count, the ids of the page (sorting and skipping narrow rows, so a
 * late page costs about what the first one does), then the cards of those ids.
 */
export async function getCategoryProducts(
  category: { id: number; slug: string; name: string },
  requestedPage: (pages: number) => number,
  locale: Locale,
): Promise<{ products: CatalogueProduct[]; total: number; pages: number; page: number }> {
  const payload = await getPayloadClient()
  const where: Where = { category: { equals: category.id } }
  const { totalDocs: total } = await payload.count({
    collection: 'products',
    where,
    overrideAccess: false,
  })
  const pages = Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE))
  const page = requestedPage(pages)
  const { docs: slice } = await payload.find({
    collection: 'products',
    where,
    locale,
    page,
    limit: PRODUCTS_PER_PAGE,
    pagination: false,
    sort: ['position', 'name'],
    depth: 0,
    select: { slug: true },
    overrideAccess: false,
  })
  const cards = await getProductCards(
    slice.map((p) => p.id),
    locale,
    category,
  )
  return {
    products: slice.flatMap((p) => cards.get(p.id) ?? []),
    total,
    pages,
    page,
  }
}

export const getProductBySlug = cache(async (slug: string, locale: Locale) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { equals: slug } },
    locale,
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  if (!docs[0]) return null
  const { id } = docs[0]
  const [own, facts] = await Promise.all([
    ownTexts('products', [id], locale, ['name', 'description']),
    getCompanyFacts(locale),
  ])
  const product = withDefaults(docs[0])
  return {
    ...product,
    certifications: heldClaims(product.certifications, facts),
    translated: inPageLanguage(own, locale, id, 'name'),
    descriptionTranslated: inPageLanguage(own, locale, id, 'description'),
  }
})

/** One page of catalogue search results, each product card with the terms it matched. */
export async function searchProducts(
  locale: Locale,
  q: string,
  rawPage: string | string[] | undefined,
) {
  const hits = search(await getSearchIndex(locale), q)
  const pages = Math.max(1, Math.ceil(hits.length / PRODUCTS_PER_PAGE))
  const page = clampPage(rawPage, pages)
  const slice = hits.slice((page - 1) * PRODUCTS_PER_PAGE, page * PRODUCTS_PER_PAGE)
  const cards = await getProductCards(
    slice.map((h) => h.doc.id),
    locale,
  )
  const products = slice.flatMap((h) => {
    const product = cards.get(h.doc.id)
    return product ? [{ product, terms: h.terms }] : []
  })
  return { hits, page, pages, products }
}
