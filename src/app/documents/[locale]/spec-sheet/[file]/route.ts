import { documentResponse, resolveDocument } from '@/features/documents/service'
import { documentPath } from '@/features/documents'
import { notFoundText, unavailable } from '@/features/documents/http'
import { redirectTarget } from '@/features/redirects'
import { isLocale } from '@/i18n/locales'
import { logger } from '@/lib/logger'

type Ctx = { params: Promise<{ locale: string; file: string }> }

/** A product's specification sheet as a PDF: /documents/{locale}/spec-sheet/{slug}.pdf */
export async function GET(request: Request, { params }: Ctx) {
  const { locale, file } = await params
  const slug = /^([a-z0-9-]{1,120})\.pdf$/.exec(file)?.[1]
  if (!isLocale(locale) || !slug) return notFoundText(isLocale(locale) ? locale : 'en')
  try {
    const ref = await resolveDocument('spec-sheet', locale, slug)
    if (!ref) {
      // The sheet of a product whose address changed: the sheet at its new address.
      const moved = /^\/product\/([a-z0-9-]{1,120})$/.exec(
        (await redirectTarget(`/product/${slug}`)) ?? '',
      )
      if (moved)
        return new Response(null, {
          status: 308,
          headers: { Location: documentPath(locale, 'spec-sheet', moved[1]) },
        })
      return notFoundText(locale, 'product')
    }
    return await documentResponse(ref, request)
  } catch (error) {
    logger.error(
      { document: `spec-sheet-${slug}`, locale, error: String(error) },
      'document failed',
    )
    return unavailable(locale)
  }
}
