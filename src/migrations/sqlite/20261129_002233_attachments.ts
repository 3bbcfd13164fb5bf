import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`attachments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`inquiry_id\` integer NOT NULL,
  	\`buyer_id\` integer,
  	\`side\` text DEFAULT 'buyer' NOT NULL,
  	\`original_name\` text NOT NULL,
  	\`content_type\` text NOT NULL,
  	\`sha256\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`inquiry_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`buyer_id\`) REFERENCES \`buyers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`attachments_inquiry_idx\` ON \`attachments\` (\`inquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`attachments_buyer_idx\` ON \`attachments\` (\`buyer_id\`);`)
  await db.run(sql`CREATE INDEX \`attachments_updated_at_idx\` ON \`attachments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`attachments_created_at_idx\` ON \`attachments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`attachments_filename_idx\` ON \`attachments\` (\`filename\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`attachments\`;`)
}
