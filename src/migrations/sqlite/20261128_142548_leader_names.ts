import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { restoreLeaderNamesSqlite } from '../data/leader-names'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`about_page_leaders_locales\` ADD \`transliteration\` text;`)
  await db.run(sql`ALTER TABLE \`_about_page_v_version_leaders_locales\` ADD \`transliteration\` text;`)
  await restoreLeaderNamesSqlite({ db, payload, req })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`about_page_leaders_locales\` DROP COLUMN \`transliteration\`;`)
  await db.run(sql`ALTER TABLE \`_about_page_v_version_leaders_locales\` DROP COLUMN \`transliteration\`;`)
}
