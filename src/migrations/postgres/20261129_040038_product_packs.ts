import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_packs_kind" AS ENUM('bag', 'carton');
  CREATE TYPE "public"."enum_products_packs_loading" AS ENUM('floor', 'palletised');
  CREATE TYPE "public"."enum_products_packs_pallet_type" AS ENUM('eur', 'standard');
  CREATE TYPE "public"."enum__products_v_version_packs_kind" AS ENUM('bag', 'carton');
  CREATE TYPE "public"."enum__products_v_version_packs_loading" AS ENUM('floor', 'palletised');
  CREATE TYPE "public"."enum__products_v_version_packs_pallet_type" AS ENUM('eur', 'standard');
  CREATE TABLE "products_packs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_products_packs_kind" DEFAULT 'bag',
  	"net_kg" numeric,
  	"gross_kg" numeric,
  	"length_mm" numeric,
  	"width_mm" numeric,
  	"height_mm" numeric,
  	"loading" "enum_products_packs_loading" DEFAULT 'floor',
  	"per_pallet" numeric,
  	"pallet_type" "enum_products_packs_pallet_type",
  	"reefer" boolean DEFAULT false,
  	"keep_upright" boolean DEFAULT false
  );
  
  CREATE TABLE "products_packs_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_products_v_version_packs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__products_v_version_packs_kind" DEFAULT 'bag',
  	"net_kg" numeric,
  	"gross_kg" numeric,
  	"length_mm" numeric,
  	"width_mm" numeric,
  	"height_mm" numeric,
  	"loading" "enum__products_v_version_packs_loading" DEFAULT 'floor',
  	"per_pallet" numeric,
  	"pallet_type" "enum__products_v_version_packs_pallet_type",
  	"reefer" boolean DEFAULT false,
  	"keep_upright" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_packs_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "products_packs" ADD CONSTRAINT "products_packs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_packs_locales" ADD CONSTRAINT "products_packs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_packs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_packs" ADD CONSTRAINT "_products_v_version_packs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_packs_locales" ADD CONSTRAINT "_products_v_version_packs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_packs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_packs_order_idx" ON "products_packs" USING btree ("_order");
  CREATE INDEX "products_packs_parent_id_idx" ON "products_packs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_packs_locales_locale_parent_id_unique" ON "products_packs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_packs_order_idx" ON "_products_v_version_packs" USING btree ("_order");
  CREATE INDEX "_products_v_version_packs_parent_id_idx" ON "_products_v_version_packs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_packs_locales_locale_parent_id_unique" ON "_products_v_version_packs_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "products_packs" CASCADE;
  DROP TABLE "products_packs_locales" CASCADE;
  DROP TABLE "_products_v_version_packs" CASCADE;
  DROP TABLE "_products_v_version_packs_locales" CASCADE;
  DROP TYPE "public"."enum_products_packs_kind";
  DROP TYPE "public"."enum_products_packs_loading";
  DROP TYPE "public"."enum_products_packs_pallet_type";
  DROP TYPE "public"."enum__products_v_version_packs_kind";
  DROP TYPE "public"."enum__products_v_version_packs_loading";
  DROP TYPE "public"."enum__products_v_version_packs_pallet_type";`)
}
