import type { Payload } from 'payload'
import type { News } from '@/payload-types'
import { builtinNews } from './builtin'

/** Adds the built-in news items that are missing. */
export async function seedNews(payload: Payload): Promise<number> {
  const existing = await payload.find({
    collection: 'news',
    where: { newsId: { in: builtinNews.map((n) => n.id) } },
    depth: 0,
    limit: 20,
    select: { newsId: true },
  })
  const have = new Set(existing.docs.map((d) => d.newsId))
  let written = 0
  for (const { id, ...item } of builtinNews) {
    if (have.has(id)) continue
    await payload.create({
      collection: 'news',
      data: {
        ...item,
        category: item.category as News['category'],
        newsId: id,
        builtin: true,
        _status: 'published',
      },
      context: { disableRevalidate: true },
    })
    written++
  }
  return written
}
