import { documentResponse, resolveDocument } from '@/features/documents/service'
import type { DocumentKind } from '@/features/documents/urls'
import { notFoundText, unavailable } from '@/features/documents/http'
import { isLocale } from '@/i18n/locales'
import { logger } from '@/lib/logger'

type Ctx = { params: Promise<{ locale: string; file: string }> }

const files: Record<string, DocumentKind> = {
  'catalogue.pdf': 'catalogue',
  'company-profile.pdf': 'company-profile',
  'quality-manual.pdf': 'quality-manual',
}

/** The product catalogue, company profile and quality manual as PDFs: /documents/{locale}/{name}.pdf */
export async function GET(request: Request, { params }: Ctx) {
  const { locale, file } = await params
  const kind = files[file]
  if (!isLocale(locale) || !kind) return notFoundText(isLocale(locale) ? locale : 'en')
  try {
    const ref = await resolveDocument(kind, locale)
    if (!ref) return notFoundText(locale)
    return await documentResponse(ref, request)
  } catch (error) {
    logger.error({ document: kind, locale, error: String(error) }, 'document failed')
    return unavailable(locale)
  }
}
