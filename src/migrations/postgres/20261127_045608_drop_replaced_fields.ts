import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { movePostSeoFieldsPostgres } from '../data/seo'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Posts' own SEO fields move to the SEO plugin's before they go (src/migrations/data/seo.ts).
  await movePostSeoFieldsPostgres({ db })
  await db.execute(sql`
   ALTER TABLE "products" DROP CONSTRAINT "products_image_id_media_id_fk";
  
  ALTER TABLE "_products_v" DROP CONSTRAINT "_products_v_version_image_id_media_id_fk";
  
  DROP INDEX "products_image_idx";
  DROP INDEX "_products_v_version_version_image_idx";
  ALTER TABLE "products" DROP COLUMN "image_id";
  ALTER TABLE "_products_v" DROP COLUMN "version_image_id";
  ALTER TABLE "posts" DROP COLUMN "seo_title";
  ALTER TABLE "posts" DROP COLUMN "seo_description";
  ALTER TABLE "posts" DROP COLUMN "social_description";
  ALTER TABLE "_posts_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_posts_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "_posts_v" DROP COLUMN "version_social_description";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "image_id" integer;
  ALTER TABLE "_products_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "posts" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "posts" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "posts" ADD COLUMN "social_description" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_social_description" varchar;
  ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "products_image_idx" ON "products" USING btree ("image_id");
  CREATE INDEX "_products_v_version_version_image_idx" ON "_products_v" USING btree ("version_image_id");`)
}
