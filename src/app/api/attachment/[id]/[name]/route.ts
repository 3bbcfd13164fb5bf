import { isSalesTeam } from '@/access'
import { signedInBuyer } from '@/features/accounts/http'
import { serveAttachment } from '@/features/attachments'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string; name: string }> }

/**
 * A buyer's attached file: to the sales team (staff session) and to the buyer whose inquiry it
 * belongs to (buyer session); 404 to anyone else. The name in the address is only for the
 * browser's download; the file is found by its id.
 */
export async function GET(request: Request, { params }: Context) {
  const { id } = await params
  const payload = await getPayloadClient()
  const [staff, buyer] = await Promise.all([
    payload
      .auth({ headers: request.headers })
      .then(({ user }) => isSalesTeam(user))
      .catch((error: unknown) => {
        logger.warn({ error: String(error) }, 'staff session lookup for an attachment failed')
        return false
      }),
    signedInBuyer(request, payload),
  ])
  return serveAttachment(payload, id, { staff, buyer })
}
