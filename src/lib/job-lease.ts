import { and, eq, isNull, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import type { ScheduledJob } from '@/payload-types'
import { serialWrite, sqlDb } from './sql'

/**
 * A job's row in `scheduled-jobs` and its lease (docs/decisions/011-own-job-pollers.md): one
 * conditional UPDATE claims the run, so only one server instance runs the job at a time, and a
 * lease left by a crash expires. The blog generation worker and the reply reminders use it.
 */

export type JobRow = Pick<
  ScheduledJob,
  'id' | 'lastRunAt' | 'nextRunAt' | 'lockedUntil' | 'lockedBy' | 'lastResult'
>

/** The job's row, created on first use (the unique name makes concurrent creation safe). */
export async function jobRow(payload: Payload, name: string): Promise<JobRow> {
  const find = () =>
    payload.find({
      collection: 'scheduled-jobs',
      where: { name: { equals: name } },
      limit: 1,
      overrideAccess: true,
    })
  const found = await find()
  if (found.docs[0]) return found.docs[0]
  try {
    return await payload.create({
      collection: 'scheduled-jobs',
      data: { name },
      overrideAccess: true,
    })
  } catch (error) {
    const again = await find()
    if (again.docs[0]) return again.docs[0]
    throw error
  }
}

/** Takes the lease for `leaseMs` when nobody holds it; null when someone does. */
export async function claimJob(
  payload: Payload,
  id: number,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<JobRow | null> {
  const { drizzle, tables, sqlite } = sqlDb(payload)
  const t = tables.scheduled_jobs
  const rows: JobRow[] = await serialWrite(sqlite, () =>
    drizzle
      .update(t)
      .set({
        lockedBy: owner,
        lockedUntil: new Date(now.getTime() + leaseMs).toISOString(),
        updatedAt: now.toISOString(),
      })
      .where(and(eq(t.id, id), or(isNull(t.lockedUntil), lt(t.lockedUntil, now.toISOString()))))
      .returning(),
  )
  return rows[0] ?? null
}

/** Gives the lease back (if still this owner's) and records the run. */
export async function releaseJob(
  payload: Payload,
  id: number,
  owner: string,
  patch: { lastRunAt?: string; nextRunAt?: string; lastResult?: string },
): Promise<void> {
  const { drizzle, tables, sqlite } = sqlDb(payload)
  const t = tables.scheduled_jobs
  await serialWrite(sqlite, () =>
    drizzle
      .update(t)
      .set({ ...patch, lockedBy: null, lockedUntil: null, updatedAt: new Date().toISOString() })
      .where(and(eq(t.id, id), eq(t.lockedBy, owner))),
  )
}
