/**
 * Turns the stored markdown-like texts of the fields that became rich text into Payload's Lexical
 * JSON (up), and back into markdown (down), on SQLite and PostgreSQL.
 *
 * Called from the rich-text migration BEFORE its generated DDL, in `up` and in `down`:
 * - PostgreSQL `up` converts each value, then changes the column to jsonb itself
 *   (`USING col::jsonb`), so the generated `SET DATA TYPE jsonb` that follows has nothing left to
 *   do; without this the generated statement fails on text that is not JSON.
 * - PostgreSQL `down` changes the column back to varchar first, then writes markdown.
 * - SQLite keeps text columns for both, so only the values change.
 * A table or column that does not exist is skipped, and a value that is already rich text is
 * kept, so running it twice, or on a database made after the change, does nothing.
 */
import { convertLexicalToMarkdown } from '@payloadcms/richtext-lexical'
import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { markdownToRichText, richTextEditorConfig } from '@/fields/rich-text'
import { isRichText } from '@/lib/rich-text'

type Column = { table: string; column: string }

const withVersions = (table: string, column: string, versionTable: string): Column[] => [
  { table, column },
  // The same field in the versions of a collection or global with drafts (if it has them).
  { table: versionTable, column: `version_${column}` },
]

/** Where each rich-text field is stored (localized ones in the `_locales` tables). */
export const richTextColumns: Column[] = [
  ...withVersions('posts', 'content', '_posts_v'),
  ...withVersions('pages_locales', 'body', '_pages_v_locales'),
  ...withVersions('products', 'description', '_products_v'),
  ...withVersions('categories_locales', 'description', '_categories_v_locales'),
  ...withVersions('home_page_locales', 'tabs_quality_text', '_home_page_v_locales'),
  ...withVersions('home_page_locales', 'tabs_logistics_text', '_home_page_v_locales'),
  ...withVersions('home_page_locales', 'tabs_partnerships_text', '_home_page_v_locales'),
  ...withVersions('about_page_locales', 'story_text', '_about_page_v_locales'),
  ...withVersions('quality_page_locales', 'promise_text', '_quality_page_v_locales'),
  { table: 'quality_page_compliance_items_locales', column: 'text' },
  { table: '_quality_page_v_version_compliance_items_locales', column: 'text' },
  { table: 'contact_page_faq_locales', column: 'answer' },
  { table: '_contact_page_v_version_faq_locales', column: 'answer' },
]

function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

/** A stored value as Lexical JSON text: markdown is converted, rich text is kept. */
async function toRichTextJson(payload: Payload, value: unknown): Promise<string> {
  const v = parsed(value)
  if (isRichText(v)) return JSON.stringify(v)
  return JSON.stringify(await markdownToRichText(payload.config, String(value ?? '')))
}

/** A stored value as markdown: rich text is converted, plain text is kept. */
async function toMarkdown(payload: Payload, value: unknown): Promise<string> {
  const v = parsed(value)
  if (!isRichText(v)) return String(value ?? '')
  return convertLexicalToMarkdown({
    data: v,
    editorConfig: await richTextEditorConfig(payload.config),
  })
}

type Row = { id: unknown; value: unknown }
type Dialect = {
  /** The column's type, or null when the table or column does not exist. */
  columnType(c: Column): Promise<string | null>
  rows(c: Column): Promise<Row[]>
  write(c: Column, id: unknown, value: string): Promise<void>
}

async function convertAll(
  dialect: Dialect,
  convert: (value: unknown) => Promise<string>,
  before?: (c: Column, type: string) => Promise<void>,
) {
  let changed = 0
  for (const c of richTextColumns) {
    const type = await dialect.columnType(c)
    if (!type) continue
    await before?.(c, type)
    for (const row of await dialect.rows(c)) {
      const next = await convert(row.value)
      if (next === row.value) continue
      await dialect.write(c, row.id, next)
      changed++
    }
  }
  return changed
}

/* ------------------------------------------------------------------------------ PostgreSQL */

type PgDb = { execute: (query: ReturnType<typeof pgSql>) => Promise<{ rows: unknown[] }> }

