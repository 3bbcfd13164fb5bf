import { crossSite } from '@/features/accounts/http'
import { refreshNews } from '@/features/news/ingest/job'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'
import { trustedOrigins } from '@/lib/site-url'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * "Get Latest News": runs the news job now (at most once per 3 minutes site-wide) and answers
 * when it is done, so the page can then show the new items. A provider failure is not an error
 * here: the answer only says how many items were added.
 */
export async function POST(request: Request) {
  if (crossSite(request, trustedOrigins()))
    return Response.json({ error: 'Cross-site request' }, { status: 403, headers: noStore })
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
