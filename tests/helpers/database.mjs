// A throw-away database for one test run: a new PostgreSQL database when DATABASE_URL is set,
// otherwise a new SQLite file in a temporary folder.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/**
 * An empty database; with `{ migrated: true }` a copy of the run's migrated template when the
 * global setup made one (tests/helpers/template.ts), else an empty one too; with `{ template }`
 * a copy of that database (a PostgreSQL database name, or a SQLite file).
 * @param {string} [prefix]
 * @param {{ migrated?: boolean, template?: string }} [options]
 * @returns {Promise<{ env: Record<string, string>, label: string, dir?: string, drop: () => Promise<void> }>}
 */
export async function createTestDatabase(
  prefix = 'test',
  { migrated = false, template: from } = {},
) {
  const base = process.env.DATABASE_URL
  const run = process.env.TEST_RUN_ID || 'x'
  const name = `t_${run}_${prefix}_${process.pid}_${Date.now().toString(36)}`
  if (base) {
    const template = from ?? (migrated ? process.env.TEST_TEMPLATE_DATABASE : undefined)
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`)
    await admin.end()
    const url = new URL(base)
    url.pathname = `/${name}`
    return {
      env: { DATABASE_URL: url.toString() },
      label: `postgres database ${name}`,
      drop: async () => {
        const client = new pg.Client({ connectionString: base })
        await client.connect()
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await client.end()
      },
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
  const file = path.join(dir, 'site.db')
  const template = from ?? (migrated ? process.env.TEST_TEMPLATE_SQLITE_FILE : undefined)
  if (template)
    for (const suffix of ['', '-wal'])
      if (fs.existsSync(template + suffix)) fs.copyFileSync(template + suffix, file + suffix)
  return {
    env: { SQLITE_FILE: file },
    label: `sqlite file ${file}`,
    dir,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}

/** Drops every PostgreSQL database a test run made (for processes that could not drop their own). */
export async function dropRunDatabases(run) {
  const base = process.env.DATABASE_URL
  if (!base) return
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
    `t\\_${run}\\_%`,
  ])
  for (const { datname } of rows)
    await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
  await client.end()
}

/**
 * Whether the database DATABASE_URL names holds Payload's tables: the tests only ever migrate
 * databases of their own, so tables appearing there mean some code opened the base database
 * (e.g. a module that built the Payload config before the test had chosen its database).
 */
export async function baseDatabaseMigrated() {
  const base = process.env.DATABASE_URL
  if (!base) return false
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  const { rows } = await client.query("SELECT to_regclass('public.payload_migrations') AS t")
  await client.end()
  return rows[0].t !== null
}
