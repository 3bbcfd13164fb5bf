import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'
import { richTextDownSqlite, richTextUpSqlite } from '../data/rich-text'

// SQLite stores rich text in the same text columns as before: no DDL, only the values change.

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await richTextUpSqlite({ db, payload })
}

export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  await richTextDownSqlite({ db, payload })
}
