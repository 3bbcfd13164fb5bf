import { test } from './test'

/**
 * CI runs the suite twice, on the embedded database and on PostgreSQL. What does not depend on
 * the database (markup, styles, headers, the browser side) is checked in the first pass only;
 * the PostgreSQL pass keeps every test that stores, queries or loses the database.
 */
export const onPostgres = Boolean(process.env.DATABASE_URL)

/** Call at the top of a file (or a describe) whose checks do not depend on the database. */
export function renderingOnly(why = 'does not depend on the database') {
  test.skip(onPostgres, `${why}: checked in the embedded-database pass`)
}
