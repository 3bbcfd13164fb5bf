import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`buyers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`password_hash\` text NOT NULL,
  	\`company\` text,
  	\`country\` text,
  	\`phone\` text,
  	\`locale\` text DEFAULT 'en' NOT NULL,
  	\`email_confirmed_at\` text,
  	\`last_sign_in_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`buyers_email_idx\` ON \`buyers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`buyers_updated_at_idx\` ON \`buyers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`buyers_created_at_idx\` ON \`buyers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`buyer_tokens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`buyer_id\` integer NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`last_seen_at\` text,
  	\`password_hash\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`buyer_id\`) REFERENCES \`buyers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`buyer_tokens_buyer_idx\` ON \`buyer_tokens\` (\`buyer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`buyer_tokens_token_hash_idx\` ON \`buyer_tokens\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`buyer_tokens_updated_at_idx\` ON \`buyer_tokens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`buyer_tokens_created_at_idx\` ON \`buyer_tokens\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sign_in_attempts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email_hash\` text NOT NULL,
  	\`failures\` numeric DEFAULT 0 NOT NULL,
  	\`locked_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sign_in_attempts_email_hash_idx\` ON \`sign_in_attempts\` (\`email_hash\`);`)
  await db.run(sql`CREATE INDEX \`sign_in_attempts_updated_at_idx\` ON \`sign_in_attempts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sign_in_attempts_created_at_idx\` ON \`sign_in_attempts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`buyer_id\` integer REFERENCES buyers(id);`)
  await db.run(sql`CREATE INDEX \`inquiries_buyer_idx\` ON \`inquiries\` (\`buyer_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`buyers\`;`)
  await db.run(sql`DROP TABLE \`buyer_tokens\`;`)
  await db.run(sql`DROP TABLE \`sign_in_attempts\`;`)
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
  	\`staff_notes\` text,
  	\`first_response_at\` text,
  	\`first_response_minutes\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inquiries\`("id", "type", "form", "locale", "name", "email", "company", "phone", "country", "volume", "target_skus", "message", "product", "incoterm", "destination_port", "destination_country", "target_price", "shipment_month", "consent_at", "policy_version", "source_page", "status", "staff_notes", "first_response_at", "first_response_minutes", "updated_at", "created_at") SELECT "id", "type", "form", "locale", "name", "email", "company", "phone", "country", "volume", "target_skus", "message", "product", "incoterm", "destination_port", "destination_country", "target_price", "shipment_month", "consent_at", "policy_version", "source_page", "status", "staff_notes", "first_response_at", "first_response_minutes", "updated_at", "created_at" FROM \`inquiries\`;`)
  await db.run(sql`DROP TABLE \`inquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_inquiries\` RENAME TO \`inquiries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`inquiries_type_idx\` ON \`inquiries\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_email_idx\` ON \`inquiries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_product_idx\` ON \`inquiries\` (\`product\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_status_idx\` ON \`inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_updated_at_idx\` ON \`inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_created_at_idx\` ON \`inquiries\` (\`created_at\`);`)
}
