import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sales_settings_working_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum_sales_settings_assignment" AS ENUM('round-robin', 'category', 'off');
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'inquiry-assignment' BEFORE 'buyer-acknowledgement';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'inquiry-reminder' BEFORE 'buyer-acknowledgement';
  CREATE TABLE "sales_settings_category_assignees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category_id" integer,
  	"assignee_id" integer
  );
  
  CREATE TABLE "sales_settings_working_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sales_settings_working_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sales_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"assignment" "enum_sales_settings_assignment" DEFAULT 'round-robin' NOT NULL,
  	"reminder_hours" numeric DEFAULT 24 NOT NULL,
  	"escalate" boolean DEFAULT true,
  	"day_start" varchar DEFAULT '09:00' NOT NULL,
  	"day_end" varchar DEFAULT '18:00' NOT NULL,
  	"time_zone" varchar DEFAULT 'Asia/Kolkata' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "sales_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  ALTER TABLE "inquiries" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "inquiries" ADD COLUMN "reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "inquiries" ADD COLUMN "escalated_at" timestamp(3) with time zone;
  ALTER TABLE "sales_settings_category_assignees" ADD CONSTRAINT "sales_settings_category_assignees_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales_settings_category_assignees" ADD CONSTRAINT "sales_settings_category_assignees_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales_settings_category_assignees" ADD CONSTRAINT "sales_settings_category_assignees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sales_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_settings_working_days" ADD CONSTRAINT "sales_settings_working_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sales_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_settings_rels" ADD CONSTRAINT "sales_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sales_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_settings_rels" ADD CONSTRAINT "sales_settings_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sales_settings_category_assignees_order_idx" ON "sales_settings_category_assignees" USING btree ("_order");
  CREATE INDEX "sales_settings_category_assignees_parent_id_idx" ON "sales_settings_category_assignees" USING btree ("_parent_id");
  CREATE INDEX "sales_settings_category_assignees_category_idx" ON "sales_settings_category_assignees" USING btree ("category_id");
  CREATE INDEX "sales_settings_category_assignees_assignee_idx" ON "sales_settings_category_assignees" USING btree ("assignee_id");
  CREATE INDEX "sales_settings_working_days_order_idx" ON "sales_settings_working_days" USING btree ("order");
  CREATE INDEX "sales_settings_working_days_parent_idx" ON "sales_settings_working_days" USING btree ("parent_id");
  CREATE INDEX "sales_settings_rels_order_idx" ON "sales_settings_rels" USING btree ("order");
  CREATE INDEX "sales_settings_rels_parent_idx" ON "sales_settings_rels" USING btree ("parent_id");
  CREATE INDEX "sales_settings_rels_path_idx" ON "sales_settings_rels" USING btree ("path");
  CREATE INDEX "sales_settings_rels_users_id_idx" ON "sales_settings_rels" USING btree ("users_id");
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "inquiries_assigned_to_idx" ON "inquiries" USING btree ("assigned_to_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sales_settings_category_assignees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_settings_working_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_settings_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sales_settings_category_assignees" CASCADE;
  DROP TABLE "sales_settings_working_days" CASCADE;
  DROP TABLE "sales_settings" CASCADE;
  DROP TABLE "sales_settings_rels" CASCADE;
  ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_assigned_to_id_users_id_fk";
  
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_emails_kind";
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('sales-notification', 'buyer-acknowledgement', 'account', 'newsletter');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_emails_kind" USING "kind"::"public"."enum_emails_kind";
  DROP INDEX "inquiries_assigned_to_idx";
  ALTER TABLE "inquiries" DROP COLUMN "assigned_to_id";
  ALTER TABLE "inquiries" DROP COLUMN "reminder_sent_at";
  ALTER TABLE "inquiries" DROP COLUMN "escalated_at";
  DROP TYPE "public"."enum_sales_settings_working_days";
  DROP TYPE "public"."enum_sales_settings_assignment";`)
}
