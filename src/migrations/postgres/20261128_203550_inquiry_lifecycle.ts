import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { renameInquiryStatusesPostgres } from '../data/inquiry-statuses'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inquiry_events_actor" AS ENUM('staff', 'buyer', 'system');
  CREATE TYPE "public"."enum_inquiry_events_kind" AS ENUM('status', 'quotation-sent', 'quotation-revised', 'accepted', 'declined', 'expired', 'withdrawn', 'note');
  CREATE TABLE "inquiry_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"inquiry_id" integer NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"actor" "enum_inquiry_events_actor" DEFAULT 'system' NOT NULL,
  	"kind" "enum_inquiry_events_kind" NOT NULL,
  	"from" varchar,
  	"to" varchar,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;`)
  // Hand-written: stored statuses take their new names while the column is text.
  await renameInquiryStatusesPostgres({ db }, 'up')
  await db.execute(sql`
  DROP TYPE "public"."enum_inquiries_status";
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'in-review', 'quoted', 'accepted', 'declined', 'expired', 'withdrawn', 'spam');
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_inquiries_status";
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_inquiries_status" USING "status"::"public"."enum_inquiries_status";
  ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "inquiry_events_inquiry_idx" ON "inquiry_events" USING btree ("inquiry_id");
  CREATE INDEX "inquiry_events_at_idx" ON "inquiry_events" USING btree ("at");
  CREATE INDEX "inquiry_events_by_idx" ON "inquiry_events" USING btree ("by_id");
  CREATE INDEX "inquiry_events_updated_at_idx" ON "inquiry_events" USING btree ("updated_at");
  CREATE INDEX "inquiry_events_created_at_idx" ON "inquiry_events" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "inquiry_events" CASCADE;
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;`)
  // Hand-written: stored statuses take their new names while the column is text.
  await renameInquiryStatusesPostgres({ db }, 'down')
  await db.execute(sql`
  DROP TYPE "public"."enum_inquiries_status";
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'in-progress', 'quoted', 'won', 'lost', 'spam');
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_inquiries_status";
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_inquiries_status" USING "status"::"public"."enum_inquiries_status";
  DROP TYPE "public"."enum_inquiry_events_actor";
  DROP TYPE "public"."enum_inquiry_events_kind";`)
}
