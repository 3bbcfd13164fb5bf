import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

// No change of its own: the attachments and the conversations were made side by side
// (20261129_0022*_attachments, 20261129_002146_inquiry_messages). This migration carries the
// schema snapshot that holds both, for the next `migrate:create` to diff against.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