const postgres = (db: PgDb): Dialect & { alter(c: Column, type: string): Promise<void> } => ({
  async columnType({ table, column }) {
    const { rows } = await db.execute(
      pgSql`SELECT data_type FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table} AND column_name = ${column}`,
    )
    return (rows[0] as { data_type?: string } | undefined)?.data_type ?? null
  },
  async rows({ table, column }) {
    const { rows } = await db.execute(
      pgSql`SELECT id, ${pgSql.identifier(column)}::text AS value FROM ${pgSql.identifier(table)}
        WHERE ${pgSql.identifier(column)} IS NOT NULL`,
    )
    return rows as Row[]
  },
  async write({ table, column }, id, value) {
    await db.execute(
      pgSql`UPDATE ${pgSql.identifier(table)} SET ${pgSql.identifier(column)} = ${value}
        WHERE id = ${id}`,
    )
  },
  async alter({ table, column }, type) {
    const t = pgSql.identifier(table)
    const c = pgSql.identifier(column)
    await db.execute(
      type === 'jsonb'
        ? pgSql`ALTER TABLE ${t} ALTER COLUMN ${c} SET DATA TYPE jsonb USING ${c}::jsonb`
        : pgSql`ALTER TABLE ${t} ALTER COLUMN ${c} SET DATA TYPE varchar USING ${c}::text`,
    )
  },
})

/** PostgreSQL, `up`: markdown → rich text, column → jsonb. Before the generated DDL. */
export async function richTextUpPostgres({ db, payload }: { db: unknown; payload: Payload }) {
  const pg = postgres(db as PgDb)
  let changed = 0
  for (const c of richTextColumns) {
    const type = await pg.columnType(c)
    if (!type || type === 'jsonb') continue
    for (const row of await pg.rows(c)) {
      const next = await toRichTextJson(payload, row.value)
      if (next !== row.value) {
        await pg.write(c, row.id, next)
        changed++
      }
    }
    await pg.alter(c, 'jsonb')
  }
  return changed
}

/** PostgreSQL, `down`: column → varchar, rich text → markdown. Before the generated DDL. */
export async function richTextDownPostgres({ db, payload }: { db: unknown; payload: Payload }) {
  const pg = postgres(db as PgDb)
  return convertAll(
    pg,
    (value) => toMarkdown(payload, value),
    async (c, type) => {
      if (type === 'jsonb') await pg.alter(c, 'varchar')
    },
  )
}

/* ---------------------------------------------------------------------------------- SQLite */

type SqliteDb = {
  run: (query: ReturnType<typeof sqliteSql>) => Promise<{ rows: unknown[] }>
}

const sqlite = (db: SqliteDb): Dialect => ({
  async columnType({ table, column }) {
    const { rows } = await db.run(
      sqliteSql`SELECT type FROM pragma_table_info(${table}) WHERE name = ${column}`,
    )
    return (rows[0] as { type?: string } | undefined)?.type ?? null
  },
  async rows({ table, column }) {
    const { rows } = await db.run(
      sqliteSql`SELECT id, ${sqliteSql.identifier(column)} AS value FROM ${sqliteSql.identifier(table)}
        WHERE ${sqliteSql.identifier(column)} IS NOT NULL`,
    )
    return (rows as { id: unknown; value: unknown }[]).map((r) => ({ id: r.id, value: r.value }))
  },
  async write({ table, column }, id, value) {
    await db.run(
      sqliteSql`UPDATE ${sqliteSql.identifier(table)} SET ${sqliteSql.identifier(column)} = ${value}
        WHERE id = ${id}`,
    )
  },
})

/** SQLite, `up`: markdown → rich text (the columns stay text). */
export async function richTextUpSqlite({ db, payload }: { db: unknown; payload: Payload }) {
  return convertAll(sqlite(db as SqliteDb), (value) => toRichTextJson(payload, value))
}

/** SQLite, `down`: rich text → markdown. */
export async function richTextDownSqlite({ db, payload }: { db: unknown; payload: Payload }) {
  return convertAll(sqlite(db as SqliteDb), (value) => toMarkdown(payload, value))
}
