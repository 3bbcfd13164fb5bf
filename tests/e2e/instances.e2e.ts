import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Redis from 'ioredis'
import pg from 'pg'
import sharp from 'sharp'
import { expect, test } from './support/test'
import { createTestDatabase } from '../helpers/database.mjs'
import { startNewsFeedServer } from '../helpers/news-feed-server.mjs'
import { startS3Server } from '../helpers/s3-server.mjs'
import { startMailbox } from '../helpers/smtp-mailbox.mjs'
import { mailPart, parseMail } from '../helpers/smtp-server'
import { contactBody } from '../fixtures/contact-body'

/**
 * Two instances of the production build (`node scripts/start.mjs`, as `npm start` runs it) on one
 * PostgreSQL database, one Redis (a fresh key prefix) and one S3-compatible bucket, started
 * together on an empty database. What one instance does must hold on the other: content edits,
 * buyer sessions, rate limits, media; and the background jobs must run once between them.
 */
const postgres = Boolean(process.env.DATABASE_URL)
if (!postgres) console.log('instances: skipped, PostgreSQL only (set DATABASE_URL)')

const root = process.cwd()
const basePort = Number(process.env.E2E_PORT || 3100) + 20
const redisUrl = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379'
const ADMIN = { email: 'owner@instances.example', password: 'instances-admin-password' }
const SALES = 'sales@instances.example'
const INQUIRIES_PER_MINUTE = 3

type Instance = {
  name: string
  base: string
  child: ChildProcess
  output: () => string
  readyAt: number
}

let db: Awaited<ReturnType<typeof createTestDatabase>>
let mailbox: Awaited<ReturnType<typeof startMailbox>>
let feeds: Awaited<ReturnType<typeof startNewsFeedServer>>
let s3: Awaited<ReturnType<typeof startS3Server>>
let sql: pg.Client
let a: Instance
let b: Instance
const mailboxDir = path.join(os.tmpdir(), `instances-mailbox-${process.pid}-${Date.now()}`)
const prefix = `e2e-${process.pid}-${Date.now().toString(36)}:`

function start(name: string, port: number): Instance {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...db.env,
    NODE_ENV: 'production',
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: '1',
    LOG_LEVEL: 'warn',
    PAYLOAD_SECRET: 'instances-secret-0123456789abcdef',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    SMTP_URL: mailbox.url,
    SALES_EMAIL: SALES,
    INQUIRY_RATE_PER_MINUTE: String(INQUIRIES_PER_MINUTE),
    INQUIRY_RATE_PER_DAY: '100',
    INQUIRY_RATE_NETWORK_PER_MINUTE: '0',
    INQUIRY_RATE_NETWORK_PER_DAY: '0',
    AUTH_RATE_PER_MINUTE: '100',
    AUTH_EMAILS_PER_ADDRESS_PER_HOUR: '100',
    NEWS_FEEDS: feeds.feed('rss.xml'),
    NEWS_SEARCH_KEY: '',
    NEWS_WORKER: 'true',
    // The server's 2-second page copy stays on (server/page-cache.mjs): an edit on one instance
    // still shows on the other within 5 s.
    BLOG_GENERATION: 'true',
    OUTBOX_WORKER: 'true',
    S3_BUCKET: 'media',
    S3_ENDPOINT: s3.url,
    S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  }
  for (const k of ['SITE_URL', 'MEDIA_BASE_URL', 'SQLITE_FILE']) delete env[k]
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    detached: true, // its own process group: stopped with the `next start` it runs
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d))
  child.stderr.on('data', (d: Buffer) => (output += d))
  return { name, base: `http://127.0.0.1:${port}`, child, output: () => output, readyAt: 0 }
}

