import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { keepCatalogueTexts, keepEnglishTexts, sqliteRun } from '../data/localized'
import { restoreLeaderNames } from '../data/leader-names'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const kept = await keepCatalogueTexts(sqliteRun(db))
  await db.run(sql`CREATE TABLE \`products_specifications_locales\` (
  	\`key\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_specifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_specifications_locales_locale_parent_id_unique\` ON \`products_specifications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_varieties_attributes_locales\` (
  	\`key\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_varieties_attributes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_varieties_attributes_locales_locale_parent_id_uniqu\` ON \`products_varieties_attributes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_varieties_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_varieties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_varieties_locales_locale_parent_id_unique\` ON \`products_varieties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_quality_parameters_locales\` (
  	\`parameter\` text,
  	\`specification\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_quality_parameters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_quality_parameters_locales_locale_parent_id_unique\` ON \`products_quality_parameters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_specifications_locales\` (
  	\`key\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_specifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_specifications_locales_locale_parent_id_\` ON \`_products_v_version_specifications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_varieties_attributes_locales\` (
  	\`key\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_varieties_attributes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_varieties_attributes_locales_locale_pare\` ON \`_products_v_version_varieties_attributes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_varieties_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_varieties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_varieties_locales_locale_parent_id_uniqu\` ON \`_products_v_version_varieties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_quality_parameters_locales\` (
  	\`parameter\` text,
  	\`specification\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_quality_parameters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_quality_parameters_locales_locale_parent\` ON \`_products_v_version_quality_parameters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`DROP INDEX \`products_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`variety\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`origin\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`grade\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`moisture\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`moq\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`lead_time\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`port\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`price\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_variety\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_origin\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_grade\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_moisture\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_moq\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_lead_time\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_port\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_price\`;`)
  await db.run(sql`DROP INDEX \`news_title_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`description\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_title_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`variety\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`origin\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`grade\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`moisture\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`moq\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`lead_time\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`port\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`price\` text;`)
  await db.run(sql`CREATE INDEX \`products_name_idx\` ON \`products_locales\` (\`name\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`products_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`products_texts_locale_parent\` ON \`products_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_variety\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_origin\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_grade\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_moisture\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_moq\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_lead_time\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_port\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_price\` text;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_name_idx\` ON \`_products_v_locales\` (\`version_name\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_products_v_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`_products_v_texts_locale_parent\` ON \`_products_v_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`author\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_content\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_author\` text;`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`description\` text;`)
  await db.run(sql`CREATE INDEX \`news_title_idx\` ON \`news_locales\` (\`title\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_description\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_title_idx\` ON \`_news_v_locales\` (\`version_title\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`about_page_leaders_locales\` ADD \`transliteration\` text;`)
  await db.run(sql`ALTER TABLE \`_about_page_v_version_leaders_locales\` ADD \`transliteration\` text;`)
  await db.run(sql`ALTER TABLE \`products_specifications\` DROP COLUMN \`key\`;`)
  await db.run(sql`ALTER TABLE \`products_specifications\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`products_varieties_attributes\` DROP COLUMN \`key\`;`)
  await db.run(sql`ALTER TABLE \`products_varieties_attributes\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`products_varieties\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`products_quality_parameters\` DROP COLUMN \`parameter\`;`)
  await db.run(sql`ALTER TABLE \`products_quality_parameters\` DROP COLUMN \`specification\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_specifications\` DROP COLUMN \`key\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_specifications\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_varieties_attributes\` DROP COLUMN \`key\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_varieties_attributes\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_varieties\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_quality_parameters\` DROP COLUMN \`parameter\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_quality_parameters\` DROP COLUMN \`specification\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`excerpt\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`author\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_excerpt\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_content\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_author\`;`)
  await kept.asEnglish()
  await restoreLeaderNames(sqliteRun(db))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  const kept = await keepEnglishTexts(sqliteRun(db))
  await db.run(sql`DROP TABLE \`products_specifications_locales\`;`)
  await db.run(sql`DROP TABLE \`products_varieties_attributes_locales\`;`)
  await db.run(sql`DROP TABLE \`products_varieties_locales\`;`)
  await db.run(sql`DROP TABLE \`products_quality_parameters_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_specifications_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_varieties_attributes_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_varieties_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_quality_parameters_locales\`;`)
  await db.run(sql`DROP INDEX \`products_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`variety\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`origin\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`grade\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`moisture\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`moq\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`lead_time\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`port\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`price\`;`)
  await db.run(sql`DROP INDEX \`products_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`products_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_variety\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_origin\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_grade\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_moisture\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_moq\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_lead_time\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_port\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_price\`;`)
  await db.run(sql`DROP INDEX \`_products_v_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`news_title_idx\`;`)
  await db.run(sql`ALTER TABLE \`news_locales\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`news_locales\` DROP COLUMN \`description\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_title_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`products_specifications\` ADD \`key\` text;`)
  await db.run(sql`ALTER TABLE \`products_specifications\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`products_varieties_attributes\` ADD \`key\` text;`)
  await db.run(sql`ALTER TABLE \`products_varieties_attributes\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`products_varieties\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`products_quality_parameters\` ADD \`parameter\` text;`)
  await db.run(sql`ALTER TABLE \`products_quality_parameters\` ADD \`specification\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`variety\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`origin\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`grade\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`moisture\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`moq\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`lead_time\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`port\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`price\` text;`)
  await db.run(sql`CREATE INDEX \`products_name_idx\` ON \`products\` (\`name\`);`)
  await db.run(sql`ALTER TABLE \`_products_v_version_specifications\` ADD \`key\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_specifications\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_varieties_attributes\` ADD \`key\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_varieties_attributes\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_varieties\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_quality_parameters\` ADD \`parameter\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_quality_parameters\` ADD \`specification\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_variety\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_origin\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_grade\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_moisture\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_moq\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_lead_time\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_port\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_price\` text;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_name_idx\` ON \`_products_v\` (\`version_name\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`author\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_content\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_author\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`description\` text;`)
  await db.run(sql`CREATE INDEX \`news_title_idx\` ON \`news\` (\`title\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_description\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_title_idx\` ON \`_news_v\` (\`version_title\`);`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`excerpt\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`author\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_excerpt\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_content\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_author\`;`)
  await db.run(sql`ALTER TABLE \`about_page_leaders_locales\` DROP COLUMN \`transliteration\`;`)
  await db.run(sql`ALTER TABLE \`_about_page_v_version_leaders_locales\` DROP COLUMN \`transliteration\`;`)
  await kept.asColumns()
}
