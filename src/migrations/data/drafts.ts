import { sql as pgSql, type MigrateUpArgs as PostgresArgs } from '@payloadcms/db-postgres'
import { sql as sqliteSql, type MigrateUpArgs as SqliteArgs } from '@payloadcms/db-sqlite'
import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'

/*
 * Drafts on the public content types (src/lib/drafts.ts), for a database that had them without:
 * everything stored was public, so it stays published. Called from the schema migration that
 * adds the `_status` columns and the version tables, after its DDL:
 *
 *   await publishExistingSqlite({ db, payload, req })     // src/migrations/sqlite/…
 *   await publishExistingPostgres({ db, payload, req })   // src/migrations/postgres/…
 *
 * 1. `_status` = 'published' on every existing document and page global (the new column's
 *    default is 'draft', which would take the whole site offline);
 * 2. a first version of each, as Payload writes on a publish: the admin's lists read drafts
 *    from the version tables, so a document without a version would be missing from its list,
 *    and the history starts from what the site showed.
 * Posts had drafts already and are left alone. Both steps skip what is already done.
 */

/** Collections and globals that gained drafts. */
export const NEWLY_DRAFTED = {
  collections: ['products', 'categories', 'pages', 'news'],
  globals: ['home-page', 'about-page', 'quality-page', 'contact-page'],
} as const satisfies { collections: CollectionSlug[]; globals: GlobalSlug[] }

const tables = [...NEWLY_DRAFTED.collections, ...NEWLY_DRAFTED.globals].map((s) =>
  s.replace(/-/g, '_'),
)

export async function publishExistingSqlite({ db, payload, req }: SqliteArgs): Promise<void> {
  for (const table of tables)
    await db.run(sqliteSql.raw(`UPDATE \`${table}\` SET \`_status\` = 'published'`))
  await createFirstVersions(payload, req)
}

export async function publishExistingPostgres({ db, payload, req }: PostgresArgs): Promise<void> {
  for (const table of tables)
    await db.execute(pgSql.raw(`UPDATE "${table}" SET "_status" = 'published'`))
  await createFirstVersions(payload, req)
}

type Row = { id: number | string; createdAt?: string; updatedAt?: string; [key: string]: unknown }

/** A published version of each document and global that has none (all languages at once). */
export async function createFirstVersions(payload: Payload, req: PayloadRequest): Promise<number> {
  const now = new Date().toISOString()
  let created = 0
  for (const collection of NEWLY_DRAFTED.collections) {
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
    const doc = (await payload.db.findGlobal({ slug, locale: 'all', req })) as Partial<Row>
    if (!doc || doc.id === undefined) continue
    const versions = await payload.db.findGlobalVersions({ global: slug, limit: 1, req })
    if (versions.totalDocs > 0) continue
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
