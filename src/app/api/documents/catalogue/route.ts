import { documentStatus, prepareDocument, resolveDocument } from '@/features/documents/service'
import { documentPath } from '@/features/documents/urls'
import { isLocale, type Locale } from '@/i18n/locales'
import { logger } from '@/lib/logger'

const noStore = { 'Cache-Control': 'no-store' }

async function answer(request: Request, start: boolean) {
  const locale = new URL(request.url).searchParams.get('locale') ?? ''
  if (!isLocale(locale))
    return Response.json({ error: 'Unknown language' }, { status: 400, headers: noStore })
  try {
    const ref = await resolveDocument('catalogue', locale as Locale)
    if (!ref) return Response.json({ error: 'Not found' }, { status: 404, headers: noStore })
    const status = start ? await prepareDocument(ref) : await documentStatus(ref)
    return Response.json(
      { ...status, url: documentPath(locale as Locale, 'catalogue') },
      { headers: noStore },
    )
  } catch (error) {
    logger.error({ error: String(error) }, 'catalogue status failed')
    return Response.json({ state: 'failed' }, { status: 503, headers: noStore })
  }
}

/** Whether the catalogue PDF of a language is ready, being prepared (with progress) or neither. */
export function GET(request: Request) {
  return answer(request, false)
}

/** Starts preparing the catalogue PDF of a language (if needed) and answers its status. */
export function POST(request: Request) {
  return answer(request, true)
}
