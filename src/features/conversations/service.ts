import type { Payload } from 'payload'
import {
  messageAttachments,
  removeAttachmentFiles,
  writeAttachmentFiles,
  type AttachmentPart,
  type AttachmentSummary,
} from '@/features/attachments'
import { lapsed } from '@/features/quotations'
import type { Inquiry, InquiryMessage, Quotation, User } from '@/payload-types'
import {
  buyerQuotationStatuses,
  CONVERSATION_BUYER,
  MESSAGE_FILES,
  type MessageAuthor,
} from './constants'
import { conversationEmailsQueued, type MessageFiles } from './hooks'
import { relationId } from '@/lib/relation-id'

/** One message as the buyer's pages show it. */
export type ThreadMessage = {
  id: number
  author: MessageAuthor
  /** The staff member's name (empty when none is set: the page says "our sales team"). */
  staffName: string
  body: string
  createdAt: string
  /** The files sent with it. */
  files: AttachmentSummary[]
}

/** An inquiry's messages, oldest first, with their files. */
export async function inquiryThread(payload: Payload, inquiry: number): Promise<ThreadMessage[]> {
  const { docs } = await payload.find({
    collection: 'inquiry-messages',
    where: { inquiry: { equals: inquiry } },
    sort: 'createdAt',
    limit: 500,
    depth: 1,
    overrideAccess: true,
    // Its files are read below (one query for the thread).
    joins: false,
  })
  const files = await messageAttachments(
    payload,
    docs.map((m) => m.id),
  )
  return docs.map((m: InquiryMessage) => ({
    id: m.id,
    author: m.author,
    // The name only: the staff member's address is not shown to buyers.
    staffName:
      m.author === 'staff' && m.staffUser && typeof m.staffUser === 'object'
        ? ((m.staffUser as User).name?.trim() ?? '')
        : '',
    body: m.body,
    createdAt: m.createdAt,
    files: files.get(m.id) ?? [],
  }))
}

/**
 * A signed-in buyer's own inquiry (one linked to the account), or null: someone else's, or none
 * with that id, which the page answers alike (404).
 */
export async function ownInquiry(
  payload: Payload,
  buyer: number,
  rawId: string | number,
): Promise<Inquiry | null> {
  const id = String(rawId)
  if (!/^[1-9]\d{0,9}$/.test(id)) return null
  const inquiry = await payload
    .findByID({ collection: 'inquiries', id: Number(id), depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!inquiry) return null
  const owner = relationId(inquiry.buyer)
  return owner === buyer ? inquiry : null
}

/** One step of the inquiry's life as the buyer sees it. */
export type BuyerEvent =
  | { at: string; kind: 'received' }
  | { at: string; kind: 'status'; status: string }
  | { at: string; kind: 'quotation-sent'; number: string }

/**
 * What happened to the inquiry that concerns the buyer: its arrival, the statuses it went
 * through (Spam and staff notes are staff's business) and the quotations sent, oldest first.
 */
export async function buyerHistory(payload: Payload, inquiry: Inquiry): Promise<BuyerEvent[]> {
  const { docs } = await payload.find({
    collection: 'inquiry-events',
    where: {
      and: [
        { inquiry: { equals: inquiry.id } },
        {
          kind: {
            in: [
              'status',
              'quotation-sent',
              'quotation-revised',
              'accepted',
              'declined',
              'expired',
              'withdrawn',
            ],
          },
        },
      ],
    },
    sort: 'at',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  const events: BuyerEvent[] = [{ at: inquiry.createdAt, kind: 'received' }]
  for (const event of docs) {
    if (event.kind === 'quotation-sent' || event.kind === 'quotation-revised') {
      events.push({
        at: event.at,
        kind: 'quotation-sent',
        number: (event.note ?? '').split(':')[0],
      })
      continue
    }
    const status = event.to ?? event.kind
    if (!status || status === 'spam' || status === 'new') continue
    // The same status twice in a row (a quotation sent while already Quoted) is said once.
    const last = events.at(-1)
    if (last?.kind === 'status' && last.status === status) continue
    events.push({ at: event.at, kind: 'status', status })
  }
  return events
}

/** A quotation as the buyer's inquiry page lists it, with whether it can still be answered. */
export type BuyerQuotation = {
  quotation: Quotation
  state: 'open' | 'accepted' | 'declined' | 'expired' | 'superseded'
}

/** The inquiry's quotations that were sent to the buyer (not drafts), newest first. */
export async function buyerQuotations(
  payload: Payload,
  inquiry: number,
  now = new Date(),
): Promise<BuyerQuotation[]> {
  const { docs } = await payload.find({
    collection: 'quotations',
    where: {
      and: [{ inquiry: { equals: inquiry } }, { status: { in: [...buyerQuotationStatuses] } }],
    },
    sort: '-sentAt',
    limit: 50,
    depth: 1,
    overrideAccess: true,
  })
  return docs.map((quotation) => ({
    quotation,
    state:
      quotation.status === 'sent'
        ? lapsed(quotation, now)
          ? 'expired'
          : 'open'
        : (quotation.status as BuyerQuotation['state']),
  }))
}

/**
 * The buyer's message to the team (through the conversation's link or the account's page):
 * its files (checked by the caller with readAttachmentParts) written first, then the message
 * kept with their rows, recorded in the history and emailed to the salesperson by the
 * collection's hooks. Files that cannot be written throw AttachmentsNotSaved and nothing is
 * stored. The caller has checked the text (cleanMessageBody) and that the conversation is open.
 */
export async function postBuyerMessage(
  payload: Payload,
  inquiry: Pick<Inquiry, 'id' | 'buyer'>,
  body: string,
  files: AttachmentPart[] = [],
): Promise<InquiryMessage> {
  const attached: MessageFiles = {
    files: await writeAttachmentFiles(files),
    side: 'buyer',
    buyerId: relationId(inquiry.buyer),
  }
  const doc = await payload
    .create({
      collection: 'inquiry-messages',
      data: { inquiry: inquiry.id, body, author: 'buyer' },
      context: { [CONVERSATION_BUYER]: true, [MESSAGE_FILES]: attached },
      overrideAccess: true,
      depth: 0,
    })
    .catch(async (error: unknown) => {
      await removeAttachmentFiles(attached.files)
      throw error
    })
  await conversationEmailsQueued()
  return doc
}
