import { parseArtFile, svgToWebp, webpResponse } from '@/features/artwork'
import { STOCK_IMAGES } from '@/features/news/constants'
import { newsStockImage } from '@/features/artwork'

type Ctx = { params: Promise<{ n: string; file: string }> }

/** The nine stock news pictures as WebP: /art/n/{1-9}/{width}.webp */
export async function GET(_req: Request, { params }: Ctx) {
  const { n, file } = await params
  const width = parseArtFile(file, [480, 800, 1200])
  const index = /^\d$/.test(n) ? Number(n) : 0
  if (!width || index < 1 || index > STOCK_IMAGES) return new Response('Not found', { status: 404 })
  return webpResponse(await svgToWebp(newsStockImage(index), `n-${index}`, width))
}
