import { cache } from 'react'
import { categoryIds, type CategoryId } from '@/features/catalogue'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import type { PolicyUpdate } from '@/payload-types'
import { MAX_NOTICES } from './constants'
import { currentSince, currentUpdates, type ProductKey } from './match'

export type PolicyNotice = {
  id: number
  summary: string
  effectiveDate: string
  sourceUrl: string
}

/** Published updates effective no earlier than the current window, in the page's language. */
const candidateUpdates = cache(async (locale: Locale, now: string) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'policy-updates',
    where: {
      and: [
        { status: { equals: 'published' } },
        { effectiveDate: { greater_than_equal: currentSince(new Date(now)).toISOString() } },
      ],
    },
    locale,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs as PolicyUpdate[]
})

const today = () => new Date().toISOString().slice(0, 10)

function toNotices(updates: PolicyUpdate[]): PolicyNotice[] {
  return updates.map((u) => ({
    id: u.id,
    summary: u.summary ?? '',
    effectiveDate: u.effectiveDate,
    sourceUrl: u.sourceUrl,
  }))
}

/** The current updates affecting one product (by relationship or by its HS code). */
export async function productPolicyNotices(
  product: ProductKey,
  locale: Locale,
): Promise<PolicyNotice[]> {
  const updates = await candidateUpdates(locale, today())
  return toNotices(currentUpdates(updates, [product], new Date(), MAX_NOTICES))
}

/** The current updates affecting any product of a category, each once. */
export async function categoryPolicyNotices(
  categorySlug: string,
  locale: Locale,
): Promise<PolicyNotice[]> {
  // The slug is an enum in PostgreSQL: an unknown value must not reach the query.
  if (!categoryIds.includes(categorySlug as CategoryId)) return []
  const updates = await candidateUpdates(locale, today())
  if (!updates.length) return []
  const payload = await getPayloadClient()
  const { docs: categories } = await payload.find({
    collection: 'categories',
    where: { slug: { equals: categorySlug } },
    limit: 1,
    depth: 0,
    select: { slug: true },
    overrideAccess: false,
  })
  if (!categories[0]) return []
  const { docs: products } = await payload.find({
    collection: 'products',
    where: { category: { equals: categories[0].id } },
    pagination: false,
    depth: 0,
    select: { hsCode: true },
    overrideAccess: false,
  })
  return toNotices(currentUpdates(updates, products, new Date(), MAX_NOTICES))
}
