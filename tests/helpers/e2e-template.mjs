// One seeded database per end-to-end run, which every server of scripts/serve-test.mjs (the
// shared one and the specs' own: tests/e2e/support/test-server.ts) starts from as a copy
// (PostgreSQL: CREATE DATABASE … TEMPLATE; SQLite: a file copy), instead of each migrating and
// seeding the demo content again (20–30 s of a busy core per server). The template is made by
// the same bootstrap a starting server runs (tests/helpers/seed-template.ts), with the same
// admin account; the server started on the copy then finds it migrated and seeded, as on any
// restart. Start-up on an empty database stays tested by the specs that make their databases
// themselves (instances, faults, client-address, http, server) and by the integration tests.
//
// The first server of a run makes it; servers starting meanwhile wait for it. Where it is:
// E2E_TEMPLATE_DIR (set per run by playwright.config.ts; unset, every server seeds its own).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { createTestDatabase } from './database.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')

/** @param {string} dir */
const readyFile = (dir) => path.join(dir, 'ready.json')

/**
 * The run's seeded template for a server with environment `env` (its PAYLOAD_SECRET,
 * ADMIN_EMAIL, ADMIN_PASSWORD…; its database not yet chosen): a PostgreSQL database name or a SQLite file; undefined when
 * there is none to use (no E2E_TEMPLATE_DIR, another admin account, or it could not be made).
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<string | undefined>}
 */
export async function seededTemplate(env) {
  const dir = process.env.E2E_TEMPLATE_DIR
  if (!dir) return undefined
  fs.mkdirSync(dir, { recursive: true })
  const lock = path.join(dir, 'lock')
  const admin = `${env.ADMIN_EMAIL}\n${env.ADMIN_PASSWORD}`
  const deadline = Date.now() + 240_000
  for (;;) {
    if (fs.existsSync(readyFile(dir))) {
      const ready = JSON.parse(fs.readFileSync(readyFile(dir), 'utf8'))
      return ready.admin === admin ? ready.template : undefined
    }
    try {
      fs.mkdirSync(lock)
      break
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error
    }
    // Another server is making it (or its maker died: then this one seeds its own database).
    if (Date.now() > deadline) return undefined
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  let template
  try {
    const db = await createTestDatabase('e2etpl')
    const made = db.env.DATABASE_URL
      ? new URL(db.env.DATABASE_URL).pathname.slice(1)
      : path.join(dir, 'site.db')
    if (!db.env.DATABASE_URL) {
      await db.drop()
      db.env.SQLITE_FILE = made
    }
    const run = spawnSync(
      process.execPath,
      ['scripts/payload-cli.mjs', 'run', 'tests/helpers/seed-template.ts', 'bootstrap'],
      { cwd: root, env: { ...env, ...db.env }, encoding: 'utf8' },
    )
    // Failed: each server seeds its own database, and shows why it fails too.
    if (run.status === 0) template = made
    else {
      console.error(`seeding the e2e template failed:\n${run.stdout}${run.stderr}`)
      await db.drop().catch(() => undefined)
    }
  } finally {
    const tmp = `${readyFile(dir)}.${process.pid}`
    fs.writeFileSync(tmp, JSON.stringify({ template, admin }))
    fs.renameSync(tmp, readyFile(dir))
    fs.rmSync(lock, { recursive: true, force: true })
  }
  return template
}

/** Drops the run's template (Playwright's global teardown), once every server has copied it. */
export async function dropSeededTemplate() {
  const dir = process.env.E2E_TEMPLATE_DIR
  if (!dir) return
  const { template } = fs.existsSync(readyFile(dir))
    ? JSON.parse(fs.readFileSync(readyFile(dir), 'utf8'))
    : {}
  if (template && process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`)
    await client.end()
  }
  fs.rmSync(dir, { recursive: true, force: true })
}
