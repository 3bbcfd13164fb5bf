import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'

// No change of its own: the export-policy updates and the products' pack data were made side by
// side (20261129_0400*_policy_updates, 20261129_0400*_product_packs). This migration carries the
// schema snapshot that holds both, for the next `migrate:create` to diff against.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
