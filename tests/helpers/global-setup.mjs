import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { baseDatabaseMigrated, dropRunDatabases } from './database.mjs'

/**
 * Whether this run includes the integration tests: no file filter on the command line, or one
 * that names them. Only they open a database, so only they need the migrated template.
 */
function runsIntegrationTests() {
  const runAt = process.argv.findIndex((a) => a === 'run' || a === 'watch')
  const filters = process.argv.slice(runAt + 1).filter((a) => !a.startsWith('-'))
  return (
    filters.length === 0 ||
    filters.some((f) => /(^|\/)tests\/?$|tests\/int|\.int\.|int\.test/.test(f))
  )
}

/**
 * Vitest global setup: one id per run, so teardown can drop the run's PostgreSQL databases; the
 * migrated template the integration tests copy (tests/helpers/template.ts); and a check that no
 * test wrote to the base database instead of a database of its own.
 */
export default async function setup() {
  const run = randomBytes(4).toString('hex')
  process.env.TEST_RUN_ID = run
  const migratedBefore = await baseDatabaseMigrated()
  if (runsIntegrationTests()) {
    const { createMigratedTemplate } = await import('./template.mjs')
    Object.assign(process.env, await createMigratedTemplate())
  }
  return async () => {
    const file = process.env.TEST_TEMPLATE_SQLITE_FILE
    if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true })
    await dropRunDatabases(run)
    if (!migratedBefore && (await baseDatabaseMigrated()))
      throw new Error(
        `A test migrated the base database (${process.env.DATABASE_URL}) instead of one of its own`,
      )
  }
}
