import { APIError, type Payload } from 'payload'
import {
  AttachmentsNotSaved,
  ATTACHMENTS_FIELD,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  readAttachmentParts,
  type AttachmentRefusal,
} from '@/features/attachments'
import { answerQuotation, quotationToken, REASON_MAX } from '@/features/quotations'
import { defaultLocale, isLocale, localeDir, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { serverTranslator } from '@/i18n/server-messages'
import { escapeHtml } from '@/lib/html'
import { logger } from '@/lib/logger'
import { ATTACHMENT_FILES_BYTES } from '@/lib/body-limits.mjs'
import type { Limiter, RateDecision } from '@/lib/rate-limit'
import { parseBody } from '@/lib/request-body'
import { crossSite } from '@/lib/security/cross-site'
import type { Inquiry } from '@/payload-types'
import { cleanMessageBody } from './body'
import { isClosed, MESSAGE_MAX, POST_BODY_MAX } from './constants'
import { accountInquiryPath, conversationTokenShape, inquiryByConversationToken } from './link'
import { ownInquiry, postBuyerMessage } from './service'

export type ConversationHttpOptions = {
  payload: Payload
  siteUrl: string
  trustedOrigins: string[]
  /** The signed-in buyer's id, if the request carries a live session. */
  buyer: number | null
  /** Buyer posts per client address. */
  limiter: Limiter
  ip: string
  onQueued?: () => void
}

type ErrorKey =
  | 'crossSite'
  | 'invalid'
  | 'notFound'
  | 'closed'
  | 'empty'
  | 'tooLong'
  | 'rateLimited'
  | 'gone'
  | 'filesUnsaved'

type Status = 400 | 403 | 404 | 410 | 413 | 415 | 422 | 429 | 503

/** The answer to a post that was refused: a short page, or JSON for a script. */
function refusal(
  status: Status,
  locale: Locale,
  key: ErrorKey,
  {
    json,
    back,
    retryAfter,
    file,
  }: { json: boolean; back?: string; retryAfter?: number; file?: AttachmentRefusal },
) {
  const t = serverTranslator(locale, 'conversation')
  // A refused file is said in the request forms' words (`inquiry.errors.<code>`).
  const text = file
    ? serverTranslator(locale, 'inquiry')(`errors.${file.code}`, {
        max:
          file.code === 'attachmentTooLarge'
            ? MAX_ATTACHMENT_BYTES / (1024 * 1024)
            : MAX_ATTACHMENTS,
      })
    : t(`errors.${key}`, { max: MESSAGE_MAX })
  const headers: Record<string, string> = { 'cache-control': 'no-store' }
  if (retryAfter) headers['retry-after'] = String(retryAfter)
  if (json)
    return Response.json(
      { error: file ? file.code : key, message: text, ...(file?.name ? { file: file.name } : {}) },
      { status, headers },
    )
  const html = `<!doctype html>
<html lang="${locale}" dir="${localeDir(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t('metaTitle'))}</title></head>
<body><main><h1>${escapeHtml(t('metaTitle'))}</h1><p role="alert">${escapeHtml(text)}</p>${file?.name ? `<p dir="auto">${escapeHtml(file.name)}</p>` : ''}${back ? `<p><a href="${escapeHtml(back)}">${escapeHtml(t('errors.back'))}</a></p>` : ''}</main></body>
</html>
`
  return new Response(html, {
    status,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
  })
}

const done = (location: string, json: boolean, body: Record<string, unknown>) =>
  json
    ? Response.json(
        { ...body, location },
        { status: 201, headers: { 'cache-control': 'no-store' } },
      )
    : new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })

/** A refused file's status: not an allowed type 415, too large 413, else (empty, too many) 422. */
const fileStatus = (code: AttachmentRefusal['code']): Status =>
  code === 'attachmentType' ? 415 : code === 'attachmentTooLarge' ? 413 : 422

/**
 * POST /api/conversation: the buyer's forms of a conversation (a plain form post, or JSON from
 * a script, which gets JSON back).
 * - `action=reply` with `body`, and either `token` (the emailed link; no sign-in) or `inquiry`
 *   (the account's page: the signed-in buyer's own inquiry); as multipart/form-data it may
 *   carry files in `attachments` (each checked by its content; one refused file refuses the
 *   whole post: 415 for a type, 413 for a size, 422 for an empty file or too many, in the
 *   buyer's language; nothing is stored);
 * - `action=accept | decline` with `inquiry`, `quotation` and an optional `reason`: the
 *   quotation answered from the account's page (the same answer as through its own link).
 * Refused from other sites (403); a link or inquiry that is not the buyer's 404; a message that
 * is empty or too long 400 with the reason in the buyer's language; too many posts 429; files
 * that cannot be saved 503 (then nothing is stored). A taken post goes back to the page (303),
 * which says so.
 */
