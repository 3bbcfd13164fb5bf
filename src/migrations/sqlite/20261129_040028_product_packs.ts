import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_packs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'bag',
  	\`net_kg\` numeric,
  	\`gross_kg\` numeric,
  	\`length_mm\` numeric,
  	\`width_mm\` numeric,
  	\`height_mm\` numeric,
  	\`loading\` text DEFAULT 'floor',
  	\`per_pallet\` numeric,
  	\`pallet_type\` text,
  	\`reefer\` integer DEFAULT false,
  	\`keep_upright\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_packs_order_idx\` ON \`products_packs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_packs_parent_id_idx\` ON \`products_packs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_packs_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_packs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_packs_locales_locale_parent_id_unique\` ON \`products_packs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_packs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'bag',
  	\`net_kg\` numeric,
  	\`gross_kg\` numeric,
  	\`length_mm\` numeric,
  	\`width_mm\` numeric,
  	\`height_mm\` numeric,
  	\`loading\` text DEFAULT 'floor',
  	\`per_pallet\` numeric,
  	\`pallet_type\` text,
  	\`reefer\` integer DEFAULT false,
  	\`keep_upright\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_packs_order_idx\` ON \`_products_v_version_packs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_packs_parent_id_idx\` ON \`_products_v_version_packs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_packs_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_packs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_packs_locales_locale_parent_id_unique\` ON \`_products_v_version_packs_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_packs\`;`)
  await db.run(sql`DROP TABLE \`products_packs_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_packs\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_packs_locales\`;`)
}
