import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { restoreLeaderNamesPostgres } from '../data/leader-names'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "about_page_leaders_locales" ADD COLUMN "transliteration" varchar;
  ALTER TABLE "_about_page_v_version_leaders_locales" ADD COLUMN "transliteration" varchar;`)
  await restoreLeaderNamesPostgres({ db, payload, req })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "about_page_leaders_locales" DROP COLUMN "transliteration";
  ALTER TABLE "_about_page_v_version_leaders_locales" DROP COLUMN "transliteration";`)
}
