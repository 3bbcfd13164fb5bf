import {
  accountConfirm,
  accountConfirmPage,
  accountPost,
  accountPostActions,
  accountSession,
  type AccountHttpOptions,
  type AccountLimiters,
} from '@/features/accounts/http'
import { LOCK_MS, MAX_FAILED_SIGN_INS } from '@/features/accounts/constants'
import { kickOutbox } from '@/features/email/outbox'
import { env } from '@/lib/env'
import { failureLock } from '@/lib/failure-lock'
import { getPayloadClient } from '@/lib/payload'
import { createLimiter } from '@/lib/limiter'
import { clientIp } from '@/lib/rate-limit'
import { siteUrl, trustedOrigins } from '@/lib/site-url'
import { singleton } from '@/lib/singleton.mjs'

export const dynamic = 'force-dynamic'

function perIp(action: string) {
  return createLimiter(`account-${action}`, [
    { limit: env().AUTH_RATE_PER_MINUTE, windowMs: 60_000 },
    { limit: env().AUTH_RATE_PER_DAY, windowMs: 24 * 60 * 60_000 },
  ])
}

// One set of counters per process.
const limiters = singleton('account.limiters', (): AccountLimiters => ({
  perIp: {
    signin: perIp('signin'),
    signup: perIp('signup'),
    resend: perIp('resend'),
    forgot: perIp('forgot'),
    reset: perIp('reset'),
    password: perIp('password'),
    confirm: perIp('confirm'),
  },
  perEmail: createLimiter('account-emails', [
    { limit: env().AUTH_EMAILS_PER_ADDRESS_PER_HOUR, windowMs: 60 * 60_000 },
  ]),
  passwordTries: failureLock('account-password', {
    tries: MAX_FAILED_SIGN_INS,
    lockMs: LOCK_MS,
    perAccountPerHour: env().BUYER_SIGNIN_PER_ACCOUNT_PER_HOUR,
  }),
}))

/** Secure cookies in production, unless the site runs on this machine over plain http. */
function secureCookies(): boolean {
  const url = siteUrl()
  return (
    process.env.NODE_ENV === 'production' &&
    !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(url)
  )
}

async function options(request: Request): Promise<AccountHttpOptions> {
  return {
    payload: await getPayloadClient(),
    siteUrl: siteUrl(),
    onQueued: kickOutbox,
    limiters,
    ip: clientIp(request.headers, env().TRUST_PROXY_HOPS),
    secureCookies: secureCookies(),
    trustedOrigins: trustedOrigins(),
  }
}

type Params = { params: Promise<{ action: string }> }

export async function POST(request: Request, { params }: Params) {
  const { action } = await params
  // The Confirm button: a plain form post, so that it works without JavaScript.
  if (action === 'confirm') return accountConfirm(request, await options(request))
  const known = accountPostActions.find((a) => a === action)
  if (!known) return Response.json({ ok: false, status: 'not-found' }, { status: 404 })
  return accountPost(known, request, await options(request))
}

export async function GET(request: Request, { params }: Params) {
  const { action } = await params
  if (action === 'session') return accountSession(request, await options(request))
  if (action === 'confirm') return accountConfirmPage(request, await options(request))
  return Response.json({ ok: false, status: 'not-found' }, { status: 404 })
}
