import type { Payload } from 'payload'
import { parseBody } from '@/lib/request-body'
import { sitePath } from '@/components/form/rules'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { serverTranslator } from '@/i18n/server-messages'
import { contactEmail } from '@/features/site'
import { isDatabaseUnavailable } from '@/lib/database-errors'
import type { FailureLock } from '@/lib/failure-lock'
import { toButtonPage, tokenOf } from '@/lib/link-page'
import { logger } from '@/lib/logger'
import { crossSite } from '@/lib/security/cross-site'
import type { Limiter } from '@/lib/rate-limit'
import {
  ACCOUNT_BODY_BYTES,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  SIGNED_IN_HINT_COOKIE,
} from './constants'
import {
  changePasswordSchema,
  emailOnlySchema,
  fieldErrors,
  profileSchema,
  resetSchema,
  signInSchema,
  signUpSchema,
  type FieldError,
} from './schema'
import {
  buyerInquiries,
  changePassword,
  checkConfirmLink,
  confirmEmail,
  confirmResultStatus,
  readSession,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updateProfile,
  type AccountContext,
  type PasswordTries,
  type Session,
} from './service'
import { sha256 } from '@/lib/security/tokens'

/**
 * The account endpoints under /api/account/*: JSON in, JSON out, answers in the buyer's language.
 *
 * Cross-site request forgery: every state-changing request must be JSON (a form on another site
 * cannot send that without a CORS preflight, which is never granted) and, when the browser says
 * where it comes from (Origin, Sec-Fetch-Site), come from this site. The session cookie is also
 * SameSite=Lax.
 */

export type AccountLimiters = {
  /** Per client address, for each action. */
  perIp: Record<
    'signin' | 'signup' | 'resend' | 'forgot' | 'reset' | 'password' | 'confirm',
    Limiter
  >
  /** Per target address: how many emails one address can be sent (sign-up, resend, reset). */
  perEmail: Limiter
  /**
   * Password tries (sign-in and password change) per client address and account, and per account
   * from all addresses: an outsider's wrong passwords lock only the outsider's address out.
   */
  passwordTries: FailureLock
}

export type AccountHttpOptions = AccountContext & {
  limiters: AccountLimiters
  ip: string
  /** Secure cookies (production over https). */
  secureCookies: boolean
  /** Origins accepted for state-changing requests, besides the request's own host. */
  trustedOrigins: string[]
}

type Json = Record<string, unknown>

export const accountPostActions = [
  'signup',
  'signin',
  'signout',
  'resend',
  'forgot',
  'reset',
  'profile',
  'password',
] as const
export type AccountPostAction = (typeof accountPostActions)[number]

const noStore = { 'cache-control': 'no-store, no-transform' }

function cookieHeader(
  name: string,
  value: string,
  maxAgeSeconds: number,
  opts: { httpOnly: boolean; secure: boolean },
): string {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'SameSite=Lax',
    opts.httpOnly ? 'HttpOnly' : '',
    opts.secure ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ')
}

/** The session cookie and its readable "signed in" hint, set or cleared together. */
export function sessionCookies(token: string | null, secure: boolean): string[] {
  const age = token ? Math.floor(SESSION_IDLE_MS / 1000) : 0
  return [
    cookieHeader(SESSION_COOKIE, token ?? '', age, { httpOnly: true, secure }),
    cookieHeader(SIGNED_IN_HINT_COOKIE, token ? '1' : '', age, { httpOnly: false, secure }),
  ]
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null
  }
  return null
}

function json(body: Json, status: number, cookies: string[] = [], extra: Json = {}): Response {
  const headers = new Headers({ ...noStore, 'content-type': 'application/json' })
  for (const c of cookies) headers.append('set-cookie', c)
  for (const [k, v] of Object.entries(extra)) headers.set(k, String(v))
  return new Response(JSON.stringify(body), { status, headers })
}

function fieldMessages(locale: Locale, fields: Record<string, FieldError>) {
  const t = serverTranslator(locale, 'auth')
  return Object.fromEntries(
    Object.entries(fields).map(([k, e]) => {
      const key = `errors.${e.code}` as 'errors.invalidText'
      return [
        k,
        { ...e, message: t.has(key) ? t(key, e.values as never) : t('errors.invalidText') },
      ]
    }),
  )
}

