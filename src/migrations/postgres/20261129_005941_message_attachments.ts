import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "attachments" ADD COLUMN "message_id" integer;
  ALTER TABLE "attachments" ADD CONSTRAINT "attachments_message_id_inquiry_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inquiry_messages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "attachments_message_idx" ON "attachments" USING btree ("message_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "attachments" DROP CONSTRAINT "attachments_message_id_inquiry_messages_id_fk";
  
  DROP INDEX "attachments_message_idx";
  ALTER TABLE "attachments" DROP COLUMN "message_id";`)
}
