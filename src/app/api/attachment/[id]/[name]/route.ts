import { isSalesTeam } from '@/access'
import { signedInBuyer } from '@/features/accounts/http'
import { serveAttachment } from '@/features/attachments'
import { inquiryByConversationToken } from '@/features/conversations'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string; name: string }> }

/**
 * An attached file: to the sales team (staff session), to the buyer whose inquiry it belongs to
 * (buyer session) and, with `?t=` the inquiry's conversation link (its page links its files so),
 * to whoever holds that link; 404 to anyone else. The name in the address is only for the
 * browser's download; the file is found by its id.
 */
export async function GET(request: Request, { params }: Context) {
  const { id } = await params
  const payload = await getPayloadClient()
  const token = new URL(request.url).searchParams.get('t')
  const [staff, buyer, linked] = await Promise.all([
    payload
      .auth({ headers: request.headers })
      .then(({ user }) => isSalesTeam(user))
      .catch((error: unknown) => {
        logger.warn({ error: String(error) }, 'staff session lookup for an attachment failed')
        return false
      }),
    signedInBuyer(request, payload),
    token ? inquiryByConversationToken(payload, token) : null,
  ])
  return serveAttachment(payload, id, { staff, buyer, inquiry: linked?.id ?? null })
}
