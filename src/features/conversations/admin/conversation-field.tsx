import type { UIFieldServerComponent } from 'payload'
import { salesTeam } from '@/access'
import { messageAttachments } from '@/features/attachments'
import type { User } from '@/payload-types'
import { isClosed } from '../constants'
import { adminFile, staffName } from '../endpoints'
import { ConversationBox, type AdminMessage } from './reply-box'

/**
 * On the inquiry's edit view: the conversation with the buyer, oldest first (who, when, what,
 * which files), and a box to reply, with files if need be (emailed to the buyer in the
 * inquiry's language).
 */
export const InquiryConversationField: UIFieldServerComponent = async ({ id, payload, req }) => {
  if (id == null || !salesTeam({ req })) return null
  const [inquiry, { docs }] = await Promise.all([
    payload
      .findByID({ collection: 'inquiries', id, depth: 0, overrideAccess: true })
      .catch(() => null),
    payload.find({
      collection: 'inquiry-messages',
      where: { inquiry: { equals: id } },
      sort: 'createdAt',
      limit: 500,
      depth: 1,
      overrideAccess: true,
      joins: false,
    }),
  ])
  if (!inquiry) return null
  const files = await messageAttachments(
    payload,
    docs.map((m) => m.id),
  )
  const messages: AdminMessage[] = docs.map((m) => ({
    id: m.id,
    author: m.author,
    by:
      m.author === 'buyer'
        ? `${inquiry.name} (buyer)`
        : staffName(typeof m.staffUser === 'object' ? (m.staffUser as User) : null),
    body: m.body,
    createdAt: m.createdAt,
    files: (files.get(m.id) ?? []).map(adminFile),
  }))
  return (
    <ConversationBox
      inquiry={String(id)}
      initial={messages}
      closed={isClosed(inquiry.status) ? inquiry.status : null}
      buyer={inquiry.email}
    />
  )
}
