import { and, eq, inArray, lt, lte, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { serialWrite, sqlDb } from '@/lib/sql'
import type { Email } from '@/payload-types'
import type { MailAttachment } from './transport'

/** Up to `limit` due emails (queued and due, or stuck in sending), claimed in one statement. */
export async function claimDueEmails(
  payload: Payload,
  now: Date,
  staleBefore: Date,
  limit: number,
): Promise<Email[]> {
  const { drizzle, tables, sqlite } = sqlDb(payload)
  const t = tables.emails
  const due = or(
    and(eq(t.status, 'queued'), lte(t.nextAttemptAt, now.toISOString())),
    and(eq(t.status, 'sending'), lt(t.updatedAt, staleBefore.toISOString())),
  )
  return serialWrite(sqlite, async () => {
    const candidates: { id: number }[] = await drizzle
      .select({ id: t.id })
      .from(t)
      .where(due)
      .orderBy(t.nextAttemptAt)
      .limit(limit)
    if (candidates.length === 0) return []
    // The status check in the update makes the claim safe when several instances poll.
    return drizzle
      .update(t)
      .set({ status: 'sending', updatedAt: new Date().toISOString() })
      .where(
        and(
          inArray(
            t.id,
            candidates.map((c) => c.id),
          ),
          due,
        ),
      )
      .returning()
  })
}

/**
 * Renews the claim on one message just before it is sent: true while it is still this worker's
 * (in "sending" with the stamp `claimedAt`). A batch sent to a slow mail server can outlast
 * STALE_SENDING_MS; another worker may then have taken over the messages not reached yet, and
 * this one must leave them alone rather than send them a second time.
 */
export async function renewClaim(
  payload: Payload,
  id: number,
  claimedAt: string,
): Promise<boolean> {
  const { drizzle, tables, sqlite } = sqlDb(payload)
  const t = tables.emails
  const renewed: { id: number }[] = await serialWrite(sqlite, () =>
    drizzle
      .update(t)
      .set({ updatedAt: new Date().toISOString() })
      .where(and(eq(t.id, id), eq(t.status, 'sending'), eq(t.updatedAt, claimedAt)))
      .returning({ id: t.id }),
  )
  return renewed.length === 1
}

/** Records the outcome of one delivery attempt. */
export async function settleEmail(
  payload: Payload,
  id: number,
  patch: Partial<
    Pick<Email, 'status' | 'attempts' | 'sentAt' | 'messageId' | 'lastError' | 'nextAttemptAt'>
  >,
): Promise<void> {
  const { drizzle, tables, sqlite } = sqlDb(payload)
  await serialWrite(sqlite, () =>
    drizzle
      .update(tables.emails)
      .set({ ...patch, updatedAt: new Date().toISOString() })
      .where(eq(tables.emails.id, id)),
  )
}

/** A file as the outbox keeps it: its bytes in base64, beside its name and type. */
export type StoredAttachment = { filename: string; contentType: string; base64: string }

const storedAttachment = (a: MailAttachment): StoredAttachment => ({
  filename: a.filename,
  contentType: a.contentType,
  base64: a.content.toString('base64'),
})

/** The files stored with a message, ready to send (none when the column holds anything else). */
export function attachmentsOf(email: Pick<Email, 'attachments'>): MailAttachment[] {
  const raw =
    typeof email.attachments === 'string' ? JSON.parse(email.attachments) : email.attachments
  if (!Array.isArray(raw)) return []
  return (raw as StoredAttachment[])
    .filter((a) => a && typeof a.base64 === 'string' && typeof a.filename === 'string')
    .map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.base64, 'base64'),
    }))
}

/** Puts one message in the outbox, due now. */
export async function queueEmail(
  payload: Payload,
  email: {
    to: string
    subject: string
    text: string
    html?: string | null
    kind: Email['kind']
    replyTo?: string | null
    /** The inquiry the email is about. */
    inquiry?: number | null
    /** One-click unsubscribe URL (List-Unsubscribe and List-Unsubscribe-Post headers). */
    listUnsubscribe?: string | null
    /** Files sent with the message, kept with it (base64) until it is delivered and after. */
    attachments?: MailAttachment[]
  },
): Promise<void> {
  const { drizzle, tables, sqlite } = sqlDb(payload)
  const now = new Date().toISOString()
  const { attachments, ...fields } = email
  await serialWrite(sqlite, () =>
    drizzle.insert(tables.emails).values({
      ...fields,
      attachments: attachments?.length ? attachments.map(storedAttachment) : null,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    }),
  )
}
