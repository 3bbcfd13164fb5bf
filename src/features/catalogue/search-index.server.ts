import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import { buildSearchIndex, type SearchIndex } from './search'

const TTL_MS = 60_000
const cache = new Map<Locale, { index: SearchIndex; builtAt: number; generation: number }>()
let generation = 0

/** Drops the cached indexes of this process (called when products or categories change). */
export function invalidateSearchIndex(): void {
  generation++
}

/**
 * The search index of a locale, built from the database and kept for a minute (other instances
 * pick up a change within that time; this one at once, through invalidateSearchIndex).
 */
export async function getSearchIndex(locale: Locale): Promise<SearchIndex> {
  const hit = cache.get(locale)
  if (hit && hit.generation === generation && Date.now() - hit.builtAt < TTL_MS) return hit.index
  const payload = await getPayloadClient()
  const [products, categories] = await Promise.all([
    payload.find({
      collection: 'products',
      locale,
      pagination: false,
      limit: 0,
      depth: 0,
      select: { slug: true, name: true, variety: true, hsCode: true, origin: true, category: true },
      overrideAccess: false,
    }),
    payload.find({
      collection: 'categories',
      locale,
      pagination: false,
      limit: 0,
      depth: 0,
      select: { name: true },
      overrideAccess: false,
    }),
  ])
  const names = new Map(categories.docs.map((c) => [c.id, c.name]))
  const index = buildSearchIndex(
    products.docs.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      variety: p.variety ?? null,
      hsCode: p.hsCode ?? null,
      origin: p.origin ?? null,
      category: names.get(typeof p.category === 'object' ? p.category.id : p.category) ?? '',
    })),
  )
  cache.set(locale, { index, builtAt: Date.now(), generation })
  return index
}
