import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inquiry_messages_author" AS ENUM('buyer', 'staff');
  ALTER TYPE "public"."enum_inquiry_events_kind" ADD VALUE 'message';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'conversation';
  CREATE TABLE "inquiry_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"inquiry_id" integer NOT NULL,
  	"author" "enum_inquiry_messages_author" DEFAULT 'staff' NOT NULL,
  	"staff_user_id" integer,
  	"body" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "inquiry_messages_inquiry_idx" ON "inquiry_messages" USING btree ("inquiry_id");
  CREATE INDEX "inquiry_messages_staff_user_idx" ON "inquiry_messages" USING btree ("staff_user_id");
  CREATE INDEX "inquiry_messages_updated_at_idx" ON "inquiry_messages" USING btree ("updated_at");
  CREATE INDEX "inquiry_messages_created_at_idx" ON "inquiry_messages" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "inquiry_messages" CASCADE;
  ALTER TABLE "inquiry_events" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_inquiry_events_kind";
  CREATE TYPE "public"."enum_inquiry_events_kind" AS ENUM('status', 'quotation-sent', 'quotation-revised', 'accepted', 'declined', 'expired', 'withdrawn', 'note');
  ALTER TABLE "inquiry_events" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_inquiry_events_kind" USING "kind"::"public"."enum_inquiry_events_kind";
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_emails_kind";
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('sales-notification', 'inquiry-assignment', 'inquiry-reminder', 'buyer-acknowledgement', 'account', 'newsletter', 'quotation');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_emails_kind" USING "kind"::"public"."enum_emails_kind";
  DROP TYPE "public"."enum_inquiry_messages_author";`)
}
