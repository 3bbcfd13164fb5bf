import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { richTextDownPostgres, richTextUpPostgres } from '../data/rich-text'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Markdown-like text → Lexical JSON, and the columns to jsonb, before the DDL below.
  await richTextUpPostgres({ db, payload })
  await db.execute(sql`
   ALTER TABLE "categories_locales" ALTER COLUMN "description" SET DATA TYPE jsonb;
  ALTER TABLE "products" ALTER COLUMN "description" SET DATA TYPE jsonb;
  ALTER TABLE "pages_locales" ALTER COLUMN "body" SET DATA TYPE jsonb;
  ALTER TABLE "posts" ALTER COLUMN "content" SET DATA TYPE jsonb;
  ALTER TABLE "_posts_v" ALTER COLUMN "version_content" SET DATA TYPE jsonb;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_quality_text" SET DATA TYPE jsonb;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_logistics_text" SET DATA TYPE jsonb;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_partnerships_text" SET DATA TYPE jsonb;
  ALTER TABLE "about_page_locales" ALTER COLUMN "story_text" SET DATA TYPE jsonb;
  ALTER TABLE "quality_page_compliance_items_locales" ALTER COLUMN "text" SET DATA TYPE jsonb;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "promise_text" SET DATA TYPE jsonb;
  ALTER TABLE "contact_page_faq_locales" ALTER COLUMN "answer" SET DATA TYPE jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The columns back to varchar and Lexical JSON → markdown, before the DDL below.
  await richTextDownPostgres({ db, payload })
  await db.execute(sql`
   ALTER TABLE "categories_locales" ALTER COLUMN "description" SET DATA TYPE varchar;
  ALTER TABLE "products" ALTER COLUMN "description" SET DATA TYPE varchar;
  ALTER TABLE "pages_locales" ALTER COLUMN "body" SET DATA TYPE varchar;
  ALTER TABLE "posts" ALTER COLUMN "content" SET DATA TYPE varchar;
  ALTER TABLE "_posts_v" ALTER COLUMN "version_content" SET DATA TYPE varchar;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_quality_text" SET DATA TYPE varchar;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_logistics_text" SET DATA TYPE varchar;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_partnerships_text" SET DATA TYPE varchar;
  ALTER TABLE "about_page_locales" ALTER COLUMN "story_text" SET DATA TYPE varchar;
  ALTER TABLE "quality_page_compliance_items_locales" ALTER COLUMN "text" SET DATA TYPE varchar;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "promise_text" SET DATA TYPE varchar;
  ALTER TABLE "contact_page_faq_locales" ALTER COLUMN "answer" SET DATA TYPE varchar;`)
}
