import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news_ingestion\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`locked_until\` text,
  	\`last_started_at\` text,
  	\`last_finished_at\` text,
  	\`last_forced_at\` text,
  	\`next_web_id\` numeric DEFAULT 1,
  	\`last_report\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`news_ingestion\`;`)
}