export async function conversationPost(
  request: Request,
  opts: ConversationHttpOptions,
): Promise<Response> {
  const json = (request.headers.get('accept') ?? '').includes('application/json')
  // A post that may carry files (up to 51 MB) is checked for its origin and counted against the
  // rate limit before it is read, so that refused posts cost no memory (as /api/inquiry).
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  const declared = request.headers.get('content-length')
  const heavy =
    type.startsWith('multipart/form-data') &&
    (declared === null || !(Number(declared) <= POST_BODY_MAX))
  let counted: RateDecision | null = null
  if (heavy) {
    if (crossSite(request, opts.trustedOrigins)) {
      logger.warn({ origin: request.headers.get('origin') }, 'cross-site conversation post refused')
      return refusal(403, defaultLocale, 'crossSite', { json })
    }
    counted = await opts.limiter.consume(opts.ip)
    if (!counted.allowed)
      return refusal(429, defaultLocale, 'rateLimited', {
        json,
        retryAfter: counted.retryAfterSeconds,
      })
  }
  const body = await parseBody(request, POST_BODY_MAX, {
    field: ATTACHMENTS_FIELD,
    maxBytes: ATTACHMENT_FILES_BYTES,
  })
  const value = body.ok ? body.value : {}
  const locale: Locale =
    typeof value.locale === 'string' && isLocale(value.locale) ? value.locale : defaultLocale
  if (crossSite(request, opts.trustedOrigins)) {
    logger.warn({ origin: request.headers.get('origin') }, 'cross-site conversation post refused')
    return refusal(403, locale, 'crossSite', { json })
  }
  if (!body.ok)
    return refusal(body.status === 415 ? 415 : body.status === 413 ? 413 : 400, locale, 'invalid', {
      json,
    })

  const action = value.action
  if (action !== 'reply' && action !== 'accept' && action !== 'decline')
    return refusal(400, locale, 'invalid', { json })

  // Whose conversation: the emailed link's, or the signed-in buyer's own inquiry.
  const token = typeof value.token === 'string' ? value.token : null
  let inquiry: Inquiry | null = null
  let page: string
  if (token !== null && action === 'reply') {
    if (!conversationTokenShape(token)) return refusal(404, locale, 'notFound', { json })
    page = localizedPath(locale, `/conversation/${token}`)
    inquiry = await inquiryByConversationToken(opts.payload, token)
  } else {
    const id =
      typeof value.inquiry === 'string' || typeof value.inquiry === 'number' ? value.inquiry : ''
    page = accountInquiryPath(locale, Number(id) || 0)
    inquiry = opts.buyer === null ? null : await ownInquiry(opts.payload, opts.buyer, id)
  }
  if (!inquiry) return refusal(404, locale, 'notFound', { json })

  // (A post with files was counted before it was read.)
  const limited = counted ?? (await opts.limiter.consume(opts.ip))
  if (!limited.allowed)
    return refusal(429, locale, 'rateLimited', {
      json,
      back: page,
      retryAfter: limited.retryAfterSeconds,
    })

  if (action !== 'reply') {
    const id = String(value.quotation ?? '')
    const quotation = /^[1-9]\d{0,9}$/.test(id)
      ? await opts.payload
          .findByID({ collection: 'quotations', id: Number(id), depth: 0, overrideAccess: true })
          .catch(() => null)
      : null
    const of =
      quotation &&
      (typeof quotation.inquiry === 'object' ? quotation.inquiry.id : quotation.inquiry)
    if (!quotation || of !== inquiry.id || !quotation.sentAt)
      return refusal(404, locale, 'notFound', { json, back: page })
    const reason =
      action === 'decline' && typeof value.reason === 'string'
        ? value.reason
            .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
            .trim()
            .slice(0, REASON_MAX) || null
        : null
    // The same answer as through the quotation's own link: its token is computed again.
    const outcome = await answerQuotation(opts.payload, quotationToken(quotation), action, reason, {
      siteUrl: opts.siteUrl,
      onQueued: opts.onQueued,
    })
    if (outcome.status === 'not-found')
      return refusal(404, locale, 'notFound', { json, back: page })
    if (outcome.status === 'gone') return refusal(410, locale, 'gone', { json, back: page })
    return done(`${page}?answered=${outcome.status}#quotations`, json, { status: outcome.status })
  }

  if (isClosed(inquiry.status)) return refusal(410, locale, 'closed', { json, back: page })
  const clean = cleanMessageBody(value.body)
  if (!clean.ok)
    return refusal(400, locale, clean.error === 'empty' ? 'empty' : 'tooLong', { json, back: page })
  // Attached files are read and checked by their content before anything is stored.
  const attached = await readAttachmentParts(body.ok ? (body.files ?? []) : [])
  const refused = attached.errors[0]
  if (refused) {
    logger.warn({ inquiry: inquiry.id, refused: attached.errors }, 'message attachment refused')
    return refusal(fileStatus(refused.code), locale, 'invalid', { json, back: page, file: refused })
  }
  try {
    const message = await postBuyerMessage(opts.payload, inquiry, clean.body, attached.files)
    opts.onQueued?.()
    return done(`${page}?sent=1#thread`, json, { id: message.id })
  } catch (error) {
    // Closed between the check and the write.
    if (error instanceof APIError && error.status === 409)
      return refusal(410, locale, 'closed', { json, back: page })
    // The files could not be written: nothing was stored.
    if (error instanceof AttachmentsNotSaved) {
      logger.error({ error: String(error), inquiry: inquiry.id }, 'message files not written')
      return refusal(503, locale, 'filesUnsaved', { json, back: page, retryAfter: 60 })
    }
    throw error
  }
}
