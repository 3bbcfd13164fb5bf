import type { Payload } from 'payload'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { serverTranslator } from '@/i18n/server-messages'
import { toButtonPage, tokenOf } from '@/lib/link-page'
import { logger } from '@/lib/logger'
import type { Limiter } from '@/lib/rate-limit'
import { parseBody } from '@/lib/request-body'
import { crossSite } from '@/lib/security/cross-site'
import { POLICY_BODY_BYTES } from './constants'
import { followProduct, policyTokenOwner, unfollowProduct, unsubscribeAll } from './follows'

/**
 * /api/policy/*: Follow and Unfollow (plain form posts from the product and account pages,
 * answered with a redirect; JSON for scripts), and the unsubscribe link of policy alerts (a
 * confirm page with a button, or a mail program's RFC 8058 one-click post). Posts a browser
 * says come from another site are refused, like every form of the site.
 */

export type PolicyHttpOptions = {
  payload: Payload
  ip: string
  trustedOrigins: string[]
  limiters: { follow: Limiter; tokens: Limiter }
  /** The signed-in buyer's id, or null. */
  buyer: () => Promise<number | null>
}

type ErrorCode = 'invalid' | 'not-found' | 'cross-site' | 'limited' | 'failed' | 'too-large'

const noStore = { 'cache-control': 'no-store, no-transform' }

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location, ...noStore } })
}

/** A refusal in the visitor's language: JSON for scripts, a line of text for a plain form. */
function refuse(code: ErrorCode, status: number, locale: Locale, json: boolean): Response {
  const t = serverTranslator(locale, 'policy')
  const message = t(`errors.${code}`)
  if (json) return Response.json({ ok: false, status: code, message }, { status, headers: noStore })
  return new Response(message, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'content-language': locale,
      ...noStore,
    },
  })
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** POST /api/policy/follow and /api/policy/unfollow */
export async function policyFollowPost(
  action: 'follow' | 'unfollow',
  request: Request,
  opts: PolicyHttpOptions,
): Promise<Response> {
  const json = (request.headers.get('accept') ?? '').includes('application/json')
  const body = await parseBody(request, POLICY_BODY_BYTES)
  if (!body.ok)
    return refuse(
      body.error === 'too-large' ? 'too-large' : 'invalid',
      body.status,
      defaultLocale,
      json,
    )
  const value = body.value
  const locale: Locale =
    typeof value.locale === 'string' && isLocale(value.locale) ? value.locale : defaultLocale
  const asJson = json || body.kind === 'json'
  if (crossSite(request, opts.trustedOrigins)) {
    logger.warn(
      { ip: opts.ip, origin: request.headers.get('origin') },
      `cross-site ${action} refused`,
    )
    return refuse('cross-site', 403, locale, asJson)
  }
  const decision = await opts.limiters.follow.consume(opts.ip)
  if (!decision.allowed) {
    const answer = refuse('limited', 429, locale, asJson)
    answer.headers.set('retry-after', String(decision.retryAfterSeconds))
    return answer
  }
  const product =
    typeof value.product === 'string' || typeof value.product === 'number'
      ? Number(value.product)
      : NaN
  if (!Number.isSafeInteger(product) || product < 1) return refuse('invalid', 400, locale, asJson)
  const slug = typeof value.slug === 'string' && SLUG.test(value.slug) ? value.slug : null

  try {
    const buyer = await opts.buyer()
    if (!buyer) {
      if (asJson)
        return Response.json(
          { ok: false, status: 'sign-in-required' },
          { status: 401, headers: noStore },
        )
      const next = slug ? `/product/${slug}` : '/account'
      return redirect(
        localizedPath(locale, `/auth?status=sign-in-required&next=${encodeURIComponent(next)}`),
      )
    }
    if (action === 'follow') {
      const result = await followProduct(opts.payload, buyer, product)
      if (result === 'not-found') return refuse('not-found', 404, locale, asJson)
    } else {
      await unfollowProduct(opts.payload, buyer, product)
    }
    const status = action === 'follow' ? 'followed' : 'unfollowed'
    if (asJson) return Response.json({ ok: true, status }, { headers: noStore })
    return redirect(localizedPath(locale, `/account?policy=${status}#followed-products`))
  } catch (error) {
    logger.error({ error: String(error), action }, 'policy follow failed')
    return refuse('failed', 503, locale, asJson)
  }
}

/** GET /api/policy/unsubscribe?token=…: to the page with the Unsubscribe button. */
export function policyUnsubscribePage(request: Request, opts: PolicyHttpOptions) {
  return toButtonPage(request, '/policy/unsubscribe', async (token) => {
    const owner = await policyTokenOwner(opts.payload, token)
    return owner?.locale ?? null
  })
}

/**
 * POST /api/policy/unsubscribe: the page's button (a form post with `token`, answered with a
 * redirect), or a mail program's one-click unsubscribe (RFC 8058: the token in the URL and
 * `List-Unsubscribe=One-Click` in the body, answered with 200).
 */
export async function policyUnsubscribe(
  request: Request,
  opts: PolicyHttpOptions,
): Promise<Response> {
  const body = await parseBody(request, POLICY_BODY_BYTES)
  const value = body.ok ? body.value : {}
  const oneClick = value['List-Unsubscribe'] === 'One-Click'
  const html = body.ok && body.kind === 'form' && !oneClick
  const answer = (status: string, code: number, locale: Locale = defaultLocale) =>
    html
      ? redirect(localizedPath(locale, `/policy/unsubscribe?status=${status}`))
      : Response.json({ ok: code < 300, status }, { status: code, headers: noStore })

  if (!body.ok) return answer(body.error, body.status)
  if (crossSite(request, opts.trustedOrigins)) {
    logger.warn({ ip: opts.ip }, 'cross-site policy unsubscribe refused')
    return refuse('cross-site', 403, defaultLocale, true)
  }
  if (!(await opts.limiters.tokens.consume(opts.ip)).allowed) return answer('limited', 429)
  const token = tokenOf(value.token ?? new URL(request.url).searchParams.get('token'))
  try {
    const result = await unsubscribeAll(opts.payload, token)
    if (result.status === 'invalid') return answer('link-invalid', 400)
    return answer('unsubscribed', 200, result.locale)
  } catch (error) {
    logger.error({ error: String(error) }, 'policy unsubscribe failed')
    return answer('failed', 503)
  }
}
