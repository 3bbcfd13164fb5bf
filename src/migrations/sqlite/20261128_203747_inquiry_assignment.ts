import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sales_settings_category_assignees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`category_id\` integer,
  	\`assignee_id\` integer,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sales_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sales_settings_category_assignees_order_idx\` ON \`sales_settings_category_assignees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sales_settings_category_assignees_parent_id_idx\` ON \`sales_settings_category_assignees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_settings_category_assignees_category_idx\` ON \`sales_settings_category_assignees\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_settings_category_assignees_assignee_idx\` ON \`sales_settings_category_assignees\` (\`assignee_id\`);`)
  await db.run(sql`CREATE TABLE \`sales_settings_working_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sales_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sales_settings_working_days_order_idx\` ON \`sales_settings_working_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sales_settings_working_days_parent_idx\` ON \`sales_settings_working_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sales_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`assignment\` text DEFAULT 'round-robin' NOT NULL,
  	\`reminder_hours\` numeric DEFAULT 24 NOT NULL,
  	\`escalate\` integer DEFAULT true,
  	\`day_start\` text DEFAULT '09:00' NOT NULL,
  	\`day_end\` text DEFAULT '18:00' NOT NULL,
  	\`time_zone\` text DEFAULT 'Asia/Kolkata' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`sales_settings_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sales_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sales_settings_rels_order_idx\` ON \`sales_settings_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sales_settings_rels_parent_idx\` ON \`sales_settings_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_settings_rels_path_idx\` ON \`sales_settings_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`sales_settings_rels_users_id_idx\` ON \`sales_settings_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`assigned_to_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`reminder_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`escalated_at\` text;`)
  await db.run(sql`CREATE INDEX \`inquiries_assigned_to_idx\` ON \`inquiries\` (\`assigned_to_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sales_settings_category_assignees\`;`)
  await db.run(sql`DROP TABLE \`sales_settings_working_days\`;`)
  await db.run(sql`DROP TABLE \`sales_settings\`;`)
  await db.run(sql`DROP TABLE \`sales_settings_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_inquiries\` (
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
  	\`buyer_id\` integer,
  	\`staff_notes\` text,
  	\`first_response_at\` text,
  	\`first_response_minutes\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`buyer_id\`) REFERENCES \`buyers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inquiries\`("id", "type", "form", "locale", "name", "email", "company", "phone", "country", "volume", "target_skus", "message", "product", "incoterm", "destination_port", "destination_country", "target_price", "shipment_month", "consent_at", "policy_version", "source_page", "status", "buyer_id", "staff_notes", "first_response_at", "first_response_minutes", "updated_at", "created_at") SELECT "id", "type", "form", "locale", "name", "email", "company", "phone", "country", "volume", "target_skus", "message", "product", "incoterm", "destination_port", "destination_country", "target_price", "shipment_month", "consent_at", "policy_version", "source_page", "status", "buyer_id", "staff_notes", "first_response_at", "first_response_minutes", "updated_at", "created_at" FROM \`inquiries\`;`)
  await db.run(sql`DROP TABLE \`inquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_inquiries\` RENAME TO \`inquiries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`inquiries_type_idx\` ON \`inquiries\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_email_idx\` ON \`inquiries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_product_idx\` ON \`inquiries\` (\`product\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_status_idx\` ON \`inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_buyer_idx\` ON \`inquiries\` (\`buyer_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_updated_at_idx\` ON \`inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_created_at_idx\` ON \`inquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_status_created_at_idx\` ON \`inquiries\` (\`status\`,\`created_at\`);`)
}
