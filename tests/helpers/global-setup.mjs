import { randomBytes } from 'node:crypto'
import { baseDatabaseMigrated, dropRunDatabases } from './database.mjs'

/**
 * Vitest global setup: one id per run, so teardown can drop the run's PostgreSQL databases; and
 * a check that no test wrote to the base database instead of a database of its own.
 */
export default async function setup() {
  const run = randomBytes(4).toString('hex')
  process.env.TEST_RUN_ID = run
  const migratedBefore = await baseDatabaseMigrated()
  return async () => {
    await dropRunDatabases(run)
    if (!migratedBefore && (await baseDatabaseMigrated()))
      throw new Error(
        `A test migrated the base database (${process.env.DATABASE_URL}) instead of one of its own`,
      )
  }
}
