import { parseArtFile, svgToWebp, webpResponse } from '@/features/artwork'
import { categoryBanner } from '@/features/artwork'
import { categoryIds, type CategoryId } from '@/features/catalogue/constants'

type Ctx = { params: Promise<{ slug: string; file: string }> }

/** Generated category banners as WebP: /art/c/{id}/{width}.webp */
export async function GET(_req: Request, { params }: Ctx) {
  const { slug, file } = await params
  const width = parseArtFile(file, [800, 1600])
  if (!width || !categoryIds.includes(slug as CategoryId))
    return new Response('Not found', { status: 404 })
  const body = await svgToWebp(categoryBanner(slug as CategoryId), `c-${slug}`, width)
  return webpResponse(body)
}
