#!/usr/bin/env node
// `npm run migrate:create -- name`: writes a migration for both databases from the current schema.
// SQLite needs no server; PostgreSQL uses MIGRATION_DATABASE_URL or the local test server.
import { payloadCli } from './payload-cli.mjs'

const name = process.argv[2] || 'change'
const pgUrl = process.env.MIGRATION_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
for (const [dialect, env] of [
  ['sqlite', { DATABASE_URL: '' }],
  ['postgres', { DATABASE_URL: pgUrl }],
]) {
  console.log(`\n${dialect}:`)
  const out = payloadCli(['migrate:create', name, '--skip-empty'], env)
  if (/Migration created/i.test(out)) continue
  // With --skip-empty Payload exits quietly after the diff when the schema did not change for
  // this dialect (a select's new option is a PostgreSQL enum value, plain text on SQLite).
  if (/No schema changes|DOWN statements generation complete/i.test(out)) {
    console.log(`(no schema changes for ${dialect})`)
    continue
  }
  console.error(`No migration was written for ${dialect}`)
  process.exit(1)
}
