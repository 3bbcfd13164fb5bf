import { env } from '@/lib/env'
import { rateLimitRedis } from '@/lib/limiter'
import { getPayloadClient } from '@/lib/payload'
import { readiness } from '@/lib/readiness'

export const dynamic = 'force-dynamic'

/** Readiness for a load balancer: 200 when the database (and Redis, if configured) answer. */
export async function GET() {
  const url = env().REDIS_URL
  let state
  try {
    state = await readiness(await getPayloadClient(), url ? rateLimitRedis(url) : null)
  } catch {
    state = { ready: false, database: 'unreachable', redis: url ? 'unknown' : 'not configured' }
  }
  return Response.json(
    { status: state.ready ? 'ready' : 'not ready', ...state },
    { status: state.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
