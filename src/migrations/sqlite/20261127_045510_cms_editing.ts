import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { keepRowsSqlite, publishExistingSqlite } from '../data/drafts'
import { imageToGallerySqlite } from '../data/gallery'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The table rebuilds below would lose the rows of the tables that refer to the rebuilt ones
  // (src/migrations/data/drafts.ts): keep them all, put them back after the statements.
  const kept = await keepRowsSqlite({ db }, [
    '_posts_v',
    'about_page',
    'about_page_facilities_certifications_locales',
    'about_page_facilities_locales',
    'about_page_hero_badges_locales',
    'about_page_leaders',
    'about_page_leaders_locales',
    'about_page_locales',
    'about_page_stats_locales',
    'about_page_timeline',
    'about_page_timeline_locales',
    'about_page_values_locales',
    'categories',
    'categories_locales',
    'contact_page',
    'contact_page_faq_locales',
    'contact_page_hero_badges_locales',
    'contact_page_locales',
    'contact_page_locations',
    'contact_page_locations_locales',
    'contact_page_services_locales',
    'home_page',
    'home_page_global_reach_regions',
    'home_page_global_reach_regions_locales',
    'home_page_hero_benefits_locales',
    'home_page_hero_stats_locales',
    'home_page_locales',
    'home_page_standards_items_locales',
    'home_page_tabs_logistics_points_locales',
    'home_page_tabs_logistics_stats_locales',
    'home_page_tabs_partnerships_points_locales',
    'home_page_tabs_partnerships_stats_locales',
    'home_page_tabs_quality_points_locales',
    'news',
    'pages',
    'pages_locales',
    'payload_locked_documents_rels',
    'posts',
    'products',
    'products_quality_parameters',
    'products_specifications',
    'products_varieties',
    'products_varieties_attributes',
    'quality_page',
    'quality_page_compliance_items_locales',
    'quality_page_hero_badges_locales',
    'quality_page_lab_equipment_locales',
    'quality_page_locales',
    'quality_page_process_checks_locales',
    'quality_page_process_locales',
    'quality_page_promise_stats_locales',
    'quality_page_testing_locales',
    'quality_page_testing_parameters_locales',
  ])
  await db.run(sql`CREATE TABLE \`products_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`main\` integer DEFAULT false,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_gallery_order_idx\` ON \`products_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_gallery_parent_id_idx\` ON \`products_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_gallery_image_idx\` ON \`products_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`products_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`main\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_gallery_order_idx\` ON \`_products_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_gallery_parent_id_idx\` ON \`_products_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_gallery_image_idx\` ON \`_products_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_specifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_specifications_order_idx\` ON \`_products_v_version_specifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_specifications_parent_id_idx\` ON \`_products_v_version_specifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_varieties_attributes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_varieties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_varieties_attributes_order_idx\` ON \`_products_v_version_varieties_attributes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_varieties_attributes_parent_id_idx\` ON \`_products_v_version_varieties_attributes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_varieties\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_varieties_order_idx\` ON \`_products_v_version_varieties\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_varieties_parent_id_idx\` ON \`_products_v_version_varieties\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_quality_parameters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parameter\` text,
  	\`specification\` text,
  	\`method\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_quality_parameters_order_idx\` ON \`_products_v_version_quality_parameters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_quality_parameters_parent_id_idx\` ON \`_products_v_version_quality_parameters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_variety\` text,
  	\`version_position\` numeric DEFAULT 0,
  	\`version_description\` text,
  	\`version_image_id\` integer,
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
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_name_idx\` ON \`_products_v\` (\`version_name\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_slug_idx\` ON \`_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_category_idx\` ON \`_products_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_position_idx\` ON \`_products_v\` (\`version_position\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_image_idx\` ON \`_products_v\` (\`version_image_id\`);`)
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
  await db.run(sql`CREATE TABLE \`_products_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_locales_locale_parent_id_unique\` ON \`_products_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_texts_order_parent\` ON \`_products_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_display_count\` text,
  	\`version_icon\` text DEFAULT 'package',
  	\`version_banner_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_categories_v_parent_idx\` ON \`_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_slug_idx\` ON \`_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_banner_idx\` ON \`_categories_v\` (\`version_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_order_idx\` ON \`_categories_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_meta_version_meta_image_idx\` ON \`_categories_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_updated_at_idx\` ON \`_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_created_at_idx\` ON \`_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version__status_idx\` ON \`_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_created_at_idx\` ON \`_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_updated_at_idx\` ON \`_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_snapshot_idx\` ON \`_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_published_locale_idx\` ON \`_categories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_latest_idx\` ON \`_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_autosave_idx\` ON \`_categories_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_categories_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_categories_v_locales_locale_parent_id_unique\` ON \`_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_categories_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_categories_v_rels_order_idx\` ON \`_categories_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_rels_parent_idx\` ON \`_categories_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_rels_path_idx\` ON \`_categories_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_rels_products_id_idx\` ON \`_categories_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_locales_locale_parent_id_unique\` ON \`posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_posts_v_locales_locale_parent_id_unique\` ON \`_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_news_id\` text,
  	\`version_category\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_published_at\` text,
  	\`version_days_ago\` numeric,
  	\`version_builtin\` integer DEFAULT false,
  	\`version_source\` text,
  	\`version_source_url\` text,
  	\`version_article_url\` text,
  	\`version_stock_image\` numeric DEFAULT 1,
  	\`version_full_content\` text,
  	\`version_is_rewritten\` integer DEFAULT false,
  	\`version_original_source\` text,
  	\`version_rewrite_timestamp\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_news_id_idx\` ON \`_news_v\` (\`version_news_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_idx\` ON \`_news_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_title_idx\` ON \`_news_v\` (\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_builtin_idx\` ON \`_news_v\` (\`version_builtin\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_meta_version_meta_image_idx\` ON \`_news_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_autosave_idx\` ON \`_news_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`categories_id\` integer,
  	\`posts_id\` integer,
  	\`pages_id\` integer,
  	\`news_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_products_id_idx\` ON \`redirects_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_categories_id_idx\` ON \`redirects_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_posts_id_idx\` ON \`redirects_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_pages_id_idx\` ON \`redirects_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_news_id_idx\` ON \`redirects_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_hero_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_hero_benefits_order_idx\` ON \`_home_page_v_version_hero_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_hero_benefits_parent_id_idx\` ON \`_home_page_v_version_hero_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_hero_benefits_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_hero_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_hero_benefits_locales_locale_parent_id_\` ON \`_home_page_v_version_hero_benefits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_hero_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_hero_stats_order_idx\` ON \`_home_page_v_version_hero_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_hero_stats_parent_id_idx\` ON \`_home_page_v_version_hero_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_hero_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_hero_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_hero_stats_locales_locale_parent_id_uni\` ON \`_home_page_v_version_hero_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_tabs_quality_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_tabs_quality_points_order_idx\` ON \`_home_page_v_version_tabs_quality_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_tabs_quality_points_parent_id_idx\` ON \`_home_page_v_version_tabs_quality_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_tabs_quality_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_tabs_quality_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_tabs_quality_points_locales_locale_pare\` ON \`_home_page_v_version_tabs_quality_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_tabs_logistics_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_tabs_logistics_points_order_idx\` ON \`_home_page_v_version_tabs_logistics_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_tabs_logistics_points_parent_id_idx\` ON \`_home_page_v_version_tabs_logistics_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_tabs_logistics_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_tabs_logistics_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_tabs_logistics_points_locales_locale_pa\` ON \`_home_page_v_version_tabs_logistics_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_tabs_logistics_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_tabs_logistics_stats_order_idx\` ON \`_home_page_v_version_tabs_logistics_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_tabs_logistics_stats_parent_id_idx\` ON \`_home_page_v_version_tabs_logistics_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_tabs_logistics_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_tabs_logistics_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_tabs_logistics_stats_locales_locale_par\` ON \`_home_page_v_version_tabs_logistics_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_tabs_partnerships_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_tabs_partnerships_points_order_idx\` ON \`_home_page_v_version_tabs_partnerships_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_tabs_partnerships_points_parent_id_idx\` ON \`_home_page_v_version_tabs_partnerships_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_tabs_partnerships_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_tabs_partnerships_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_tabs_partnerships_points_locales_locale\` ON \`_home_page_v_version_tabs_partnerships_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_tabs_partnerships_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_tabs_partnerships_stats_order_idx\` ON \`_home_page_v_version_tabs_partnerships_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_tabs_partnerships_stats_parent_id_idx\` ON \`_home_page_v_version_tabs_partnerships_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_tabs_partnerships_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_tabs_partnerships_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_tabs_partnerships_stats_locales_locale_\` ON \`_home_page_v_version_tabs_partnerships_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_global_reach_regions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`flag\` text,
  	\`countries\` numeric,
  	\`volume_mt\` numeric,
  	\`growth_percent\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_global_reach_regions_order_idx\` ON \`_home_page_v_version_global_reach_regions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_global_reach_regions_parent_id_idx\` ON \`_home_page_v_version_global_reach_regions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_global_reach_regions_locales\` (
  	\`name\` text,
  	\`markets\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_global_reach_regions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_global_reach_regions_locales_locale_par\` ON \`_home_page_v_version_global_reach_regions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_standards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_standards_items_order_idx\` ON \`_home_page_v_version_standards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_standards_items_parent_id_idx\` ON \`_home_page_v_version_standards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_standards_items_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_standards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_standards_items_locales_locale_parent_i\` ON \`_home_page_v_version_standards_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_pictures_hero_id\` integer,
  	\`version_meta_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_pictures_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_pictures_version_pictures_hero_idx\` ON \`_home_page_v\` (\`version_pictures_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_meta_version_meta_image_idx\` ON \`_home_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version__status_idx\` ON \`_home_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_snapshot_idx\` ON \`_home_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_published_locale_idx\` ON \`_home_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_latest_idx\` ON \`_home_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_autosave_idx\` ON \`_home_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_locales\` (
  	\`version_hero_trust_badge\` text,
  	\`version_hero_title\` text,
  	\`version_hero_title_highlight\` text,
  	\`version_hero_title_end\` text,
  	\`version_hero_subtitle\` text,
  	\`version_categories_title\` text,
  	\`version_categories_subtitle\` text,
  	\`version_tabs_quality_label\` text,
  	\`version_tabs_quality_title\` text,
  	\`version_tabs_quality_text\` text,
  	\`version_tabs_logistics_label\` text,
  	\`version_tabs_logistics_title\` text,
  	\`version_tabs_logistics_text\` text,
  	\`version_tabs_partnerships_label\` text,
  	\`version_tabs_partnerships_title\` text,
  	\`version_tabs_partnerships_text\` text,
  	\`version_global_reach_title\` text,
  	\`version_global_reach_subtitle\` text,
  	\`version_standards_title\` text,
  	\`version_standards_subtitle\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_locales_locale_parent_id_unique\` ON \`_home_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_hero_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_hero_badges_order_idx\` ON \`_about_page_v_version_hero_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_hero_badges_parent_id_idx\` ON \`_about_page_v_version_hero_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_hero_badges_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_hero_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_hero_badges_locales_locale_parent_id_u\` ON \`_about_page_v_version_hero_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_stats_order_idx\` ON \`_about_page_v_version_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_stats_parent_id_idx\` ON \`_about_page_v_version_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_stats_locales_locale_parent_id_unique\` ON \`_about_page_v_version_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_values_order_idx\` ON \`_about_page_v_version_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_values_parent_id_idx\` ON \`_about_page_v_version_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_values_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_values_locales_locale_parent_id_unique\` ON \`_about_page_v_version_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_timeline_order_idx\` ON \`_about_page_v_version_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_timeline_parent_id_idx\` ON \`_about_page_v_version_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_timeline_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_timeline_locales_locale_parent_id_uniq\` ON \`_about_page_v_version_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_leaders\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_leaders_order_idx\` ON \`_about_page_v_version_leaders\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_leaders_parent_id_idx\` ON \`_about_page_v_version_leaders\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_leaders_locales\` (
  	\`position\` text,
  	\`experience\` text,
  	\`specialization\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_leaders_locales_locale_parent_id_uniqu\` ON \`_about_page_v_version_leaders_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_facilities_certifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_facilities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_facilities_certifications_order_idx\` ON \`_about_page_v_version_facilities_certifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_facilities_certifications_parent_id_idx\` ON \`_about_page_v_version_facilities_certifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_facilities_certifications_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_facilities_certifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_facilities_certifications_locales_loca\` ON \`_about_page_v_version_facilities_certifications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_facilities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_facilities_order_idx\` ON \`_about_page_v_version_facilities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_facilities_parent_id_idx\` ON \`_about_page_v_version_facilities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_facilities_locales\` (
  	\`name\` text,
  	\`location\` text,
  	\`area\` text,
  	\`capacity\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_facilities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_facilities_locales_locale_parent_id_un\` ON \`_about_page_v_version_facilities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_pictures_hero_id\` integer,
  	\`version_pictures_team_id\` integer,
  	\`version_pictures_plant_id\` integer,
  	\`version_meta_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_pictures_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_pictures_team_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_pictures_plant_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_pictures_version_pictures_hero_idx\` ON \`_about_page_v\` (\`version_pictures_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_pictures_version_pictures_team_idx\` ON \`_about_page_v\` (\`version_pictures_team_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_pictures_version_pictures_plant_idx\` ON \`_about_page_v\` (\`version_pictures_plant_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_meta_version_meta_image_idx\` ON \`_about_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version__status_idx\` ON \`_about_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_created_at_idx\` ON \`_about_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_updated_at_idx\` ON \`_about_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_snapshot_idx\` ON \`_about_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_published_locale_idx\` ON \`_about_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_latest_idx\` ON \`_about_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_autosave_idx\` ON \`_about_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_locales\` (
  	\`version_hero_title\` text,
  	\`version_hero_subtitle\` text,
  	\`version_story_title\` text,
  	\`version_story_text\` text,
  	\`version_mission_title\` text,
  	\`version_mission_text\` text,
  	\`version_vision_title\` text,
  	\`version_vision_text\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_locales_locale_parent_id_unique\` ON \`_about_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_version_hero_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_hero_badges_order_idx\` ON \`_quality_page_v_version_hero_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_hero_badges_parent_id_idx\` ON \`_quality_page_v_version_hero_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_version_hero_badges_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v_version_hero_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_quality_page_v_version_hero_badges_locales_locale_parent_id\` ON \`_quality_page_v_version_hero_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_version_promise_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_promise_stats_order_idx\` ON \`_quality_page_v_version_promise_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_promise_stats_parent_id_idx\` ON \`_quality_page_v_version_promise_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_version_promise_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v_version_promise_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_quality_page_v_version_promise_stats_locales_locale_parent_\` ON \`_quality_page_v_version_promise_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_version_process_checks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v_version_process\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_process_checks_order_idx\` ON \`_quality_page_v_version_process_checks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_process_checks_parent_id_idx\` ON \`_quality_page_v_version_process_checks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_version_process_checks_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v_version_process_checks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_quality_page_v_version_process_checks_locales_locale_parent\` ON \`_quality_page_v_version_process_checks_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_version_process\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_process_order_idx\` ON \`_quality_page_v_version_process\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_process_parent_id_idx\` ON \`_quality_page_v_version_process\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_version_process_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v_version_process\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_quality_page_v_version_process_locales_locale_parent_id_uni\` ON \`_quality_page_v_version_process_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_version_testing_parameters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v_version_testing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_testing_parameters_order_idx\` ON \`_quality_page_v_version_testing_parameters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_testing_parameters_parent_id_idx\` ON \`_quality_page_v_version_testing_parameters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_version_testing_parameters_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v_version_testing_parameters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_quality_page_v_version_testing_parameters_locales_locale_pa\` ON \`_quality_page_v_version_testing_parameters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_version_testing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_testing_order_idx\` ON \`_quality_page_v_version_testing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_testing_parent_id_idx\` ON \`_quality_page_v_version_testing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_version_testing_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v_version_testing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_quality_page_v_version_testing_locales_locale_parent_id_uni\` ON \`_quality_page_v_version_testing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_version_lab_equipment\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_lab_equipment_order_idx\` ON \`_quality_page_v_version_lab_equipment\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_lab_equipment_parent_id_idx\` ON \`_quality_page_v_version_lab_equipment\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_version_lab_equipment_locales\` (
  	\`name\` text,
  	\`purpose\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v_version_lab_equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_quality_page_v_version_lab_equipment_locales_locale_parent_\` ON \`_quality_page_v_version_lab_equipment_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_version_compliance_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_compliance_items_order_idx\` ON \`_quality_page_v_version_compliance_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_compliance_items_parent_id_idx\` ON \`_quality_page_v_version_compliance_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_version_compliance_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v_version_compliance_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_quality_page_v_version_compliance_items_locales_locale_pare\` ON \`_quality_page_v_version_compliance_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_pictures_hero_id\` integer,
  	\`version_pictures_lab_id\` integer,
  	\`version_pictures_packing_id\` integer,
  	\`version_meta_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_pictures_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_pictures_lab_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_pictures_packing_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_pictures_version_pictures_hero_idx\` ON \`_quality_page_v\` (\`version_pictures_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_pictures_version_pictures_lab_idx\` ON \`_quality_page_v\` (\`version_pictures_lab_id\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_pictures_version_pictures_packin_idx\` ON \`_quality_page_v\` (\`version_pictures_packing_id\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_meta_version_meta_image_idx\` ON \`_quality_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_version_version__status_idx\` ON \`_quality_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_created_at_idx\` ON \`_quality_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_updated_at_idx\` ON \`_quality_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_snapshot_idx\` ON \`_quality_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_published_locale_idx\` ON \`_quality_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_latest_idx\` ON \`_quality_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_quality_page_v_autosave_idx\` ON \`_quality_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_quality_page_v_locales\` (
  	\`version_hero_title\` text,
  	\`version_hero_subtitle\` text,
  	\`version_promise_title\` text,
  	\`version_promise_text\` text,
  	\`version_lab_capacity\` text,
  	\`version_lab_routine_turnaround\` text,
  	\`version_lab_specialized_turnaround\` text,
  	\`version_lab_accreditation\` text,
  	\`version_compliance_title\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quality_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_quality_page_v_locales_locale_parent_id_unique\` ON \`_quality_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v_version_hero_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_hero_badges_order_idx\` ON \`_contact_page_v_version_hero_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_hero_badges_parent_id_idx\` ON \`_contact_page_v_version_hero_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v_version_hero_badges_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_page_v_version_hero_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_page_v_version_hero_badges_locales_locale_parent_id\` ON \`_contact_page_v_version_hero_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v_version_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_services_order_idx\` ON \`_contact_page_v_version_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_services_parent_id_idx\` ON \`_contact_page_v_version_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v_version_services_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_page_v_version_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_page_v_version_services_locales_locale_parent_id_un\` ON \`_contact_page_v_version_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v_version_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_locations_order_idx\` ON \`_contact_page_v_version_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_locations_parent_id_idx\` ON \`_contact_page_v_version_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v_version_locations_locales\` (
  	\`name\` text,
  	\`address\` text,
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_page_v_version_locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_page_v_version_locations_locales_locale_parent_id_u\` ON \`_contact_page_v_version_locations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v_version_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_faq_order_idx\` ON \`_contact_page_v_version_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_faq_parent_id_idx\` ON \`_contact_page_v_version_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v_version_faq_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_page_v_version_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_page_v_version_faq_locales_locale_parent_id_unique\` ON \`_contact_page_v_version_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_pictures_hero_id\` integer,
  	\`version_quick_contact_export_phone\` text,
  	\`version_quick_contact_info_email\` text,
  	\`version_quick_contact_whatsapp_display\` text,
  	\`version_quick_contact_show_measured_response\` integer DEFAULT false,
  	\`version_quick_contact_minimum_answered\` numeric DEFAULT 20,
  	\`version_meta_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_pictures_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_pictures_version_pictures_hero_idx\` ON \`_contact_page_v\` (\`version_pictures_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_meta_version_meta_image_idx\` ON \`_contact_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_version__status_idx\` ON \`_contact_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_created_at_idx\` ON \`_contact_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_updated_at_idx\` ON \`_contact_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_snapshot_idx\` ON \`_contact_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_published_locale_idx\` ON \`_contact_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_latest_idx\` ON \`_contact_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_autosave_idx\` ON \`_contact_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v_locales\` (
  	\`version_hero_title\` text,
  	\`version_hero_subtitle\` text,
  	\`version_quick_contact_response_time\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_page_v_locales_locale_parent_id_unique\` ON \`_contact_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`display_count\` text,
  	\`icon\` text DEFAULT 'package',
  	\`banner_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_categories\`("id", "slug", "display_count", "icon", "banner_id", "order", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "display_count", "icon", "banner_id", "order", NULL, "updated_at", "created_at", 'draft' FROM \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_categories\` RENAME TO \`categories\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_banner_idx\` ON \`categories\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_order_idx\` ON \`categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`categories_meta_meta_image_idx\` ON \`categories\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`categories__status_idx\` ON \`categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_categories_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_categories_locales\`("name", "description", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "name", "description", NULL, NULL, "id", "_locale", "_parent_id" FROM \`categories_locales\`;`)
  await db.run(sql`DROP TABLE \`categories_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_categories_locales\` RENAME TO \`categories_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_locales_locale_parent_id_unique\` ON \`categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_specifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_specifications\`("_order", "_parent_id", "id", "key", "value") SELECT "_order", "_parent_id", "id", "key", "value" FROM \`products_specifications\`;`)
  await db.run(sql`DROP TABLE \`products_specifications\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_specifications\` RENAME TO \`products_specifications\`;`)
  await db.run(sql`CREATE INDEX \`products_specifications_order_idx\` ON \`products_specifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_specifications_parent_id_idx\` ON \`products_specifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_varieties_attributes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_varieties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_varieties_attributes\`("_order", "_parent_id", "id", "key", "value") SELECT "_order", "_parent_id", "id", "key", "value" FROM \`products_varieties_attributes\`;`)
  await db.run(sql`DROP TABLE \`products_varieties_attributes\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_varieties_attributes\` RENAME TO \`products_varieties_attributes\`;`)
  await db.run(sql`CREATE INDEX \`products_varieties_attributes_order_idx\` ON \`products_varieties_attributes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_varieties_attributes_parent_id_idx\` ON \`products_varieties_attributes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_varieties\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_varieties\`("_order", "_parent_id", "id", "name") SELECT "_order", "_parent_id", "id", "name" FROM \`products_varieties\`;`)
  await db.run(sql`DROP TABLE \`products_varieties\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_varieties\` RENAME TO \`products_varieties\`;`)
  await db.run(sql`CREATE INDEX \`products_varieties_order_idx\` ON \`products_varieties\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_varieties_parent_id_idx\` ON \`products_varieties\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_quality_parameters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`parameter\` text,
  	\`specification\` text,
  	\`method\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_quality_parameters\`("_order", "_parent_id", "id", "parameter", "specification", "method") SELECT "_order", "_parent_id", "id", "parameter", "specification", "method" FROM \`products_quality_parameters\`;`)
  await db.run(sql`DROP TABLE \`products_quality_parameters\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_quality_parameters\` RENAME TO \`products_quality_parameters\`;`)
  await db.run(sql`CREATE INDEX \`products_quality_parameters_order_idx\` ON \`products_quality_parameters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_quality_parameters_parent_id_idx\` ON \`products_quality_parameters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`variety\` text,
  	\`position\` numeric DEFAULT 0,
  	\`description\` text,
  	\`image_id\` integer,
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
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "name", "slug", "category_id", "variety", "position", "description", "image_id", "origin", "grade", "moisture", "hs_code", "moq", "lead_time", "port", "price", "art_kind", "art_main", "art_accent", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "category_id", "variety", "position", "description", "image_id", "origin", "grade", "moisture", "hs_code", "moq", "lead_time", "port", "price", "art_kind", "art_main", "art_accent", NULL, "updated_at", "created_at", 'draft' FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`CREATE INDEX \`products_name_idx\` ON \`products\` (\`name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_position_idx\` ON \`products\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`products_image_idx\` ON \`products\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_hs_code_idx\` ON \`products\` (\`hs_code\`);`)
  await db.run(sql`CREATE INDEX \`products_meta_meta_image_idx\` ON \`products\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "slug", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "slug", NULL, "updated_at", "created_at", 'draft' FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "body", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "title", "body", NULL, NULL, "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`news_id\` text,
  	\`category\` text,
  	\`title\` text,
  	\`description\` text,
  	\`published_at\` text,
  	\`days_ago\` numeric,
  	\`builtin\` integer DEFAULT false,
  	\`source\` text,
  	\`source_url\` text,
  	\`article_url\` text,
  	\`stock_image\` numeric DEFAULT 1,
  	\`full_content\` text,
  	\`is_rewritten\` integer DEFAULT false,
  	\`original_source\` text,
  	\`rewrite_timestamp\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "news_id", "category", "title", "description", "published_at", "days_ago", "builtin", "source", "source_url", "article_url", "stock_image", "full_content", "is_rewritten", "original_source", "rewrite_timestamp", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "news_id", "category", "title", "description", "published_at", "days_ago", "builtin", "source", "source_url", "article_url", "stock_image", "full_content", "is_rewritten", "original_source", "rewrite_timestamp", NULL, "updated_at", "created_at", 'draft' FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_news_id_idx\` ON \`news\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`news_title_idx\` ON \`news\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_builtin_idx\` ON \`news\` (\`builtin\`);`)
  await db.run(sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_hero_benefits_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_hero_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_hero_benefits_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`home_page_hero_benefits_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_hero_benefits_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_hero_benefits_locales\` RENAME TO \`home_page_hero_benefits_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_hero_benefits_locales_locale_parent_id_unique\` ON \`home_page_hero_benefits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_hero_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_hero_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_hero_stats_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`home_page_hero_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_hero_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_hero_stats_locales\` RENAME TO \`home_page_hero_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_hero_stats_locales_locale_parent_id_unique\` ON \`home_page_hero_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_tabs_quality_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tabs_quality_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_tabs_quality_points_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`home_page_tabs_quality_points_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_quality_points_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_tabs_quality_points_locales\` RENAME TO \`home_page_tabs_quality_points_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tabs_quality_points_locales_locale_parent_id_uniqu\` ON \`home_page_tabs_quality_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_tabs_logistics_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tabs_logistics_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_tabs_logistics_points_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`home_page_tabs_logistics_points_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_logistics_points_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_tabs_logistics_points_locales\` RENAME TO \`home_page_tabs_logistics_points_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tabs_logistics_points_locales_locale_parent_id_uni\` ON \`home_page_tabs_logistics_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_tabs_logistics_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tabs_logistics_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_tabs_logistics_stats_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`home_page_tabs_logistics_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_logistics_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_tabs_logistics_stats_locales\` RENAME TO \`home_page_tabs_logistics_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tabs_logistics_stats_locales_locale_parent_id_uniq\` ON \`home_page_tabs_logistics_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_tabs_partnerships_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tabs_partnerships_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_tabs_partnerships_points_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`home_page_tabs_partnerships_points_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_partnerships_points_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_tabs_partnerships_points_locales\` RENAME TO \`home_page_tabs_partnerships_points_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tabs_partnerships_points_locales_locale_parent_id_\` ON \`home_page_tabs_partnerships_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_tabs_partnerships_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tabs_partnerships_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_tabs_partnerships_stats_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`home_page_tabs_partnerships_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_partnerships_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_tabs_partnerships_stats_locales\` RENAME TO \`home_page_tabs_partnerships_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tabs_partnerships_stats_locales_locale_parent_id_u\` ON \`home_page_tabs_partnerships_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_global_reach_regions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`flag\` text,
  	\`countries\` numeric,
  	\`volume_mt\` numeric,
  	\`growth_percent\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_global_reach_regions\`("_order", "_parent_id", "id", "flag", "countries", "volume_mt", "growth_percent") SELECT "_order", "_parent_id", "id", "flag", "countries", "volume_mt", "growth_percent" FROM \`home_page_global_reach_regions\`;`)
  await db.run(sql`DROP TABLE \`home_page_global_reach_regions\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_global_reach_regions\` RENAME TO \`home_page_global_reach_regions\`;`)
  await db.run(sql`CREATE INDEX \`home_page_global_reach_regions_order_idx\` ON \`home_page_global_reach_regions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_global_reach_regions_parent_id_idx\` ON \`home_page_global_reach_regions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_global_reach_regions_locales\` (
  	\`name\` text,
  	\`markets\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_global_reach_regions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_global_reach_regions_locales\`("name", "markets", "id", "_locale", "_parent_id") SELECT "name", "markets", "id", "_locale", "_parent_id" FROM \`home_page_global_reach_regions_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_global_reach_regions_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_global_reach_regions_locales\` RENAME TO \`home_page_global_reach_regions_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_global_reach_regions_locales_locale_parent_id_uniq\` ON \`home_page_global_reach_regions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_standards_items_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_standards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_standards_items_locales\`("name", "description", "id", "_locale", "_parent_id") SELECT "name", "description", "id", "_locale", "_parent_id" FROM \`home_page_standards_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_standards_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_standards_items_locales\` RENAME TO \`home_page_standards_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_standards_items_locales_locale_parent_id_unique\` ON \`home_page_standards_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_locales\` (
  	\`hero_trust_badge\` text,
  	\`hero_title\` text,
  	\`hero_title_highlight\` text,
  	\`hero_title_end\` text,
  	\`hero_subtitle\` text,
  	\`categories_title\` text,
  	\`categories_subtitle\` text,
  	\`tabs_quality_label\` text,
  	\`tabs_quality_title\` text,
  	\`tabs_quality_text\` text,
  	\`tabs_logistics_label\` text,
  	\`tabs_logistics_title\` text,
  	\`tabs_logistics_text\` text,
  	\`tabs_partnerships_label\` text,
  	\`tabs_partnerships_title\` text,
  	\`tabs_partnerships_text\` text,
  	\`global_reach_title\` text,
  	\`global_reach_subtitle\` text,
  	\`standards_title\` text,
  	\`standards_subtitle\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_locales\`("hero_trust_badge", "hero_title", "hero_title_highlight", "hero_title_end", "hero_subtitle", "categories_title", "categories_subtitle", "tabs_quality_label", "tabs_quality_title", "tabs_quality_text", "tabs_logistics_label", "tabs_logistics_title", "tabs_logistics_text", "tabs_partnerships_label", "tabs_partnerships_title", "tabs_partnerships_text", "global_reach_title", "global_reach_subtitle", "standards_title", "standards_subtitle", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "hero_trust_badge", "hero_title", "hero_title_highlight", "hero_title_end", "hero_subtitle", "categories_title", "categories_subtitle", "tabs_quality_label", "tabs_quality_title", "tabs_quality_text", "tabs_logistics_label", "tabs_logistics_title", "tabs_logistics_text", "tabs_partnerships_label", "tabs_partnerships_title", "tabs_partnerships_text", "global_reach_title", "global_reach_subtitle", "standards_title", "standards_subtitle", NULL, NULL, "id", "_locale", "_parent_id" FROM \`home_page_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_locales\` RENAME TO \`home_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_locales_locale_parent_id_unique\` ON \`home_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_hero_badges_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_hero_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_hero_badges_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`about_page_hero_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_hero_badges_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_hero_badges_locales\` RENAME TO \`about_page_hero_badges_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_hero_badges_locales_locale_parent_id_unique\` ON \`about_page_hero_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_stats_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`about_page_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_stats_locales\` RENAME TO \`about_page_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_stats_locales_locale_parent_id_unique\` ON \`about_page_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_values_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_values_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`about_page_values_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_values_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_values_locales\` RENAME TO \`about_page_values_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_values_locales_locale_parent_id_unique\` ON \`about_page_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_timeline\`("_order", "_parent_id", "id", "year") SELECT "_order", "_parent_id", "id", "year" FROM \`about_page_timeline\`;`)
  await db.run(sql`DROP TABLE \`about_page_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_timeline\` RENAME TO \`about_page_timeline\`;`)
  await db.run(sql`CREATE INDEX \`about_page_timeline_order_idx\` ON \`about_page_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_timeline_parent_id_idx\` ON \`about_page_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_timeline_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_timeline_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`about_page_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_timeline_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_timeline_locales\` RENAME TO \`about_page_timeline_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_timeline_locales_locale_parent_id_unique\` ON \`about_page_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_leaders\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_leaders\`("_order", "_parent_id", "id", "name") SELECT "_order", "_parent_id", "id", "name" FROM \`about_page_leaders\`;`)
  await db.run(sql`DROP TABLE \`about_page_leaders\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_leaders\` RENAME TO \`about_page_leaders\`;`)
  await db.run(sql`CREATE INDEX \`about_page_leaders_order_idx\` ON \`about_page_leaders\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_leaders_parent_id_idx\` ON \`about_page_leaders\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_leaders_locales\` (
  	\`position\` text,
  	\`experience\` text,
  	\`specialization\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_leaders_locales\`("position", "experience", "specialization", "id", "_locale", "_parent_id") SELECT "position", "experience", "specialization", "id", "_locale", "_parent_id" FROM \`about_page_leaders_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_leaders_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_leaders_locales\` RENAME TO \`about_page_leaders_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_leaders_locales_locale_parent_id_unique\` ON \`about_page_leaders_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_facilities_certifications_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_facilities_certifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_facilities_certifications_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`about_page_facilities_certifications_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_facilities_certifications_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_facilities_certifications_locales\` RENAME TO \`about_page_facilities_certifications_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_facilities_certifications_locales_locale_parent_i\` ON \`about_page_facilities_certifications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_facilities_locales\` (
  	\`name\` text,
  	\`location\` text,
  	\`area\` text,
  	\`capacity\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_facilities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_facilities_locales\`("name", "location", "area", "capacity", "description", "id", "_locale", "_parent_id") SELECT "name", "location", "area", "capacity", "description", "id", "_locale", "_parent_id" FROM \`about_page_facilities_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_facilities_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_facilities_locales\` RENAME TO \`about_page_facilities_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_facilities_locales_locale_parent_id_unique\` ON \`about_page_facilities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_locales\` (
  	\`hero_title\` text,
  	\`hero_subtitle\` text,
  	\`story_title\` text,
  	\`story_text\` text,
  	\`mission_title\` text,
  	\`mission_text\` text,
  	\`vision_title\` text,
  	\`vision_text\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_locales\`("hero_title", "hero_subtitle", "story_title", "story_text", "mission_title", "mission_text", "vision_title", "vision_text", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "hero_title", "hero_subtitle", "story_title", "story_text", "mission_title", "mission_text", "vision_title", "vision_text", NULL, NULL, "id", "_locale", "_parent_id" FROM \`about_page_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_locales\` RENAME TO \`about_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_locales_locale_parent_id_unique\` ON \`about_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_hero_badges_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_hero_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_hero_badges_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`quality_page_hero_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_hero_badges_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_hero_badges_locales\` RENAME TO \`quality_page_hero_badges_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_hero_badges_locales_locale_parent_id_unique\` ON \`quality_page_hero_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_promise_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_promise_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_promise_stats_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`quality_page_promise_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_promise_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_promise_stats_locales\` RENAME TO \`quality_page_promise_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_promise_stats_locales_locale_parent_id_unique\` ON \`quality_page_promise_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_process_checks_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_process_checks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_process_checks_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`quality_page_process_checks_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_process_checks_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_process_checks_locales\` RENAME TO \`quality_page_process_checks_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_process_checks_locales_locale_parent_id_unique\` ON \`quality_page_process_checks_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_process_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_process\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_process_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`quality_page_process_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_process_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_process_locales\` RENAME TO \`quality_page_process_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_process_locales_locale_parent_id_unique\` ON \`quality_page_process_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_testing_parameters_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_testing_parameters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_testing_parameters_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`quality_page_testing_parameters_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_testing_parameters_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_testing_parameters_locales\` RENAME TO \`quality_page_testing_parameters_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_testing_parameters_locales_locale_parent_id_uni\` ON \`quality_page_testing_parameters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_testing_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_testing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_testing_locales\`("name", "id", "_locale", "_parent_id") SELECT "name", "id", "_locale", "_parent_id" FROM \`quality_page_testing_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_testing_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_testing_locales\` RENAME TO \`quality_page_testing_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_testing_locales_locale_parent_id_unique\` ON \`quality_page_testing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_lab_equipment_locales\` (
  	\`name\` text,
  	\`purpose\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_lab_equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_lab_equipment_locales\`("name", "purpose", "id", "_locale", "_parent_id") SELECT "name", "purpose", "id", "_locale", "_parent_id" FROM \`quality_page_lab_equipment_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_lab_equipment_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_lab_equipment_locales\` RENAME TO \`quality_page_lab_equipment_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_lab_equipment_locales_locale_parent_id_unique\` ON \`quality_page_lab_equipment_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_compliance_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_compliance_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_compliance_items_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`quality_page_compliance_items_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_compliance_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_compliance_items_locales\` RENAME TO \`quality_page_compliance_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_compliance_items_locales_locale_parent_id_uniqu\` ON \`quality_page_compliance_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_locales\` (
  	\`hero_title\` text,
  	\`hero_subtitle\` text,
  	\`promise_title\` text,
  	\`promise_text\` text,
  	\`lab_capacity\` text,
  	\`lab_routine_turnaround\` text,
  	\`lab_specialized_turnaround\` text,
  	\`lab_accreditation\` text,
  	\`compliance_title\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_locales\`("hero_title", "hero_subtitle", "promise_title", "promise_text", "lab_capacity", "lab_routine_turnaround", "lab_specialized_turnaround", "lab_accreditation", "compliance_title", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "hero_title", "hero_subtitle", "promise_title", "promise_text", "lab_capacity", "lab_routine_turnaround", "lab_specialized_turnaround", "lab_accreditation", "compliance_title", NULL, NULL, "id", "_locale", "_parent_id" FROM \`quality_page_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_locales\` RENAME TO \`quality_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_locales_locale_parent_id_unique\` ON \`quality_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_hero_badges_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page_hero_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_hero_badges_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`contact_page_hero_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_hero_badges_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_hero_badges_locales\` RENAME TO \`contact_page_hero_badges_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_hero_badges_locales_locale_parent_id_unique\` ON \`contact_page_hero_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_services_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_services_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`contact_page_services_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_services_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_services_locales\` RENAME TO \`contact_page_services_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_services_locales_locale_parent_id_unique\` ON \`contact_page_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_locations\`("_order", "_parent_id", "id", "phone", "email", "latitude", "longitude") SELECT "_order", "_parent_id", "id", "phone", "email", "latitude", "longitude" FROM \`contact_page_locations\`;`)
  await db.run(sql`DROP TABLE \`contact_page_locations\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_locations\` RENAME TO \`contact_page_locations\`;`)
  await db.run(sql`CREATE INDEX \`contact_page_locations_order_idx\` ON \`contact_page_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_page_locations_parent_id_idx\` ON \`contact_page_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_locations_locales\` (
  	\`name\` text,
  	\`address\` text,
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page_locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_locations_locales\`("name", "address", "hours", "id", "_locale", "_parent_id") SELECT "name", "address", "hours", "id", "_locale", "_parent_id" FROM \`contact_page_locations_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_locations_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_locations_locales\` RENAME TO \`contact_page_locations_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_locations_locales_locale_parent_id_unique\` ON \`contact_page_locations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_faq_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_faq_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`contact_page_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_faq_locales\` RENAME TO \`contact_page_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_faq_locales_locale_parent_id_unique\` ON \`contact_page_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pictures_hero_id\` integer,
  	\`quick_contact_export_phone\` text,
  	\`quick_contact_info_email\` text,
  	\`quick_contact_whatsapp_display\` text,
  	\`quick_contact_show_measured_response\` integer DEFAULT false,
  	\`quick_contact_minimum_answered\` numeric DEFAULT 20,
  	\`meta_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`pictures_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page\`("id", "pictures_hero_id", "quick_contact_export_phone", "quick_contact_info_email", "quick_contact_whatsapp_display", "quick_contact_show_measured_response", "quick_contact_minimum_answered", "meta_image_id", "_status", "updated_at", "created_at") SELECT "id", NULL, "quick_contact_export_phone", "quick_contact_info_email", "quick_contact_whatsapp_display", "quick_contact_show_measured_response", "quick_contact_minimum_answered", NULL, 'draft', "updated_at", "created_at" FROM \`contact_page\`;`)
  await db.run(sql`DROP TABLE \`contact_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page\` RENAME TO \`contact_page\`;`)
  await db.run(sql`CREATE INDEX \`contact_page_pictures_pictures_hero_idx\` ON \`contact_page\` (\`pictures_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_page_meta_meta_image_idx\` ON \`contact_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_page__status_idx\` ON \`contact_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_locales\` (
  	\`hero_title\` text,
  	\`hero_subtitle\` text,
  	\`quick_contact_response_time\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_locales\`("hero_title", "hero_subtitle", "quick_contact_response_time", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "hero_title", "hero_subtitle", "quick_contact_response_time", NULL, NULL, "id", "_locale", "_parent_id" FROM \`contact_page_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_locales\` RENAME TO \`contact_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_locales_locale_parent_id_unique\` ON \`contact_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_thumb_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_thumb_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_thumb_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_thumb_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_thumb_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_thumb_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_medium_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_medium_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_medium_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_medium_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_medium_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_medium_filename\` text;`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumb_sizes_thumb_filename_idx\` ON \`media\` (\`sizes_thumb_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_medium_sizes_medium_filename_idx\` ON \`media\` (\`sizes_medium_filename\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_meta_version_meta_image_idx\` ON \`_posts_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`pictures_hero_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`home_page_pictures_pictures_hero_idx\` ON \`home_page\` (\`pictures_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_meta_meta_image_idx\` ON \`home_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`pictures_hero_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`pictures_team_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`pictures_plant_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`about_page_pictures_pictures_hero_idx\` ON \`about_page\` (\`pictures_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_pictures_pictures_team_idx\` ON \`about_page\` (\`pictures_team_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_pictures_pictures_plant_idx\` ON \`about_page\` (\`pictures_plant_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_meta_meta_image_idx\` ON \`about_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page__status_idx\` ON \`about_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`quality_page\` ADD \`pictures_hero_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`quality_page\` ADD \`pictures_lab_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`quality_page\` ADD \`pictures_packing_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`quality_page\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`quality_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`quality_page_pictures_pictures_hero_idx\` ON \`quality_page\` (\`pictures_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`quality_page_pictures_pictures_lab_idx\` ON \`quality_page\` (\`pictures_lab_id\`);`)
  await db.run(sql`CREATE INDEX \`quality_page_pictures_pictures_packing_idx\` ON \`quality_page\` (\`pictures_packing_id\`);`)
  await db.run(sql`CREATE INDEX \`quality_page_meta_meta_image_idx\` ON \`quality_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`quality_page__status_idx\` ON \`quality_page\` (\`_status\`);`)
  await kept.restore()
  // Each product's picture becomes the first, main picture of its gallery (src/migrations/data/gallery.ts).
  await imageToGallerySqlite(db)
  // Existing content stays published, with a first version each (src/migrations/data/drafts.ts).
  await publishExistingSqlite({ db, payload, req })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_gallery\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_specifications\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_varieties_attributes\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_varieties\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_quality_parameters\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_categories_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_hero_benefits\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_hero_benefits_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_hero_stats\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_hero_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_tabs_quality_points\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_tabs_quality_points_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_tabs_logistics_points\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_tabs_logistics_points_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_tabs_logistics_stats\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_tabs_logistics_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_tabs_partnerships_points\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_tabs_partnerships_points_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_tabs_partnerships_stats\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_tabs_partnerships_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_global_reach_regions\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_global_reach_regions_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_standards_items\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_standards_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_hero_badges\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_hero_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_stats\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_values\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_values_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_timeline\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_leaders\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_leaders_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_facilities_certifications\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_facilities_certifications_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_facilities\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_facilities_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_version_hero_badges\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_version_hero_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_version_promise_stats\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_version_promise_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_version_process_checks\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_version_process_checks_locales\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_version_process\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_version_process_locales\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_version_testing_parameters\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_version_testing_parameters_locales\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_version_testing\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_version_testing_locales\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_version_lab_equipment\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_version_lab_equipment_locales\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_version_compliance_items\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_version_compliance_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v\`;`)
  await db.run(sql`DROP TABLE \`_quality_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v_version_hero_badges\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v_version_hero_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v_version_services\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v_version_services_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v_version_locations\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v_version_locations_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v_version_faq\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v_version_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`variety\` text,
  	\`position\` numeric DEFAULT 0,
  	\`description\` text,
  	\`image_id\` integer,
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "name", "slug", "category_id", "variety", "position", "description", "image_id", "origin", "grade", "moisture", "hs_code", "moq", "lead_time", "port", "price", "art_kind", "art_main", "art_accent", "updated_at", "created_at") SELECT "id", "name", "slug", "category_id", "variety", "position", "description", "image_id", "origin", "grade", "moisture", "hs_code", "moq", "lead_time", "port", "price", "art_kind", "art_main", "art_accent", "updated_at", "created_at" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`products_name_idx\` ON \`products\` (\`name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_position_idx\` ON \`products\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`products_image_idx\` ON \`products\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_hs_code_idx\` ON \`products\` (\`hs_code\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`display_count\` text NOT NULL,
  	\`icon\` text DEFAULT 'package' NOT NULL,
  	\`banner_id\` integer,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_categories\`("id", "slug", "display_count", "icon", "banner_id", "order", "updated_at", "created_at") SELECT "id", "slug", "display_count", "icon", "banner_id", "order", "updated_at", "created_at" FROM \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_categories\` RENAME TO \`categories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_banner_idx\` ON \`categories\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_order_idx\` ON \`categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "slug", "updated_at", "created_at") SELECT "id", "slug", "updated_at", "created_at" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`post_id\` text,
  	\`category\` text,
  	\`date\` text,
  	\`title\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`author\` text,
  	\`read_time\` text,
  	\`featured\` integer DEFAULT false,
  	\`is_a_i_generated\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`social_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "post_id", "category", "date", "title", "excerpt", "content", "author", "read_time", "featured", "is_a_i_generated", "image_id", "seo_title", "seo_description", "social_description", "updated_at", "created_at", "_status") SELECT "id", "post_id", "category", "date", "title", "excerpt", "content", "author", "read_time", "featured", "is_a_i_generated", "image_id", "seo_title", "seo_description", "social_description", "updated_at", "created_at", "_status" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_post_id_idx\` ON \`posts\` (\`post_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_category_idx\` ON \`posts\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`posts_date_idx\` ON \`posts\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`posts_image_idx\` ON \`posts\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_post_id\` text,
  	\`version_category\` text,
  	\`version_date\` text,
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_author\` text,
  	\`version_read_time\` text,
  	\`version_featured\` integer DEFAULT false,
  	\`version_is_a_i_generated\` integer DEFAULT false,
  	\`version_image_id\` integer,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_social_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_post_id", "version_category", "version_date", "version_title", "version_excerpt", "version_content", "version_author", "version_read_time", "version_featured", "version_is_a_i_generated", "version_image_id", "version_seo_title", "version_seo_description", "version_social_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_post_id", "version_category", "version_date", "version_title", "version_excerpt", "version_content", "version_author", "version_read_time", "version_featured", "version_is_a_i_generated", "version_image_id", "version_seo_title", "version_seo_description", "version_social_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_post_id_idx\` ON \`_posts_v\` (\`version_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_category_idx\` ON \`_posts_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_date_idx\` ON \`_posts_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_image_idx\` ON \`_posts_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_snapshot_idx\` ON \`_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_published_locale_idx\` ON \`_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`news_id\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`published_at\` text,
  	\`days_ago\` numeric,
  	\`builtin\` integer DEFAULT false,
  	\`source\` text NOT NULL,
  	\`source_url\` text NOT NULL,
  	\`article_url\` text,
  	\`stock_image\` numeric DEFAULT 1,
  	\`full_content\` text,
  	\`is_rewritten\` integer DEFAULT false,
  	\`original_source\` text,
  	\`rewrite_timestamp\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "news_id", "category", "title", "description", "published_at", "days_ago", "builtin", "source", "source_url", "article_url", "stock_image", "full_content", "is_rewritten", "original_source", "rewrite_timestamp", "updated_at", "created_at") SELECT "id", "news_id", "category", "title", "description", "published_at", "days_ago", "builtin", "source", "source_url", "article_url", "stock_image", "full_content", "is_rewritten", "original_source", "rewrite_timestamp", "updated_at", "created_at" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_news_id_idx\` ON \`news\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`news_title_idx\` ON \`news\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_builtin_idx\` ON \`news\` (\`builtin\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`categories_id\` integer,
  	\`products_id\` integer,
  	\`pages_id\` integer,
  	\`certificates_id\` integer,
  	\`posts_id\` integer,
  	\`blog_topics_id\` integer,
  	\`news_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certificates_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_topics_id\`) REFERENCES \`blog_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "categories_id", "products_id", "pages_id", "certificates_id", "posts_id", "blog_topics_id", "news_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "categories_id", "products_id", "pages_id", "certificates_id", "posts_id", "blog_topics_id", "news_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page\` RENAME TO \`home_page\`;`)
  await db.run(sql`CREATE TABLE \`__new_about_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`about_page\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page\` RENAME TO \`about_page\`;`)
  await db.run(sql`CREATE TABLE \`__new_quality_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`quality_page\`;`)
  await db.run(sql`DROP TABLE \`quality_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page\` RENAME TO \`quality_page\`;`)
  await db.run(sql`CREATE TABLE \`__new_contact_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quick_contact_export_phone\` text NOT NULL,
  	\`quick_contact_info_email\` text NOT NULL,
  	\`quick_contact_whatsapp_display\` text,
  	\`quick_contact_show_measured_response\` integer DEFAULT false,
  	\`quick_contact_minimum_answered\` numeric DEFAULT 20,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page\`("id", "quick_contact_export_phone", "quick_contact_info_email", "quick_contact_whatsapp_display", "quick_contact_show_measured_response", "quick_contact_minimum_answered", "updated_at", "created_at") SELECT "id", "quick_contact_export_phone", "quick_contact_info_email", "quick_contact_whatsapp_display", "quick_contact_show_measured_response", "quick_contact_minimum_answered", "updated_at", "created_at" FROM \`contact_page\`;`)
  await db.run(sql`DROP TABLE \`contact_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page\` RENAME TO \`contact_page\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_thumb_sizes_thumb_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_medium_sizes_medium_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_thumb_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_thumb_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_thumb_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_thumb_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_thumb_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_thumb_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_medium_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_medium_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_medium_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_medium_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_medium_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_medium_filename\`;`)
  await db.run(sql`CREATE TABLE \`__new_products_specifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_specifications\`("_order", "_parent_id", "id", "key", "value") SELECT "_order", "_parent_id", "id", "key", "value" FROM \`products_specifications\`;`)
  await db.run(sql`DROP TABLE \`products_specifications\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_specifications\` RENAME TO \`products_specifications\`;`)
  await db.run(sql`CREATE INDEX \`products_specifications_order_idx\` ON \`products_specifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_specifications_parent_id_idx\` ON \`products_specifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_varieties_attributes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_varieties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_varieties_attributes\`("_order", "_parent_id", "id", "key", "value") SELECT "_order", "_parent_id", "id", "key", "value" FROM \`products_varieties_attributes\`;`)
  await db.run(sql`DROP TABLE \`products_varieties_attributes\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_varieties_attributes\` RENAME TO \`products_varieties_attributes\`;`)
  await db.run(sql`CREATE INDEX \`products_varieties_attributes_order_idx\` ON \`products_varieties_attributes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_varieties_attributes_parent_id_idx\` ON \`products_varieties_attributes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_varieties\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_varieties\`("_order", "_parent_id", "id", "name") SELECT "_order", "_parent_id", "id", "name" FROM \`products_varieties\`;`)
  await db.run(sql`DROP TABLE \`products_varieties\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_varieties\` RENAME TO \`products_varieties\`;`)
  await db.run(sql`CREATE INDEX \`products_varieties_order_idx\` ON \`products_varieties\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_varieties_parent_id_idx\` ON \`products_varieties\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_quality_parameters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`parameter\` text NOT NULL,
  	\`specification\` text NOT NULL,
  	\`method\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_quality_parameters\`("_order", "_parent_id", "id", "parameter", "specification", "method") SELECT "_order", "_parent_id", "id", "parameter", "specification", "method" FROM \`products_quality_parameters\`;`)
  await db.run(sql`DROP TABLE \`products_quality_parameters\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_quality_parameters\` RENAME TO \`products_quality_parameters\`;`)
  await db.run(sql`CREATE INDEX \`products_quality_parameters_order_idx\` ON \`products_quality_parameters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_quality_parameters_parent_id_idx\` ON \`products_quality_parameters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_categories_locales\`("name", "description", "id", "_locale", "_parent_id") SELECT "name", "description", "id", "_locale", "_parent_id" FROM \`categories_locales\`;`)
  await db.run(sql`DROP TABLE \`categories_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_categories_locales\` RENAME TO \`categories_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_locales_locale_parent_id_unique\` ON \`categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_hero_benefits_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_hero_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_hero_benefits_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`home_page_hero_benefits_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_hero_benefits_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_hero_benefits_locales\` RENAME TO \`home_page_hero_benefits_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_hero_benefits_locales_locale_parent_id_unique\` ON \`home_page_hero_benefits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_hero_stats_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_hero_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_hero_stats_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`home_page_hero_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_hero_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_hero_stats_locales\` RENAME TO \`home_page_hero_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_hero_stats_locales_locale_parent_id_unique\` ON \`home_page_hero_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_tabs_quality_points_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tabs_quality_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_tabs_quality_points_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`home_page_tabs_quality_points_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_quality_points_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_tabs_quality_points_locales\` RENAME TO \`home_page_tabs_quality_points_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tabs_quality_points_locales_locale_parent_id_uniqu\` ON \`home_page_tabs_quality_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_tabs_logistics_points_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tabs_logistics_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_tabs_logistics_points_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`home_page_tabs_logistics_points_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_logistics_points_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_tabs_logistics_points_locales\` RENAME TO \`home_page_tabs_logistics_points_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tabs_logistics_points_locales_locale_parent_id_uni\` ON \`home_page_tabs_logistics_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_tabs_logistics_stats_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tabs_logistics_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_tabs_logistics_stats_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`home_page_tabs_logistics_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_logistics_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_tabs_logistics_stats_locales\` RENAME TO \`home_page_tabs_logistics_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tabs_logistics_stats_locales_locale_parent_id_uniq\` ON \`home_page_tabs_logistics_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_tabs_partnerships_points_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tabs_partnerships_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_tabs_partnerships_points_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`home_page_tabs_partnerships_points_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_partnerships_points_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_tabs_partnerships_points_locales\` RENAME TO \`home_page_tabs_partnerships_points_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tabs_partnerships_points_locales_locale_parent_id_\` ON \`home_page_tabs_partnerships_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_tabs_partnerships_stats_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tabs_partnerships_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_tabs_partnerships_stats_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`home_page_tabs_partnerships_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_partnerships_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_tabs_partnerships_stats_locales\` RENAME TO \`home_page_tabs_partnerships_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tabs_partnerships_stats_locales_locale_parent_id_u\` ON \`home_page_tabs_partnerships_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_global_reach_regions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`flag\` text NOT NULL,
  	\`countries\` numeric NOT NULL,
  	\`volume_mt\` numeric NOT NULL,
  	\`growth_percent\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_global_reach_regions\`("_order", "_parent_id", "id", "flag", "countries", "volume_mt", "growth_percent") SELECT "_order", "_parent_id", "id", "flag", "countries", "volume_mt", "growth_percent" FROM \`home_page_global_reach_regions\`;`)
  await db.run(sql`DROP TABLE \`home_page_global_reach_regions\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_global_reach_regions\` RENAME TO \`home_page_global_reach_regions\`;`)
  await db.run(sql`CREATE INDEX \`home_page_global_reach_regions_order_idx\` ON \`home_page_global_reach_regions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_global_reach_regions_parent_id_idx\` ON \`home_page_global_reach_regions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_global_reach_regions_locales\` (
  	\`name\` text NOT NULL,
  	\`markets\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_global_reach_regions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_global_reach_regions_locales\`("name", "markets", "id", "_locale", "_parent_id") SELECT "name", "markets", "id", "_locale", "_parent_id" FROM \`home_page_global_reach_regions_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_global_reach_regions_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_global_reach_regions_locales\` RENAME TO \`home_page_global_reach_regions_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_global_reach_regions_locales_locale_parent_id_uniq\` ON \`home_page_global_reach_regions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_standards_items_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_standards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_standards_items_locales\`("name", "description", "id", "_locale", "_parent_id") SELECT "name", "description", "id", "_locale", "_parent_id" FROM \`home_page_standards_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_standards_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_standards_items_locales\` RENAME TO \`home_page_standards_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_standards_items_locales_locale_parent_id_unique\` ON \`home_page_standards_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_locales\` (
  	\`hero_trust_badge\` text NOT NULL,
  	\`hero_title\` text NOT NULL,
  	\`hero_title_highlight\` text NOT NULL,
  	\`hero_title_end\` text NOT NULL,
  	\`hero_subtitle\` text NOT NULL,
  	\`categories_title\` text NOT NULL,
  	\`categories_subtitle\` text NOT NULL,
  	\`tabs_quality_label\` text NOT NULL,
  	\`tabs_quality_title\` text NOT NULL,
  	\`tabs_quality_text\` text NOT NULL,
  	\`tabs_logistics_label\` text NOT NULL,
  	\`tabs_logistics_title\` text NOT NULL,
  	\`tabs_logistics_text\` text NOT NULL,
  	\`tabs_partnerships_label\` text NOT NULL,
  	\`tabs_partnerships_title\` text NOT NULL,
  	\`tabs_partnerships_text\` text NOT NULL,
  	\`global_reach_title\` text NOT NULL,
  	\`global_reach_subtitle\` text NOT NULL,
  	\`standards_title\` text NOT NULL,
  	\`standards_subtitle\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_locales\`("hero_trust_badge", "hero_title", "hero_title_highlight", "hero_title_end", "hero_subtitle", "categories_title", "categories_subtitle", "tabs_quality_label", "tabs_quality_title", "tabs_quality_text", "tabs_logistics_label", "tabs_logistics_title", "tabs_logistics_text", "tabs_partnerships_label", "tabs_partnerships_title", "tabs_partnerships_text", "global_reach_title", "global_reach_subtitle", "standards_title", "standards_subtitle", "id", "_locale", "_parent_id") SELECT "hero_trust_badge", "hero_title", "hero_title_highlight", "hero_title_end", "hero_subtitle", "categories_title", "categories_subtitle", "tabs_quality_label", "tabs_quality_title", "tabs_quality_text", "tabs_logistics_label", "tabs_logistics_title", "tabs_logistics_text", "tabs_partnerships_label", "tabs_partnerships_title", "tabs_partnerships_text", "global_reach_title", "global_reach_subtitle", "standards_title", "standards_subtitle", "id", "_locale", "_parent_id" FROM \`home_page_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_locales\` RENAME TO \`home_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_locales_locale_parent_id_unique\` ON \`home_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_hero_badges_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_hero_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_hero_badges_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`about_page_hero_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_hero_badges_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_hero_badges_locales\` RENAME TO \`about_page_hero_badges_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_hero_badges_locales_locale_parent_id_unique\` ON \`about_page_hero_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_stats_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_stats_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`about_page_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_stats_locales\` RENAME TO \`about_page_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_stats_locales_locale_parent_id_unique\` ON \`about_page_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_values_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_values_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`about_page_values_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_values_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_values_locales\` RENAME TO \`about_page_values_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_values_locales_locale_parent_id_unique\` ON \`about_page_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_timeline\`("_order", "_parent_id", "id", "year") SELECT "_order", "_parent_id", "id", "year" FROM \`about_page_timeline\`;`)
  await db.run(sql`DROP TABLE \`about_page_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_timeline\` RENAME TO \`about_page_timeline\`;`)
  await db.run(sql`CREATE INDEX \`about_page_timeline_order_idx\` ON \`about_page_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_timeline_parent_id_idx\` ON \`about_page_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_timeline_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_timeline_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`about_page_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_timeline_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_timeline_locales\` RENAME TO \`about_page_timeline_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_timeline_locales_locale_parent_id_unique\` ON \`about_page_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_leaders\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_leaders\`("_order", "_parent_id", "id", "name") SELECT "_order", "_parent_id", "id", "name" FROM \`about_page_leaders\`;`)
  await db.run(sql`DROP TABLE \`about_page_leaders\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_leaders\` RENAME TO \`about_page_leaders\`;`)
  await db.run(sql`CREATE INDEX \`about_page_leaders_order_idx\` ON \`about_page_leaders\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_leaders_parent_id_idx\` ON \`about_page_leaders\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_leaders_locales\` (
  	\`position\` text NOT NULL,
  	\`experience\` text NOT NULL,
  	\`specialization\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_leaders_locales\`("position", "experience", "specialization", "id", "_locale", "_parent_id") SELECT "position", "experience", "specialization", "id", "_locale", "_parent_id" FROM \`about_page_leaders_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_leaders_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_leaders_locales\` RENAME TO \`about_page_leaders_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_leaders_locales_locale_parent_id_unique\` ON \`about_page_leaders_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_facilities_certifications_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_facilities_certifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_facilities_certifications_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`about_page_facilities_certifications_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_facilities_certifications_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_facilities_certifications_locales\` RENAME TO \`about_page_facilities_certifications_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_facilities_certifications_locales_locale_parent_i\` ON \`about_page_facilities_certifications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_facilities_locales\` (
  	\`name\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`area\` text NOT NULL,
  	\`capacity\` text,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_facilities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_facilities_locales\`("name", "location", "area", "capacity", "description", "id", "_locale", "_parent_id") SELECT "name", "location", "area", "capacity", "description", "id", "_locale", "_parent_id" FROM \`about_page_facilities_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_facilities_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_facilities_locales\` RENAME TO \`about_page_facilities_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_facilities_locales_locale_parent_id_unique\` ON \`about_page_facilities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_locales\` (
  	\`hero_title\` text NOT NULL,
  	\`hero_subtitle\` text NOT NULL,
  	\`story_title\` text NOT NULL,
  	\`story_text\` text NOT NULL,
  	\`mission_title\` text NOT NULL,
  	\`mission_text\` text NOT NULL,
  	\`vision_title\` text NOT NULL,
  	\`vision_text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_locales\`("hero_title", "hero_subtitle", "story_title", "story_text", "mission_title", "mission_text", "vision_title", "vision_text", "id", "_locale", "_parent_id") SELECT "hero_title", "hero_subtitle", "story_title", "story_text", "mission_title", "mission_text", "vision_title", "vision_text", "id", "_locale", "_parent_id" FROM \`about_page_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_locales\` RENAME TO \`about_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_locales_locale_parent_id_unique\` ON \`about_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_hero_badges_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_hero_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_hero_badges_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`quality_page_hero_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_hero_badges_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_hero_badges_locales\` RENAME TO \`quality_page_hero_badges_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_hero_badges_locales_locale_parent_id_unique\` ON \`quality_page_hero_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_promise_stats_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_promise_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_promise_stats_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`quality_page_promise_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_promise_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_promise_stats_locales\` RENAME TO \`quality_page_promise_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_promise_stats_locales_locale_parent_id_unique\` ON \`quality_page_promise_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_process_checks_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_process_checks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_process_checks_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`quality_page_process_checks_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_process_checks_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_process_checks_locales\` RENAME TO \`quality_page_process_checks_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_process_checks_locales_locale_parent_id_unique\` ON \`quality_page_process_checks_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_process_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_process\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_process_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`quality_page_process_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_process_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_process_locales\` RENAME TO \`quality_page_process_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_process_locales_locale_parent_id_unique\` ON \`quality_page_process_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_testing_parameters_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_testing_parameters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_testing_parameters_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`quality_page_testing_parameters_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_testing_parameters_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_testing_parameters_locales\` RENAME TO \`quality_page_testing_parameters_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_testing_parameters_locales_locale_parent_id_uni\` ON \`quality_page_testing_parameters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_testing_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_testing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_testing_locales\`("name", "id", "_locale", "_parent_id") SELECT "name", "id", "_locale", "_parent_id" FROM \`quality_page_testing_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_testing_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_testing_locales\` RENAME TO \`quality_page_testing_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_testing_locales_locale_parent_id_unique\` ON \`quality_page_testing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_lab_equipment_locales\` (
  	\`name\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_lab_equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_lab_equipment_locales\`("name", "purpose", "id", "_locale", "_parent_id") SELECT "name", "purpose", "id", "_locale", "_parent_id" FROM \`quality_page_lab_equipment_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_lab_equipment_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_lab_equipment_locales\` RENAME TO \`quality_page_lab_equipment_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_lab_equipment_locales_locale_parent_id_unique\` ON \`quality_page_lab_equipment_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_compliance_items_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_compliance_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_compliance_items_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`quality_page_compliance_items_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_compliance_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_compliance_items_locales\` RENAME TO \`quality_page_compliance_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_compliance_items_locales_locale_parent_id_uniqu\` ON \`quality_page_compliance_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_quality_page_locales\` (
  	\`hero_title\` text NOT NULL,
  	\`hero_subtitle\` text NOT NULL,
  	\`promise_title\` text NOT NULL,
  	\`promise_text\` text NOT NULL,
  	\`lab_capacity\` text NOT NULL,
  	\`lab_routine_turnaround\` text NOT NULL,
  	\`lab_specialized_turnaround\` text NOT NULL,
  	\`lab_accreditation\` text NOT NULL,
  	\`compliance_title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quality_page_locales\`("hero_title", "hero_subtitle", "promise_title", "promise_text", "lab_capacity", "lab_routine_turnaround", "lab_specialized_turnaround", "lab_accreditation", "compliance_title", "id", "_locale", "_parent_id") SELECT "hero_title", "hero_subtitle", "promise_title", "promise_text", "lab_capacity", "lab_routine_turnaround", "lab_specialized_turnaround", "lab_accreditation", "compliance_title", "id", "_locale", "_parent_id" FROM \`quality_page_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_quality_page_locales\` RENAME TO \`quality_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_locales_locale_parent_id_unique\` ON \`quality_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_hero_badges_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page_hero_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_hero_badges_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`contact_page_hero_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_hero_badges_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_hero_badges_locales\` RENAME TO \`contact_page_hero_badges_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_hero_badges_locales_locale_parent_id_unique\` ON \`contact_page_hero_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_services_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_services_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`contact_page_services_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_services_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_services_locales\` RENAME TO \`contact_page_services_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_services_locales_locale_parent_id_unique\` ON \`contact_page_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`latitude\` numeric NOT NULL,
  	\`longitude\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_locations\`("_order", "_parent_id", "id", "phone", "email", "latitude", "longitude") SELECT "_order", "_parent_id", "id", "phone", "email", "latitude", "longitude" FROM \`contact_page_locations\`;`)
  await db.run(sql`DROP TABLE \`contact_page_locations\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_locations\` RENAME TO \`contact_page_locations\`;`)
  await db.run(sql`CREATE INDEX \`contact_page_locations_order_idx\` ON \`contact_page_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_page_locations_parent_id_idx\` ON \`contact_page_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_locations_locales\` (
  	\`name\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page_locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_locations_locales\`("name", "address", "hours", "id", "_locale", "_parent_id") SELECT "name", "address", "hours", "id", "_locale", "_parent_id" FROM \`contact_page_locations_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_locations_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_locations_locales\` RENAME TO \`contact_page_locations_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_locations_locales_locale_parent_id_unique\` ON \`contact_page_locations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_faq_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_faq_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`contact_page_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_faq_locales\` RENAME TO \`contact_page_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_faq_locales_locale_parent_id_unique\` ON \`contact_page_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_locales\` (
  	\`hero_title\` text NOT NULL,
  	\`hero_subtitle\` text NOT NULL,
  	\`quick_contact_response_time\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_locales\`("hero_title", "hero_subtitle", "quick_contact_response_time", "id", "_locale", "_parent_id") SELECT "hero_title", "hero_subtitle", "quick_contact_response_time", "id", "_locale", "_parent_id" FROM \`contact_page_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_locales\` RENAME TO \`contact_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_locales_locale_parent_id_unique\` ON \`contact_page_locales\` (\`_locale\`,\`_parent_id\`);`)
}
