import type { Payload } from 'payload'
import { createTestDatabase } from './database.mjs'

/**
 * A Payload instance on a fresh database (PostgreSQL when DATABASE_URL is set, else SQLite),
 * migrated with the committed migrations (a copy of the run's migrated template when there is
 * one: tests/helpers/template.mjs). With `{ seeded: true }` it holds the demo content too, as
 * `seed()` loads it: a copy of the run's seeded template, or seeded here when there is none.
 * Call `close` in afterAll.
 */
export async function startTestPayload(prefix: string, { seeded = false } = {}) {
  const seededTemplate = seeded
    ? process.env.TEST_SEEDED_TEMPLATE_DATABASE || process.env.TEST_SEEDED_TEMPLATE_SQLITE_FILE
    : undefined
  const db = await createTestDatabase(
    prefix,
    seededTemplate ? { template: seededTemplate } : { migrated: true },
  )
  Object.assign(process.env, db.env)
  if (!db.env.DATABASE_URL) delete process.env.DATABASE_URL
  process.env.PAYLOAD_SECRET ??= 'test-secret-0123456789abcdef'
  const [{ getPayload }, { default: config }, { migrate }, { seed }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/seed/bootstrap'),
    import('@/seed'),
  ])
  const payload: Payload = await getPayload({ config })
  await migrate(payload)
  if (seeded && !seededTemplate) await seed(payload)
  return {
    payload,
    label: db.label,
    close: async () => {
      // PostgreSQL test databases are dropped by the global teardown, once the pools are gone.
      if (!process.env.DATABASE_URL) await db.drop()
    },
  }
}
