import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`machine_translated\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_machine_translated\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`machine_translated\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_machine_translated\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`machine_translated\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_machine_translated\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`machine_translated\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_machine_translated\`;`)
}
