import type { Migration, Payload } from 'payload'
import { dialect } from '@/db'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { ensureNewsState } from '@/features/news/ingest/job'
import { ensureFirstVersions } from '@/migrations/data/drafts'
import { ensureFirstAdmin, seed } from './index'

const migrations = () =>
  (dialect() === 'postgres' ? postgresMigrations : sqliteMigrations) as Migration[]

/**
 * The PostgreSQL advisory lock held while one process migrates and seeds (any 64-bit number
 * the app uses for nothing else). Instances starting together, and `npm run migrate`, take
 * turns: the first migrates, the others then find nothing left to do.
 */
export const STARTUP_LOCK = 720_417_036_001

type PgPool = {
  connect(): Promise<{ query(sql: string, values?: unknown[]): Promise<unknown>; release(): void }>
}

/**
 * Runs `work` holding the start-up lock (PostgreSQL), on a connection of its own, so the
 * migrations run on others. SQLite serves one process only and needs none.
 */
export async function withStartupLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  if (dialect() !== 'postgres') return work()
  const pool = (payload.db as unknown as { pool: PgPool }).pool
  const client = await pool.connect()
  try {
    const waited = Date.now()
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK])
    if (Date.now() - waited > 1000)
      payload.logger.info(`waited ${Date.now() - waited} ms for another instance's start-up`)
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK])
    }
  } finally {
    client.release()
  }
}

/** Brings the database schema up to date with the committed migrations. */
export async function migrate(payload: Payload): Promise<void> {
  await withStartupLock(payload, () => migrateLocked(payload))
}

/** The migrations, then the data steps that need the schema they end with. */
async function migrateLocked(payload: Payload): Promise<void> {
  await payload.db.migrate({ migrations: migrations() })
  await ensureFirstVersions(payload)
}

/**
 * Set in the database's key-value store once the demo content is in: from then on what staff
 * delete or change stays so, start after start.
 */
export const DEMO_CONTENT_MARK = 'demo-content-seeded'

/**
 * Migrates, then loads demo content into an empty database (unless SEED_DEMO_CONTENT=false),
 * holding the start-up lock throughout (PostgreSQL): two instances starting on an empty
 * database would otherwise both create the same rows.
 */
export async function bootstrap(payload: Payload): Promise<void> {
  await withStartupLock(payload, () => bootstrapLocked(payload))
}

async function bootstrapLocked(payload: Payload): Promise<void> {
  const started = Date.now()
  await migrateLocked(payload)
  const seeded = await payload.kv.has(DEMO_CONTENT_MARK)
  if (process.env.SEED_DEMO_CONTENT !== 'false' && !seeded) {
    const report = await seed(payload)
    const created = Object.entries(report).filter(([, n]) => n > 0)
    if (created.length > 0)
      payload.logger.info({ created: Object.fromEntries(created) }, 'seeded demo content')
    await payload.kv.set(DEMO_CONTENT_MARK, { at: new Date().toISOString() })
  } else if (await ensureFirstAdmin(payload)) {
    payload.logger.info('created the first staff account from ADMIN_EMAIL')
  }
  await ensureNewsState(payload)
  payload.logger.info(`database ready (${dialect()}) in ${Date.now() - started} ms`)
}
