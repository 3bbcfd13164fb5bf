import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`CREATE INDEX \`posts_texts_parent_order_idx\` ON \`posts_texts\` (\`parent_id\`,\`order\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_status_created_at_idx\` ON \`inquiries\` (\`status\`,\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`posts_texts_parent_order_idx\`;`)
  await db.run(sql`DROP INDEX \`inquiries_status_created_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
}
