import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`bank_beneficiary\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`bank_bank_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`bank_account_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`bank_swift\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`bank_ifsc\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`bank_branch_address\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`bank_iec\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`bank_gstin\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`bank_beneficiary\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`bank_bank_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`bank_account_number\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`bank_swift\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`bank_ifsc\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`bank_branch_address\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`bank_iec\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`bank_gstin\`;`)
}
