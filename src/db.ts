import fs from 'node:fs'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { DatabaseAdapterObj } from 'payload'

export type Dialect = 'postgres' | 'sqlite'

export function dialect(): Dialect {
  return process.env.DATABASE_URL ? 'postgres' : 'sqlite'
}

/*
 * An index Payload does not declare: a `hasMany` text field (a product's pack sizes and
 * certifications) is stored in `products_texts`, which Payload indexes on (order, parent_id)
 * only, so reading one product's rows scanned the whole table and every product card cost more
 * as the catalogue grew. Migration: catalogue_indexes.
 */
const TEXTS_PARENT_INDEX = 'products_texts_parent_order_idx'

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file under data/. */
export function databaseAdapter(): DatabaseAdapterObj {
  if (dialect() === 'postgres') {
    return postgresAdapter({
      pool: {
        connectionString: process.env.DATABASE_URL,
        max: Number(process.env.DATABASE_POOL_MAX || 10),
        connectionTimeoutMillis: 10_000,
        idleTimeoutMillis: 30_000,
      },
      push: false,
      migrationDir: path.resolve(process.cwd(), 'src/migrations/postgres'),
      afterSchemaInit: [
        ({ schema, extendTable }) => {
          extendTable({
            table: schema.tables.products_texts,
            extraConfig: (t) => ({
              [TEXTS_PARENT_INDEX]: pgIndex(TEXTS_PARENT_INDEX).on(t.parent, t.order),
            }),
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
        extendTable({
          table: schema.tables.products_texts,
          extraConfig: (t) => ({
            [TEXTS_PARENT_INDEX]: sqliteIndex(TEXTS_PARENT_INDEX).on(t.parent, t.order),
          }),
        })
        return schema
      },
    ],
  })
}
