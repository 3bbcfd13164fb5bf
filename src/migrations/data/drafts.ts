import { sql as pgSql, type MigrateUpArgs as PostgresArgs } from '@payloadcms/db-postgres'
import { sql as sqliteSql, type MigrateUpArgs as SqliteArgs } from '@payloadcms/db-sqlite'
import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'

/*
 * Drafts on the public content types (src/lib/drafts.ts), for a database that had them without:
 * everything stored was public, so it stays published. Called from the schema migration that
 * adds the `_status` columns and the version tables, after its DDL:
 *
 *   await publishExistingSqlite({ db })     // src/migrations/sqlite/…
 *   await publishExistingPostgres({ db })   // src/migrations/postgres/…
 *
 * `_status` = 'published' on every existing document and page global (the new column's default
 * is 'draft', which would take the whole site offline). Posts had drafts already.
 *
 * Each also needs a first version, as Payload writes on a publish: the admin's lists read drafts
 * from the version tables, so a document without a version would be missing from its list, and
 * the history starts from what the site showed. That goes through Payload's database adapter,
 * which reads and writes the tables of today's schema, not those of this migration, so it runs
 * after all migrations: `ensureFirstVersions` (src/seed/bootstrap.ts).
 */

/** Collections and globals that gained drafts. */
export const NEWLY_DRAFTED = {
  collections: ['products', 'categories', 'pages', 'news'],
  globals: ['home-page', 'about-page', 'quality-page', 'contact-page'],
} as const satisfies { collections: CollectionSlug[]; globals: GlobalSlug[] }

const tables = () =>
  [...NEWLY_DRAFTED.collections, ...NEWLY_DRAFTED.globals].map((s) => s.replace(/-/g, '_'))

export async function publishExistingSqlite({ db }: SqliteArgs): Promise<void> {
  for (const table of tables())
    await db.run(sqliteSql.raw(`UPDATE \`${table}\` SET \`_status\` = 'published'`))
}

export async function publishExistingPostgres({ db }: PostgresArgs): Promise<void> {
  for (const table of tables())
    await db.execute(pgSql.raw(`UPDATE "${table}" SET "_status" = 'published'`))
}

/*
 * SQLite: drizzle-kit makes a column nullable by rebuilding its table (create `__new_x`, copy,
 * DROP TABLE x, rename), between `PRAGMA foreign_keys=OFF/ON`. Payload runs a migration in a
 * transaction, where that pragma does nothing, and libSQL has foreign keys on: the DROP runs
 * every ON DELETE action, so the rows of each table that refers to a rebuilt one (translations,
 * arrays, relations, and a product's category link, set to null) are gone before they are
 * copied. So the migration keeps a copy of every table that refers, directly or not, to the
 * tables it rebuilds, before its DDL, and puts their rows back after it:
 *
 *   const kept = await keepRowsSqlite({ db }, [the tables it rebuilds])   // first line of up()
 *   … the generated statements …
 *   await kept.restore()                         // after them, before publishExistingSqlite
 */
const REBUILT_ROOTS = [...NEWLY_DRAFTED.collections, ...NEWLY_DRAFTED.globals].map((s) =>
  s.replace(/-/g, '_'),
)

type SqliteDb = SqliteArgs['db']
const q = (name: string) => `"${name.replace(/"/g, '""')}"`

async function sqliteRows<T>(db: SqliteDb, query: string): Promise<T[]> {
  return (await db.all(sqliteSql.raw(query))) as T[]
}
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

