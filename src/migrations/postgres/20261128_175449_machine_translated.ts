import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_locales" ADD COLUMN "machine_translated" boolean DEFAULT false;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_machine_translated" boolean DEFAULT false;
  ALTER TABLE "posts_locales" ADD COLUMN "machine_translated" boolean DEFAULT false;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_machine_translated" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_locales" DROP COLUMN "machine_translated";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_machine_translated";
  ALTER TABLE "posts_locales" DROP COLUMN "machine_translated";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_machine_translated";`)
}
