import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * No change: four branches made their migrations side by side (proforma bank details, inquiry
 * assignment, email attachments, the sales workflow), each against the schema before the
 * others. Their SQL runs as written; this migration only carries the snapshot of the schema
 * they make together (the .json beside it), so that the next `migrate:create` compares with
 * the whole schema and not with the last branch's view of it.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
