import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`inquiries_line_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text,
  	\`product_name\` text,
  	\`quantity\` numeric,
  	\`unit\` text,
  	\`pack_size\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiries_line_items_order_idx\` ON \`inquiries_line_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_line_items_parent_id_idx\` ON \`inquiries_line_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`inquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`form\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`company\` text,
  	\`phone\` text,
  	\`country\` text,
  	\`volume\` text,
  	\`target_skus\` text,
  	\`message\` text NOT NULL,
  	\`product\` text,
  	\`incoterm\` text,
  	\`destination_port\` text,
  	\`destination_country\` text,
  	\`target_price\` text,
  	\`shipment_month\` text,
  	\`consent_at\` text,
  	\`policy_version\` text,
  	\`source_page\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`staff_notes\` text,
  	\`first_response_at\` text,
  	\`first_response_minutes\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiries_type_idx\` ON \`inquiries\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_email_idx\` ON \`inquiries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_product_idx\` ON \`inquiries\` (\`product\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_status_idx\` ON \`inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_updated_at_idx\` ON \`inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_created_at_idx\` ON \`inquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`emails\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`reply_to\` text,
  	\`kind\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`html\` text,
  	\`inquiry_id\` integer,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`message_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`inquiry_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`emails_inquiry_idx\` ON \`emails\` (\`inquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`emails_status_idx\` ON \`emails\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`emails_next_attempt_at_idx\` ON \`emails\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`emails_updated_at_idx\` ON \`emails\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`emails_created_at_idx\` ON \`emails\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`contact_page\` ADD \`quick_contact_show_measured_response\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`contact_page\` ADD \`quick_contact_minimum_answered\` numeric DEFAULT 20;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`inquiries_line_items\`;`)
  await db.run(sql`DROP TABLE \`inquiries\`;`)
  await db.run(sql`DROP TABLE \`emails\`;`)
  await db.run(sql`ALTER TABLE \`contact_page\` DROP COLUMN \`quick_contact_show_measured_response\`;`)
  await db.run(sql`ALTER TABLE \`contact_page\` DROP COLUMN \`quick_contact_minimum_answered\`;`)
}
