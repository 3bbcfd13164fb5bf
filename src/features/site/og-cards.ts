import { newsPicture } from '@/features/artwork'
import { ogSections, type OgCard, type OgSection } from '@/features/site/og-image'
import { getPayloadClient } from '@/lib/payload'
import { richTextSummary } from '@/lib/rich-text'
import { blogImage, newsStockImage, productArt } from '@/features/artwork'
import {
  artKinds,
  categoryIds,
  productDefaults,
  type ArtKind,
  type CategoryId,
} from '@/features/catalogue'

/** What the fixed pages' pictures show (English, like the item pictures), and their artwork. */
const sections: Record<
  OgSection,
  { eyebrow: string; title: string; detail: string; art: ArtKind }
> = {
  home: {
    eyebrow: 'Indian agricultural exports',
    title: 'Spices, grains and pulses, tested and shipped to specification',
    detail: 'Spices · Grains · Pulses · Oil seeds · Vegetables · Processed foods',
    art: 'powder',
  },
  about: {
    eyebrow: 'About us',
    title: 'An export house from Mumbai, since 1995',
    detail: 'Sourcing, processing and testing under one roof',
    art: 'rice',
  },
  quality: {
    eyebrow: 'Quality & compliance',
    title: 'Every export lot tested before it ships',
    detail: 'Certifications · Testing parameters · Our laboratory',
    art: 'seeds',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Send an inquiry or request a quote',
    detail: 'Our export team replies within 24 hours',
    art: 'legume',
  },
  blog: {
    eyebrow: 'Blog',
    title: 'Agricultural Export Authority Hub',
    detail: 'Quality rules · Documentation · Pricing · Sourcing',
    art: 'berries',
  },
  articles: {
    eyebrow: 'Export news',
    title: 'Latest agricultural export news',
    detail: 'Trade policy · Market trends · Quality rules · Supply chains',
    art: 'pods',
  },
  categories: {
    eyebrow: 'Catalogue',
    title: 'Product categories',
    detail: 'Spices · Grains · Pulses · Oil seeds · Vegetables · Processed foods',
    art: 'jar',
  },
  search: {
    eyebrow: 'Catalogue',
    title: 'Search our export catalogue',
    detail: 'Spices · Grains · Pulses · Oil seeds · Vegetables · Processed foods',
    art: 'kernels',
  },
  legal: {
    eyebrow: 'Policies',
    title: 'Privacy, terms, cookies and shipping',
    detail: 'How we handle your data and your orders',
    art: 'wheat',
  },
}

/** A category's artwork, by its icon. */
const categoryArt: Record<string, ArtKind> = {
  flame: 'powder',
  wheat: 'rice',
  bean: 'dal',
  droplet: 'kernels',
  carrot: 'fruitveg',
  package: 'jar',
}
const brand: [string, string] = ['#b45309', '#14532d']

/**
 * What the Open Graph picture of /og/{kind}/{id} shows, read in English: a product (p), post (b),
 * news item (n), category (c) or fixed page (s); null when there is no such thing. The fixed
 * pages' pictures are not `immutable` (their URL carries no version).
 */
export async function ogCard(
  kind: string,
  id: string,
): Promise<{ card: OgCard; immutable: boolean } | null> {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const company = settings.companyName || 'Bharat Agro Exports'

  if (kind === 'p') {
    const { docs } = await payload.find({
      collection: 'products',
      where: { slug: { equals: id } },
      limit: 1,
      depth: 1,
      locale: 'en',
      overrideAccess: false,
    })
    const p = docs[0]
    if (!p) return null
    const category = typeof p.category === 'object' && p.category ? p.category.name : ''
    const artKind: ArtKind = artKinds.includes(p.art?.kind as ArtKind)
      ? (p.art?.kind as ArtKind)
      : 'seeds'
    return {
      card: {
        eyebrow: category,
        title: p.variety ? `${p.name} (${p.variety})` : p.name,
        detail: [
          `Origin: ${p.origin || productDefaults.origin}`,
          p.hsCode ? `HS ${p.hsCode}` : null,
        ]
          .filter(Boolean)
          .join(' · '),
        company,
        artSvg: productArt(artKind, [p.art?.main ?? '#b45309', p.art?.accent ?? '#78350f'], p.slug),
      },
      immutable: true,
    }
  }

  if (kind === 'b') {
    const { docs } = await payload.find({
      collection: 'posts',
      where: { postId: { equals: id } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    const post = docs[0]
    if (!post) return null
    return {
      card: {
        eyebrow: post.category,
        title: post.title,
        detail: [post.author, post.readTime].filter(Boolean).join(' · '),
        company,
        artSvg: blogImage(post, id),
      },
      immutable: true,
    }
  }

  if (kind === 's') {
    if (!(ogSections as readonly string[]).includes(id)) return null
    const { art, ...card } = sections[id as OgSection]
    return { card: { ...card, company, artSvg: productArt(art, brand, id) }, immutable: false }
  }

  if (kind === 'c') {
    // The slug is a fixed list (an enum column on PostgreSQL): anything else is not a category.
    if (!categoryIds.includes(id as CategoryId)) return null
    const { docs } = await payload.find({
      collection: 'categories',
      where: { slug: { equals: id } },
      limit: 1,
      depth: 0,
      locale: 'en',
      overrideAccess: false,
    })
    const c = docs[0]
    if (!c) return null
    const detail = richTextSummary(c.description, 80)
    return {
      card: {
        eyebrow: 'Product category',
        title: c.name,
        detail,
        company,
        artSvg: productArt(categoryArt[c.icon ?? ''] ?? 'seeds', brand, c.slug),
      },
      immutable: true,
    }
  }

  if (kind === 'n') {
    const { docs } = await payload.find({
      collection: 'news',
      where: { newsId: { equals: id } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    const item = docs[0]
    if (!item) return null
    return {
      card: {
        eyebrow: item.category,
        title: item.title,
        detail: `Source: ${item.source}`,
        company,
        artSvg: newsStockImage(newsPicture(item)),
      },
      immutable: true,
    }
  }
  return null
}
