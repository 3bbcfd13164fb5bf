import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`policy_updates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`announced_at\` text NOT NULL,
  	\`effective_date\` text NOT NULL,
  	\`status\` text DEFAULT 'proposed' NOT NULL,
  	\`source_url\` text NOT NULL,
  	\`example\` integer DEFAULT false,
  	\`news_item_id\` integer,
  	\`notified_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`news_item_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`policy_updates_announced_at_idx\` ON \`policy_updates\` (\`announced_at\`);`)
  await db.run(sql`CREATE INDEX \`policy_updates_effective_date_idx\` ON \`policy_updates\` (\`effective_date\`);`)
  await db.run(sql`CREATE INDEX \`policy_updates_status_idx\` ON \`policy_updates\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`policy_updates_news_item_idx\` ON \`policy_updates\` (\`news_item_id\`);`)
  await db.run(sql`CREATE INDEX \`policy_updates_updated_at_idx\` ON \`policy_updates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`policy_updates_created_at_idx\` ON \`policy_updates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`policy_updates_locales\` (
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policy_updates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policy_updates_locales_locale_parent_id_unique\` ON \`policy_updates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policy_updates_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`policy_updates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policy_updates_texts_order_parent\` ON \`policy_updates_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policy_updates_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`policy_updates_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`policy_updates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policy_updates_id\`) REFERENCES \`policy_updates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policy_updates_rels_order_idx\` ON \`policy_updates_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`policy_updates_rels_parent_idx\` ON \`policy_updates_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`policy_updates_rels_path_idx\` ON \`policy_updates_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`policy_updates_rels_products_id_idx\` ON \`policy_updates_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`policy_updates_rels_policy_updates_id_idx\` ON \`policy_updates_rels\` (\`policy_updates_id\`);`)
  await db.run(sql`CREATE TABLE \`policy_follows\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`buyer_id\` integer,
  	\`product_id\` integer,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`buyer_id\`) REFERENCES \`buyers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`policy_follows_buyer_idx\` ON \`policy_follows\` (\`buyer_id\`);`)
  await db.run(sql`CREATE INDEX \`policy_follows_product_idx\` ON \`policy_follows\` (\`product_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`policy_follows_key_idx\` ON \`policy_follows\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`policy_follows_updated_at_idx\` ON \`policy_follows\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`policy_follows_created_at_idx\` ON \`policy_follows\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`policy_updates_id\` integer REFERENCES policy_updates(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policy_updates_id_idx\` ON \`payload_locked_documents_rels\` (\`policy_updates_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`policy_updates\`;`)
  await db.run(sql`DROP TABLE \`policy_updates_locales\`;`)
  await db.run(sql`DROP TABLE \`policy_updates_texts\`;`)
  await db.run(sql`DROP TABLE \`policy_updates_rels\`;`)
  await db.run(sql`DROP TABLE \`policy_follows\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`categories_id\` integer,
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`certificates_id\` integer,
  	\`posts_id\` integer,
  	\`blog_topics_id\` integer,
  	\`news_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certificates_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_topics_id\`) REFERENCES \`blog_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "categories_id", "media_id", "pages_id", "certificates_id", "posts_id", "blog_topics_id", "news_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "products_id", "categories_id", "media_id", "pages_id", "certificates_id", "posts_id", "blog_topics_id", "news_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
