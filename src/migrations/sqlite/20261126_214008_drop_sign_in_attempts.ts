import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sign_in_attempts\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
}
