import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_buyers_locale" AS ENUM('en', 'es', 'fr', 'de', 'zh', 'ja', 'ar', 'ru');
  CREATE TYPE "public"."enum_buyer_tokens_kind" AS ENUM('session', 'confirm', 'reset');
  CREATE TABLE "buyers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"password_hash" varchar NOT NULL,
  	"company" varchar,
  	"country" varchar,
  	"phone" varchar,
  	"locale" "enum_buyers_locale" DEFAULT 'en' NOT NULL,
  	"email_confirmed_at" timestamp(3) with time zone,
  	"last_sign_in_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "buyer_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_buyer_tokens_kind" NOT NULL,
  	"buyer_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"last_seen_at" timestamp(3) with time zone,
  	"password_hash" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sign_in_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email_hash" varchar NOT NULL,
  	"failures" numeric DEFAULT 0 NOT NULL,
  	"locked_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "inquiries" ADD COLUMN "buyer_id" integer;
  ALTER TABLE "buyer_tokens" ADD CONSTRAINT "buyer_tokens_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "buyers_email_idx" ON "buyers" USING btree ("email");
  CREATE INDEX "buyers_updated_at_idx" ON "buyers" USING btree ("updated_at");
  CREATE INDEX "buyers_created_at_idx" ON "buyers" USING btree ("created_at");
  CREATE INDEX "buyer_tokens_buyer_idx" ON "buyer_tokens" USING btree ("buyer_id");
  CREATE UNIQUE INDEX "buyer_tokens_token_hash_idx" ON "buyer_tokens" USING btree ("token_hash");
  CREATE INDEX "buyer_tokens_updated_at_idx" ON "buyer_tokens" USING btree ("updated_at");
  CREATE INDEX "buyer_tokens_created_at_idx" ON "buyer_tokens" USING btree ("created_at");
  CREATE UNIQUE INDEX "sign_in_attempts_email_hash_idx" ON "sign_in_attempts" USING btree ("email_hash");
  CREATE INDEX "sign_in_attempts_updated_at_idx" ON "sign_in_attempts" USING btree ("updated_at");
  CREATE INDEX "sign_in_attempts_created_at_idx" ON "sign_in_attempts" USING btree ("created_at");
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "inquiries_buyer_idx" ON "inquiries" USING btree ("buyer_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "buyers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "buyer_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sign_in_attempts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "buyers" CASCADE;
  DROP TABLE "buyer_tokens" CASCADE;
  DROP TABLE "sign_in_attempts" CASCADE;
  ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_buyer_id_buyers_id_fk";
  
  DROP INDEX "inquiries_buyer_idx";
  ALTER TABLE "inquiries" DROP COLUMN "buyer_id";
  DROP TYPE "public"."enum_buyers_locale";
  DROP TYPE "public"."enum_buyer_tokens_kind";`)
}
