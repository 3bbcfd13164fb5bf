import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inquiries_line_items_unit" AS ENUM('kg', 'mt', 'containers');
  CREATE TYPE "public"."enum_inquiries_type" AS ENUM('product', 'quote', 'quality', 'bulk', 'private-label', 'partnership', 'technical', 'general');
  CREATE TYPE "public"."enum_inquiries_form" AS ENUM('contact', 'product', 'quote');
  CREATE TYPE "public"."enum_inquiries_locale" AS ENUM('en', 'es', 'fr', 'de', 'zh', 'ja', 'ar', 'ru');
  CREATE TYPE "public"."enum_inquiries_incoterm" AS ENUM('FOB', 'CIF', 'CFR');
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'in-progress', 'quoted', 'won', 'lost', 'spam');
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('sales-notification', 'buyer-acknowledgement', 'account');
  CREATE TYPE "public"."enum_emails_status" AS ENUM('queued', 'sending', 'sent', 'failed');
  CREATE TABLE "inquiries_line_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" varchar,
  	"product_name" varchar,
  	"quantity" numeric,
  	"unit" "enum_inquiries_line_items_unit",
  	"pack_size" varchar
  );
  
  CREATE TABLE "inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_inquiries_type" NOT NULL,
  	"form" "enum_inquiries_form" NOT NULL,
  	"locale" "enum_inquiries_locale" NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"company" varchar,
  	"phone" varchar,
  	"country" varchar,
  	"volume" varchar,
  	"target_skus" varchar,
  	"message" varchar NOT NULL,
  	"product" varchar,
  	"incoterm" "enum_inquiries_incoterm",
  	"destination_port" varchar,
  	"destination_country" varchar,
  	"target_price" varchar,
  	"shipment_month" varchar,
  	"consent_at" timestamp(3) with time zone,
  	"policy_version" varchar,
  	"source_page" varchar,
  	"status" "enum_inquiries_status" DEFAULT 'new' NOT NULL,
  	"staff_notes" varchar,
  	"first_response_at" timestamp(3) with time zone,
  	"first_response_minutes" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "emails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"kind" "enum_emails_kind" NOT NULL,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"html" varchar,
  	"inquiry_id" integer,
  	"status" "enum_emails_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"message_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "contact_page" ADD COLUMN "quick_contact_show_measured_response" boolean DEFAULT false;
  ALTER TABLE "contact_page" ADD COLUMN "quick_contact_minimum_answered" numeric DEFAULT 20;
  ALTER TABLE "inquiries_line_items" ADD CONSTRAINT "inquiries_line_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "emails" ADD CONSTRAINT "emails_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "inquiries_line_items_order_idx" ON "inquiries_line_items" USING btree ("_order");
  CREATE INDEX "inquiries_line_items_parent_id_idx" ON "inquiries_line_items" USING btree ("_parent_id");
  CREATE INDEX "inquiries_type_idx" ON "inquiries" USING btree ("type");
  CREATE INDEX "inquiries_email_idx" ON "inquiries" USING btree ("email");
  CREATE INDEX "inquiries_product_idx" ON "inquiries" USING btree ("product");
  CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status");
  CREATE INDEX "inquiries_updated_at_idx" ON "inquiries" USING btree ("updated_at");
  CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");
  CREATE INDEX "emails_inquiry_idx" ON "emails" USING btree ("inquiry_id");
  CREATE INDEX "emails_status_idx" ON "emails" USING btree ("status");
  CREATE INDEX "emails_next_attempt_at_idx" ON "emails" USING btree ("next_attempt_at");
  CREATE INDEX "emails_updated_at_idx" ON "emails" USING btree ("updated_at");
  CREATE INDEX "emails_created_at_idx" ON "emails" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "inquiries_line_items" CASCADE;
  DROP TABLE "inquiries" CASCADE;
  DROP TABLE "emails" CASCADE;
  ALTER TABLE "contact_page" DROP COLUMN "quick_contact_show_measured_response";
  ALTER TABLE "contact_page" DROP COLUMN "quick_contact_minimum_answered";
  DROP TYPE "public"."enum_inquiries_line_items_unit";
  DROP TYPE "public"."enum_inquiries_type";
  DROP TYPE "public"."enum_inquiries_form";
  DROP TYPE "public"."enum_inquiries_locale";
  DROP TYPE "public"."enum_inquiries_incoterm";
  DROP TYPE "public"."enum_inquiries_status";
  DROP TYPE "public"."enum_emails_kind";
  DROP TYPE "public"."enum_emails_status";`)
}
