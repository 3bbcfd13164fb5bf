import { parseArtFile, svgToWebp, webpResponse } from '@/features/artwork'
import { NEWS_PICTURES } from '@/features/artwork'
import { newsStockImage } from '@/features/artwork'

type Ctx = { params: Promise<{ n: string; file: string }> }

/** The news pictures as WebP: /art/n/{1-NEWS_PICTURES}/{width}.webp */
export async function GET(_req: Request, { params }: Ctx) {
  const { n, file } = await params
  const width = parseArtFile(file, [480, 800, 1200])
  const index = /^\d{1,2}$/.test(n) ? Number(n) : 0
  if (!width || index < 1 || index > NEWS_PICTURES)
    return new Response('Not found', { status: 404 })
  return webpResponse(await svgToWebp(newsStockImage(index), `n-${index}`, width))
}
