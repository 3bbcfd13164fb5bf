#!/usr/bin/env node
// Inquiry load: 50 concurrent senders for 30 s against the production build, on the embedded
// database and on PostgreSQL (when reachable). Prints requests per second, p50/p99 latency and
// acknowledged versus stored inquiries, which must be equal. Only 127.0.0.1 is loaded.
//   node bench/inquiries.mjs            (or as part of `npm run bench`)
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { bin, ensureBuild, root } from '../scripts/lib/build.mjs'
import { createTestDatabase } from '../tests/helpers/database.mjs'

const SECONDS = Number(process.env.BENCH_INQUIRY_SECONDS || 30)
const CONNECTIONS = Number(process.env.BENCH_INQUIRY_CONNECTIONS || 50)
const BUDGET_P99_MS = 150
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const admin = { email: 'bench@example.com', password: 'bench-password-123' }

async function waitFor(url, ms = 180_000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`server at ${url} did not start`)
}

async function postgresReachable() {
  try {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: PG_URL })
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

/** A product-page inquiry; every request gets its own sender address. */
function body(n) {
  return JSON.stringify({
    form: 'product',
    locale: 'en',
    product: 'turmeric-lakadong',
    name: 'Bench Buyer',
    email: `buyer${n}@bench.example`,
    company: 'Bench Imports Ltd',
    country: 'Netherlands',
    volume: '5 MT',
    message: 'Please quote 5 MT Lakadong turmeric fingers, CIF Rotterdam, 25 kg bags.',
    sourcePage: '/product/turmeric-lakadong',
    elapsedMs: 8000,
  })
}

/**
 * CONNECTIONS senders, each posting one inquiry after another until the time is up and waiting
 * for every answer (a load tool that drops requests in flight would miscount acknowledgements).
 */
async function load(url) {
  const end = Date.now() + SECONDS * 1000
  const latencies = []
  let acknowledged = 0
  let errors = 0
  let n = 0
  const sender = async () => {
    while (Date.now() < end) {
      const started = performance.now()
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: body(n++),
        })
        await res.arrayBuffer()
        if (res.status === 201) acknowledged++
        else errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, sender))
  latencies.sort((a, b) => a - b)
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))])
  return { count: latencies.length, acknowledged, errors, p50: at(0.5), p99: at(0.99) }
}

async function storedCount(base) {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const { token } = await login.json()
  const res = await fetch(`${base}/api/inquiries?limit=1&depth=0`, {
    headers: { authorization: `JWT ${token}` },
  })
  return (await res.json()).totalDocs
}

async function runOn(kind, port) {
  const saved = process.env.DATABASE_URL
  if (kind === 'postgres') process.env.DATABASE_URL = PG_URL
  else delete process.env.DATABASE_URL
  const db = await createTestDatabase(`bench_inq_${kind}`)
  if (saved === undefined) delete process.env.DATABASE_URL
  else process.env.DATABASE_URL = saved
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-'))
  const env = {
    ...process.env,
    ...db.env,
    NODE_ENV: 'production',
    PAYLOAD_SECRET: 'bench-secret-0123456789',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'error',
    NEXT_TELEMETRY_DISABLED: '1',
    MAIL_OUTBOX_DIR: outbox,
    INQUIRY_RATE_PER_MINUTE: '0',
    INQUIRY_RATE_PER_DAY: '0',
    INQUIRY_RATE_SITE_PER_MINUTE: '0',
  }
  if (!db.env.DATABASE_URL) delete env.DATABASE_URL
  const child = spawn(bin('next'), ['start', '-p', String(port)], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    const base = `http://127.0.0.1:${port}`
    await waitFor(`${base}/api/health`)
    // Warm up: compile the route and fill the caches.
    for (let i = 0; i < 5; i++)
      await fetch(`${base}/api/inquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(`warm${i}`),
      })
    const before = await storedCount(base)
    const result = await load(`${base}/api/inquiry`)
    // Every sender waited for its last answer, so every acknowledged inquiry is in.
    const stored = (await storedCount(base)) - before
    const acknowledged = result.acknowledged
    return {
      database: db.label.split(' ')[0],
      rps: Math.round(result.count / SECONDS),
      p50: result.p50,
      p99: result.p99,
      acknowledged,
      stored,
      errors: result.errors,
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))
    await db.drop().catch(() => {})
    fs.rmSync(outbox, { recursive: true, force: true })
  }
}

/** Runs the inquiry load on each database; returns the rows for bench/results.json. */
export async function inquiryBench() {
  ensureBuild()
  const rows = [await runOn('sqlite', 3211)]
  if (await postgresReachable()) rows.push(await runOn('postgres', 3212))
  else console.log('PostgreSQL not reachable on 127.0.0.1:5432: skipped')
  console.log(
    `\nInquiry load: ${CONNECTIONS} concurrent senders for ${SECONDS} s (budget: p99 < ${BUDGET_P99_MS} ms, acknowledged = stored)`,
  )
  console.table(rows)
  for (const r of rows) {
    const ok = r.p99 < BUDGET_P99_MS && r.acknowledged === r.stored && r.errors === 0
    console.log(
      `${r.database}: ${ok ? 'within budget' : 'OVER BUDGET'} (p99 ${r.p99} ms, ${r.acknowledged} acknowledged, ${r.stored} stored)`,
    )
  }
  return {
    connections: CONNECTIONS,
    seconds: SECONDS,
    budgetP99Ms: BUDGET_P99_MS,
    results: rows,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await inquiryBench()
  console.log(JSON.stringify(out, null, 2))
}
