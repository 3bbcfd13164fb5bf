import { kickOutbox } from '@/features/email'
import { answerFromPage } from '@/features/quotations/http'
import { getPayloadClient } from '@/lib/payload'
import { siteUrl, trustedOrigins } from '@/lib/site-url'

export const dynamic = 'force-dynamic'

/** The Accept / Decline buttons of /{locale}/quotation/{token} post here. */
export async function POST(request: Request) {
  return answerFromPage(request, {
    payload: await getPayloadClient(),
    siteUrl: siteUrl(),
    trustedOrigins: trustedOrigins(),
    onQueued: kickOutbox,
  })
}
