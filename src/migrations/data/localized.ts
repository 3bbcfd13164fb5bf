import { sql as pgSql, type MigrateUpArgs as PostgresArgs } from '@payloadcms/db-postgres'
import { sql as sqliteSql, type MigrateUpArgs as SqliteArgs } from '@payloadcms/db-sqlite'

/*
 * The catalogue's texts become per language (products, posts, news), and the About page's
 * leaders get a per-language spelling of their name (leader-names.ts): Payload keeps a localized
 * field in a `<table>_locales` table (one row per language), a localized list field's texts in
 * `<list>_locales`, and a localized many-valued text in the `_texts` table with a `locale`. The
 * generated schema migration drops the old columns, so what they held is copied aside before its
 * DDL and written back as the English value after it:
 *
 *   const kept = await keepCatalogueTexts(run)   // first line of up()
 *   … the generated statements …
 *   await kept.asEnglish()                       // last line of up()
 *
 * and the reverse in down() (`keepEnglishTexts(run)` / `kept.asColumns()`). Both dialects take the
 * same SQL; `run` is `sqliteRun(db)` or `postgresRun(db)`.
 */

/** Runs SQL; `en` is the English locale as a value of the `_locale` column. */
export type Run = ((query: string) => Promise<unknown>) & { en: string }

export const sqliteRun = (db: SqliteArgs['db']): Run =>
  Object.assign((query: string) => db.run(sqliteSql.raw(query)), { en: "'en'" })

/** PostgreSQL's `_locale` columns are of the enum type `_locales`. */
export const postgresRun = (db: PostgresArgs['db']): Run =>
  Object.assign((query: string) => db.execute(pgSql.raw(query)), { en: `'en'::"_locales"` })

/** A table whose columns moved to its `_locales` table (`upsert`: rows may be there already). */
type Move = { table: string; columns: string[]; upsert: boolean }

const product = ['name', 'variety', 'description', 'origin', 'grade', 'moisture', 'moq']
const productColumns = [...product, 'lead_time', 'port', 'price']
const versioned = (columns: string[]) => columns.map((c) => `version_${c}`)

const MOVES: Move[] = [
  { table: 'products', columns: productColumns, upsert: true },
  { table: '_products_v', columns: versioned(productColumns), upsert: true },
  { table: 'posts', columns: ['title', 'excerpt', 'content', 'author'], upsert: true },
  { table: '_posts_v', columns: versioned(['title', 'excerpt', 'content', 'author']), upsert: true },
  { table: 'news', columns: ['title', 'description'], upsert: true },
  { table: '_news_v', columns: versioned(['title', 'description']), upsert: true },
  ...['products', '_products_v_version'].flatMap((prefix) => [
    { table: `${prefix}_specifications`, columns: ['key', 'value'], upsert: false },
    { table: `${prefix}_varieties`, columns: ['name'], upsert: false },
    { table: `${prefix}_varieties_attributes`, columns: ['key', 'value'], upsert: false },
    { table: `${prefix}_quality_parameters`, columns: ['parameter', 'specification'], upsert: false },
  ]),
]

/** Many-valued texts that became per language, by table and path. */
const TEXTS = [
  { table: 'products_texts', path: 'packSizes' },
  { table: '_products_v_texts', path: 'version.packSizes' },
]

const q = (name: string) => `"${name}"`
const list = (columns: string[]) => columns.map(q).join(', ')
const kept = (table: string) => q(`__localized_${table}`)

export async function keepCatalogueTexts(run: Run) {
  for (const { table, columns } of MOVES)
    await run(`CREATE TABLE ${kept(table)} AS SELECT "id", ${list(columns)} FROM ${q(table)}`)
  return {
    async asEnglish() {
      for (const { table, columns, upsert } of MOVES) {
        const into = q(`${table}_locales`)
        const conflict = upsert
          ? ` ON CONFLICT ("_locale", "_parent_id") DO UPDATE SET ${columns
              .map((c) => `${q(c)} = excluded.${q(c)}`)
              .join(', ')}`
          : ''
        await run(
          `INSERT INTO ${into} (${list(columns)}, "_locale", "_parent_id") ` +
            `SELECT ${list(columns)}, ${run.en}, "id" FROM ${kept(table)} WHERE true${conflict}`,
        )
        await run(`DROP TABLE ${kept(table)}`)
      }
      for (const { table, path } of TEXTS)
        await run(`UPDATE ${q(table)} SET "locale" = 'en' WHERE "path" = '${path}'`)
    },
  }
}

export async function keepEnglishTexts(run: Run) {
  for (const { table, columns } of MOVES)
    await run(
      `CREATE TABLE ${kept(table)} AS SELECT "_parent_id" AS "id", ${list(columns)} ` +
        `FROM ${q(`${table}_locales`)} WHERE "_locale" = 'en'`,
    )
  // One value per list entry again: the other languages' entries go.
  for (const { table, path } of TEXTS)
    await run(`DELETE FROM ${q(table)} WHERE "path" = '${path}' AND "locale" <> 'en'`)
  return {
    async asColumns() {
      for (const { table, columns } of MOVES) {
        const set = columns
          .map((c) => `${q(c)} = (SELECT k.${q(c)} FROM ${kept(table)} k WHERE k."id" = t."id")`)
          .join(', ')
        await run(`UPDATE ${q(table)} AS t SET ${set}`)
        await run(`DROP TABLE ${kept(table)}`)
      }
    },
  }
}
