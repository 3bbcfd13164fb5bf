import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_inquiry_events_kind" ADD VALUE 'assigned' BEFORE 'note';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiry_events" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_inquiry_events_kind";
  CREATE TYPE "public"."enum_inquiry_events_kind" AS ENUM('status', 'quotation-sent', 'quotation-revised', 'accepted', 'declined', 'expired', 'withdrawn', 'note');
  ALTER TABLE "inquiry_events" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_inquiry_events_kind" USING "kind"::"public"."enum_inquiry_events_kind";`)
}