export async function keepRowsSqlite(
  { db }: { db: SqliteDb },
  rebuilt: readonly string[] = REBUILT_ROOTS,
): Promise<{
  restore: () => Promise<void>
}> {
  const tables = (
    await sqliteRows<{ name: string }>(
      db,
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
  )
    .map((r) => r.name)
    .filter((name) => !name.startsWith('__'))
  const parents = new Map<string, string[]>()
  for (const table of tables) {
    const fks = await sqliteRows<{ table: string }>(
      db,
      `SELECT "table" FROM pragma_foreign_key_list(${literal(table)})`,
    )
    parents.set(
      table,
      fks.map((f) => f.table),
    )
  }
  // Every table that refers to a rebuilt one, directly or through another, and those themselves.
  const kept = new Set(rebuilt.filter((t) => tables.includes(t)))
  for (let grew = true; grew; ) {
    grew = false
    for (const table of tables)
      if (!kept.has(table) && parents.get(table)!.some((p) => kept.has(p))) {
        kept.add(table)
        grew = true
      }
  }
  // Parents before children.
  const order: string[] = []
  const visit = (table: string, path: Set<string>) => {
    if (order.includes(table) || path.has(table)) return
    path.add(table)
    for (const parent of parents.get(table) ?? []) if (kept.has(parent)) visit(parent, path)
    path.delete(table)
    order.push(table)
  }
  for (const table of kept) visit(table, new Set())
  for (const table of order)
    await db.run(sqliteSql.raw(`CREATE TABLE ${q(`__keep_${table}`)} AS SELECT * FROM ${q(table)}`))

  return {
    async restore() {
      for (const table of [...order].reverse()) await db.run(sqliteSql.raw(`DELETE FROM ${q(table)}`))
      for (const table of order) {
        const columns = async (name: string) =>
          (
            await sqliteRows<{ name: string }>(
              db,
              `SELECT name FROM pragma_table_info(${literal(name)})`,
            )
          ).map((c) => c.name)
        const now = await columns(table)
        const before = new Set(await columns(`__keep_${table}`))
        const common = now.filter((c) => before.has(c)).map(q).join(', ')
        await db.run(
          sqliteSql.raw(
            `INSERT INTO ${q(table)} (${common}) SELECT ${common} FROM ${q(`__keep_${table}`)}`,
          ),
        )
        await db.run(sqliteSql.raw(`DROP TABLE ${q(`__keep_${table}`)}`))
      }
    },
  }
}

type Row = { id: number | string; createdAt?: string; updatedAt?: string; [key: string]: unknown }

/**
 * A published version of each document and global that has none (all languages at once). Cheap
 * when there is nothing to do: every versioned document has exactly one latest version.
 */
export async function ensureFirstVersions(payload: Payload, req?: PayloadRequest): Promise<number> {
  const now = new Date().toISOString()
  let created = 0
  for (const collection of NEWLY_DRAFTED.collections) {
    const [{ totalDocs: docs }, { totalDocs: latest }] = await Promise.all([
      payload.db.count({ collection, req }),
      payload.db.countVersions({ collection, where: { latest: { equals: true } }, req }),
    ])
    if (latest >= docs) continue
    for (let page = 1; ; page++) {
      const batch = await payload.db.find<Row>({
        collection,
        locale: 'all',
        limit: 100,
        page,
        pagination: true,
        sort: 'id',
        req,
      })
      const ids = batch.docs.map((d) => d.id)
      const versioned = ids.length
        ? await payload.db.findVersions({
            collection,
            where: { parent: { in: ids } },
            limit: 0,
            pagination: false,
            req,
          })
        : { docs: [] }
      const have = new Set(versioned.docs.map((v) => String(v.parent)))
      for (const doc of batch.docs) {
        if (have.has(String(doc.id))) continue
        await payload.db.createVersion({
          collectionSlug: collection,
          parent: doc.id,
          versionData: { ...doc, _status: 'published' },
          autosave: false,
          createdAt: doc.updatedAt ?? now,
          updatedAt: doc.updatedAt ?? now,
          returning: false,
          req,
        })
        created++
      }
      if (!batch.hasNextPage) break
    }
  }
  for (const slug of NEWLY_DRAFTED.globals) {
    const versions = await payload.db.findGlobalVersions({ global: slug, limit: 1, req })
    if (versions.totalDocs > 0) continue
    const doc = (await payload.db.findGlobal({ slug, locale: 'all', req })) as Partial<Row>
    if (!doc || doc.id === undefined) continue
    await payload.db.createGlobalVersion({
      globalSlug: slug,
      versionData: { ...doc, _status: 'published' },
      autosave: false,
      createdAt: doc.updatedAt ?? now,
      updatedAt: doc.updatedAt ?? now,
      returning: false,
      req,
    })
    created++
  }
  return created
}
