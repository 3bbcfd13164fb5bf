import {
  APIError,
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'
import {
  deleteMessageAttachments,
  insertAttachmentRows,
  type WrittenAttachment,
} from '@/features/attachments'
import { queueEmail } from '@/features/email'
import { inquiryReference, recordInquiryEvent, staffUserId } from '@/features/inquiries'
import { salespersonEmail } from '@/features/quotations'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import { logger } from '@/lib/logger'
import { singleton } from '@/lib/singleton.mjs'
import { siteUrl } from '@/lib/site-url'
import type { Inquiry, InquiryMessage, User } from '@/payload-types'
import { cleanMessageBody } from './body'
import { CONVERSATION_BUYER, isClosed, MESSAGE_FILES, MESSAGE_MAX } from './constants'
import { buyerMessageEmail, staffMessageEmail } from './emails'
import { accountInquiryPath, conversationPath } from './link'
import { relationId } from '@/lib/relation-id'

/**
 * Who wrote a new message is never taken from what was sent: the site's own buyer routes mark
 * theirs (context), anything else is a reply from the staff member signed in. The text is
 * cleaned (plain text, trimmed) and checked here, for the REST API and the site alike.
 */
export const fillMessage: CollectionBeforeValidateHook = ({ data, operation, req, context }) => {
  if (operation !== 'create' || !data) return data
  if (context?.[CONVERSATION_BUYER]) {
    data.author = 'buyer'
    data.staffUser = null
  } else {
    const staff = staffUserId(req)
    if (staff === null) throw new APIError('Only staff reply from the admin.', 403)
    data.author = 'staff'
    data.staffUser = staff
  }
  const clean = cleanMessageBody(data.body)
  if (!clean.ok)
    throw new ValidationError({
      collection: 'inquiry-messages',
      errors: [
        {
          path: 'body',
          message:
            clean.error === 'empty'
              ? 'Write a message first.'
              : `A message is at most ${MESSAGE_MAX} characters.`,
        },
      ],
    })
  data.body = clean.body
  return data
}

/** No message to an inquiry that does not exist, or whose conversation is closed. */
export const refuseClosed: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const id = relationId(data.inquiry)
  const inquiry =
    id === null
      ? null
      : await req.payload
          .findByID({ collection: 'inquiries', id, depth: 0, overrideAccess: true, req })
          .catch(() => null)
  if (!inquiry) throw new APIError('No such inquiry.', 404)
  if (isClosed(inquiry.status))
    throw new APIError(
      `This inquiry is marked ${inquiry.status === 'spam' ? 'Spam' : 'Withdrawn'}: its conversation is closed.`,
      409,
    )
  return data
}

/** The files sent with a new message (context MESSAGE_FILES), written by the caller. */
export type MessageFiles = {
  files: WrittenAttachment[]
  side: 'buyer' | 'staff'
  buyerId: number | null
}

// Emails queued after a message, until they are in the outbox (see `conversationEmailsQueued`).
const pending = singleton('conversations.pending', () => new Set<Promise<unknown>>())

/** Resolves once every email queued by the messages written so far is in the outbox. */
export async function conversationEmailsQueued(): Promise<void> {
  await Promise.allSettled([...pending])
}

function queueLater(payload: PayloadRequest['payload'], email: Parameters<typeof queueEmail>[1]) {
  // Queued once the message is committed, not awaited: on PostgreSQL the email's row (which
  // refers to the inquiry) would otherwise wait for the very transaction that waits for it.
  const queued = queueEmail(payload, email).catch((error) =>
    logger.error({ error: String(error), inquiry: email.inquiry }, 'conversation email not queued'),
  )
  pending.add(queued)
  void queued.finally(() => pending.delete(queued))
}

/**
 * After a new message: its entry in the inquiry's history, and the email to the other side. A
 * staff reply to a New inquiry is its first response: the inquiry moves on to In review, as if
 * staff had changed the status, which records the first response (the fact the public reply
 * time is computed from) and the change in the history.
 */
export const afterMessage: CollectionAfterChangeHook<InquiryMessage> = async ({
  doc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'create') return doc
  const { payload } = req
  // The files sent with it (on disk already): their rows first, in the message's own write.
  const attached = context?.[MESSAGE_FILES] as MessageFiles | undefined
  const written = attached?.files ?? []
  if (attached && written.length) {
    try {
      await insertAttachmentRows(
        payload,
        written,
        {
          inquiryId: relationId(doc.inquiry)!,
          messageId: doc.id,
          buyerId: attached.buyerId,
          side: attached.side,
        },
        req,
      )
    } catch (error) {
      // PostgreSQL takes the message back with the transaction; SQLite writes without one here,
      // so the message goes explicitly: never a message whose files were lost.
      if (!(req.transactionID && (await req.transactionID)))
        await payload
          .delete({ collection: 'inquiry-messages', id: doc.id, overrideAccess: true, req })
          .catch((e: unknown) => logger.error({ error: String(e) }, 'message not taken back'))
      throw error
    }
  }
  // Named in the email.
  const files = written.map((f) => f.part.name)
  const inquiry: Inquiry = await payload.findByID({
    collection: 'inquiries',
    id: relationId(doc.inquiry)!,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const excerpt = doc.body.length > 200 ? `${doc.body.slice(0, 200)}…` : doc.body
  const site = siteUrl()
  if (doc.author === 'buyer') {
    await recordInquiryEvent(
      payload,
      { inquiry: inquiry.id, kind: 'message', actor: 'buyer', note: excerpt },
      req,
    )
    queueLater(payload, {
      ...buyerMessageEmail(inquiry, doc.body, site, files),
      to: await salespersonEmail(payload, inquiry),
      replyTo: inquiry.email,
      kind: 'conversation',
      inquiry: inquiry.id,
    })
    logger.info({ inquiry: inquiry.id, message: doc.id }, 'buyer message received')
    return doc
  }
  const staff = relationId(doc.staffUser)
  if (inquiry.status === 'new')
    await payload.update({
      collection: 'inquiries',
      id: inquiry.id,
      data: { status: 'in-review' },
      overrideAccess: true,
      depth: 0,
      req,
    })
  await recordInquiryEvent(
    payload,
    { inquiry: inquiry.id, kind: 'message', by: staff, note: excerpt },
    req,
  )
  const user = (req.user as User | null) ?? null
  const locale = isLocale(inquiry.locale) ? inquiry.locale : defaultLocale
  const author = user?.name?.trim() || serverTranslator(locale, 'conversation')('thread.team')
  queueLater(payload, {
    ...staffMessageEmail(
      inquiry,
      { body: doc.body, author, files },
      {
        conversation: `${site}${conversationPath(locale, inquiry)}`,
        account: inquiry.buyer ? `${site}${accountInquiryPath(locale, inquiry.id)}` : null,
      },
    ),
    to: inquiry.email,
    replyTo: user?.email ?? null,
    kind: 'conversation',
    inquiry: inquiry.id,
  })
  logger.info(
    { inquiry: inquiry.id, message: doc.id, ref: inquiryReference(inquiry.id) },
    'staff reply sent',
  )
  return doc
}

/** A message deleted (admins only) takes its files with it (records and bytes). */
export const deleteMessageFiles: CollectionBeforeDeleteHook = ({ req, id }) =>
  deleteMessageAttachments(req.payload, Number(id), req)
