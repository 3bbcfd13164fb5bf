import { ogCard } from '@/features/site/og-cards'
import { ogImage } from '@/features/site/og-image'

type Ctx = { params: Promise<{ kind: string; id: string }> }

/**
 * Open Graph pictures: /og/p/{product slug}, /og/b/{post id}, /og/n/{news id},
 * /og/c/{category slug}, /og/s/{fixed page}.
 */
export async function GET(_req: Request, { params }: Ctx) {
  const { kind, id } = await params
  if (!/^[a-z0-9-]{1,120}$/i.test(id)) return notFound()
  const found = await ogCard(kind, id)
  if (!found) return notFound()
  return ogImage(found.card, { immutable: found.immutable })
}

function notFound() {
  return new Response('Not found', { status: 404 })
}
