import { randomBytes } from 'node:crypto'
import { and, eq, inArray, max } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import type { NewEmail } from '@/features/email'
import { logger } from '@/lib/logger'
import { serialWrite, sqlDb, type Drizzle } from '@/lib/sql'
import { defaultLocale, type Locale } from '@/i18n/locales'
import type { Inquiry } from '@/payload-types'
import type { Assignee } from './assignment'
import { NOBODY, recordInquiryEvent } from './history'

/**
 * The write path of an inquiry, measured by `npm run bench`: the inquiry, its line items and its
 * outbox emails are inserted with single SQL statements instead of three Local API creates, each
 * a transaction with hooks and a read-back. The input is already validated by the zod schema;
 * Payload reads these rows like any other.
 *
 * All or nothing: the rows of one inquiry are written in one transaction, so a crash, a killed
 * process or a lost database connection leaves either the whole inquiry (with its line items
 * and both emails queued) or nothing of it (tests/e2e/faults.e2e.ts kills the server while
 * inquiries are written). PostgreSQL: a transaction on one pooled connection. SQLite: one
 * `batch` (BEGIN … COMMIT run in one go on the shared connection; a libsql `transaction` would
 * open a new connection without the busy timeout), with the id chosen beforehand because the
 * emails quote it.
 */

const rowId = () => randomBytes(12).toString('hex')

export type InquiryInsert = Omit<Inquiry, 'id' | 'createdAt' | 'updatedAt'>

type Stored = { inquiry: Inquiry; emails: number; renderError?: unknown }

/** A primary-key clash on SQLite: another writer took the id read just before. */
function idTaken(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never)
    if (typeof e.code === 'string' && /^SQLITE_CONSTRAINT(_PRIMARYKEY|_UNIQUE)?$/.test(e.code))
      return true
  return false
}

/**
 * Stores an inquiry and, in the same transaction, the emails `render` makes from it and the rows
 * of its attached files (`attachments`: written to disk beforehand, see
 * src/features/attachments/store.ts). A failing renderer costs the emails (logged by the
 * caller), never the inquiry. `assign` picks the assignee inside the transaction
 * (./assignment.ts); a failure to pick leaves it unassigned.
 */
export async function insertInquiry(
  payload: Payload,
  data: InquiryInsert,
  render: (inquiry: Inquiry, assignee: Assignee | null) => NewEmail[],
  assign?: (
    db: Drizzle,
    tables: Record<string, Drizzle>,
    sqlite: boolean,
  ) => Promise<Assignee | null>,
  attachments?: (inquiryId: number) => Record<string, unknown>[],
): Promise<Stored> {
  const { drizzle, tables, sqlite } = sqlDb(payload)
  const now = new Date().toISOString()
  const { lineItems, ...fields } = data
  let row: Omit<InquiryInsert, 'lineItems'> = fields
  let assignee: Assignee | null = null
  const chooseAssignee = async (db: Drizzle) => {
    assignee = null
    if (!assign) return
    try {
      // PostgreSQL: in a savepoint, so that a failed statement does not end the transaction.
      assignee = sqlite
        ? await assign(db, tables, sqlite)
        : await db.transaction((sp: Drizzle) => assign(sp, tables, sqlite))
    } catch (error) {
      logger.error({ error: String(error) }, 'inquiry not assigned')
    }
    row = { ...fields, assignedTo: assignee?.id ?? null }
  }
  const items = (lineItems ?? []).map((item) => ({ ...item, id: rowId() }))
  const itemRows = (id: number) =>
    items.map((item, i) => ({ ...item, _order: i + 1, _parentID: id }))

  /** The stored inquiry as Payload would read it, and its email rows. */
  const compose = (id: number) => {
    const inquiry = {
      ...row,
      lineItems: items,
      id,
      createdAt: now,
      updatedAt: now,
    } as Inquiry
    let emails: NewEmail[] = []
    let renderError: unknown
    try {
      emails = render(inquiry, assignee)
    } catch (error) {
      renderError = error
    }
    const emailRows = emails.map((e) => ({
      ...e,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    }))
    return { inquiry, emailRows, renderError }
  }

  const stored: Stored = sqlite ? await insertOnSqlite() : await insertOnPostgres()
  // The automatic assignment in the history (after the commit: a failure here costs the entry,
  // never the inquiry).
  const chosen = assignee as Assignee | null
  if (chosen)
    await recordInquiryEvent(payload, {
      inquiry: stored.inquiry.id,
      kind: 'assigned',
      actor: 'system',
      from: NOBODY,
      to: chosen.name,
      at: new Date(now),
    }).catch((error) =>
      logger.error({ error: String(error), inquiry: stored.inquiry.id }, 'assignment not recorded'),
    )
  return stored

  function insertOnPostgres(): Promise<Stored> {
    return drizzle.transaction(async (tx: Drizzle) => {
      await chooseAssignee(tx)
      const [{ id }] = await tx
        .insert(tables.inquiries)
        .values({ ...row, createdAt: now, updatedAt: now })
        .returning({ id: tables.inquiries.id })
      const { inquiry, emailRows, renderError } = compose(id)
      if (items.length) await tx.insert(tables.inquiries_line_items).values(itemRows(id))
      const files = attachments?.(id) ?? []
      if (files.length) await tx.insert(tables.attachments).values(files)
      if (emailRows.length) await tx.insert(tables.emails).values(emailRows)
      return { inquiry, emails: emailRows.length, renderError }
    })
  }

  function insertOnSqlite(): Promise<Stored> {
    return serialWrite(sqlite, async (): Promise<Stored> => {
      await chooseAssignee(drizzle)
      for (let attempt = 1; ; attempt++) {
        const [last] = await drizzle.select({ id: max(tables.inquiries.id) }).from(tables.inquiries)
        const id = Number(last?.id ?? 0) + 1
        const { inquiry, emailRows, renderError } = compose(id)
        const statements = [
          drizzle.insert(tables.inquiries).values({ ...row, id, createdAt: now, updatedAt: now }),
        ]
        if (items.length)
          statements.push(drizzle.insert(tables.inquiries_line_items).values(itemRows(id)))
        const files = attachments?.(id) ?? []
        if (files.length) statements.push(drizzle.insert(tables.attachments).values(files))
        if (emailRows.length) statements.push(drizzle.insert(tables.emails).values(emailRows))
        try {
          await drizzle.batch(statements)
          return { inquiry, emails: emailRows.length, renderError }
        } catch (error) {
          if (attempt < 5 && idTaken(error)) continue
          throw error
        }
      }
    })
  }
}

/**
 * Catalogue names of the given published products' slugs, in English (as the sales team reads
 * them) or in `locale` (unknown slugs, drafts never published and, in another language, products
 * without a name in it are missing from the map).
 */
export async function catalogueNames(
  payload: Payload,
  slugs: string[],
  locale: Locale = defaultLocale,
): Promise<Map<string, string>> {
  const { drizzle, tables } = sqlDb(payload)
  const t = tables.products
  const texts = tables.products_locales
  const rows: { slug: string; name: string }[] = await drizzle
    .select({ slug: t.slug, name: texts.name })
    .from(t)
    .innerJoin(texts, and(eq(texts._parentID, t.id), eq(texts._locale, locale)))
    .where(and(inArray(t.slug, [...new Set(slugs)]), eq(t._status, 'published')))
  return new Map(rows.filter((r) => r.name?.trim()).map((r) => [r.slug, r.name]))
}
