import { sha256 } from '@/lib/security/tokens'
import { crossSite } from '@/lib/security/cross-site'
import { parseBody } from '@/lib/request-body'
import { fieldErrors, type FieldError } from '@/components/form/field-errors'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { serverTranslator } from '@/i18n/server-messages'
import { toButtonPage, tokenOf } from '@/lib/link-page'
import { logger } from '@/lib/logger'
import type { Limiter } from '@/lib/rate-limit'
import { NEWSLETTER_BODY_BYTES } from './constants'
import { subscribeSchema } from './schema'
import {
  checkConfirmLink,
  confirmResultPage,
  confirmSubscription,
  subscribe,
  subscriberForUnsubscribe,
  unsubscribe,
  type NewsletterContext,
} from './service'

/**
 * The newsletter endpoints under /api/newsletter/*. Sign-up takes JSON (the page script) or a
 * plain form post (no JavaScript: answered with a redirect to the result page); both are refused
 * when a browser says they come from another site.
 */

export type NewsletterLimiters = {
  /** Sign-ups per client address (and site-wide). */
  subscribe: Limiter
  /** Emails per target address, so that nobody can flood someone's inbox through the form. */
  perAddress: Limiter
  /** Confirm and unsubscribe requests per client address. */
  tokens: Limiter
}

export type NewsletterHttpOptions = NewsletterContext & {
  limiters: NewsletterLimiters
  ip: string
  /** Origins accepted for POSTs, besides the request's own host. */
  trustedOrigins: string[]
}

/** What the visitor is told after a sign-up; each also names a status of the result page. */
export type SubscribeStatus =
  | 'check-inbox'
  | 'invalid'
  | 'blocked'
  | 'limited'
  | 'too-large'
  | 'malformed'
  | 'unsupported'
  | 'cross-site'
  | 'failed'

const httpStatus: Record<SubscribeStatus, number> = {
  'check-inbox': 202,
  invalid: 422,
  blocked: 400,
  limited: 429,
  'too-large': 413,
  malformed: 400,
  unsupported: 415,
  'cross-site': 403,
  failed: 503,
}

const noStore = { 'cache-control': 'no-store, no-transform' }

/** Title and text of each outcome, in the visitor's language. */
export function subscribeTexts(status: SubscribeStatus, locale: Locale) {
  const t = serverTranslator(locale, 'newsletter')
  switch (status) {
    case 'check-inbox':
      return { title: t('result.checkInboxTitle'), description: t('result.checkInboxText') }
    case 'invalid':
      return { title: t('result.invalidTitle'), description: t('errors.emailInvalid') }
    case 'limited':
      return { title: t('result.limitedTitle'), description: t('result.limitedText') }
    case 'failed':
      return { title: t('result.failedTitle'), description: t('result.failedText') }
    default:
      return { title: t('result.blockedTitle'), description: t('result.blockedText') }
  }
}

function fieldMessage(locale: Locale, error: FieldError): string {
  const t = serverTranslator(locale, 'newsletter')
  const key = `errors.${error.code}` as 'errors.emailInvalid'
  return t.has(key) ? t(key, error.values as never) : t('errors.emailInvalid')
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location, ...noStore } })
}

/** POST /api/newsletter/subscribe */
export async function newsletterSubscribe(
  request: Request,
  opts: NewsletterHttpOptions,
): Promise<Response> {
  const accept = request.headers.get('accept') ?? ''
  let locale: Locale = defaultLocale
  let source = ''
  let html = false
  let fields: Record<string, FieldError> | undefined
  let retryAfter: number | undefined

  const decide = async (): Promise<SubscribeStatus> => {
    const body = await parseBody(request, NEWSLETTER_BODY_BYTES)
    if (!body.ok) {
      html = body.status !== 415 && accept.includes('text/html')
      return body.error
    }
    const value = body.value
    html = body.kind === 'form' && !accept.includes('application/json')
    if (typeof value.locale === 'string' && isLocale(value.locale)) locale = value.locale
    if (value.source === 'articles' || value.source === 'footer') source = value.source
    if (crossSite(request, opts.trustedOrigins)) {
      logger.warn(
        { ip: opts.ip, origin: request.headers.get('origin') },
        'cross-site newsletter sign-up refused',
      )
      return 'cross-site'
    }

    const { subscribe: perIp, perAddress } = opts.limiters
    const decision = await perIp.consume(opts.ip)
    if (!decision.allowed) {
      retryAfter = decision.retryAfterSeconds
      logger.warn({ ip: opts.ip }, 'newsletter sign-up rate-limited')
      return 'limited'
    }
    // The field people never see: anything in it marks a robot.
    if (value.website !== undefined && value.website !== null && value.website !== '') {
      logger.warn({ ip: opts.ip, reason: 'honeypot' }, 'newsletter sign-up blocked')
      return 'blocked'
    }
    const parsed = subscribeSchema.safeParse(value)
    if (!parsed.success) {
      fields = fieldErrors(parsed.error)
      return 'invalid'
    }

    // Over the per-address cap the answer is the same, but nothing is sent.
    const key = sha256(parsed.data.email.toLowerCase())
    if (!(await perAddress.consume(key)).allowed) {
      logger.warn({ ip: opts.ip }, 'newsletter emails to one address capped')
      return 'check-inbox'
    }
    await subscribe(opts, { ...parsed.data, locale })
    return 'check-inbox'
  }

  let status: SubscribeStatus
  try {
    status = await decide()
  } catch (error) {
    logger.error({ error: String(error) }, 'newsletter sign-up failed')
    status = 'failed'
  }

  // A refused cross-site post is not sent on to a page of this site.
  if (html && status !== 'cross-site')
    return redirect(
      localizedPath(locale, `/newsletter?status=${status}${source ? `&source=${source}` : ''}`),
    )
  const { title, description } = subscribeTexts(status, locale)
  const body: Record<string, unknown> = {
    ok: status === 'check-inbox',
    status,
    title,
    description,
  }
  if (fields)
    body.fields = Object.fromEntries(
      Object.entries(fields).map(([k, e]) => [k, { ...e, message: fieldMessage(locale, e) }]),
    )
  const headers: Record<string, string> = { ...noStore }
  if (retryAfter !== undefined) {
    body.retryAfter = retryAfter
    headers['retry-after'] = String(retryAfter)
  }
  return Response.json(body, { status: httpStatus[status], headers })
}

