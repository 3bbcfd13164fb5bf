import type { Payload } from 'payload'
import { logger } from '@/lib/logger'
import { proposalProducts } from './match'

export type NewsForProposal = {
  id: number
  title: string
  description?: string | null
  fullContent?: string | null
  publishedAt?: string | null
  sourceUrl: string
  articleUrl?: string | null
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z#0-9]+;/gi, ' ')

/**
 * A gathered news item that speaks of an export measure (ban, prohibition, MEP, minimum export
 * price, export duty, DGFT notification) and names a product or its HS code becomes a
 * *proposed* policy update, linked to the item and the products, for staff to publish or reject.
 * Never published here; one proposal per news item (the link is unique), so running again adds
 * nothing. Returns the new proposal's id, or null.
 */
export async function proposeFromNews(
  payload: Payload,
  item: NewsForProposal,
  now = new Date(),
): Promise<number | null> {
  const text = [item.title, item.description ?? '', plain(item.fullContent ?? '')].join('\n')
  const { docs: products } = await payload.find({
    collection: 'products',
    pagination: false,
    depth: 0,
    locale: 'en',
    select: { name: true, hsCode: true },
    overrideAccess: true,
  })
  const matched = proposalProducts(text, products)
  if (!matched.length) return null
  const existing = await payload.count({
    collection: 'policy-updates',
    where: { newsItem: { equals: item.id } },
    overrideAccess: true,
  })
  if (existing.totalDocs) return null
  const date = item.publishedAt ?? now.toISOString()
  try {
    const doc = await payload.create({
      collection: 'policy-updates',
      locale: 'en',
      data: {
        summary: item.title.slice(0, 300),
        announcedAt: date,
        effectiveDate: date,
        status: 'proposed',
        sourceUrl: item.articleUrl || item.sourceUrl,
        products: matched.map((p) => p.id),
        newsItem: item.id,
        example: false,
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    logger.info(
      { news: item.id, proposal: doc.id, products: matched.length },
      'policy update proposed',
    )
    return doc.id
  } catch (error) {
    // A second run at the same time: the unique link to the news item let only one in.
    logger.warn({ news: item.id, error: String(error) }, 'policy proposal not created')
    return null
  }
}
