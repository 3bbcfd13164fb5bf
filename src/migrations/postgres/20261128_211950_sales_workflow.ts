import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { renameInquiryStatusesPostgres } from '../data/inquiry-statuses'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inquiry_events_actor" AS ENUM('staff', 'buyer', 'system');
  CREATE TYPE "public"."enum_inquiry_events_kind" AS ENUM('status', 'quotation-sent', 'quotation-revised', 'accepted', 'declined', 'expired', 'withdrawn', 'note');
  CREATE TYPE "public"."enum_quotations_lines_unit" AS ENUM('kg', 'mt', 'containers', 'bags', 'cartons');
  CREATE TYPE "public"."enum_quotations_status" AS ENUM('draft', 'sent', 'accepted', 'declined', 'expired', 'superseded');
  CREATE TYPE "public"."enum_quotations_currency" AS ENUM('USD', 'EUR', 'GBP', 'AED', 'INR');
  CREATE TYPE "public"."enum_quotations_incoterm" AS ENUM('EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP');
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'quotation';
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
  
  CREATE TABLE "quotations_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"name" varchar,
  	"pack_size" varchar,
  	"quantity" varchar,
  	"unit" "enum_quotations_lines_unit" DEFAULT 'mt' NOT NULL,
  	"unit_price" varchar,
  	"amount" varchar
  );
  
  CREATE TABLE "quotations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"inquiry_id" integer NOT NULL,
  	"status" "enum_quotations_status" DEFAULT 'draft' NOT NULL,
  	"number" varchar,
  	"revision" numeric DEFAULT 1,
  	"previous_id" integer,
  	"superseded_by_id" integer,
  	"sent_at" timestamp(3) with time zone,
  	"answered_at" timestamp(3) with time zone,
  	"reminded_at" timestamp(3) with time zone,
  	"answer_note" varchar,
  	"token_hash" varchar,
  	"currency" "enum_quotations_currency" DEFAULT 'USD' NOT NULL,
  	"total" varchar,
  	"incoterm" "enum_quotations_incoterm",
  	"port" varchar,
  	"payment_terms" varchar,
  	"lead_time" varchar,
  	"valid_until" timestamp(3) with time zone,
  	"notes" varchar,
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
  ALTER TABLE "quotations_lines" ADD CONSTRAINT "quotations_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotations_lines" ADD CONSTRAINT "quotations_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotations" ADD CONSTRAINT "quotations_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotations" ADD CONSTRAINT "quotations_previous_id_quotations_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotations" ADD CONSTRAINT "quotations_superseded_by_id_quotations_id_fk" FOREIGN KEY ("superseded_by_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "inquiry_events_inquiry_idx" ON "inquiry_events" USING btree ("inquiry_id");
  CREATE INDEX "inquiry_events_at_idx" ON "inquiry_events" USING btree ("at");
  CREATE INDEX "inquiry_events_by_idx" ON "inquiry_events" USING btree ("by_id");
  CREATE INDEX "inquiry_events_updated_at_idx" ON "inquiry_events" USING btree ("updated_at");
  CREATE INDEX "inquiry_events_created_at_idx" ON "inquiry_events" USING btree ("created_at");
  CREATE INDEX "quotations_lines_order_idx" ON "quotations_lines" USING btree ("_order");
  CREATE INDEX "quotations_lines_parent_id_idx" ON "quotations_lines" USING btree ("_parent_id");
  CREATE INDEX "quotations_lines_product_idx" ON "quotations_lines" USING btree ("product_id");
  CREATE INDEX "quotations_inquiry_idx" ON "quotations" USING btree ("inquiry_id");
  CREATE INDEX "quotations_status_idx" ON "quotations" USING btree ("status");
  CREATE UNIQUE INDEX "quotations_number_idx" ON "quotations" USING btree ("number");
  CREATE INDEX "quotations_previous_idx" ON "quotations" USING btree ("previous_id");
  CREATE INDEX "quotations_superseded_by_idx" ON "quotations" USING btree ("superseded_by_id");
  CREATE INDEX "quotations_token_hash_idx" ON "quotations" USING btree ("token_hash");
  CREATE INDEX "quotations_updated_at_idx" ON "quotations" USING btree ("updated_at");
  CREATE INDEX "quotations_created_at_idx" ON "quotations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "inquiry_events" CASCADE;
  DROP TABLE "quotations_lines" CASCADE;
  DROP TABLE "quotations" CASCADE;
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;`)
  // Hand-written: stored statuses take their new names while the column is text.
  await renameInquiryStatusesPostgres({ db }, 'down')
  await db.execute(sql`
  DROP TYPE "public"."enum_inquiries_status";
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'in-progress', 'quoted', 'won', 'lost', 'spam');
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_inquiries_status";
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_inquiries_status" USING "status"::"public"."enum_inquiries_status";
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_emails_kind";
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('sales-notification', 'buyer-acknowledgement', 'account', 'newsletter');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_emails_kind" USING "kind"::"public"."enum_emails_kind";
  DROP TYPE "public"."enum_inquiry_events_actor";
  DROP TYPE "public"."enum_inquiry_events_kind";
  DROP TYPE "public"."enum_quotations_lines_unit";
  DROP TYPE "public"."enum_quotations_status";
  DROP TYPE "public"."enum_quotations_currency";
  DROP TYPE "public"."enum_quotations_incoterm";`)
}