/** Over the limit of link clicks from one address? Then the result page says so. */
async function tokenLimited(opts: NewsletterHttpOptions): Promise<boolean> {
  const decision = await opts.limiters.tokens.consume(opts.ip)
  if (!decision.allowed) {
    logger.warn({ ip: opts.ip }, 'newsletter link requests rate-limited')
    return true
  }
  return false
}

/**
 * GET /api/newsletter/confirm?token=…: the link of confirmation emails sent before the link
 * pointed at the page with the Confirm button.
 */
export function newsletterConfirmPage(request: Request, opts: NewsletterHttpOptions) {
  return toButtonPage(request, '/newsletter/confirm', async (token) => {
    const link = await checkConfirmLink(opts, token)
    return link.status === 'invalid' ? null : link.locale
  })
}

/** POST /api/newsletter/confirm: the page's Confirm button (a form post with `token`). */
export async function newsletterConfirm(
  request: Request,
  opts: NewsletterHttpOptions,
): Promise<Response> {
  const body = await parseBody(request, NEWSLETTER_BODY_BYTES)
  if (!body.ok)
    return Response.json(
      { ok: false, status: body.error },
      { status: body.status, headers: noStore },
    )
  if (crossSite(request, opts.trustedOrigins)) {
    logger.warn({ ip: opts.ip }, 'cross-site newsletter confirmation refused')
    return Response.json({ ok: false, status: 'cross-site' }, { status: 403, headers: noStore })
  }
  if (await tokenLimited(opts)) return redirect('/newsletter?status=limited')
  const token = tokenOf(body.value.token)
  try {
    const result = await confirmSubscription(opts, token)
    const locale = result.status === 'invalid' ? defaultLocale : result.locale
    return redirect(localizedPath(locale, `/newsletter?status=${confirmResultPage[result.status]}`))
  } catch (error) {
    logger.error({ error: String(error) }, 'newsletter confirmation failed')
    return redirect('/newsletter?status=failed')
  }
}

/** GET /api/newsletter/unsubscribe?token=…: to the page with the Unsubscribe button. */
export function newsletterUnsubscribePage(request: Request, opts: NewsletterHttpOptions) {
  return toButtonPage(request, '/newsletter/unsubscribe', async (token) => {
    const subscriber = await subscriberForUnsubscribe(opts.payload, token)
    return subscriber && isLocale(subscriber.locale) ? subscriber.locale : null
  })
}

/**
 * POST /api/newsletter/unsubscribe: the page's button (a form post with `token`, answered with a
 * redirect), or a mail program's one-click unsubscribe (RFC 8058: the token in the URL and
 * `List-Unsubscribe=One-Click` in the body, answered with 200).
 */
export async function newsletterUnsubscribe(
  request: Request,
  opts: NewsletterHttpOptions,
): Promise<Response> {
  const body = await parseBody(request, NEWSLETTER_BODY_BYTES)
  const value = body.ok ? body.value : {}
  const oneClick = value['List-Unsubscribe'] === 'One-Click'
  const html = body.ok && body.kind === 'form' && !oneClick
  const answer = (status: string, code: number, locale: Locale = defaultLocale) =>
    html
      ? redirect(localizedPath(locale, `/newsletter?status=${status}`))
      : Response.json({ ok: code < 300, status }, { status: code, headers: noStore })

  if (!body.ok) return answer(body.error, body.status)
  if (crossSite(request, opts.trustedOrigins)) {
    logger.warn({ ip: opts.ip }, 'cross-site unsubscribe refused')
    return Response.json({ ok: false, status: 'cross-site' }, { status: 403, headers: noStore })
  }
  if (await tokenLimited(opts)) return answer('limited', 429)
  const token = tokenOf(value.token ?? new URL(request.url).searchParams.get('token'))
  try {
    const result = await unsubscribe(opts, token)
    if (result.status === 'invalid') return answer('link-invalid', 400)
    return answer('unsubscribed', 200, result.locale)
  } catch (error) {
    logger.error({ error: String(error) }, 'unsubscribe failed')
    return answer('failed', 503)
  }
}
