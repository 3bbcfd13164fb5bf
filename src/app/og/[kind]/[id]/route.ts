import { productDefaults } from '@/features/catalogue/defaults'
import { STOCK_IMAGES } from '@/features/news/constants'
import { ogImage } from '@/features/site/og-image'
import { getPayloadClient } from '@/lib/payload'
import { blogImage, newsStockImage, productArt } from '@/seed/artwork'
import { artKinds, type ArtKind } from '@/seed/catalogue/types'

type Ctx = { params: Promise<{ kind: string; id: string }> }

const notFound = () => new Response('Not found', { status: 404 })

/** Open Graph pictures: /og/p/{product slug}, /og/b/{post id}, /og/n/{news id}. */
export async function GET(_req: Request, { params }: Ctx) {
  const { kind, id } = await params
  if (!/^[a-z0-9-]{1,120}$/i.test(id)) return notFound()
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
    if (!p) return notFound()
    const category = typeof p.category === 'object' && p.category ? p.category.name : ''
    const artKind: ArtKind = artKinds.includes(p.art?.kind as ArtKind)
      ? (p.art?.kind as ArtKind)
      : 'seeds'
    return ogImage({
      eyebrow: category,
      title: p.variety ? `${p.name} (${p.variety})` : p.name,
      detail: [`Origin: ${p.origin || productDefaults.origin}`, p.hsCode ? `HS ${p.hsCode}` : null]
        .filter(Boolean)
        .join(' · '),
      company,
      artSvg: productArt(artKind, [p.art?.main ?? '#b45309', p.art?.accent ?? '#78350f'], p.slug),
    })
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
    if (!post) return notFound()
    return ogImage({
      eyebrow: post.category,
      title: post.title,
      detail: [post.author, post.readTime].filter(Boolean).join(' · '),
      company,
      artSvg: blogImage(post.category, id),
    })
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
    if (!item) return notFound()
    const stock = Math.min(Math.max(item.stockImage ?? 1, 1), STOCK_IMAGES)
    return ogImage({
      eyebrow: item.category,
      title: item.title,
      detail: `Source: ${item.source}`,
      company,
      artSvg: newsStockImage(stock),
    })
  }
  return notFound()
}
