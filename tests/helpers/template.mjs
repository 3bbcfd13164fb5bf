// One database migrated with the committed migrations, made once per test run by the global
// setup; `createTestDatabase(…, { migrated: true })` then copies it for each test file
// (PostgreSQL: CREATE DATABASE … TEMPLATE; SQLite: a file copy) instead of every file running
// all migrations again, which took 14–18 s per file. The migrations still run in full here, as
// `npm run migrate` runs them (a process of its own, which leaves no connection open on the
// template), and the migration tests (drafts, gallery, rich text…) start from empty databases.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createTestDatabase } from './database.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')

/** @returns {Promise<Record<string, string>>} the variables that point the copies at it */
export async function createMigratedTemplate() {
  const db = await createTestDatabase('tpl')
  const env = { ...process.env, ...db.env, PAYLOAD_SECRET: 'test-secret-0123456789abcdef' }
  if (!db.env.DATABASE_URL) delete env.DATABASE_URL
  const run = spawnSync(
    process.execPath,
    ['scripts/payload-cli.mjs', 'run', 'scripts/migrate.ts'],
    {
      cwd: root,
      env,
      encoding: 'utf8',
    },
  )
  if (run.status !== 0)
    throw new Error(`migrating the test template failed:\n${run.stdout}${run.stderr}`)
  if (db.env.DATABASE_URL)
    return { TEST_TEMPLATE_DATABASE: new URL(db.env.DATABASE_URL).pathname.slice(1) }
  if (!fs.existsSync(db.env.SQLITE_FILE)) throw new Error('the migrated template has no file')
  return { TEST_TEMPLATE_SQLITE_FILE: db.env.SQLITE_FILE }
}
