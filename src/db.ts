import fs from 'node:fs'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { DatabaseAdapterObj } from 'payload'
import { pickEnv } from './lib/env'

export type Dialect = 'postgres' | 'sqlite'

export function dialect(): Dialect {
  return process.env.DATABASE_URL ? 'postgres' : 'sqlite'
}

/*
 * Indexes Payload does not declare (the public pages' and the inbox's queries, checked with
 * EXPLAIN at 10,000 products in tests/int/query-plans.int.test.ts):
 * - a `hasMany` text field (a product's pack sizes and certifications, a post's tags) is stored
 *   in `<collection>_texts`, which Payload indexes on (order, parent_id) only, so reading one
 *   document's rows scanned the whole table and every product or blog card cost more as the
 *   table grew (migrations catalogue_indexes, scale_media_indexes);
 * - the inquiries inbox filtered by status (New, In review…), newest first, and its count.
 */
type Columns = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const extraIndexes: Record<string, { name: string; on: (t: Columns) => unknown[] }[]> = {
  products_texts: [{ name: 'products_texts_parent_order_idx', on: (t) => [t.parent, t.order] }],
  posts_texts: [{ name: 'posts_texts_parent_order_idx', on: (t) => [t.parent, t.order] }],
  inquiries: [{ name: 'inquiries_status_created_at_idx', on: (t) => [t.status, t.createdAt] }],
}

/**
 * The PostgreSQL pool of one instance, from DATABASE_POOL_MAX, DATABASE_POOL_IDLE_TIMEOUT_MS and
 * DATABASE_POOL_CONNECTION_TIMEOUT_MS (checked like every variable, src/lib/env.ts). A request
 * waiting longer than the connection timeout for a free connection fails instead of hanging.
 */
export function poolSettings(source: Record<string, string | undefined> = process.env) {
  const settings = pickEnv(
    ['DATABASE_POOL_MAX', 'DATABASE_POOL_IDLE_TIMEOUT_MS', 'DATABASE_POOL_CONNECTION_TIMEOUT_MS'],
    source,
  )
  return {
    max: settings.DATABASE_POOL_MAX,
    idleTimeoutMillis: settings.DATABASE_POOL_IDLE_TIMEOUT_MS,
    connectionTimeoutMillis: settings.DATABASE_POOL_CONNECTION_TIMEOUT_MS,
  }
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file under data/. */
export function databaseAdapter(): DatabaseAdapterObj {
  if (dialect() === 'postgres') {
    return postgresAdapter({
      pool: {
        connectionString: process.env.DATABASE_URL,
        ...poolSettings(),
        // Payload reads a page's lists with nested subqueries whose cost PostgreSQL overestimates,
        // so its JIT compiler spent far longer compiling each company-page read than running it.
        // Our queries are small: JIT off for this pool.
        options: '-c jit=off',
      },
      push: false,
      migrationDir: path.resolve(process.cwd(), 'src/migrations/postgres'),
      afterSchemaInit: [
        ({ schema, extendTable }) => {
          for (const [table, indexes] of Object.entries(extraIndexes))
            extendTable({
              table: schema.tables[table],
              extraConfig: (t) =>
                Object.fromEntries(
                  indexes.map(({ name, on }) => [name, pgIndex(name).on(...(on(t) as [never]))]),
                ),
            })
          return schema
        },
      ],
    })
  }
  const file = path.resolve(
    /*turbopackIgnore: true*/ process.cwd(),
    process.env.SQLITE_FILE || 'data/site.db',
  )
  fs.mkdirSync(path.dirname(file), { recursive: true })
  return sqliteAdapter({
    client: { url: `file:${file}` },
    // Write-ahead logging: readers never wait for a writer; a writer waits its turn.
    wal: true,
    busyTimeout: 5000,
    push: false,
    migrationDir: path.resolve(process.cwd(), 'src/migrations/sqlite'),
    afterSchemaInit: [
      ({ schema, extendTable }) => {
        for (const [table, indexes] of Object.entries(extraIndexes))
          extendTable({
            table: schema.tables[table],
            extraConfig: (t) =>
              Object.fromEntries(
                indexes.map(({ name, on }) => [name, sqliteIndex(name).on(...(on(t) as [never]))]),
              ),
          })
        return schema
      },
    ],
  })
}
