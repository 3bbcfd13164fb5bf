import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "news_ingestion" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"locked_until" timestamp(3) with time zone,
  	"last_started_at" timestamp(3) with time zone,
  	"last_finished_at" timestamp(3) with time zone,
  	"last_forced_at" timestamp(3) with time zone,
  	"next_web_id" numeric DEFAULT 1,
  	"last_report" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "news_ingestion" CASCADE;`)
}