type Failure = {
  status: number
  code: string
  headers?: Json
  values?: Record<string, number | string>
  fields?: Record<string, FieldError>
}

/** The toast title for a failure of each action, as the spec words them. */
function failureTitle(action: AccountPostAction, locale: Locale): string {
  const t = serverTranslator(locale, 'auth')
  if (action === 'signup') return t('toast.signUpFailed')
  if (action === 'signin') return t('toast.signInFailed')
  return t('toast.failed')
}

function fail(action: AccountPostAction, locale: Locale, f: Failure): Response {
  const t = serverTranslator(locale, 'auth')
  const body: Json = {
    ok: false,
    status: f.code,
    title: failureTitle(action, locale),
    description: t(`messages.${f.code}` as 'messages.failed', (f.values ?? {}) as never),
  }
  if (f.fields) body.fields = fieldMessages(locale, f.fields)
  return json(body, f.status, [], f.headers)
}

function ok(
  body: { status: string; title?: string; description?: string } & Json,
  cookies: string[] = [],
  status = 200,
): Response {
  return json({ ok: true, ...body }, status, cookies)
}

/** The account's lock after failed password tries: 429, and when to try again. */
function lockedOut(retryAfterSeconds: number): Failure {
  return {
    status: 429,
    code: 'locked',
    headers: { 'retry-after': retryAfterSeconds },
    values: { minutes: Math.ceil(retryAfterSeconds / 60) },
  }
}

/** Counts the request against `limiter` (atomically, before any work); a Failure when over. */
async function limited(limiter: Limiter, key: string): Promise<Failure | null> {
  const decision = await limiter.consume(key)
  if (decision.allowed) return null
  return {
    status: 429,
    code: 'rateLimited',
    headers: { 'retry-after': decision.retryAfterSeconds },
  }
}

async function currentSession(request: Request, opts: AccountHttpOptions): Promise<Session | null> {
  return readSession(opts, readCookie(request, SESSION_COOKIE))
}

export function publicBuyer(session: Session) {
  const b = session.buyer
  return {
    firstName: b.firstName,
    lastName: b.lastName,
    email: b.email,
    company: b.company ?? '',
    country: b.country ?? '',
    phone: b.phone ?? '',
    locale: b.locale,
  }
}

