import os from 'node:os'
import { and, eq, isNull, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import type { ScheduledJob } from '@/payload-types'
import { singleton } from './singleton.mjs'
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

/** This process's name in a lease: host, pid and a random part (two workers of one pid differ). */
export const leaseOwner = `${os.hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`

/**
 * Runs `work` under the job's lease and records the run on its row (`describe` says what it did
 * in the admin's Scheduled jobs list); 'locked' when another instance holds the lease.
 */
export async function runLeased<T>(
  payload: Payload,
  job: { name: string; leaseMs: number; everyMs: number },
  { now, owner = leaseOwner }: { now: Date; owner?: string },
  work: () => Promise<T>,
  describe: (result: T) => string,
): Promise<T | 'locked'> {
  const row = await jobRow(payload, job.name)
  if (!(await claimJob(payload, row.id, owner, now, job.leaseMs))) return 'locked'
  try {
    const result = await work()
    await releaseJob(payload, row.id, owner, {
      lastRunAt: now.toISOString(),
      nextRunAt: new Date(now.getTime() + job.everyMs).toISOString(),
      lastResult: describe(result),
    })
    return result
  } catch (error) {
    const reason = String((error as Error)?.message ?? error).slice(0, 500)
    await releaseJob(payload, row.id, owner, {
      lastRunAt: now.toISOString(),
      lastResult: `run failed: ${reason}`,
    })
    throw error
  }
}

type Ticker = { timer?: NodeJS.Timeout; running: boolean }
const ticker = (key: string) => singleton<Ticker>(`job.${key}`, () => ({ running: false }))

/**
 * Runs `tick` every `everyMs` in this process (first after `firstAfterMs`), one run at a time.
 * The state is a per-process singleton under `key` (instrumentation and route handlers load
 * modules separately), so a second start is a no-op and stopPeriodicJob finds the timer.
 */
export function startPeriodicJob(
  key: string,
  { everyMs, firstAfterMs }: { everyMs: number; firstAfterMs: number },
  tick: () => Promise<unknown>,
  onError: (error: unknown) => void,
): void {
  const state = ticker(key)
  if (state.timer) return
  const run = async () => {
    if (state.running || !state.timer) return
    state.running = true
    try {
      await tick()
    } catch (error) {
      onError(error)
    } finally {
      state.running = false
    }
  }
  state.timer = setInterval(() => void run(), everyMs)
  state.timer.unref()
  setTimeout(() => void run(), firstAfterMs).unref()
}

/** Stops the job's timer; resolves once a run in progress has finished. */
export async function stopPeriodicJob(key: string): Promise<void> {
  const state = ticker(key)
  clearInterval(state.timer)
  state.timer = undefined
  while (state.running) await new Promise((r) => setTimeout(r, 50))
}
