import { crossSite } from '@/lib/security/cross-site'
import { refreshNews } from '@/features/news/ingest/job'
import { env } from '@/lib/env'
import { createLimiter } from '@/lib/limiter'
import { logger } from '@/lib/logger'
import { clientIp, type Limiter } from '@/lib/rate-limit'
import { getPayloadClient } from '@/lib/payload'
import { trustedOrigins } from '@/lib/site-url'
import { singleton } from '@/lib/singleton.mjs'

const noStore = { 'Cache-Control': 'no-store' }

// The job itself runs at most once per 3 minutes site-wide; this keeps one address from
// hammering the endpoint (each press waits for a run or reloads the list).
const limiter = singleton('news-refresh.limiter', (): Limiter =>
  createLimiter('news-refresh', [{ limit: 10, windowMs: 60_000 }]),
)

/**
 * "Get Latest News": runs the news job now (at most once per 3 minutes site-wide) and answers
 * when it is done, so the page can then show the new items. A provider failure is not an error
 * here: the answer only says how many items were added.
 */
export async function POST(request: Request) {
  if (crossSite(request, trustedOrigins()))
    return Response.json({ error: 'Cross-site request' }, { status: 403, headers: noStore })
  const ip = clientIp(request.headers, env().TRUST_PROXY_HOPS)
  const decision = await limiter.consume(ip)
  if (!decision.allowed)
    return Response.json(
      { status: 'limited', added: 0 },
      {
        status: 429,
        headers: { ...noStore, 'Retry-After': String(decision.retryAfterSeconds) },
      },
    )
  try {
    const report = await refreshNews(await getPayloadClient())
    return Response.json(
      { status: report.status, added: report.added.length },
      { headers: noStore },
    )
  } catch (error) {
    logger.error({ error: String(error) }, 'news refresh failed')
    return Response.json({ status: 'failed', added: 0 }, { headers: noStore })
  }
}
