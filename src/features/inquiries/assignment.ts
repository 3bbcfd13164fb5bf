import { inArray, max, sql } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionAfterChangeHook, Payload } from 'payload'
import { queueEmail } from '@/features/email'
import { logger } from '@/lib/logger'
import { siteUrl } from '@/lib/site-url'
import type { Drizzle } from '@/lib/sql'
import type { Inquiry, SalesSetting, User } from '@/payload-types'
import { assignmentEmail } from './emails'
import { relationId } from '@/lib/relation-id'

/**
 * Who gets a new inquiry (Sales settings → Assign new inquiries, docs/sales.md), and the email
 * that tells a salesperson an inquiry is now theirs.
 */

export type Assignee = { id: number; email: string; name: string }

/** What was decided before the write; the turn itself is taken inside it (chooseAssignee). */
export type AssignmentPlan = {
  /** The category's salesperson, when one is set and available. */
  mapped: Assignee | null
  /** Whose turn it may be: active sales users, or admins when there is no sales user. */
  pool: Assignee[]
}

const asAssignee = (u: Pick<User, 'id' | 'email' | 'name'>): Assignee => ({
  id: u.id,
  email: u.email,
  name: u.name?.trim() || u.email,
})

/**
 * The next in turn: someone never assigned an inquiry first (lowest id first), else the one
 * whose last assignment is oldest. `lastAssigned`: id → ISO time of their newest assignment.
 */
export function pickInTurn(
  candidates: readonly number[],
  lastAssigned: ReadonlyMap<number, string>,
): number | null {
  let best: number | null = null
  let bestAt = Infinity
  for (const id of [...candidates].sort((a, b) => a - b)) {
    const iso = lastAssigned.get(id)
    const at = iso ? Date.parse(iso) : -Infinity
    if (best === null || at < bestAt) {
      best = id
      bestAt = at
    }
  }
  return best
}

export async function salesSettings(payload: Payload): Promise<SalesSetting> {
  return payload.findGlobal({ slug: 'sales-settings', depth: 0, overrideAccess: true })
}

/** The product slug whose category decides: the inquiry's product or its first quote line's. */
function productSlug(data: Pick<Inquiry, 'product' | 'lineItems'>): string | null {
  return data.product || data.lineItems?.[0]?.product || null
}

/** Null when assignment is off; else who may get the inquiry. */
export async function planAssignment(
  payload: Payload,
  data: Pick<Inquiry, 'product' | 'lineItems'>,
): Promise<AssignmentPlan | null> {
  const settings = await salesSettings(payload)
  if (settings.assignment === 'off') return null
  const away = new Set((settings.away ?? []).map(relationId))
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { in: ['admin', 'sales'] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { email: true, name: true, role: true },
  })
  const active = docs.filter((u) => !away.has(u.id))
  const sales = active.filter((u) => u.role === 'sales')
  const pool = (sales.length ? sales : active.filter((u) => u.role === 'admin')).map(asAssignee)

  let mapped: Assignee | null = null
  const slug = settings.assignment === 'category' ? productSlug(data) : null
  if (slug && settings.categoryAssignees?.length) {
    const product = await payload.find({
      collection: 'products',
      where: { slug: { equals: slug } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      select: { category: true },
    })
    const category = relationId(product.docs[0]?.category)
    const row = settings.categoryAssignees.find((r) => relationId(r.category) === category)
    const person = row && active.find((u) => u.id === relationId(row.assignee))
    if (person) mapped = asAssignee(person)
  }
  return { mapped, pool }
}

// Any constant shared by every instance: the PostgreSQL lock that takes turns one at a time.
const TURN_LOCK = 2_903_417

/**
 * Takes the turn, inside the transaction that stores the inquiry.
 *
 * Fair and race-safe: rather than a counter (which skips or repeats people whenever someone
 * joins, leaves or goes on leave), the turn goes to whoever's last assignment is oldest, read
 * from the inquiries themselves. Two inquiries at the same moment must not both see the same
 * "oldest": on PostgreSQL a transaction-scoped advisory lock makes concurrent assignments wait
 * for each other (it is released at commit, after which the next one reads the new row); on
 * SQLite every write of the process already runs one at a time (serialWrite), and the choice is
 * made inside that turn.
 */
export async function chooseAssignee(
  plan: AssignmentPlan | null,
  db: Drizzle,
  tables: Record<string, Drizzle>,
  sqlite: boolean,
): Promise<Assignee | null> {
  if (!plan) return null
  if (plan.mapped) return plan.mapped
  if (plan.pool.length === 0) return null
  if (plan.pool.length === 1) return plan.pool[0]
  if (!sqlite) await db.execute(sql`select pg_advisory_xact_lock(${TURN_LOCK})`)
  const t = tables.inquiries
  const rows: { id: number | null; last: string | null }[] = await db
    .select({ id: t.assignedTo, last: max(t.createdAt) })
    .from(t)
    .where(
      inArray(
        t.assignedTo,
        plan.pool.map((p) => p.id),
      ),
    )
    .groupBy(t.assignedTo)
  const last = new Map(
    rows
      .filter((r) => r.id !== null && r.last)
      .map((r) => [Number(r.id), new Date(r.last!).toISOString()]),
  )
  const id = pickInTurn(
    plan.pool.map((p) => p.id),
    last,
  )
  return plan.pool.find((p) => p.id === id) ?? null
}

/** Staff changing the assignee: the new one is emailed, unless they took the inquiry themselves. */
export const notifyNewAssignee: CollectionAfterChangeHook<Inquiry> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update') return doc
  const next = relationId(doc.assignedTo)
  if (next === null || next === relationId(previousDoc?.assignedTo)) return doc
  const user = req.user as (User & { collection?: string }) | null
  if (user?.collection === 'users' && user.id === next) return doc
  const person = await req.payload
    .findByID({ collection: 'users', id: next, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!person) return doc
  const email = {
    ...assignmentEmail(doc, siteUrl(), {
      assignee: asAssignee(person).name,
      by: user?.collection === 'users' ? user.name?.trim() || user.email : null,
    }),
    to: person.email,
    replyTo: doc.email,
    kind: 'inquiry-assignment' as const,
    inquiry: doc.id,
  }
  // Queued once the change is committed, not awaited: on PostgreSQL the email's row (which
  // refers to the inquiry) would otherwise wait for the very transaction that waits for it. If
  // the change is rolled back, the email goes with it (the reference fails).
  void queueEmail(req.payload, email).catch((error) =>
    logger.error({ error: String(error), inquiry: doc.id }, 'assignment email not queued'),
  )
  return doc
}
