import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_category" AS ENUM('Export Growth', 'Market Trends', 'Policy Update', 'Technology', 'Trade Relations', 'Global Markets', 'World Trade', 'Supply Chain', 'Quality Standards', 'Industry News', 'Climate Impact', 'Sustainability', 'Innovation');
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"news_id" varchar NOT NULL,
  	"category" "enum_news_category" NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"days_ago" numeric,
  	"builtin" boolean DEFAULT false,
  	"source" varchar NOT NULL,
  	"source_url" varchar NOT NULL,
  	"article_url" varchar,
  	"stock_image" numeric DEFAULT 1,
  	"full_content" varchar,
  	"is_rewritten" boolean DEFAULT false,
  	"original_source" varchar,
  	"rewrite_timestamp" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_id" integer;
  CREATE UNIQUE INDEX "news_news_id_idx" ON "news" USING btree ("news_id");
  CREATE INDEX "news_category_idx" ON "news" USING btree ("category");
  CREATE INDEX "news_title_idx" ON "news" USING btree ("title");
  CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at");
  CREATE INDEX "news_builtin_idx" ON "news" USING btree ("builtin");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "news" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_fk";
  
  DROP INDEX "payload_locked_documents_rels_news_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_id";
  DROP TYPE "public"."enum_news_category";`)
}
