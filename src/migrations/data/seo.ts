/*
 * Data step of the SEO fields migration: posts had search fields of their own (seo_title,
 * seo_description, social_description); @payloadcms/plugin-seo keeps them in `meta` (title and
 * description per language, in posts_locales). Posts are written in English, so the old values
 * become the English meta fields of each post and of each of its versions; the sharing text
 * fills the description only where there was no search description (the plugin has one
 * description for both).
 *
 * Call it from the migration's up() after the DDL that creates the meta columns
 * (posts_locales.meta_title …, _posts_v_locales.version_meta_title …) and before the DDL that
 * drops seo_title, seo_description and social_description (and their version_ columns).
 * A row that already has English meta values keeps them; running it twice changes nothing.
 */
import { sql as pgSql, type MigrateUpArgs as PgUpArgs } from '@payloadcms/db-postgres'
import { sql as liteSql, type MigrateUpArgs as LiteUpArgs } from '@payloadcms/db-sqlite'

type Table = { main: string; locales: string; prefix: string }

const tables: Table[] = [
  { main: 'posts', locales: 'posts_locales', prefix: '' },
  { main: '_posts_v', locales: '_posts_v_locales', prefix: 'version_' },
]

/** The statements for one table, with the dialect's way of writing the locale 'en'. */
function statements({ main, locales, prefix }: Table, en: string): string[] {
  const title = `m."${prefix}seo_title"`
  const description = `COALESCE(NULLIF(m."${prefix}seo_description", ''), m."${prefix}social_description")`
  const hasOld = `(${title} IS NOT NULL OR ${description} IS NOT NULL)`
  return [
    // English rows that exist already (another localized field made them) get the values.
    `UPDATE "${locales}" SET
       "${prefix}meta_title" = (SELECT ${title} FROM "${main}" m WHERE m."id" = "${locales}"."_parent_id"),
       "${prefix}meta_description" = (SELECT ${description} FROM "${main}" m WHERE m."id" = "${locales}"."_parent_id")
     WHERE "_locale" = ${en}
       AND "${prefix}meta_title" IS NULL AND "${prefix}meta_description" IS NULL`,
    // The others get an English row.
    `INSERT INTO "${locales}" ("${prefix}meta_title", "${prefix}meta_description", "_locale", "_parent_id")
     SELECT ${title}, ${description}, ${en}, m."id" FROM "${main}" m
     WHERE ${hasOld}
       AND NOT EXISTS (SELECT 1 FROM "${locales}" l WHERE l."_parent_id" = m."id" AND l."_locale" = ${en})`,
  ]
}

export async function movePostSeoFieldsSqlite({ db }: Pick<LiteUpArgs, 'db'>): Promise<void> {
  for (const table of tables)
    for (const statement of statements(table, `'en'`)) await db.run(liteSql.raw(statement))
}

export async function movePostSeoFieldsPostgres({ db }: Pick<PgUpArgs, 'db'>): Promise<void> {
  for (const table of tables)
    for (const statement of statements(table, `'en'::"_locales"`))
      await db.execute(pgSql.raw(statement))
}