/** POST /api/account/{action}. */
export async function accountPost(
  action: AccountPostAction,
  request: Request,
  opts: AccountHttpOptions,
): Promise<Response> {
  let locale: Locale = defaultLocale
  const failWith = (f: Failure) => fail(action, locale, f)

  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (type !== 'application/json') return failWith({ status: 415, code: 'unsupported' })
  if (crossSite(request, opts.trustedOrigins)) {
    logger.warn(
      { ip: opts.ip, action, origin: request.headers.get('origin') },
      'cross-site request refused',
    )
    return failWith({ status: 403, code: 'crossSite' })
  }
  const body = await parseBody(request, ACCOUNT_BODY_BYTES)
  if (!body.ok)
    return failWith({
      status: body.status,
      code: body.error === 'too-large' ? 'tooLarge' : 'malformed',
    })
  const value = body.value
  if (typeof value.locale === 'string' && isLocale(value.locale)) locale = value.locale

  const invalid = (error: import('zod/mini').z.core.$ZodError) =>
    failWith({ status: 422, code: 'invalidForm', fields: fieldErrors(error) })
  /** The per-address limit of a rate-limited action (every attempt counts), then its schema. */
  const admit = async <T>(
    limiter: Limiter,
    schema: import('zod/mini').z.ZodMiniType<T>,
  ): Promise<{ ok: true; data: T } | { ok: false; response: Response }> => {
    const hit = await limited(limiter, opts.ip)
    if (hit) return { ok: false, response: failWith(hit) }
    const parsed = schema.safeParse(value)
    if (!parsed.success) return { ok: false, response: invalid(parsed.error) }
    return { ok: true, data: parsed.data }
  }
  const t = serverTranslator(locale, 'auth')
  const tries: PasswordTries = { lock: opts.limiters.passwordTries, ip: opts.ip }

  try {
    switch (action) {
      case 'signup': {
        const parsed = await admit(opts.limiters.perIp.signup, signUpSchema)
        if (!parsed.ok) return parsed.response
        const emailKey = sha256(parsed.data.email.trim().toLowerCase())
        // Over the per-address cap, the answer is the same but nothing is sent.
        if ((await opts.limiters.perEmail.consume(emailKey)).allowed) {
          await signUp(opts, { ...parsed.data, locale })
        }
        return ok(
          {
            status: 'check-email',
            title: t('toast.checkEmail'),
            description: t('toast.checkEmailText'),
          },
          [],
          201,
        )
      }
      case 'signin': {
        const parsed = await admit(opts.limiters.perIp.signin, signInSchema)
        if (!parsed.ok) return parsed.response
        const result = await signIn(opts, parsed.data, tries, {
          userAgent: request.headers.get('user-agent'),
        })
        if (result.status === 'invalid')
          return failWith({ status: 401, code: 'invalidCredentials' })
        if (result.status === 'unconfirmed') return failWith({ status: 403, code: 'unconfirmed' })
        if (result.status === 'locked') return failWith(lockedOut(result.retryAfterSeconds))
        const next = sitePath(value.next)
        const buyerLocale = isLocale(result.buyer.locale ?? '')
          ? (result.buyer.locale as Locale)
          : locale
        return ok(
          {
            status: 'signed-in',
            firstName: result.buyer.firstName,
            redirect: next ?? localizedPath(locale === defaultLocale ? buyerLocale : locale, '/'),
          },
          sessionCookies(result.token, opts.secureCookies),
        )
      }
      case 'signout': {
        await signOut(opts, readCookie(request, SESSION_COOKIE))
        return ok(
          {
            status: 'signed-out',
            title: t('toast.signedOut'),
            description: t('toast.signedOutText'),
          },
          sessionCookies(null, opts.secureCookies),
        )
      }
      case 'resend':
      case 'forgot': {
        const parsed = await admit(opts.limiters.perIp[action], emailOnlySchema)
        if (!parsed.ok) return parsed.response
        const emailKey = sha256(parsed.data.email.trim().toLowerCase())
        if ((await opts.limiters.perEmail.consume(emailKey)).allowed) {
          if (action === 'resend') await resendConfirmation(opts, parsed.data.email)
          else await requestPasswordReset(opts, parsed.data.email)
        }
        return ok(
          action === 'resend'
            ? { status: 'sent', title: t('toast.resendTitle'), description: t('toast.resendText') }
            : { status: 'sent', title: t('toast.checkEmail'), description: t('toast.forgotText') },
        )
      }
      case 'reset': {
        const parsed = await admit(opts.limiters.perIp.reset, resetSchema)
        if (!parsed.ok) return parsed.response
        const result = await resetPassword(opts, parsed.data, tries)
        if (result.status === 'invalid') return failWith({ status: 400, code: 'linkInvalid' })
        if (result.status === 'expired') return failWith({ status: 410, code: 'linkExpired' })
        return ok(
          {
            status: 'reset',
            title: t('toast.passwordChanged'),
            description: t('toast.resetText'),
            redirect: localizedPath(locale, '/auth?status=password-reset'),
          },
          sessionCookies(null, opts.secureCookies),
        )
      }
      case 'profile':
      case 'password': {
        const session = await currentSession(request, opts)
        if (!session) return failWith({ status: 401, code: 'signInRequired' })
        if (action === 'profile') {
          const parsed = profileSchema.safeParse(value)
          if (!parsed.success) return invalid(parsed.error)
          const buyer = await updateProfile(opts, session, parsed.data)
          return ok({
            status: 'saved',
            title: t('toast.profileSaved'),
            description: t('toast.profileSavedText'),
            buyer: publicBuyer({ ...session, buyer }),
          })
        }
        // The same limits as sign-in: per address, and the same lock of this address at this
        // account (each check is a slow hash, so unlimited tries would slow everyone's sign-in).
        const over = await limited(opts.limiters.perIp.password, opts.ip)
        if (over) return failWith(over)
        const parsed = changePasswordSchema.safeParse(value)
        if (!parsed.success) return invalid(parsed.error)
        const changed = await changePassword(opts, session, parsed.data, tries)
        if (typeof changed === 'object') return failWith(lockedOut(changed.retryAfterSeconds))
        if (changed === 'wrong-password')
          return failWith({
            status: 422,
            code: 'invalidForm',
            fields: { currentPassword: { code: 'wrongPassword' } },
          })
        return ok({
          status: 'changed',
          title: t('toast.passwordChanged'),
          description: t('toast.passwordChangedText'),
        })
      }
    }
  } catch (error) {
    logger.error({ error: String(error), action }, 'account request failed')
    // The database out of reach: say so, and where to write meanwhile.
    if (isDatabaseUnavailable(error))
      return failWith({
        status: 503,
        code: 'unavailable',
        values: { email: contactEmail() },
        headers: { 'retry-after': 60 },
      })
    return failWith({ status: 503, code: 'failed' })
  }
}

