import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "bank_beneficiary" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "bank_bank_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "bank_account_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "bank_swift" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "bank_ifsc" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "bank_branch_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "bank_iec" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "bank_gstin" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "bank_beneficiary";
  ALTER TABLE "site_settings" DROP COLUMN "bank_bank_name";
  ALTER TABLE "site_settings" DROP COLUMN "bank_account_number";
  ALTER TABLE "site_settings" DROP COLUMN "bank_swift";
  ALTER TABLE "site_settings" DROP COLUMN "bank_ifsc";
  ALTER TABLE "site_settings" DROP COLUMN "bank_branch_address";
  ALTER TABLE "site_settings" DROP COLUMN "bank_iec";
  ALTER TABLE "site_settings" DROP COLUMN "bank_gstin";`)
}
