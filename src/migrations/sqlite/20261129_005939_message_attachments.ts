import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`attachments\` ADD \`message_id\` integer REFERENCES inquiry_messages(id);`)
  await db.run(sql`CREATE INDEX \`attachments_message_idx\` ON \`attachments\` (\`message_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_attachments\` (
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
  await db.run(sql`INSERT INTO \`__new_attachments\`("id", "inquiry_id", "buyer_id", "side", "original_name", "content_type", "sha256", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height") SELECT "id", "inquiry_id", "buyer_id", "side", "original_name", "content_type", "sha256", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height" FROM \`attachments\`;`)
  await db.run(sql`DROP TABLE \`attachments\`;`)
  await db.run(sql`ALTER TABLE \`__new_attachments\` RENAME TO \`attachments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`attachments_inquiry_idx\` ON \`attachments\` (\`inquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`attachments_buyer_idx\` ON \`attachments\` (\`buyer_id\`);`)
  await db.run(sql`CREATE INDEX \`attachments_updated_at_idx\` ON \`attachments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`attachments_created_at_idx\` ON \`attachments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`attachments_filename_idx\` ON \`attachments\` (\`filename\`);`)
}
