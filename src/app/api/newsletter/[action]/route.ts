import { kickOutbox } from '@/features/email/outbox'
import {
  SUBSCRIBE_NETWORK_PER_MINUTE,
  TOKEN_RATE_PER_MINUTE,
} from '@/features/newsletter/constants'
import {
  newsletterConfirm,
  newsletterConfirmPage,
  newsletterSubscribe,
  newsletterUnsubscribe,
  newsletterUnsubscribePage,
  type NewsletterHttpOptions,
  type NewsletterLimiters,
} from '@/features/newsletter/http'
import { env } from '@/lib/env'
import { createLimiter } from '@/lib/limiter'
import { getPayloadClient } from '@/lib/payload'
import { clientIp } from '@/lib/rate-limit'
import { siteUrl, trustedOrigins } from '@/lib/site-url'
import { singleton } from '@/lib/singleton.mjs'

export const dynamic = 'force-dynamic'

const DAY = 24 * 60 * 60_000

// One set of counters per process.
const limiters = singleton('newsletter.limiters', (): NewsletterLimiters => ({
  subscribe: createLimiter('newsletter-subscribe', [
    { limit: env().NEWSLETTER_RATE_PER_MINUTE, windowMs: 60_000 },
    { limit: env().NEWSLETTER_RATE_PER_DAY, windowMs: DAY },
    { limit: SUBSCRIBE_NETWORK_PER_MINUTE, windowMs: 60_000, perNetwork: true },
  ]),
  perAddress: createLimiter('newsletter-address', [
    { limit: env().NEWSLETTER_EMAILS_PER_ADDRESS_PER_DAY, windowMs: DAY },
  ]),
  tokens: createLimiter('newsletter-links', [{ limit: TOKEN_RATE_PER_MINUTE, windowMs: 60_000 }]),
}))

async function options(request: Request): Promise<NewsletterHttpOptions> {
  return {
    payload: await getPayloadClient(),
    siteUrl: siteUrl(),
    onQueued: kickOutbox,
    limiters,
    ip: clientIp(request.headers, env().TRUST_PROXY_HOPS),
    trustedOrigins: trustedOrigins(),
  }
}

type Params = { params: Promise<{ action: string }> }

const notFound = () => Response.json({ ok: false, status: 'not-found' }, { status: 404 })

export async function POST(request: Request, { params }: Params) {
  const { action } = await params
  if (action === 'subscribe') return newsletterSubscribe(request, await options(request))
  if (action === 'confirm') return newsletterConfirm(request, await options(request))
  if (action === 'unsubscribe') return newsletterUnsubscribe(request, await options(request))
  return notFound()
}

export async function GET(request: Request, { params }: Params) {
  const { action } = await params
  if (action === 'confirm') return newsletterConfirmPage(request, await options(request))
  if (action === 'unsubscribe') return newsletterUnsubscribePage(request, await options(request))
  return notFound()
}
