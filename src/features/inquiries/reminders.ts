import { and, eq, isNull } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import type { NewEmail } from '@/features/email'
import { env } from '@/lib/env'
import { runLeased, startPeriodicJob, stopPeriodicJob } from '@/lib/job-lease'
import { logger } from '@/lib/logger'
import { siteUrl as defaultSiteUrl } from '@/lib/site-url'
import { serialWrite, sqlDb, type Drizzle } from '@/lib/sql'
import type { Inquiry, User } from '@/payload-types'
import { salesSettings } from './assignment'
import { reminderEmail } from './emails'
import { defaultWorkingWeek, workingMinutesBetween, type WorkingWeek } from './working-hours'
import { relationId } from '@/lib/relation-id'

/**
 * Reply reminders (docs/sales.md): an inquiry that is not spam and has no first reply
 * (firstResponseAt, the same fact the public response time is computed from) after the set
 * number of working hours reminds its assignee once (reminderSentAt); after twice as many, the
 * admins once (escalatedAt). Each step is stamped on the inquiry with a conditional UPDATE in
 * the same transaction as its emails, so a second run, or a second instance, sends nothing
 * again; the job's lease in `scheduled-jobs` keeps two instances from scanning at once.
 */

export const JOB_NAME = 'inquiry-reminders'
/** How often each instance looks for inquiries to chase. */
export const TICK_MS = 5 * 60_000
/** How long a claimed run may take before another instance may take over. */
export const LEASE_MS = 10 * 60_000
/** Older inquiries are left alone: nobody needs a reminder about last quarter's spam. */
export const LOOKBACK_DAYS = 30

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

export type ReminderReport = { reminded: number; escalated: number }

type Step = 'reminderSentAt' | 'escalatedAt'

const label = (u: Pick<User, 'name' | 'email'>) => u.name?.trim() || u.email

/**
 * Stamps one step on the inquiry and queues its emails, both or neither; false when the step
 * was taken already, or the inquiry got its reply meanwhile.
 */
async function stamp(
  payload: Payload,
  id: number,
  step: Step,
  at: string,
  emails: NewEmail[],
): Promise<boolean> {
  const { drizzle, tables, sqlite } = sqlDb(payload)
  const t = tables.inquiries
  const open = and(eq(t.id, id), isNull(t[step]), isNull(t.firstResponseAt))
  const now = new Date().toISOString()
  const rows = emails.map((e) => ({
    ...e,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  }))
  if (!sqlite)
    return drizzle.transaction(async (tx: Drizzle) => {
      const taken = await tx
        .update(t)
        .set({ [step]: at })
        .where(open)
        .returning({ id: t.id })
      if (taken.length === 0) return false
      if (rows.length) await tx.insert(tables.emails).values(rows)
      return true
    })
  // SQLite: this process's writes run one at a time, so the check and the batch cannot be split.
  return serialWrite(sqlite, async () => {
    const still = await drizzle.select({ id: t.id }).from(t).where(open)
    if (still.length === 0) return false
    const statements = [
      drizzle
        .update(t)
        .set({ [step]: at })
        .where(open),
    ]
    if (rows.length) statements.push(drizzle.insert(tables.emails).values(rows))
    await drizzle.batch(statements)
    return true
  })
}

