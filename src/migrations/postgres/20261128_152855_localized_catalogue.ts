import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { keepCatalogueTexts, keepEnglishTexts, postgresRun } from '../data/localized'
import { restoreLeaderNames } from '../data/leader-names'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const kept = await keepCatalogueTexts(postgresRun(db))
  await db.execute(sql`
   CREATE TABLE "products_specifications_locales" (
  	"key" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_varieties_attributes_locales" (
  	"key" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_varieties_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_quality_parameters_locales" (
  	"parameter" varchar,
  	"specification" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_products_v_version_specifications_locales" (
  	"key" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_varieties_attributes_locales" (
  	"key" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_varieties_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_quality_parameters_locales" (
  	"parameter" varchar,
  	"specification" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  DROP INDEX "products_name_idx";
  DROP INDEX "_products_v_version_version_name_idx";
  DROP INDEX "news_title_idx";
  DROP INDEX "_news_v_version_version_title_idx";
  ALTER TABLE "products_locales" ADD COLUMN "name" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "variety" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "description" jsonb;
  ALTER TABLE "products_locales" ADD COLUMN "origin" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "grade" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "moisture" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "moq" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "lead_time" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "port" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "price" varchar;
  ALTER TABLE "products_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_variety" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_origin" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_grade" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_moisture" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_moq" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_lead_time" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_port" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_price" varchar;
  ALTER TABLE "_products_v_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "posts_locales" ADD COLUMN "title" varchar;
  ALTER TABLE "posts_locales" ADD COLUMN "excerpt" varchar;
  ALTER TABLE "posts_locales" ADD COLUMN "content" jsonb;
  ALTER TABLE "posts_locales" ADD COLUMN "author" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_excerpt" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_author" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "title" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "description" varchar;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_description" varchar;
  ALTER TABLE "about_page_leaders_locales" ADD COLUMN "transliteration" varchar;
  ALTER TABLE "_about_page_v_version_leaders_locales" ADD COLUMN "transliteration" varchar;
  ALTER TABLE "products_specifications_locales" ADD CONSTRAINT "products_specifications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_specifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_varieties_attributes_locales" ADD CONSTRAINT "products_varieties_attributes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_varieties_attributes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_varieties_locales" ADD CONSTRAINT "products_varieties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_varieties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_quality_parameters_locales" ADD CONSTRAINT "products_quality_parameters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_quality_parameters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_specifications_locales" ADD CONSTRAINT "_products_v_version_specifications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_specifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_varieties_attributes_locales" ADD CONSTRAINT "_products_v_version_varieties_attributes_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_varieties_attributes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_varieties_locales" ADD CONSTRAINT "_products_v_version_varieties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_varieties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_quality_parameters_locales" ADD CONSTRAINT "_products_v_version_quality_parameters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_quality_parameters"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "products_specifications_locales_locale_parent_id_unique" ON "products_specifications_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_varieties_attributes_locales_locale_parent_id_uniqu" ON "products_varieties_attributes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_varieties_locales_locale_parent_id_unique" ON "products_varieties_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_quality_parameters_locales_locale_parent_id_unique" ON "products_quality_parameters_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_specifications_locales_locale_parent_id_" ON "_products_v_version_specifications_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_varieties_attributes_locales_locale_pare" ON "_products_v_version_varieties_attributes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_varieties_locales_locale_parent_id_uniqu" ON "_products_v_version_varieties_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_quality_parameters_locales_locale_parent" ON "_products_v_version_quality_parameters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_name_idx" ON "products_locales" USING btree ("name","_locale");
  CREATE INDEX "products_texts_locale_parent" ON "products_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_products_v_version_version_name_idx" ON "_products_v_locales" USING btree ("version_name","_locale");
  CREATE INDEX "_products_v_texts_locale_parent" ON "_products_v_texts" USING btree ("locale","parent_id");
  CREATE INDEX "news_title_idx" ON "news_locales" USING btree ("title","_locale");
  CREATE INDEX "_news_v_version_version_title_idx" ON "_news_v_locales" USING btree ("version_title","_locale");
  ALTER TABLE "products_specifications" DROP COLUMN "key";
  ALTER TABLE "products_specifications" DROP COLUMN "value";
  ALTER TABLE "products_varieties_attributes" DROP COLUMN "key";
  ALTER TABLE "products_varieties_attributes" DROP COLUMN "value";
  ALTER TABLE "products_varieties" DROP COLUMN "name";
  ALTER TABLE "products_quality_parameters" DROP COLUMN "parameter";
  ALTER TABLE "products_quality_parameters" DROP COLUMN "specification";
  ALTER TABLE "products" DROP COLUMN "name";
  ALTER TABLE "products" DROP COLUMN "variety";
  ALTER TABLE "products" DROP COLUMN "description";
  ALTER TABLE "products" DROP COLUMN "origin";
  ALTER TABLE "products" DROP COLUMN "grade";
  ALTER TABLE "products" DROP COLUMN "moisture";
  ALTER TABLE "products" DROP COLUMN "moq";
  ALTER TABLE "products" DROP COLUMN "lead_time";
  ALTER TABLE "products" DROP COLUMN "port";
  ALTER TABLE "products" DROP COLUMN "price";
  ALTER TABLE "_products_v_version_specifications" DROP COLUMN "key";
  ALTER TABLE "_products_v_version_specifications" DROP COLUMN "value";
  ALTER TABLE "_products_v_version_varieties_attributes" DROP COLUMN "key";
  ALTER TABLE "_products_v_version_varieties_attributes" DROP COLUMN "value";
  ALTER TABLE "_products_v_version_varieties" DROP COLUMN "name";
  ALTER TABLE "_products_v_version_quality_parameters" DROP COLUMN "parameter";
  ALTER TABLE "_products_v_version_quality_parameters" DROP COLUMN "specification";
  ALTER TABLE "_products_v" DROP COLUMN "version_name";
  ALTER TABLE "_products_v" DROP COLUMN "version_variety";
  ALTER TABLE "_products_v" DROP COLUMN "version_description";
  ALTER TABLE "_products_v" DROP COLUMN "version_origin";
  ALTER TABLE "_products_v" DROP COLUMN "version_grade";
  ALTER TABLE "_products_v" DROP COLUMN "version_moisture";
  ALTER TABLE "_products_v" DROP COLUMN "version_moq";
  ALTER TABLE "_products_v" DROP COLUMN "version_lead_time";
  ALTER TABLE "_products_v" DROP COLUMN "version_port";
  ALTER TABLE "_products_v" DROP COLUMN "version_price";
  ALTER TABLE "posts" DROP COLUMN "title";
  ALTER TABLE "posts" DROP COLUMN "excerpt";
  ALTER TABLE "posts" DROP COLUMN "content";
  ALTER TABLE "posts" DROP COLUMN "author";
  ALTER TABLE "_posts_v" DROP COLUMN "version_title";
  ALTER TABLE "_posts_v" DROP COLUMN "version_excerpt";
  ALTER TABLE "_posts_v" DROP COLUMN "version_content";
  ALTER TABLE "_posts_v" DROP COLUMN "version_author";
  ALTER TABLE "news" DROP COLUMN "title";
  ALTER TABLE "news" DROP COLUMN "description";
  ALTER TABLE "_news_v" DROP COLUMN "version_title";
  ALTER TABLE "_news_v" DROP COLUMN "version_description";`)
  await kept.asEnglish()
  await restoreLeaderNames(postgresRun(db))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  const kept = await keepEnglishTexts(postgresRun(db))
  await db.execute(sql`
   ALTER TABLE "products_specifications_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_varieties_attributes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_varieties_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_quality_parameters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_specifications_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_varieties_attributes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_varieties_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_quality_parameters_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_specifications_locales" CASCADE;
  DROP TABLE "products_varieties_attributes_locales" CASCADE;
  DROP TABLE "products_varieties_locales" CASCADE;
  DROP TABLE "products_quality_parameters_locales" CASCADE;
  DROP TABLE "_products_v_version_specifications_locales" CASCADE;
  DROP TABLE "_products_v_version_varieties_attributes_locales" CASCADE;
  DROP TABLE "_products_v_version_varieties_locales" CASCADE;
  DROP TABLE "_products_v_version_quality_parameters_locales" CASCADE;
  DROP INDEX "products_name_idx";
  DROP INDEX "products_texts_locale_parent";
  DROP INDEX "_products_v_version_version_name_idx";
  DROP INDEX "_products_v_texts_locale_parent";
  DROP INDEX "news_title_idx";
  DROP INDEX "_news_v_version_version_title_idx";
  ALTER TABLE "products_specifications" ADD COLUMN "key" varchar;
  ALTER TABLE "products_specifications" ADD COLUMN "value" varchar;
  ALTER TABLE "products_varieties_attributes" ADD COLUMN "key" varchar;
  ALTER TABLE "products_varieties_attributes" ADD COLUMN "value" varchar;
  ALTER TABLE "products_varieties" ADD COLUMN "name" varchar;
  ALTER TABLE "products_quality_parameters" ADD COLUMN "parameter" varchar;
  ALTER TABLE "products_quality_parameters" ADD COLUMN "specification" varchar;
  ALTER TABLE "products" ADD COLUMN "name" varchar;
  ALTER TABLE "products" ADD COLUMN "variety" varchar;
  ALTER TABLE "products" ADD COLUMN "description" jsonb;
  ALTER TABLE "products" ADD COLUMN "origin" varchar;
  ALTER TABLE "products" ADD COLUMN "grade" varchar;
  ALTER TABLE "products" ADD COLUMN "moisture" varchar;
  ALTER TABLE "products" ADD COLUMN "moq" varchar;
  ALTER TABLE "products" ADD COLUMN "lead_time" varchar;
  ALTER TABLE "products" ADD COLUMN "port" varchar;
  ALTER TABLE "products" ADD COLUMN "price" varchar;
  ALTER TABLE "_products_v_version_specifications" ADD COLUMN "key" varchar;
  ALTER TABLE "_products_v_version_specifications" ADD COLUMN "value" varchar;
  ALTER TABLE "_products_v_version_varieties_attributes" ADD COLUMN "key" varchar;
  ALTER TABLE "_products_v_version_varieties_attributes" ADD COLUMN "value" varchar;
  ALTER TABLE "_products_v_version_varieties" ADD COLUMN "name" varchar;
  ALTER TABLE "_products_v_version_quality_parameters" ADD COLUMN "parameter" varchar;
  ALTER TABLE "_products_v_version_quality_parameters" ADD COLUMN "specification" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_variety" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "_products_v" ADD COLUMN "version_origin" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_grade" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_moisture" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_moq" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_lead_time" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_port" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_price" varchar;
  ALTER TABLE "posts" ADD COLUMN "title" varchar;
  ALTER TABLE "posts" ADD COLUMN "excerpt" varchar;
  ALTER TABLE "posts" ADD COLUMN "content" jsonb;
  ALTER TABLE "posts" ADD COLUMN "author" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_excerpt" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "_posts_v" ADD COLUMN "version_author" varchar;
  ALTER TABLE "news" ADD COLUMN "title" varchar;
  ALTER TABLE "news" ADD COLUMN "description" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_description" varchar;
  CREATE INDEX "products_name_idx" ON "products" USING btree ("name");
  CREATE INDEX "_products_v_version_version_name_idx" ON "_products_v" USING btree ("version_name");
  CREATE INDEX "news_title_idx" ON "news" USING btree ("title");
  CREATE INDEX "_news_v_version_version_title_idx" ON "_news_v" USING btree ("version_title");
  ALTER TABLE "products_locales" DROP COLUMN "name";
  ALTER TABLE "products_locales" DROP COLUMN "variety";
  ALTER TABLE "products_locales" DROP COLUMN "description";
  ALTER TABLE "products_locales" DROP COLUMN "origin";
  ALTER TABLE "products_locales" DROP COLUMN "grade";
  ALTER TABLE "products_locales" DROP COLUMN "moisture";
  ALTER TABLE "products_locales" DROP COLUMN "moq";
  ALTER TABLE "products_locales" DROP COLUMN "lead_time";
  ALTER TABLE "products_locales" DROP COLUMN "port";
  ALTER TABLE "products_locales" DROP COLUMN "price";
  ALTER TABLE "products_texts" DROP COLUMN "locale";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_name";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_variety";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_description";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_origin";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_grade";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_moisture";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_moq";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_lead_time";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_port";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_price";
  ALTER TABLE "_products_v_texts" DROP COLUMN "locale";
  ALTER TABLE "posts_locales" DROP COLUMN "title";
  ALTER TABLE "posts_locales" DROP COLUMN "excerpt";
  ALTER TABLE "posts_locales" DROP COLUMN "content";
  ALTER TABLE "posts_locales" DROP COLUMN "author";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_title";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_excerpt";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_content";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_author";
  ALTER TABLE "news_locales" DROP COLUMN "title";
  ALTER TABLE "news_locales" DROP COLUMN "description";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_title";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_description";
  ALTER TABLE "about_page_leaders_locales" DROP COLUMN "transliteration";
  ALTER TABLE "_about_page_v_version_leaders_locales" DROP COLUMN "transliteration";`)
  await kept.asColumns()
}
