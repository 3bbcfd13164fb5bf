import { signedInBuyer } from '@/features/accounts/http'
import {
  FOLLOW_RATE_PER_MINUTE,
  TOKEN_RATE_PER_MINUTE,
  policyFollowPost,
  policyUnsubscribe,
  policyUnsubscribePage,
  type PolicyHttpOptions,
} from '@/features/policy'
import { env } from '@/lib/env'
import { createLimiter } from '@/lib/limiter'
import { getPayloadClient } from '@/lib/payload'
import { clientIp } from '@/lib/rate-limit'
import { trustedOrigins } from '@/lib/site-url'
import { singleton } from '@/lib/singleton.mjs'

export const dynamic = 'force-dynamic'

// One set of counters per process.
const limiters = singleton('policy.limiters', (): PolicyHttpOptions['limiters'] => ({
  follow: createLimiter('policy-follow', [{ limit: FOLLOW_RATE_PER_MINUTE, windowMs: 60_000 }]),
  tokens: createLimiter('policy-links', [{ limit: TOKEN_RATE_PER_MINUTE, windowMs: 60_000 }]),
}))

async function options(request: Request): Promise<PolicyHttpOptions> {
  const payload = await getPayloadClient()
  return {
    payload,
    ip: clientIp(request.headers, env().TRUST_PROXY_HOPS),
    trustedOrigins: trustedOrigins(),
    limiters,
    buyer: () => signedInBuyer(request, payload),
  }
}

type Params = { params: Promise<{ action: string }> }

const notFound = () => Response.json({ ok: false, status: 'not-found' }, { status: 404 })

export async function POST(request: Request, { params }: Params) {
  const { action } = await params
  if (action === 'follow' || action === 'unfollow')
    return policyFollowPost(action, request, await options(request))
  if (action === 'unsubscribe') return policyUnsubscribe(request, await options(request))
  return notFound()
}

export async function GET(request: Request, { params }: Params) {
  const { action } = await params
  if (action === 'unsubscribe') return policyUnsubscribePage(request, await options(request))
  return notFound()
}
