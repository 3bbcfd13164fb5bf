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
  // Hand-written: stored statuses take their new names.
  await renameInquiryStatusesSqlite({ db }, 'up')
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`inquiry_events\`;`)
  await renameInquiryStatusesSqlite({ db }, 'down')
}
