import fs from 'node:fs'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

export type Dialect = 'postgres' | 'sqlite'

export function dialect(): Dialect {
  return process.env.DATABASE_URL ? 'postgres' : 'sqlite'
}

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
  })
}
