#!/usr/bin/env node
// Serves the production build on a fresh database for the end-to-end tests, then removes that
// database when stopped. PostgreSQL when DATABASE_URL is set, otherwise a temporary SQLite file.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTestDatabase } from '../tests/helpers/database.mjs'
import { seededTemplate } from '../tests/helpers/e2e-template.mjs'
import { startNewsFeedServer } from '../tests/helpers/news-feed-server.mjs'
import { startMailbox } from '../tests/helpers/smtp-mailbox.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = process.env.E2E_PORT || '3100'
// Emails go over SMTP to a real server run here; the tests read its mailbox folder.
const mailboxDir =
  process.env.E2E_MAILBOX_DIR || path.join(os.tmpdir(), `e2e-mailbox-${process.pid}`)
const mailbox = await startMailbox(mailboxDir)
// News feeds come from fixture files served here (RSS, Atom and a hostile XSS corpus).
const newsFeeds = await startNewsFeedServer()

const env = {
  ...process.env,
  PORT: port,
  NEXT_TELEMETRY_DISABLED: '1',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'e2e-secret-0123456789abcdef',
  ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL || 'admin@example.com',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD || 'e2e-admin-password',
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  // Every test comes from 127.0.0.1: the per-address limits would stop the suite.
  INQUIRY_RATE_PER_MINUTE: '1000',
  INQUIRY_RATE_PER_DAY: '100000',
  INQUIRY_RATE_NETWORK_PER_MINUTE: '0',
  INQUIRY_RATE_NETWORK_PER_DAY: '0',
  // Tests send many inquiries from one address and look at their emails.
  INQUIRY_ACKS_PER_ADDRESS_PER_DAY: '1000',
  AUTH_RATE_PER_MINUTE: '1000',
  AUTH_RATE_PER_DAY: '100000',
  STAFF_LOGIN_PER_ACCOUNT_PER_HOUR: '100000',
  AUTH_EMAILS_PER_ADDRESS_PER_HOUR: '1000',
  NEWSLETTER_RATE_PER_MINUTE: '1000',
  NEWSLETTER_RATE_PER_DAY: '100000',
  NEWSLETTER_EMAILS_PER_ADDRESS_PER_DAY: '1000',
  SMTP_URL: mailbox.url,
  // Gathered only when a test presses "Get Latest News": the list starts with the ten built-ins.
  // (A spec's own server may name other fixture files: E2E_NEWS_FEEDS=policy.xml.)
  NEWS_FEEDS: (process.env.E2E_NEWS_FEEDS || 'xss.xml,rss.xml,atom.xml')
    .split(',')
    .map((f) => newsFeeds.feed(f))
    .join(','),
  NEWS_WORKER: 'false',
  // Tests change content and read the page at once: no copy in memory (server/page-cache.mjs,
  // checked by tests/e2e/server.e2e.ts).
  PAGE_CACHE_TTL_MS: '0',
  NEWS_SEARCH_KEY: '',
  // Generated PDFs of this run only (a fresh database each run; another checkout's build).
  DOCUMENTS_CACHE_DIR: path.join(os.tmpdir(), `e2e-documents-${process.pid}`),
  // Files buyers attach, of this run only.
  ATTACHMENTS_DIR: path.join(os.tmpdir(), `e2e-attachments-${process.pid}`),
  // The blog job would add posts to the three seeded ones while the tests count them.
  BLOG_GENERATION: 'false',
  // With REDIS_URL set, pages rendered on an earlier run's database must not be served here.
  REDIS_KEY_PREFIX: `e2e-${process.pid}-${Date.now().toString(36)}:`,
}
// A copy of the run's migrated and seeded database when there is one (tests/helpers/e2e-template.mjs).
const template = await seededTemplate(env)
const db = await createTestDatabase('e2e', { template })
Object.assign(env, db.env)
if (!db.env.DATABASE_URL) delete env.DATABASE_URL
console.log(
  `e2e server on port ${port} with ${db.label}${template ? ' (a copy of the seeded template)' : ''}`,
)
// What this server was given beyond the inherited environment (its database, secret, mailbox…),
// for a spec that runs a script on the same data (tests/e2e/support/test-server.ts).
if (process.env.E2E_SERVER_ENV_FILE)
  fs.writeFileSync(
    process.env.E2E_SERVER_ENV_FILE,
    JSON.stringify(
      Object.fromEntries(Object.entries(env).filter(([k, v]) => process.env[k] !== v)),
    ),
  )

// The production server, as `npm start` runs it.
const child = spawn(process.execPath, [path.join(root, 'server', 'index.mjs'), '-p', port], {
  cwd: root,
  stdio: 'inherit',
  env,
})

let stopping = false
async function stop(code) {
  if (stopping) return
  stopping = true
  child.kill('SIGTERM')
  await new Promise((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', resolve),
  )
  await mailbox.close()
  await newsFeeds.close()
  await db.drop().catch((error) => console.error(`could not drop ${db.label}: ${error}`))
  fs.rmSync(env.DOCUMENTS_CACHE_DIR, { recursive: true, force: true })
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))
child.on('exit', (code) => !stopping && stop(code ?? 1))
