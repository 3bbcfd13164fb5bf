import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'

// No change of its own: the conversations and the history's "assigned" kind were made side by
// side (20261129_002149_inquiry_messages, 20261129_002453_history_assigned). This migration
// carries the schema snapshot that holds both, for the next `migrate:create` to diff against.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
