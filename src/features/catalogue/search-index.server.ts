import type { Payload } from 'payload'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { onContentChange } from '@/lib/hooks'
import { getPayloadClient } from '@/lib/payload'
import { buildSearchIndex, type SearchDoc, type SearchIndex } from './search'
import { singleton } from '@/lib/singleton.mjs'

const TTL_MS = 60_000
/** Products read per query while building; the event loop gets a turn between batches. */
const BATCH = 2_000

type Entry = { index: SearchIndex; checkedAt: number; generation: number; stamp: string }
type State = {
  generation: number
  cache: Map<Locale, Entry>
  building: Map<Locale, { generation: number; promise: Promise<SearchIndex> }>
  checking: Set<Locale>
}

/*
 * One state per process: Next bundles this module separately into the pages and into the API
 * and admin routes whose hooks call invalidateSearchIndex; a copy per bundle would make an edit
 * wait for the TTL.
 */
const state = singleton<State>('catalogue.search-index', () => ({
  generation: 0,
  cache: new Map(),
  building: new Map(),
  checking: new Set(),
}))
const { cache, building, checking } = state

/** Drops the cached indexes of this process (called when products or categories change). */
export function invalidateSearchIndex(): void {
  state.generation++
}
onContentChange('catalogue.search-index', invalidateSearchIndex)

/**
 * The search index of a locale, built from the database once and then kept:
 * - a change made through this process (invalidateSearchIndex) is searchable at once: the next
 *   request waits for a new index;
 * - a change made through another instance shows within a minute: an index older than that is
 *   still answered from while a background check compares the catalogue's counts and latest
 *   edit times, and rebuilds only when they differ.
 * Concurrent requests share one build.
 */
export async function getSearchIndex(locale: Locale): Promise<SearchIndex> {
  const hit = cache.get(locale)
  if (!hit || hit.generation !== state.generation) return build(locale)
  if (Date.now() - hit.checkedAt >= TTL_MS) void recheck(locale, hit)
  return hit.index
}

/** Changes whenever a product or category is created, edited or deleted. */
async function contentStamp(payload: Payload): Promise<string> {
  const parts = await Promise.all(
    (['products', 'categories'] as const).flatMap((collection) => [
      payload.count({ collection, overrideAccess: false }).then((r) => String(r.totalDocs)),
      payload
        .find({
          collection,
          sort: '-updatedAt',
          limit: 1,
          pagination: false,
          depth: 0,
          select: { updatedAt: true },
          overrideAccess: false,
        })
        .then((r) => r.docs[0]?.updatedAt ?? ''),
    ]),
  )
  return parts.join('|')
}

async function recheck(locale: Locale, hit: Entry): Promise<void> {
  if (checking.has(locale)) return
  checking.add(locale)
  try {
    const stamp = await contentStamp(await getPayloadClient())
    if (stamp === hit.stamp) hit.checkedAt = Date.now()
    else await build(locale)
  } catch (error) {
    // Keep answering from the index we have; the next request after the TTL tries again.
    ;(await getPayloadClient()).logger.error({ err: error }, 'search index refresh failed')
  } finally {
    checking.delete(locale)
  }
}

function build(locale: Locale): Promise<SearchIndex> {
  const pending = building.get(locale)
  if (pending && pending.generation === state.generation) return pending.promise
  const gen = state.generation
  const promise = (async () => {
    const payload = await getPayloadClient()
    // Read before the documents: a change made while they load makes the next check rebuild.
    const stamp = await contentStamp(payload)
    const index = buildSearchIndex(await loadDocs(payload, locale))
    const current = cache.get(locale)
    if (!current || current.generation <= gen)
      cache.set(locale, { index, checkedAt: Date.now(), generation: gen, stamp })
    return index
  })()
  building.set(locale, { generation: gen, promise })
  const done = () => {
    if (building.get(locale)?.promise === promise) building.delete(locale)
  }
  promise.then(done, done)
  return promise
}

async function loadDocs(payload: Payload, locale: Locale): Promise<SearchDoc[]> {
  const categories = await payload.find({
    collection: 'categories',
    locale,
    pagination: false,
    limit: 0,
    depth: 0,
    select: { name: true },
    overrideAccess: false,
  })
  const names = new Map(categories.docs.map((c) => [c.id, c.name]))
  const rows: { position: number; doc: SearchDoc }[] = []
  let after = 0
  for (;;) {
    const { docs: batch } = await payload.find({
      collection: 'products',
      where: { id: { greater_than: after } },
      sort: 'id',
      locale,
      limit: BATCH,
      pagination: false,
      depth: 0,
      select: {
        slug: true,
        name: true,
        variety: true,
        hsCode: true,
        origin: true,
        category: true,
        position: true,
      },
      overrideAccess: false,
    })
    // Outside English, the English names too: buyers search by the name the trade uses.
    const english = new Map<number, string>()
    if (locale !== defaultLocale && batch.length > 0) {
      const { docs } = await payload.find({
        collection: 'products',
        where: { id: { in: batch.map((p) => p.id) } },
        locale: defaultLocale,
        limit: batch.length,
        pagination: false,
        depth: 0,
        select: { name: true, variety: true },
        overrideAccess: false,
      })
      for (const p of docs) english.set(p.id, [p.name, p.variety].filter(Boolean).join(' '))
    }
    for (const p of batch)
      rows.push({
        position: p.position ?? 0,
        doc: {
          id: p.id,
          slug: p.slug,
          name: p.name,
          variety: p.variety ?? null,
          hsCode: p.hsCode ?? null,
          origin: p.origin ?? null,
          category: names.get(typeof p.category === 'object' ? p.category.id : p.category) ?? '',
          english: english.get(p.id) ?? null,
        },
      })
    if (batch.length < BATCH) break
    after = batch[batch.length - 1].id
    // Let waiting requests through between batches (the SQLite driver works on this thread).
    await new Promise((resolve) => setImmediate(resolve))
  }
  // Catalogue order, as the collection's default sort gives it: results with equal scores and
  // names keep it.
  rows.sort((a, b) => a.position - b.position || (a.doc.id as number) - (b.doc.id as number))
  return rows.map((r) => r.doc)
}
