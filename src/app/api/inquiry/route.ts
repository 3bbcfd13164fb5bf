import { kickOutbox } from '@/features/email/outbox'
import { submitInquiry } from '@/features/inquiries/submit'
import { signedInBuyer } from '@/features/accounts/http'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { createLimiter } from '@/lib/limiter'
import { clientIp, type Limiter } from '@/lib/rate-limit'
import { siteUrl, trustedOrigins } from '@/lib/site-url'
import { singleton } from '@/lib/singleton.mjs'

export const dynamic = 'force-dynamic'

const DAY = 24 * 60 * 60_000

// One set of counters per process.
const limiters = singleton('inquiry.limiters', (): { perIp: Limiter; acks: Limiter } => ({
  perIp: createLimiter('inquiry', [
    { limit: env().INQUIRY_RATE_PER_MINUTE, windowMs: 60_000 },
    { limit: env().INQUIRY_RATE_PER_DAY, windowMs: DAY },
    // Per network (/24, /64), never site-wide: one client's flood cannot lock out everyone.
    { limit: env().INQUIRY_RATE_NETWORK_PER_MINUTE, windowMs: 60_000, perNetwork: true },
    { limit: env().INQUIRY_RATE_NETWORK_PER_DAY, windowMs: DAY, perNetwork: true },
  ]),
  // Acknowledgements per recipient address, so the forms cannot flood someone's inbox.
  acks: createLimiter('inquiry-acks', [
    { limit: env().INQUIRY_ACKS_PER_ADDRESS_PER_DAY, windowMs: DAY },
  ]),
}))

/** The contact, product-page and quote-list forms post here (JSON, or a plain form post). */
export async function POST(request: Request) {
  const config = env()
  const payload = await getPayloadClient()
  return submitInquiry(request, {
    payload,
    buyer: await signedInBuyer(request, payload),
    rateLimiter: limiters.perIp,
    ackLimiter: limiters.acks,
    trustedOrigins: trustedOrigins(),
    ip: clientIp(request.headers, config.TRUST_PROXY_HOPS),
    salesEmail: config.SALES_EMAIL,
    siteUrl: siteUrl(),
    onQueued: kickOutbox,
  })
}
