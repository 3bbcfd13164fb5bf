import { randomBytes } from 'node:crypto'
import { dropRunDatabases } from './database.mjs'

/** Vitest global setup: one id per run, so teardown can drop the run's PostgreSQL databases. */
export default function setup() {
  const run = randomBytes(4).toString('hex')
  process.env.TEST_RUN_ID = run
  return async () => dropRunDatabases(run)
}
