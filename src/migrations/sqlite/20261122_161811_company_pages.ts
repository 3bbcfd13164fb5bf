import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`certificates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`valid_until\` text,
  	\`ongoing\` integer DEFAULT false,
  	\`when_expired\` text DEFAULT 'renewal' NOT NULL,
  	\`file_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`certificates_file_idx\` ON \`certificates\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_order_idx\` ON \`certificates\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`certificates_updated_at_idx\` ON \`certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates_created_at_idx\` ON \`certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`certificates_locales\` (
  	\`name\` text NOT NULL,
  	\`issuer\` text NOT NULL,
  	\`scope\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`certificates_locales_locale_parent_id_unique\` ON \`certificates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_hero_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_hero_benefits_order_idx\` ON \`home_page_hero_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_hero_benefits_parent_id_idx\` ON \`home_page_hero_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_hero_benefits_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_hero_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_hero_benefits_locales_locale_parent_id_unique\` ON \`home_page_hero_benefits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_hero_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_hero_stats_order_idx\` ON \`home_page_hero_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_hero_stats_parent_id_idx\` ON \`home_page_hero_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_hero_stats_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_hero_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_hero_stats_locales_locale_parent_id_unique\` ON \`home_page_hero_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_tabs_quality_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_tabs_quality_points_order_idx\` ON \`home_page_tabs_quality_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_tabs_quality_points_parent_id_idx\` ON \`home_page_tabs_quality_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_tabs_quality_points_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tabs_quality_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tabs_quality_points_locales_locale_parent_id_uniqu\` ON \`home_page_tabs_quality_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_tabs_logistics_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_tabs_logistics_points_order_idx\` ON \`home_page_tabs_logistics_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_tabs_logistics_points_parent_id_idx\` ON \`home_page_tabs_logistics_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_tabs_logistics_points_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tabs_logistics_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tabs_logistics_points_locales_locale_parent_id_uni\` ON \`home_page_tabs_logistics_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_tabs_logistics_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_tabs_logistics_stats_order_idx\` ON \`home_page_tabs_logistics_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_tabs_logistics_stats_parent_id_idx\` ON \`home_page_tabs_logistics_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_tabs_logistics_stats_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tabs_logistics_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tabs_logistics_stats_locales_locale_parent_id_uniq\` ON \`home_page_tabs_logistics_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_tabs_partnerships_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_tabs_partnerships_points_order_idx\` ON \`home_page_tabs_partnerships_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_tabs_partnerships_points_parent_id_idx\` ON \`home_page_tabs_partnerships_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_tabs_partnerships_points_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tabs_partnerships_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tabs_partnerships_points_locales_locale_parent_id_\` ON \`home_page_tabs_partnerships_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_tabs_partnerships_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_tabs_partnerships_stats_order_idx\` ON \`home_page_tabs_partnerships_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_tabs_partnerships_stats_parent_id_idx\` ON \`home_page_tabs_partnerships_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_tabs_partnerships_stats_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_tabs_partnerships_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_tabs_partnerships_stats_locales_locale_parent_id_u\` ON \`home_page_tabs_partnerships_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_global_reach_regions\` (
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
  await db.run(sql`CREATE INDEX \`home_page_global_reach_regions_order_idx\` ON \`home_page_global_reach_regions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_global_reach_regions_parent_id_idx\` ON \`home_page_global_reach_regions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_global_reach_regions_locales\` (
  	\`name\` text NOT NULL,
  	\`markets\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_global_reach_regions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_global_reach_regions_locales_locale_parent_id_uniq\` ON \`home_page_global_reach_regions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_standards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_standards_items_order_idx\` ON \`home_page_standards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_standards_items_parent_id_idx\` ON \`home_page_standards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_standards_items_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_standards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_standards_items_locales_locale_parent_id_unique\` ON \`home_page_standards_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`home_page_locales\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_locales_locale_parent_id_unique\` ON \`home_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_hero_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_hero_badges_order_idx\` ON \`about_page_hero_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_hero_badges_parent_id_idx\` ON \`about_page_hero_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_hero_badges_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_hero_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_hero_badges_locales_locale_parent_id_unique\` ON \`about_page_hero_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_stats_order_idx\` ON \`about_page_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_stats_parent_id_idx\` ON \`about_page_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_stats_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_stats_locales_locale_parent_id_unique\` ON \`about_page_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_values_order_idx\` ON \`about_page_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_values_parent_id_idx\` ON \`about_page_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_values_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_values_locales_locale_parent_id_unique\` ON \`about_page_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_timeline_order_idx\` ON \`about_page_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_timeline_parent_id_idx\` ON \`about_page_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_timeline_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_timeline_locales_locale_parent_id_unique\` ON \`about_page_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_leaders\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_leaders_order_idx\` ON \`about_page_leaders\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_leaders_parent_id_idx\` ON \`about_page_leaders\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_leaders_locales\` (
  	\`position\` text NOT NULL,
  	\`experience\` text NOT NULL,
  	\`specialization\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_leaders_locales_locale_parent_id_unique\` ON \`about_page_leaders_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_facilities_certifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_facilities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_facilities_certifications_order_idx\` ON \`about_page_facilities_certifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_facilities_certifications_parent_id_idx\` ON \`about_page_facilities_certifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_facilities_certifications_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_facilities_certifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_facilities_certifications_locales_locale_parent_i\` ON \`about_page_facilities_certifications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_facilities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_facilities_order_idx\` ON \`about_page_facilities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_facilities_parent_id_idx\` ON \`about_page_facilities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_facilities_locales\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_facilities_locales_locale_parent_id_unique\` ON \`about_page_facilities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`about_page_locales\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_locales_locale_parent_id_unique\` ON \`about_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page_hero_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quality_page_hero_badges_order_idx\` ON \`quality_page_hero_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quality_page_hero_badges_parent_id_idx\` ON \`quality_page_hero_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page_hero_badges_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_hero_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_hero_badges_locales_locale_parent_id_unique\` ON \`quality_page_hero_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page_promise_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quality_page_promise_stats_order_idx\` ON \`quality_page_promise_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quality_page_promise_stats_parent_id_idx\` ON \`quality_page_promise_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page_promise_stats_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_promise_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_promise_stats_locales_locale_parent_id_unique\` ON \`quality_page_promise_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page_process_checks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_process\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quality_page_process_checks_order_idx\` ON \`quality_page_process_checks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quality_page_process_checks_parent_id_idx\` ON \`quality_page_process_checks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page_process_checks_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_process_checks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_process_checks_locales_locale_parent_id_unique\` ON \`quality_page_process_checks_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page_process\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quality_page_process_order_idx\` ON \`quality_page_process\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quality_page_process_parent_id_idx\` ON \`quality_page_process\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page_process_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_process\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_process_locales_locale_parent_id_unique\` ON \`quality_page_process_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page_testing_parameters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_testing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quality_page_testing_parameters_order_idx\` ON \`quality_page_testing_parameters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quality_page_testing_parameters_parent_id_idx\` ON \`quality_page_testing_parameters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page_testing_parameters_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_testing_parameters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_testing_parameters_locales_locale_parent_id_uni\` ON \`quality_page_testing_parameters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page_testing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quality_page_testing_order_idx\` ON \`quality_page_testing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quality_page_testing_parent_id_idx\` ON \`quality_page_testing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page_testing_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_testing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_testing_locales_locale_parent_id_unique\` ON \`quality_page_testing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page_lab_equipment\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quality_page_lab_equipment_order_idx\` ON \`quality_page_lab_equipment\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quality_page_lab_equipment_parent_id_idx\` ON \`quality_page_lab_equipment\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page_lab_equipment_locales\` (
  	\`name\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_lab_equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_lab_equipment_locales_locale_parent_id_unique\` ON \`quality_page_lab_equipment_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page_compliance_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quality_page_compliance_items_order_idx\` ON \`quality_page_compliance_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quality_page_compliance_items_parent_id_idx\` ON \`quality_page_compliance_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page_compliance_items_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quality_page_compliance_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_compliance_items_locales_locale_parent_id_uniqu\` ON \`quality_page_compliance_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quality_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`quality_page_locales\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`quality_page_locales_locale_parent_id_unique\` ON \`quality_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_page_hero_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_page_hero_badges_order_idx\` ON \`contact_page_hero_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_page_hero_badges_parent_id_idx\` ON \`contact_page_hero_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_page_hero_badges_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page_hero_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_hero_badges_locales_locale_parent_id_unique\` ON \`contact_page_hero_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_page_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_page_services_order_idx\` ON \`contact_page_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_page_services_parent_id_idx\` ON \`contact_page_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_page_services_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_services_locales_locale_parent_id_unique\` ON \`contact_page_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_page_locations\` (
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
  await db.run(sql`CREATE INDEX \`contact_page_locations_order_idx\` ON \`contact_page_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_page_locations_parent_id_idx\` ON \`contact_page_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_page_locations_locales\` (
  	\`name\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page_locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_locations_locales_locale_parent_id_unique\` ON \`contact_page_locations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_page_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_page_faq_order_idx\` ON \`contact_page_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_page_faq_parent_id_idx\` ON \`contact_page_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_page_faq_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_faq_locales_locale_parent_id_unique\` ON \`contact_page_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quick_contact_export_phone\` text NOT NULL,
  	\`quick_contact_info_email\` text NOT NULL,
  	\`quick_contact_whatsapp_display\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`contact_page_locales\` (
  	\`hero_title\` text NOT NULL,
  	\`hero_subtitle\` text NOT NULL,
  	\`quick_contact_response_time\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_locales_locale_parent_id_unique\` ON \`contact_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`certificates_id\` integer REFERENCES certificates(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`certificates\`;`)
  await db.run(sql`DROP TABLE \`certificates_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_hero_benefits\`;`)
  await db.run(sql`DROP TABLE \`home_page_hero_benefits_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_hero_stats\`;`)
  await db.run(sql`DROP TABLE \`home_page_hero_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_quality_points\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_quality_points_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_logistics_points\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_logistics_points_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_logistics_stats\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_logistics_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_partnerships_points\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_partnerships_points_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_partnerships_stats\`;`)
  await db.run(sql`DROP TABLE \`home_page_tabs_partnerships_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_global_reach_regions\`;`)
  await db.run(sql`DROP TABLE \`home_page_global_reach_regions_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_standards_items\`;`)
  await db.run(sql`DROP TABLE \`home_page_standards_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_hero_badges\`;`)
  await db.run(sql`DROP TABLE \`about_page_hero_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_stats\`;`)
  await db.run(sql`DROP TABLE \`about_page_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_values\`;`)
  await db.run(sql`DROP TABLE \`about_page_values_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_timeline\`;`)
  await db.run(sql`DROP TABLE \`about_page_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_leaders\`;`)
  await db.run(sql`DROP TABLE \`about_page_leaders_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_facilities_certifications\`;`)
  await db.run(sql`DROP TABLE \`about_page_facilities_certifications_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_facilities\`;`)
  await db.run(sql`DROP TABLE \`about_page_facilities_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`DROP TABLE \`about_page_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_hero_badges\`;`)
  await db.run(sql`DROP TABLE \`quality_page_hero_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_promise_stats\`;`)
  await db.run(sql`DROP TABLE \`quality_page_promise_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_process_checks\`;`)
  await db.run(sql`DROP TABLE \`quality_page_process_checks_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_process\`;`)
  await db.run(sql`DROP TABLE \`quality_page_process_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_testing_parameters\`;`)
  await db.run(sql`DROP TABLE \`quality_page_testing_parameters_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_testing\`;`)
  await db.run(sql`DROP TABLE \`quality_page_testing_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_lab_equipment\`;`)
  await db.run(sql`DROP TABLE \`quality_page_lab_equipment_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page_compliance_items\`;`)
  await db.run(sql`DROP TABLE \`quality_page_compliance_items_locales\`;`)
  await db.run(sql`DROP TABLE \`quality_page\`;`)
  await db.run(sql`DROP TABLE \`quality_page_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_hero_badges\`;`)
  await db.run(sql`DROP TABLE \`contact_page_hero_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_services\`;`)
  await db.run(sql`DROP TABLE \`contact_page_services_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_locations\`;`)
  await db.run(sql`DROP TABLE \`contact_page_locations_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_faq\`;`)
  await db.run(sql`DROP TABLE \`contact_page_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page\`;`)
  await db.run(sql`DROP TABLE \`contact_page_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "categories_id", "products_id", "pages_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "categories_id", "products_id", "pages_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
}
