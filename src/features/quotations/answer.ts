import type { Payload } from 'payload'
import { queueEmail } from '@/features/email'
import { recordInquiryEvent } from '@/features/inquiries'
import { logger } from '@/lib/logger'
import type { Inquiry, Quotation } from '@/payload-types'
import { QUOTATION_SYSTEM } from './constants'
import { answerEmail, salespersonEmail } from './emails'
import { quotationByToken, quotationPath } from './link'

/** What a buyer's link shows. */
export type QuotationView =
  | { state: 'open' | 'accepted' | 'declined' | 'expired'; quotation: Quotation; inquiry: Inquiry }
  | { state: 'superseded'; quotation: Quotation; inquiry: Inquiry; current: Quotation | null }

/** Past its validity date (the end of that day, UTC)? */
export function lapsed(quotation: Pick<Quotation, 'validUntil'>, now = new Date()): boolean {
  if (!quotation.validUntil) return false
  const end = new Date(quotation.validUntil)
  end.setUTCHours(23, 59, 59, 999)
  return end.getTime() < now.getTime()
}

/** The newest sent revision after this one (links go on working to show the newest). */
async function currentRevision(payload: Payload, quotation: Quotation): Promise<Quotation | null> {
  let next = quotation.supersededBy
  let found: Quotation | null = null
  for (let hops = 0; next && hops < 50; hops++) {
    const id = typeof next === 'object' ? next.id : next
    found = await payload.findByID({ collection: 'quotations', id, depth: 1, overrideAccess: true })
    next = found.supersededBy
  }
  return found
}

/** The quotation behind a link and what the buyer may do with it; null for no such link. */
export async function viewQuotation(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<QuotationView | null> {
  const quotation = await quotationByToken(payload, token)
  if (!quotation || quotation.status === 'draft') return null
  const inquiry =
    typeof quotation.inquiry === 'object'
      ? quotation.inquiry
      : await payload.findByID({
          collection: 'inquiries',
          id: quotation.inquiry,
          depth: 0,
          overrideAccess: true,
        })
  if (quotation.status === 'superseded')
    return {
      state: 'superseded',
      quotation,
      inquiry,
      current: await currentRevision(payload, quotation),
    }
  if (quotation.status === 'sent')
    return { state: lapsed(quotation, now) ? 'expired' : 'open', quotation, inquiry }
  return { state: quotation.status, quotation, inquiry }
}

/** The link of the newest revision, for a superseded one's page. */
export const currentPath = (view: QuotationView) =>
  view.state === 'superseded' && view.current?.sentAt
    ? quotationPath(view.inquiry.locale as never, view.current)
    : null

export type AnswerOutcome =
  | { status: 'accepted' | 'declined'; view: QuotationView }
  | { status: 'not-found' }
  | { status: 'gone'; view: QuotationView }

/**
 * The buyer accepts or declines a sent quotation through its link: the quotation and the
 * inquiry take the answer, the history records it (actor: buyer), and the salesperson is
 * emailed at once. A link that no longer works (answered, superseded, expired) changes nothing.
 */
export async function answerQuotation(
  payload: Payload,
  token: string,
  answer: 'accept' | 'decline',
  reason: string | null,
  { siteUrl, now = new Date(), onQueued }: { siteUrl: string; now?: Date; onQueued?: () => void },
): Promise<AnswerOutcome> {
  const view = await viewQuotation(payload, token, now)
  if (!view) return { status: 'not-found' }
  if (view.state !== 'open') return { status: 'gone', view }
  const status = answer === 'accept' ? 'accepted' : 'declined'
  // Only a quotation still "sent" takes the answer: a second post (or a race) finds none.
  const { docs } = await payload.update({
    collection: 'quotations',
    where: { and: [{ id: { equals: view.quotation.id } }, { status: { equals: 'sent' } }] },
    data: { status, answeredAt: now.toISOString(), answerNote: reason },
    context: { [QUOTATION_SYSTEM]: true },
    overrideAccess: true,
    depth: 0,
  })
  if (docs.length !== 1) return { status: 'gone', view: (await viewQuotation(payload, token))! }
  const quotation = { ...view.quotation, ...docs[0], inquiry: view.inquiry }
  const { inquiry } = view
  await payload.update({
    collection: 'inquiries',
    id: inquiry.id,
    data: { status },
    context: { inquiryEventRecorded: true },
    overrideAccess: true,
  })
  await recordInquiryEvent(payload, {
    inquiry: inquiry.id,
    kind: status,
    actor: 'buyer',
    from: inquiry.status,
    to: status,
    note: [quotation.number, reason].filter(Boolean).join(': '),
  })
  await queueEmail(payload, {
    ...answerEmail(quotation, inquiry, status, reason, siteUrl),
    to: await salespersonEmail(payload, inquiry),
    replyTo: inquiry.email,
    kind: 'sales-notification',
  })
  onQueued?.()
  logger.info({ quotation: quotation.id, answer: status }, 'quotation answered')
  return { status, view: { state: status, quotation, inquiry } }
}
