// One database migrated with the committed migrations, made once per test run by the global
// setup; `createTestDatabase(…, { migrated: true })` then copies it for each test file
// (PostgreSQL: CREATE DATABASE … TEMPLATE; SQLite: a file copy) instead of every file running
// all migrations again, which took 14–18 s per file. The migrations still run in full here, as
// `npm run migrate` runs them (a process of its own, which leaves no connection open on the
// template), and the migration tests (drafts, gallery, rich text…) start from empty databases.
//
// A second template holds the demo content as well (`seed()` run once on a copy of the first),
// for the files that load it before their tests (`startTestPayload(…, { seeded: true })`):
// seeding took each of them 15–25 s.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createTestDatabase } from './database.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')

/**
 * @param {{ seeded?: boolean }} [options] whether to make the seeded template too
 * @returns {Promise<Record<string, string>>} the variables that point the copies at them
 */
export async function createMigratedTemplate({ seeded = false } = {}) {
  const db = await createTestDatabase('tpl')
  run(db, 'scripts/migrate.ts')
  const migrated = templateOf(db)
  const vars = db.env.DATABASE_URL
    ? { TEST_TEMPLATE_DATABASE: migrated }
    : { TEST_TEMPLATE_SQLITE_FILE: migrated }
  if (!seeded) return vars
  const copy = await createTestDatabase('tplseed', { template: migrated })
  run(copy, 'tests/helpers/seed-template.ts', 'demo-content')
  const withContent = templateOf(copy)
  return {
    ...vars,
    ...(copy.env.DATABASE_URL
      ? { TEST_SEEDED_TEMPLATE_DATABASE: withContent }
      : { TEST_SEEDED_TEMPLATE_SQLITE_FILE: withContent }),
  }
}

/** Runs a script through `payload run` on `db`, in a process of its own. */
function run(db, script, ...args) {
  const env = { ...process.env, ...db.env, PAYLOAD_SECRET: 'test-secret-0123456789abcdef' }
  if (!db.env.DATABASE_URL) delete env.DATABASE_URL
  const r = spawnSync(process.execPath, ['scripts/payload-cli.mjs', 'run', script, ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  })
  if (r.status !== 0)
    throw new Error(`preparing the test template (${script}) failed:\n${r.stdout}${r.stderr}`)
}

/** The database name (PostgreSQL) or file (SQLite) of `db`. */
function templateOf(db) {
  if (db.env.DATABASE_URL) return new URL(db.env.DATABASE_URL).pathname.slice(1)
  if (!fs.existsSync(db.env.SQLITE_FILE)) throw new Error('the test template has no file')
  return db.env.SQLITE_FILE
}
