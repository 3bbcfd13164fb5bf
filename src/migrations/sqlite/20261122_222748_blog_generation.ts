import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`scheduled_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`last_run_at\` text,
  	\`next_run_at\` text,
  	\`last_result\` text,
  	\`locked_by\` text,
  	\`locked_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`scheduled_jobs_name_idx\` ON \`scheduled_jobs\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`scheduled_jobs_updated_at_idx\` ON \`scheduled_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`scheduled_jobs_created_at_idx\` ON \`scheduled_jobs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`generated_posts\` text DEFAULT 'publish' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`scheduled_jobs\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`generated_posts\`;`)
}
