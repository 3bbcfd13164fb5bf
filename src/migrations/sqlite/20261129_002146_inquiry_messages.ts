import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`inquiry_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`inquiry_id\` integer NOT NULL,
  	\`author\` text DEFAULT 'staff' NOT NULL,
  	\`staff_user_id\` integer,
  	\`body\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`inquiry_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`staff_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiry_messages_inquiry_idx\` ON \`inquiry_messages\` (\`inquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_messages_staff_user_idx\` ON \`inquiry_messages\` (\`staff_user_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_messages_updated_at_idx\` ON \`inquiry_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_messages_created_at_idx\` ON \`inquiry_messages\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`inquiry_messages\`;`)
}
