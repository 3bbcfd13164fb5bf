import type { Payload, PayloadRequest } from 'payload'
import { singleton } from './singleton.mjs'

/**
 * Direct SQL through the Payload adapter's Drizzle instance, for the few measured hot paths
 * (inquiry writes, outbox delivery). Everything else uses the Local API.
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
export type Drizzle = any
type Tables = Record<string, any>

export function sqlDb(payload: Payload): { drizzle: Drizzle; tables: Tables; sqlite: boolean } {
  const adapter = payload.db as unknown as { drizzle: Drizzle; tables: Tables; name: string }
  return { drizzle: adapter.drizzle, tables: adapter.tables, sqlite: adapter.name === 'sqlite' }
}

/**
 * As sqlDb, but inside the request's Payload transaction when it has one (a write through the
 * Local API with `req`, on PostgreSQL; the SQLite adapter runs without transactions here), so
 * that a failure takes back the whole operation.
 */
export async function sqlDbIn(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<{ drizzle: Drizzle; tables: Tables; sqlite: boolean }> {
  const base = sqlDb(payload)
  // A promise of null when the adapter runs without transactions.
  const id = req?.transactionID ? await req.transactionID : null
  const sessions = (payload.db as unknown as { sessions?: Record<string, { db: Drizzle }> })
    .sessions
  return { ...base, drizzle: (id && sessions?.[String(id)]?.db) || base.drizzle }
}

// SQLite has one writer at a time: queue writers here rather than in the database's busy loop.
// One queue per process.
const state = singleton('sql.writes', (): { queue: Promise<unknown> } => ({
  queue: Promise.resolve(),
}))

/** Runs `fn` after every earlier write of this process on SQLite; at once on PostgreSQL. */
export function serialWrite<T>(sqlite: boolean, fn: () => Promise<T>): Promise<T> {
  if (!sqlite) return fn()
  const run = state.queue.then(fn, fn)
  state.queue = run.catch(() => {})
  return run
}
