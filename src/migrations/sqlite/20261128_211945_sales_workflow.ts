import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { renameInquiryStatusesSqlite } from '../data/inquiry-statuses'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`inquiry_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`inquiry_id\` integer NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`actor\` text DEFAULT 'system' NOT NULL,
  	\`kind\` text NOT NULL,
  	\`from\` text,
  	\`to\` text,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`inquiry_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiry_events_inquiry_idx\` ON \`inquiry_events\` (\`inquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_events_at_idx\` ON \`inquiry_events\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_events_by_idx\` ON \`inquiry_events\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_events_updated_at_idx\` ON \`inquiry_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_events_created_at_idx\` ON \`inquiry_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`quotations_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`name\` text,
  	\`pack_size\` text,
  	\`quantity\` text,
  	\`unit\` text DEFAULT 'mt' NOT NULL,
  	\`unit_price\` text,
  	\`amount\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quotations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quotations_lines_order_idx\` ON \`quotations_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quotations_lines_parent_id_idx\` ON \`quotations_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`quotations_lines_product_idx\` ON \`quotations_lines\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`quotations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`inquiry_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`number\` text,
  	\`revision\` numeric DEFAULT 1,
  	\`previous_id\` integer,
  	\`superseded_by_id\` integer,
  	\`sent_at\` text,
  	\`answered_at\` text,
  	\`reminded_at\` text,
  	\`answer_note\` text,
  	\`token_hash\` text,
  	\`currency\` text DEFAULT 'USD' NOT NULL,
  	\`total\` text,
  	\`incoterm\` text,
  	\`port\` text,
  	\`payment_terms\` text,
  	\`lead_time\` text,
  	\`valid_until\` text,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`inquiry_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`previous_id\`) REFERENCES \`quotations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`superseded_by_id\`) REFERENCES \`quotations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`quotations_inquiry_idx\` ON \`quotations\` (\`inquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`quotations_status_idx\` ON \`quotations\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`quotations_number_idx\` ON \`quotations\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`quotations_previous_idx\` ON \`quotations\` (\`previous_id\`);`)
  await db.run(sql`CREATE INDEX \`quotations_superseded_by_idx\` ON \`quotations\` (\`superseded_by_id\`);`)
  await db.run(sql`CREATE INDEX \`quotations_token_hash_idx\` ON \`quotations\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`quotations_updated_at_idx\` ON \`quotations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quotations_created_at_idx\` ON \`quotations\` (\`created_at\`);`)
  // Hand-written: stored statuses take their new names.
  await renameInquiryStatusesSqlite({ db }, 'up')
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`inquiry_events\`;`)
  await db.run(sql`DROP TABLE \`quotations_lines\`;`)
  await db.run(sql`DROP TABLE \`quotations\`;`)
  await renameInquiryStatusesSqlite({ db }, 'down')
}
