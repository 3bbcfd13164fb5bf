import { ogCard } from '@/features/site/og-cards'
import { ogImage } from '@/features/site/og-image'
import { defaultLocale, isLocale } from '@/i18n/locales'

type Ctx = { params: Promise<{ kind: string; id: string }> }

/**
 * Open Graph pictures: /og/p/{product slug}, /og/b/{post id}, /og/n/{news id},
 * /og/c/{category slug}, /og/s/{fixed page}; `?locale=ar` (any site language but English)
 * draws the texts in that language.
 */
export async function GET(req: Request, { params }: Ctx) {
  const { kind, id } = await params
  const locale = new URL(req.url).searchParams.get('locale') ?? defaultLocale
  if (!/^[a-z0-9-]{1,120}$/i.test(id) || !isLocale(locale)) return notFound()
  const found = await ogCard(kind, id, locale)
  if (!found) return notFound()
  return ogImage(found.card, { immutable: found.immutable, locale })
}

function notFound() {
  return new Response('Not found', { status: 404 })
}
