import { artWidths } from '@/features/catalogue/image'
import { parseArtFile, svgToWebp, webpResponse } from '@/features/artwork'
import { getPayloadClient } from '@/lib/payload'
import { ART_VERSION, productArt } from '@/features/artwork'
import { artKinds, type ArtKind } from '@/features/catalogue/constants'

type Ctx = { params: Promise<{ slug: string; file: string }> }

/** Generated product artwork as WebP: /art/p/{slug}/{width}.webp */
export async function GET(_req: Request, { params }: Ctx) {
  const { slug, file } = await params
  const width = parseArtFile(file, artWidths)
  if (!width || !/^[a-z0-9-]{1,120}$/.test(slug)) return new Response('Not found', { status: 404 })
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    select: { art: true },
    overrideAccess: false,
  })
  const art = docs[0]?.art
  if (!docs[0]) return new Response('Not found', { status: 404 })
  const kind: ArtKind = artKinds.includes(art?.kind as ArtKind) ? (art?.kind as ArtKind) : 'seeds'
  const main = art?.main ?? '#b45309'
  const accent = art?.accent ?? '#78350f'
  const svg = productArt(kind, [main, accent], slug)
  const body = await svgToWebp(svg, `p-${slug}-${ART_VERSION}-${kind}-${main}-${accent}`, width)
  return webpResponse(body)
}
