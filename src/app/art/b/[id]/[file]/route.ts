import { parseArtFile, svgToWebp, webpResponse } from '@/features/artwork'
import { blogTopicKey } from '@/features/artwork'
import { getPayloadClient } from '@/lib/payload'
import { blogImage } from '@/features/artwork'

type Ctx = { params: Promise<{ id: string; file: string }> }

/** Generated blog artwork as WebP: /art/b/{postId}/{width}.webp */
export async function GET(_req: Request, { params }: Ctx) {
  const { id, file } = await params
  const width = parseArtFile(file, [480, 800, 1200])
  if (!width || !/^[a-z0-9-]{1,90}$/.test(id)) return new Response('Not found', { status: 404 })
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { postId: { equals: id } },
    limit: 1,
    depth: 0,
    // The picture follows the English title and tags (topics.ts), whatever the page's language.
    locale: 'en',
    select: { category: true, title: true, tags: true },
    overrideAccess: false,
  })
  if (!docs[0]) return new Response('Not found', { status: 404 })
  const post = docs[0]
  const body = await svgToWebp(blogImage(post, id), `b-${id}-${blogTopicKey(post)}`, width)
  return webpResponse(body)
}