/** The signed-in buyer's id, if the request carries a live session (for linking inquiries). */
export async function signedInBuyer(request: Request, payload: Payload): Promise<number | null> {
  const token = readCookie(request, SESSION_COOKIE)
  if (!token) return null
  try {
    return (await readSession({ payload, siteUrl: '' }, token))?.buyer.id ?? null
  } catch (error) {
    logger.warn({ error: String(error) }, 'session lookup for an inquiry failed')
    return null
  }
}

/** GET /api/account/session: who is signed in (for the header), renewing the session. */
export async function accountSession(request: Request, opts: AccountHttpOptions) {
  const token = readCookie(request, SESSION_COOKIE)
  let session: Session | null = null
  try {
    session = await readSession(opts, token)
  } catch (error) {
    logger.error({ error: String(error) }, 'session lookup failed')
    return json({ buyer: null, error: 'unavailable' }, 503)
  }
  if (!session)
    return json(
      { buyer: null },
      200,
      token || readCookie(request, SIGNED_IN_HINT_COOKIE)
        ? sessionCookies(null, opts.secureCookies)
        : [],
    )
  return json(
    { buyer: publicBuyer(session) },
    200,
    session.renewed ? sessionCookies(token, opts.secureCookies) : [],
  )
}

/**
 * GET /api/account/confirm?token=…: the link of confirmation emails sent before the link pointed
 * at the page with the Confirm button. On to that page; changes nothing.
 */
export function accountConfirmPage(request: Request, opts: AccountHttpOptions) {
  return toButtonPage(request, '/auth/confirm', async (token) => {
    const link = await checkConfirmLink(opts, token)
    return link.status === 'invalid' ? null : link.locale
  })
}

/**
 * POST /api/account/confirm: the Confirm button of /auth/confirm, a plain form post with `token`
 * (no JavaScript needed), answered with a redirect to /auth and how it went. Refused when a
 * browser says it comes from another site.
 */
export async function accountConfirm(request: Request, opts: AccountHttpOptions) {
  const to = (status: string, locale: Locale = defaultLocale) =>
    new Response(null, {
      status: 303,
      headers: { location: localizedPath(locale, `/auth?status=${status}`), ...noStore },
    })
  const body = await parseBody(request, ACCOUNT_BODY_BYTES)
  if (!body.ok) return json({ ok: false, status: body.error }, body.status)
  if (crossSite(request, opts.trustedOrigins)) {
    logger.warn(
      { ip: opts.ip, origin: request.headers.get('origin') },
      'cross-site confirm refused',
    )
    return json({ ok: false, status: 'cross-site' }, 403)
  }
  if (await limited(opts.limiters.perIp.confirm, opts.ip)) return to('rate-limited')
  try {
    const result = await confirmEmail(opts, tokenOf(body.value.token))
    return to(
      confirmResultStatus[result.status],
      result.status === 'invalid' ? undefined : result.locale,
    )
  } catch (error) {
    logger.error({ error: String(error) }, 'email confirmation failed')
    return to('failed')
  }
}

export { buyerInquiries }