/** Sends the reminders and escalations that are due at `now`; each at most once. */
export async function runReplyReminders(
  payload: Payload,
  options: { now?: Date; siteUrl?: string } = {},
): Promise<ReminderReport> {
  const now = options.now ?? new Date()
  const site = options.siteUrl ?? defaultSiteUrl()
  const settings = await salesSettings(payload)
  const hours = settings.reminderHours ?? 24
  const escalate = settings.escalate !== false
  const week: WorkingWeek = {
    days: settings.workingDays?.length ? settings.workingDays : defaultWorkingWeek.days,
    start: settings.dayStart || defaultWorkingWeek.start,
    end: settings.dayEnd || defaultWorkingWeek.end,
    timeZone: settings.timeZone || defaultWorkingWeek.timeZone,
  }
  const report: ReminderReport = { reminded: 0, escalated: 0 }

  // N working hours take at least N hours: younger inquiries cannot be due.
  const { docs } = await payload.find({
    collection: 'inquiries',
    where: {
      and: [
        { firstResponseAt: { exists: false } },
        { status: { not_equals: 'spam' } },
        { createdAt: { less_than_equal: new Date(now.getTime() - hours * HOUR).toISOString() } },
        {
          createdAt: { greater_than: new Date(now.getTime() - LOOKBACK_DAYS * DAY).toISOString() },
        },
        escalate
          ? { or: [{ reminderSentAt: { exists: false } }, { escalatedAt: { exists: false } }] }
          : { reminderSentAt: { exists: false } },
      ],
    },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (docs.length === 0) return report

  const staff = await payload.find({
    collection: 'users',
    where: { role: { in: ['admin', 'sales'] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { email: true, name: true, role: true },
  })
  const byId = new Map(staff.docs.map((u) => [u.id, u]))
  const admins = staff.docs.filter((u) => u.role === 'admin')

  for (const inquiry of docs as Inquiry[]) {
    const worked = workingMinutesBetween(new Date(inquiry.createdAt), now, week)
    const assignee = byId.get(relationId(inquiry.assignedTo) ?? -1) ?? null
    const name = assignee ? label(assignee) : null
    const mail = (to: Pick<User, 'email'>[], step: 'reminder' | 'escalation'): NewEmail[] =>
      to.map((u) => ({
        ...reminderEmail(inquiry, site, {
          step,
          workingHours: step === 'reminder' ? hours : 2 * hours,
          assignee: name,
        }),
        to: u.email,
        replyTo: inquiry.email,
        kind: 'inquiry-reminder',
        inquiry: inquiry.id,
      }))
    let reminded = Boolean(inquiry.reminderSentAt)
    if (!reminded && worked >= hours * 60) {
      // Nobody to remind: the admins are told instead.
      if (
        await stamp(
          payload,
          inquiry.id,
          'reminderSentAt',
          now.toISOString(),
          mail(assignee ? [assignee] : admins, 'reminder'),
        )
      )
        report.reminded++
      reminded = true
    }
    if (escalate && reminded && !inquiry.escalatedAt && worked >= 2 * hours * 60) {
      if (
        await stamp(
          payload,
          inquiry.id,
          'escalatedAt',
          now.toISOString(),
          mail(admins, 'escalation'),
        )
      )
        report.escalated++
    }
  }
  if (report.reminded + report.escalated > 0) logger.info(report, 'reply reminders sent')
  return report
}

export type TickResult = 'locked' | ReminderReport

/** One run under the job's lease; 'locked' when another instance is running it. */
export async function tickReplyReminders(
  payload: Payload,
  options: { now?: Date; owner?: string; siteUrl?: string; onQueued?: () => void } = {},
): Promise<TickResult> {
  const now = options.now ?? new Date()
  const result = await runLeased(
    payload,
    { name: JOB_NAME, leaseMs: LEASE_MS, everyMs: TICK_MS },
    { now, owner: options.owner },
    () => runReplyReminders(payload, { now, siteUrl: options.siteUrl }),
    (report) => `${report.reminded} reminder(s), ${report.escalated} escalation(s) sent`,
  )
  if (result !== 'locked' && result.reminded + result.escalated > 0) options.onQueued?.()
  return result
}

/** Starts this process's reminder job (server start); INQUIRY_REMINDERS=false: off. */
export function startReplyReminders(
  getPayloadClient: () => Promise<Payload>,
  onQueued?: () => void,
): void {
  if (env().INQUIRY_REMINDERS === 'false') return
  startPeriodicJob(
    JOB_NAME,
    { everyMs: TICK_MS, firstAfterMs: 20_000 },
    async () => tickReplyReminders(await getPayloadClient(), { onQueued }),
    (error) => logger.error({ error: String(error) }, 'reply reminders tick failed'),
  )
}

/** Stops the job (graceful shutdown); resolves when a run in progress has finished. */
export async function stopReplyReminders(): Promise<void> {
  await stopPeriodicJob(JOB_NAME)
}
