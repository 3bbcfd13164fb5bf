import { spawn } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootstrap, STARTUP_LOCK } from '@/seed/bootstrap'
import { createTestDatabase } from '../helpers/database.mjs'
import { startTestPayload } from '../helpers/payload'

/**
 * PostgreSQL: instances starting together (and `npm run migrate`) take turns through an
 * advisory lock, so two of them never apply the same migration or seed the same rows at once.
 * Two real instances starting together on an empty database: tests/e2e/instances.e2e.ts.
 */
const postgres = Boolean(process.env.DATABASE_URL)
if (!postgres) console.log('startup-lock: skipped, PostgreSQL only (set DATABASE_URL)')

/** `npm run migrate` against a database; resolves with its exit code and output. */
function runMigrate(env: Record<string, string>) {
  const root = path.resolve(import.meta.dirname, '../..')
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['scripts/payload-cli.mjs', 'run', 'scripts/migrate.ts'],
      {
        cwd: root,
        env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      },
    )
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('exit', (code) => resolve({ code, out }))
  })
}

describe.skipIf(!postgres)('start-up lock (PostgreSQL)', () => {
  let payload: Payload
  let close: () => Promise<void>
  const saved = process.env.SEED_DEMO_CONTENT

  beforeAll(async () => {
    ;({ payload, close } = await startTestPayload('lock'))
    process.env.SEED_DEMO_CONTENT = 'false'
  })
  afterAll(async () => {
    if (saved === undefined) delete process.env.SEED_DEMO_CONTENT
    else process.env.SEED_DEMO_CONTENT = saved
    await close?.()
  })

  it('start-up waits while another process holds the lock, then runs', async () => {
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await other.connect()
    try {
      await other.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK])
      let done = false
      const started = bootstrap(payload).then(() => (done = true))
      await new Promise((r) => setTimeout(r, 1500))
      expect(done).toBe(false)
      await other.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK])
      await started
      expect(done).toBe(true)
    } finally {
      await other.end()
    }
    // The news job's state row exists once.
    const rows = await payload.db.drizzle.execute('SELECT count(*)::int AS n FROM news_ingestion')
    expect(rows.rows[0].n).toBe(1)
  })

  it('`npm run migrate` on a new database waits for the lock, then applies each migration once', async () => {
    const db = await createTestDatabase('lock2')
    const holder = new pg.Client({ connectionString: db.env.DATABASE_URL })
    await holder.connect()
    try {
      // Another process (a starting instance) holds the lock: the command must wait for it.
      await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK])
      let finished = false
      const run = runMigrate(db.env).then((r) => ((finished = true), r))
      // Wait until the command is queued behind the lock (PostgreSQL shows the waiting request).
      const waiting = async () =>
        (
          await holder.query(
            "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
          )
        ).rows[0].n
      const until = Date.now() + 60_000
      while ((await waiting()) === 0 && !finished && Date.now() < until)
        await new Promise((r) => setTimeout(r, 200))
      expect(await waiting()).toBe(1)
      expect(finished).toBe(false)
      const before = await holder.query("SELECT to_regclass('payload_migrations') AS t")
      expect(before.rows[0].t).toBeNull()
      await holder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK])
      const r = await run
      expect(r.out).toContain('migrations up to date (postgres)')
      expect(r.code).toBe(0)
      const { rows } = await holder.query(
        "SELECT name, count(*)::int AS n FROM payload_migrations WHERE name <> 'dev' GROUP BY name",
      )
      expect(rows.length).toBeGreaterThan(5)
      expect(rows.filter((row) => row.n !== 1)).toEqual([])
    } finally {
      await holder.end()
      await db.drop()
    }
  })
})
