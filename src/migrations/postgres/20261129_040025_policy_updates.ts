import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_policy_updates_status" AS ENUM('proposed', 'published', 'rejected');
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'policy-alert';
  CREATE TABLE "policy_updates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"announced_at" timestamp(3) with time zone NOT NULL,
  	"effective_date" timestamp(3) with time zone NOT NULL,
  	"status" "enum_policy_updates_status" DEFAULT 'proposed' NOT NULL,
  	"source_url" varchar NOT NULL,
  	"example" boolean DEFAULT false,
  	"news_item_id" integer,
  	"notified_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "policy_updates_locales" (
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "policy_updates_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "policy_updates_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"policy_updates_id" integer
  );
  
  CREATE TABLE "policy_follows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"buyer_id" integer,
  	"product_id" integer,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policy_updates_id" integer;
  ALTER TABLE "policy_updates" ADD CONSTRAINT "policy_updates_news_item_id_news_id_fk" FOREIGN KEY ("news_item_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "policy_updates_locales" ADD CONSTRAINT "policy_updates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policy_updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policy_updates_texts" ADD CONSTRAINT "policy_updates_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."policy_updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policy_updates_rels" ADD CONSTRAINT "policy_updates_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."policy_updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policy_updates_rels" ADD CONSTRAINT "policy_updates_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policy_updates_rels" ADD CONSTRAINT "policy_updates_rels_policy_updates_fk" FOREIGN KEY ("policy_updates_id") REFERENCES "public"."policy_updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policy_follows" ADD CONSTRAINT "policy_follows_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "policy_follows" ADD CONSTRAINT "policy_follows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "policy_updates_announced_at_idx" ON "policy_updates" USING btree ("announced_at");
  CREATE INDEX "policy_updates_effective_date_idx" ON "policy_updates" USING btree ("effective_date");
  CREATE INDEX "policy_updates_status_idx" ON "policy_updates" USING btree ("status");
  CREATE UNIQUE INDEX "policy_updates_news_item_idx" ON "policy_updates" USING btree ("news_item_id");
  CREATE INDEX "policy_updates_updated_at_idx" ON "policy_updates" USING btree ("updated_at");
  CREATE INDEX "policy_updates_created_at_idx" ON "policy_updates" USING btree ("created_at");
  CREATE UNIQUE INDEX "policy_updates_locales_locale_parent_id_unique" ON "policy_updates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "policy_updates_texts_order_parent" ON "policy_updates_texts" USING btree ("order","parent_id");
  CREATE INDEX "policy_updates_rels_order_idx" ON "policy_updates_rels" USING btree ("order");
  CREATE INDEX "policy_updates_rels_parent_idx" ON "policy_updates_rels" USING btree ("parent_id");
  CREATE INDEX "policy_updates_rels_path_idx" ON "policy_updates_rels" USING btree ("path");
  CREATE INDEX "policy_updates_rels_products_id_idx" ON "policy_updates_rels" USING btree ("products_id");
  CREATE INDEX "policy_updates_rels_policy_updates_id_idx" ON "policy_updates_rels" USING btree ("policy_updates_id");
  CREATE INDEX "policy_follows_buyer_idx" ON "policy_follows" USING btree ("buyer_id");
  CREATE INDEX "policy_follows_product_idx" ON "policy_follows" USING btree ("product_id");
  CREATE UNIQUE INDEX "policy_follows_key_idx" ON "policy_follows" USING btree ("key");
  CREATE INDEX "policy_follows_updated_at_idx" ON "policy_follows" USING btree ("updated_at");
  CREATE INDEX "policy_follows_created_at_idx" ON "policy_follows" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policy_updates_fk" FOREIGN KEY ("policy_updates_id") REFERENCES "public"."policy_updates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_policy_updates_id_idx" ON "payload_locked_documents_rels" USING btree ("policy_updates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "policy_updates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_updates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_updates_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_updates_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_follows" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "policy_updates" CASCADE;
  DROP TABLE "policy_updates_locales" CASCADE;
  DROP TABLE "policy_updates_texts" CASCADE;
  DROP TABLE "policy_updates_rels" CASCADE;
  DROP TABLE "policy_follows" CASCADE;
  -- Already gone with policy_updates (CASCADE); Payload's generated line would fail here.
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_policy_updates_fk";
  
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_emails_kind";
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('sales-notification', 'inquiry-assignment', 'inquiry-reminder', 'buyer-acknowledgement', 'account', 'newsletter', 'quotation', 'conversation');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_emails_kind" USING "kind"::"public"."enum_emails_kind";
  DROP INDEX "payload_locked_documents_rels_policy_updates_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policy_updates_id";
  DROP TYPE "public"."enum_policy_updates_status";`)
}
