import { cache } from 'react'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import { categoryIds, type CategoryId } from '@/seed/catalogue/types'
import { withDefaults, type CatalogueProduct } from './defaults'
import { PRODUCTS_PER_PAGE } from './pagination'

export const getCategoryBySlug = cache(async (slug: string, locale: Locale) => {
  // The id is an enum in PostgreSQL: an unknown value must not reach the query.
  if (!categoryIds.includes(slug as CategoryId)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'categories',
    where: { slug: { equals: slug } },
    locale,
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

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
  return docs.map((c, i) => ({ ...c, productCount: counts[i].totalDocs }))
})

/** One page of a category's products, in catalogue order. */
export async function getCategoryProducts(
  categoryId: number | string,
  page: number,
  locale: Locale,
): Promise<{ products: CatalogueProduct[]; total: number; pages: number }> {
  const payload = await getPayloadClient()
  const where: Where = { category: { equals: categoryId } }
  const result = await payload.find({
    collection: 'products',
    where,
    locale,
    page,
    limit: PRODUCTS_PER_PAGE,
    sort: ['position', 'name'],
    depth: 1,
    overrideAccess: false,
  })
  return {
    products: result.docs.map(withDefaults),
    total: result.totalDocs,
    pages: Math.max(result.totalPages, 1),
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
  return docs[0] ? withDefaults(docs[0]) : null
})
