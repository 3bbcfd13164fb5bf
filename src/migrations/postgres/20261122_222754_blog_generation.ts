import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_generated_posts" AS ENUM('publish', 'draft');
  CREATE TABLE "scheduled_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"last_run_at" timestamp(3) with time zone,
  	"next_run_at" timestamp(3) with time zone,
  	"last_result" varchar,
  	"locked_by" varchar,
  	"locked_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "generated_posts" "enum_site_settings_generated_posts" DEFAULT 'publish' NOT NULL;
  CREATE UNIQUE INDEX "scheduled_jobs_name_idx" ON "scheduled_jobs" USING btree ("name");
  CREATE INDEX "scheduled_jobs_updated_at_idx" ON "scheduled_jobs" USING btree ("updated_at");
  CREATE INDEX "scheduled_jobs_created_at_idx" ON "scheduled_jobs" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "scheduled_jobs" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "generated_posts";
  DROP TYPE "public"."enum_site_settings_generated_posts";`)
}
