import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { keepRowsSqlite } from '../data/drafts'
import { movePostSeoFieldsSqlite } from '../data/seo'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Posts' own SEO fields move to the SEO plugin's before they go (src/migrations/data/seo.ts).
  await movePostSeoFieldsSqlite({ db })
  // Rebuilding the product tables would lose the rows that refer to them (src/migrations/data/drafts.ts).
  const kept = await keepRowsSqlite({ db }, ['products', '_products_v'])
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`variety\` text,
  	\`position\` numeric DEFAULT 0,
  	\`description\` text,
  	\`origin\` text,
  	\`grade\` text,
  	\`moisture\` text,
  	\`hs_code\` text,
  	\`moq\` text,
  	\`lead_time\` text,
  	\`port\` text,
  	\`price\` text,
  	\`art_kind\` text DEFAULT 'seeds',
  	\`art_main\` text DEFAULT '#b45309',
  	\`art_accent\` text DEFAULT '#78350f',
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "name", "slug", "category_id", "variety", "position", "description", "origin", "grade", "moisture", "hs_code", "moq", "lead_time", "port", "price", "art_kind", "art_main", "art_accent", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "category_id", "variety", "position", "description", "origin", "grade", "moisture", "hs_code", "moq", "lead_time", "port", "price", "art_kind", "art_main", "art_accent", "meta_image_id", "updated_at", "created_at", "_status" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`products_name_idx\` ON \`products\` (\`name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_position_idx\` ON \`products\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`products_hs_code_idx\` ON \`products\` (\`hs_code\`);`)
  await db.run(sql`CREATE INDEX \`products_meta_meta_image_idx\` ON \`products\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_variety\` text,
  	\`version_position\` numeric DEFAULT 0,
  	\`version_description\` text,
  	\`version_origin\` text,
  	\`version_grade\` text,
  	\`version_moisture\` text,
  	\`version_hs_code\` text,
  	\`version_moq\` text,
  	\`version_lead_time\` text,
  	\`version_port\` text,
  	\`version_price\` text,
  	\`version_art_kind\` text DEFAULT 'seeds',
  	\`version_art_main\` text DEFAULT '#b45309',
  	\`version_art_accent\` text DEFAULT '#78350f',
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__products_v\`("id", "parent_id", "version_name", "version_slug", "version_category_id", "version_variety", "version_position", "version_description", "version_origin", "version_grade", "version_moisture", "version_hs_code", "version_moq", "version_lead_time", "version_port", "version_price", "version_art_kind", "version_art_main", "version_art_accent", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_name", "version_slug", "version_category_id", "version_variety", "version_position", "version_description", "version_origin", "version_grade", "version_moisture", "version_hs_code", "version_moq", "version_lead_time", "version_port", "version_price", "version_art_kind", "version_art_main", "version_art_accent", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__products_v\` RENAME TO \`_products_v\`;`)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_name_idx\` ON \`_products_v\` (\`version_name\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_slug_idx\` ON \`_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_category_idx\` ON \`_products_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_position_idx\` ON \`_products_v\` (\`version_position\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_hs_code_idx\` ON \`_products_v\` (\`version_hs_code\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_meta_version_meta_image_idx\` ON \`_products_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_snapshot_idx\` ON \`_products_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_published_locale_idx\` ON \`_products_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_autosave_idx\` ON \`_products_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`social_description\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_social_description\`;`)
  await kept.restore()
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`products_image_idx\` ON \`products\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_image_idx\` ON \`_products_v\` (\`version_image_id\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`social_description\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_social_description\` text;`)
}