async function ready(instance: Instance): Promise<void> {
  const until = Date.now() + 150_000
  while (Date.now() < until) {
    if (instance.child.exitCode !== null)
      throw new Error(`instance ${instance.name} exited:\n${instance.output()}`)
    try {
      const res = await fetch(`${instance.base}/api/health`, { signal: AbortSignal.timeout(5000) })
      if (res.ok) {
        instance.readyAt = Date.now()
        return
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`instance ${instance.name} did not start:\n${instance.output()}`)
}

async function stop(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null) return
  const exited = new Promise((r) => instance.child.once('exit', r))
  process.kill(-instance.child.pid!, 'SIGTERM')
  const timer = setTimeout(() => process.kill(-instance.child.pid!, 'SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

async function staffToken(instance: Instance): Promise<string> {
  const res = await fetch(`${instance.base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  expect(res.status).toBe(200)
  return (await res.json()).token
}

/** Every message the mailbox received: recipient, subject and text. */
function mails(): { to: string; subject: string; text: string }[] {
  if (!fs.existsSync(mailboxDir)) return []
  return fs
    .readdirSync(mailboxDir)
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(mailboxDir, file), 'utf8')
      const to = raw.slice('X-Envelope-To: '.length, raw.indexOf('\r\n'))
      const mail = parseMail(raw.slice(raw.indexOf('\r\n') + 2))
      return { to, subject: mail.headers.subject ?? '', text: mailPart(mail, 'text/plain') }
    })
}

const h1 = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? ''

test.describe('two instances on one database, Redis and bucket', () => {
  test.skip(!postgres, 'PostgreSQL only (set DATABASE_URL)')
  test.describe.configure({ mode: 'serial', timeout: 90_000 })

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    db = await createTestDatabase('instances')
    mailbox = await startMailbox(mailboxDir)
    feeds = await startNewsFeedServer()
    s3 = await startS3Server({ buckets: ['media'] })
    sql = new pg.Client({ connectionString: db.env.DATABASE_URL })
    await sql.connect()
    // Started together on the empty database: they take turns to migrate and seed.
    a = start('A', basePort)
    b = start('B', basePort + 1)
    await Promise.all([ready(a), ready(b)])
  })

  test.afterAll(async () => {
    await Promise.all([stop(a), stop(b)])
    await sql?.end()
    await mailbox?.close()
    await feeds?.close()
    await s3?.close()
    await db?.drop().catch(() => {})
    fs.rmSync(mailboxDir, { recursive: true, force: true })
    // This run's Redis keys (pages keep for days, the revalidation hash for good).
    const redis = new Redis(redisUrl)
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length) await redis.del(...keys)
    redis.disconnect()
  })

  test('started together on an empty database, the schema and content are made once', async () => {
    const migrations = await sql.query(
      'SELECT name, count(*)::int AS n FROM payload_migrations GROUP BY name',
    )
    expect(migrations.rows.length).toBeGreaterThan(5)
    expect(migrations.rows.filter((r) => r.n !== 1)).toEqual([])
    const counts = await sql.query(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM products)::int AS products,
        (SELECT count(*) FROM news_ingestion)::int AS news_state`,
    )
    expect(counts.rows[0]).toEqual({ users: 1, products: 131, news_state: 1 })
  })

  test("a staff edit saved through A shows on B's public page within 5 seconds", async () => {
    const page = `${b.base}/product/turmeric-lakadong`
    // B has the page cached before the edit.
    const before = await fetch(page)
    expect(before.status).toBe(200)
    const oldName = h1(await before.text())
    expect(oldName).not.toBe('')
    const again = await fetch(page)
    // From Next's cache, or from the server's 2-second copy of it.
    expect(
      again.headers.get('x-nextjs-cache') === 'HIT' || again.headers.get('x-page-cache') === 'hit',
    ).toBe(true)
    expect(h1(await again.text())).toBe(oldName)

    const token = await staffToken(a)
    const found = await fetch(`${a.base}/api/products?where[slug][equals]=turmeric-lakadong`)
    const id = (await found.json()).docs[0].id
    const newName = `Lakadong Turmeric ${Date.now().toString(36)}`
    const saved = await fetch(`${a.base}/api/products/${id}`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: newName }),
    })
    expect(saved.status).toBe(200)
    const savedAt = Date.now()
    let shown = ''
    while (Date.now() - savedAt < 5000 && shown !== newName) {
      shown = h1(await (await fetch(page)).text())
      if (shown !== newName) await new Promise((r) => setTimeout(r, 250))
    }
    expect(shown).toBe(newName)
  })

  test('a buyer session made on A is valid on B', async () => {
    const email = `buyer-${Date.now()}@instances.example`
    const password = 'buyer-password-123'
    const json = { 'content-type': 'application/json' }
    const signup = await fetch(`${a.base}/api/account/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        firstName: 'Amira',
        lastName: 'Haddad',
        email,
        password,
        confirmPassword: password,
        locale: 'en',
      }),
    })
    expect(signup.status).toBe(201)
    await expect.poll(() => mails().some((m) => m.to === email), { timeout: 20_000 }).toBe(true)
    const mail = mails().find((m) => m.to === email)!
    // The link's page, then its Confirm button (a form post), on the other instance.
    const token = /\/auth\/confirm\?token=([\w-]+)/.exec(mail.text)![1]
    expect((await fetch(`${b.base}/auth/confirm?token=${token}`)).status).toBe(200)
    const confirmed = await fetch(`${b.base}/api/account/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: b.base },
      body: new URLSearchParams({ token }),
      redirect: 'manual',
    })
    expect(confirmed.headers.get('location')).toMatch(/status=confirmed$/)

    const signin = await fetch(`${a.base}/api/account/signin`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    })
    expect(signin.status).toBe(200)
    const cookie = signin.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const onB = await fetch(`${b.base}/api/account/session`, { headers: { cookie } })
    expect(onB.status).toBe(200)
    expect((await onB.json()).buyer).toMatchObject({ email, firstName: 'Amira' })
    const anonymous = await fetch(`${b.base}/api/account/session`)
    expect((await anonymous.json()).buyer).toBeNull()
  })

  test('the inquiry rate limit counts requests to both instances', async () => {
    const send = (instance: Instance, n: number) =>
      fetch(`${instance.base}/api/inquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contactBody({ email: `importer-${n}@instances.example` })),
      })
    for (let n = 1; n <= INQUIRIES_PER_MINUTE; n++) expect((await send(a, n)).status).toBe(201)
    const limited = await send(b, INQUIRIES_PER_MINUTE + 1)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  test('each email is delivered once, though both instances run the outbox', async () => {
    // The buyer's confirmation, and per accepted inquiry one to sales, one to the sender and one
    // to the assignee (the admin, the only staff account).
    const expected = 1 + 3 * INQUIRIES_PER_MINUTE
    await expect
      .poll(
        async () =>
          (await sql.query("SELECT count(*)::int AS n FROM emails WHERE status = 'sent'")).rows[0]
            .n,
        { timeout: 30_000 },
      )
      .toBe(expected)
    await new Promise((r) => setTimeout(r, 2000)) // room for a duplicate to arrive
    const received = mails()
    expect(received).toHaveLength(expected)
    expect(received.filter((m) => m.to === SALES)).toHaveLength(INQUIRIES_PER_MINUTE)
    expect(received.filter((m) => m.to === ADMIN.email)).toHaveLength(INQUIRIES_PER_MINUTE)
    for (let n = 1; n <= INQUIRIES_PER_MINUTE; n++)
      expect(received.filter((m) => m.to === `importer-${n}@instances.example`)).toHaveLength(1)
    const attempts = await sql.query('SELECT attempts FROM emails')
    expect(attempts.rows.map((r) => Number(r.attempts))).toEqual(Array(expected).fill(1))
  })

  test('news gathering and blog generation run once between the two', async () => {
    // Both instances check 3 s (news) and 15 s (blog) after start-up; wait for both checks.
    const later = Math.max(a.readyAt, b.readyAt)
    await new Promise((r) => setTimeout(r, Math.max(0, later + 20_000 - Date.now())))
    await expect
      .poll(
        async () =>
          (
            await sql.query(
              `SELECT (SELECT last_finished_at FROM news_ingestion) IS NOT NULL
                AND (SELECT last_run_at FROM scheduled_jobs WHERE name = 'blog-generation') IS NOT NULL AS done`,
            )
          ).rows[0].done,
        { timeout: 60_000 },
      )
      .toBe(true)
    const news = await sql.query('SELECT last_report FROM news_ingestion')
    expect(news.rows).toHaveLength(1)
    expect(JSON.parse(news.rows[0].last_report)).toMatchObject({ status: 'done' })
    expect(feeds.requests.filter((r) => r === 'rss.xml')).toHaveLength(1)

    const job = await sql.query(
      "SELECT last_result FROM scheduled_jobs WHERE name = 'blog-generation'",
    )
    expect(job.rows).toHaveLength(1)
    const created = Number(/^(\d+) post\(s\)/.exec(job.rows[0].last_result)?.[1])
    expect(created).toBeGreaterThan(0)
    const generated = await sql.query(
      'SELECT count(*)::int AS n FROM posts WHERE is_a_i_generated = true',
    )
    expect(generated.rows[0].n).toBe(created)
  })

  test('a picture uploaded through A is stored in the bucket and served by B', async () => {
    const picture = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#166534' },
    })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'shared.jpg')
    form.append('_payload', JSON.stringify({ alt: 'Green cardamom pods' }))
    const uploaded = await fetch(`${a.base}/api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${await staffToken(a)}` },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const doc = (await uploaded.json()).doc
    expect(s3.objects('media').get(doc.filename)?.body.equals(picture)).toBe(true)
    expect(fs.existsSync(path.join(root, 'data/media', doc.filename))).toBe(false)
    expect(doc.url).toBe(`/api/media/file/${doc.filename}`)

    const served = await fetch(`${b.base}${doc.url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true)
  })
})
