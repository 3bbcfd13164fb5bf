import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { baseDatabaseMigrated, dropRunDatabases } from './database.mjs'

/**
 * Whether this run includes the integration tests: no file filter on the command line, or one
 * that names them. Only they open a database, so only they need the migrated template.
 */
function runsIntegrationTests() {
  const filters = fileFilters()
  return (
    filters.length === 0 ||
    filters.some((f) => /(^|\/)tests\/?$|tests\/int|\.int\.|int\.test/.test(f))
  )
}

function fileFilters() {
  const runAt = process.argv.findIndex((a) => a === 'run' || a === 'watch')
  return process.argv.slice(runAt + 1).filter((a) => !a.startsWith('-'))
}

/**
 * Whether a file of this run loads the demo content (`startTestPayload(…, { seeded: true })`):
 * unless the command line names only test files, none of which does, it may.
 */
function runsSeededTests() {
  const filters = fileFilters()
  const files = filters.filter((f) => fs.existsSync(f) && fs.statSync(f).isFile())
  if (filters.length === 0 || files.length < filters.length) return true
  return files.some((f) => fs.readFileSync(f, 'utf8').includes('seeded: true'))
}

/**
 * Vitest global setup: one id per run, so teardown can drop the run's PostgreSQL databases; the
 * migrated (and seeded) templates the integration tests copy (tests/helpers/template.mjs); and a check that no
 * test wrote to the base database instead of a database of its own.
 */
export default async function setup() {
  const run = randomBytes(4).toString('hex')
  process.env.TEST_RUN_ID = run
  const migratedBefore = await baseDatabaseMigrated()
  if (runsIntegrationTests()) {
    const { createMigratedTemplate } = await import('./template.mjs')
    Object.assign(process.env, await createMigratedTemplate({ seeded: runsSeededTests() }))
  }
  return async () => {
    for (const file of [
      process.env.TEST_TEMPLATE_SQLITE_FILE,
      process.env.TEST_SEEDED_TEMPLATE_SQLITE_FILE,
    ])
      if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true })
    await dropRunDatabases(run)
    if (!migratedBefore && (await baseDatabaseMigrated()))
      throw new Error(
        `A test migrated the base database (${process.env.DATABASE_URL}) instead of one of its own`,
      )
  }
}
