import { signedInBuyer } from '@/features/accounts/http'
import { BUYER_POSTS_PER_DAY, BUYER_POSTS_PER_MINUTE } from '@/features/conversations/constants'
import { conversationPost } from '@/features/conversations'
import { kickOutbox } from '@/features/email'
import { env } from '@/lib/env'
import { createLimiter } from '@/lib/limiter'
import { getPayloadClient } from '@/lib/payload'
import { clientIp, type Limiter } from '@/lib/rate-limit'
import { singleton } from '@/lib/singleton.mjs'
import { siteUrl, trustedOrigins } from '@/lib/site-url'

export const dynamic = 'force-dynamic'

// One set of counters per process.
const limiter = singleton('conversation.limiter', (): Limiter =>
  createLimiter('conversation', [
    { limit: BUYER_POSTS_PER_MINUTE, windowMs: 60_000 },
    { limit: BUYER_POSTS_PER_DAY, windowMs: 24 * 60 * 60_000 },
  ]),
)

/**
 * The buyer's forms of a conversation post here: a reply from /{locale}/conversation/{token} or
 * /{locale}/account/inquiries/{id}, and Accept / Decline of a quotation on the latter.
 */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  return conversationPost(request, {
    payload,
    siteUrl: siteUrl(),
    trustedOrigins: trustedOrigins(),
    buyer: await signedInBuyer(request, payload),
    limiter,
    ip: clientIp(request.headers, env().TRUST_PROXY_HOPS),
    onQueued: kickOutbox,
  })
}
