import type { Migration, Payload } from 'payload'
import { dialect } from '@/db'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { ensureFirstAdmin, seed } from './index'

/** Brings the database schema up to date with the committed migrations. */
export async function migrate(payload: Payload): Promise<void> {
  const migrations = (
    dialect() === 'postgres' ? postgresMigrations : sqliteMigrations
  ) as Migration[]
  await payload.db.migrate({ migrations })
}

/** Migrates, then loads demo content into an empty database (unless SEED_DEMO_CONTENT=false). */
export async function bootstrap(payload: Payload): Promise<void> {
  const started = Date.now()
  await migrate(payload)
  if (process.env.SEED_DEMO_CONTENT !== 'false') {
    const report = await seed(payload)
    const created = Object.entries(report).filter(([, n]) => n > 0)
    if (created.length > 0)
      payload.logger.info({ created: Object.fromEntries(created) }, 'seeded demo content')
  } else if (await ensureFirstAdmin(payload)) {
    payload.logger.info('created the first staff account from ADMIN_EMAIL')
  }
  payload.logger.info(`database ready (${dialect()}) in ${Date.now() - started} ms`)
}
