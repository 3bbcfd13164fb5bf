import { randomBytes } from 'node:crypto'
import { inArray } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import type { NewEmail } from '@/features/email/outbox'
import { serialWrite, sqlDb, type Drizzle } from '@/lib/sql'
import type { Inquiry } from '@/payload-types'

/**
 * The write path of an inquiry, measured by `npm run bench`: the inquiry, its line items and its
 * outbox emails are inserted with single SQL statements (one transaction on PostgreSQL) instead
 * of three Local API creates, each a transaction with hooks and a read-back. The input is
 * already validated by the zod schema; Payload reads these rows like any other.
 */

const rowId = () => randomBytes(12).toString('hex')

export type InquiryInsert = Omit<Inquiry, 'id' | 'createdAt' | 'updatedAt'>

/**
 * Stores an inquiry and, in the same transaction, the emails `render` makes from it. A failing
 * renderer costs the emails (logged by the caller), never the inquiry.
 */
export async function insertInquiry(
  payload: Payload,
  data: InquiryInsert,
  render: (inquiry: Inquiry) => NewEmail[],
): Promise<{ inquiry: Inquiry; emails: number; renderError?: unknown }> {
  const { drizzle, tables, sqlite } = sqlDb(payload)
  const now = new Date().toISOString()
  const { lineItems, ...row } = data
  // A quote's line items go in one transaction with it on PostgreSQL. Otherwise the statements
  // run in order without one: the inquiry row is stored first, then its emails. (On SQLite writes
  // already run one at a time here, and a libsql transaction opens a new connection each time.)
  const within = (fn: (tx: Drizzle) => Promise<unknown>) =>
    sqlite || !lineItems?.length ? fn(drizzle) : drizzle.transaction(fn)
  return serialWrite(
    sqlite,
    () =>
      within(async (tx: Drizzle) => {
        const [{ id }] = await tx
          .insert(tables.inquiries)
          .values({ ...row, createdAt: now, updatedAt: now })
          .returning({ id: tables.inquiries.id })
        const items = (lineItems ?? []).map((item) => ({ ...item, id: rowId() }))
        if (items.length)
          await tx
            .insert(tables.inquiries_line_items)
            .values(items.map((item, i) => ({ ...item, _order: i + 1, _parentID: id })))
        const inquiry = { ...data, lineItems: items, id, createdAt: now, updatedAt: now } as Inquiry
        let emails: NewEmail[] = []
        let renderError: unknown
        try {
          emails = render(inquiry)
        } catch (error) {
          renderError = error
        }
        if (emails.length)
          await tx.insert(tables.emails).values(
            emails.map((e) => ({
              ...e,
              status: 'queued',
              attempts: 0,
              nextAttemptAt: now,
              createdAt: now,
              updatedAt: now,
            })),
          )
        return { inquiry, emails: emails.length, renderError }
      }) as Promise<{ inquiry: Inquiry; emails: number; renderError?: unknown }>,
  )
}

/** Catalogue names of the given product slugs (unknown slugs are missing from the map). */
export async function catalogueNames(
  payload: Payload,
  slugs: string[],
): Promise<Map<string, string>> {
  const { drizzle, tables } = sqlDb(payload)
  const t = tables.products
  const rows: { slug: string; name: string }[] = await drizzle
    .select({ slug: t.slug, name: t.name })
    .from(t)
    .where(inArray(t.slug, [...new Set(slugs)]))
  return new Map(rows.map((r) => [r.slug, r.name]))
}
