import { sql as pgSql, type MigrateUpArgs as PostgresArgs } from '@payloadcms/db-postgres'
import { sql as sqliteSql, type MigrateUpArgs as SqliteArgs } from '@payloadcms/db-sqlite'

/*
 * The inquiry lifecycle (features/inquiries/constants.ts) renamed three statuses: In progress is
 * In review, Won is Accepted, Lost is Declined. Inquiries stored before keep their meaning.
 * Called from the schema migration that changes the status options:
 *
 *   SQLite (the status is a text column):  await renameInquiryStatusesSqlite({ db })
 *   PostgreSQL (an enum type): between the generated statements that turn the column into text
 *   and the ones that create the new enum and turn it back, so that every stored value fits:
 *     ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE text; …
 *     await renameInquiryStatusesPostgres({ db })
 *     DROP TYPE "public"."enum_inquiries_status"; CREATE TYPE … ; … USING "status"::…
 */
export const RENAMED_STATUSES = [
  ['in-progress', 'in-review'],
  ['won', 'accepted'],
  ['lost', 'declined'],
] as const

/** Back again (the migration's `down`); the new statuses without an old one become Lost. */
const BACK = [
  ...RENAMED_STATUSES.map(([from, to]) => [to, from] as const),
  ['expired', 'lost'],
  ['withdrawn', 'lost'],
] as const

const statements = (pairs: readonly (readonly [string, string])[], q: string) =>
  pairs.map(([from, to]) => `UPDATE ${q}inquiries${q} SET ${q}status${q} = '${to}' WHERE ${q}status${q} = '${from}'`)

export async function renameInquiryStatusesSqlite(
  { db }: Pick<SqliteArgs, 'db'>,
  direction: 'up' | 'down' = 'up',
): Promise<void> {
  for (const s of statements(direction === 'up' ? RENAMED_STATUSES : BACK, '`'))
    await db.run(sqliteSql.raw(s))
}

/** The column must be text when this runs (see above). */
export async function renameInquiryStatusesPostgres(
  { db }: Pick<PostgresArgs, 'db'>,
  direction: 'up' | 'down' = 'up',
): Promise<void> {
  for (const s of statements(direction === 'up' ? RENAMED_STATUSES : BACK, '"'))
    await db.execute(pgSql.raw(s))
}
