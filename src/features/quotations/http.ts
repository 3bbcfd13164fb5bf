import type { Payload } from 'payload'
import { defaultLocale, isLocale, localeDir, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { serverTranslator } from '@/i18n/server-messages'
import { escapeHtml } from '@/lib/html'
import { logger } from '@/lib/logger'
import { parseBody } from '@/lib/request-body'
import { crossSite } from '@/lib/security/cross-site'
import { answerQuotation } from './answer'
import { tokenShape } from './link'

/** A decline reason is kept to this many characters. */
export const REASON_MAX = 1000

export type AnswerHttpOptions = {
  payload: Payload
  siteUrl: string
  trustedOrigins: string[]
  onQueued?: () => void
  now?: Date
}

/** A short page in the buyer's language for an answer that could not be taken. */
function refusal(status: 400 | 403 | 404 | 410 | 415, locale: Locale, text: string, back?: string) {
  const t = serverTranslator(locale, 'quotation')
  const html = `<!doctype html>
<html lang="${locale}" dir="${localeDir(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t('metaTitle'))}</title></head>
<body><main><h1>${escapeHtml(t('metaTitle'))}</h1><p>${escapeHtml(text)}</p>${back ? `<p><a href="${escapeHtml(back)}">${escapeHtml(t('page.back'))}</a></p>` : ''}</main></body>
</html>
`
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/**
 * POST /api/quotation: the Accept and Decline buttons of the buyer's quotation page (a plain
 * form post: token, locale, answer = accept | decline, optional reason). Refused from other
 * sites (403); a link that does not exist gets 404, one that no longer works 410; a taken
 * answer goes back to the page, which shows the confirmation.
 */
export async function answerFromPage(request: Request, opts: AnswerHttpOptions): Promise<Response> {
  const body = await parseBody(request, 8 * 1024)
  const value = body.ok ? body.value : {}
  const locale: Locale =
    typeof value.locale === 'string' && isLocale(value.locale) ? value.locale : defaultLocale
  const t = serverTranslator(locale, 'quotation')
  if (crossSite(request, opts.trustedOrigins)) {
    logger.warn({ origin: request.headers.get('origin') }, 'cross-site quotation answer refused')
    return refusal(403, locale, t('page.crossSite'))
  }
  if (!body.ok) return refusal(body.status === 415 ? 415 : 400, locale, t('page.invalid'))
  const token = typeof value.token === 'string' ? value.token : ''
  const answer = value.answer === 'accept' || value.answer === 'decline' ? value.answer : null
  if (!tokenShape(token)) return refusal(404, locale, t('page.notFound'))
  const page = localizedPath(locale, `/quotation/${token}`)
  if (!answer) return refusal(400, locale, t('page.invalid'), page)
  const reason =
    answer === 'decline' && typeof value.reason === 'string'
      ? value.reason
          .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
          .trim()
          .slice(0, REASON_MAX) || null
      : null
  const outcome = await answerQuotation(opts.payload, token, answer, reason, opts)
  if (outcome.status === 'not-found') return refusal(404, locale, t('page.notFound'))
  if (outcome.status === 'gone') return refusal(410, locale, t('page.gone'), page)
  return new Response(null, {
    status: 303,
    headers: { location: `${page}?answered=${outcome.status}`, 'cache-control': 'no-store' },
  })
}
