import { cache } from 'react'
import type { Where } from 'payload'
import { getPayloadClient } from '@/lib/payload'
import type { News } from '@/payload-types'
import { ART_VERSION, newsPicture } from '@/features/artwork'
import { newsFilterCategories, newsCategorySlug, RELATED_NEWS } from './constants'

const DAY = 24 * 60 * 60 * 1000

/** The date a news item shows: built-in items run back from today by their day offset. */
export function newsDate(
  item: Pick<News, 'builtin' | 'daysAgo' | 'publishedAt' | 'createdAt'>,
  now = Date.now(),
): Date {
  if (item.builtin) return new Date(now - (item.daysAgo ?? 0) * DAY)
  return new Date(item.publishedAt ?? item.createdAt)
}

export function newsFilterFromSlug(slug: string | undefined) {
  return newsFilterCategories.find((c) => newsCategorySlug(c) === slug) ?? null
}

const byDate = (a: News, b: News) => newsDate(b).getTime() - newsDate(a).getTime()

/** All news, newest first (built-in items by their offset), optionally filtered. */
export async function listNews({ q, category }: { q?: string; category?: string | null } = {}) {
  const payload = await getPayloadClient()
  const and: Where[] = []
  if (category) and.push({ category: { equals: category } })
  for (const word of (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 6)) {
    and.push({ or: [{ title: { like: word } }, { description: { like: word } }] })
  }
  const { docs } = await payload.find({
    collection: 'news',
    where: and.length ? { and } : undefined,
    limit: 100,
    // No total is shown: without pagination Payload skips counting every matching row.
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs.sort(byDate)
}

export const getNewsItem = cache(async (newsId: string) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    where: { newsId: { equals: newsId } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

export async function relatedNews(item: News) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    where: { and: [{ category: { equals: item.category } }, { id: { not_equals: item.id } }] },
    limit: 20,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs.sort(byDate).slice(0, RELATED_NEWS)
}

/**
 * The picture of a news item: the generated scene its title and category call for (see
 * features/artwork/topics.ts), or `picture` when a list chose one to keep neighbours apart.
 */
export function newsImage(
  item: Pick<News, 'newsId' | 'title' | 'category' | 'description'>,
  picture: number = newsPicture(item),
): string {
  return `/art/n/${picture}/800.webp?v=${ART_VERSION}`
}
