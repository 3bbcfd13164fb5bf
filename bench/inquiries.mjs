// Section `inquiries` of `npm run bench`: 50 concurrent senders for 30 s against the production
// build on SQLite (and PostgreSQL with BENCH_POSTGRES_URL). Prints requests per second, p50/p99
// latency and acknowledged versus stored inquiries, which must be equal. 127.0.0.1 only.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { dialects, freshDatabase, withServer } from './lib.mjs'

const SECONDS = Number(process.env.BENCH_INQUIRY_SECONDS || 30)
const CONNECTIONS = Number(process.env.BENCH_INQUIRY_CONNECTIONS || 50)
const BUDGET_P99_MS = 150
export const admin = { email: 'bench@example.com', password: 'bench-password-123' }

/** A product-page inquiry; every request gets its own sender address. */
export function body(n) {
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

/** One POST over a kept-alive connection; resolves with the status code. */
function post(agent, url, payload) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

/**
 * `connections` senders, each posting one inquiry after another until the time is up and
 * waiting for every answer (a load tool that drops requests in flight would miscount
 * acknowledgements).
 */
export async function inquiryLoad(url, { connections = CONNECTIONS, seconds = SECONDS } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const end = Date.now() + seconds * 1000
  const latencies = []
  let acknowledged = 0
  let errors = 0
  let n = 0
  const sender = async () => {
    while (Date.now() < end) {
      const started = performance.now()
      try {
        if ((await post(agent, url, body(n++))) === 201) acknowledged++
        else errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: connections }, sender))
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))])
  return { count: latencies.length, acknowledged, errors, p50: at(0.5), p99: at(0.99) }
}

/** Inquiries in the database, counted by the server for a staff account (bench admin). */
export async function storedCount(base) {
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

async function runOn(dialect, port) {
  const db = await freshDatabase(dialect, 'inquiries')
  const env = {
    ...db.env,
    NODE_ENV: 'production',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    MAIL_OUTBOX_DIR: path.join(os.tmpdir(), `bench-outbox-${process.pid}-${dialect}`),
    INQUIRY_RATE_PER_MINUTE: '0',
    INQUIRY_RATE_PER_DAY: '0',
    INQUIRY_RATE_NETWORK_PER_MINUTE: '0',
    INQUIRY_RATE_NETWORK_PER_DAY: '0',
    // Every inquiry with both of its emails, as in production (each sender has its own address).
    INQUIRY_ACKS_PER_ADDRESS_PER_DAY: '0',
  }
  try {
    return await withServer(env, port, async (base) => {
      // Warm up: compile the route and fill the caches.
      for (let i = 0; i < 20; i++)
        await fetch(`${base}/api/inquiry`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: body(`warm${i}`),
        })
      const before = await storedCount(base)
      const result = await inquiryLoad(`${base}/api/inquiry`)
      // Every sender waited for its last answer, so every acknowledged inquiry is in.
      const stored = (await storedCount(base)) - before
      return {
        database: dialect,
        rps: Math.round(result.count / SECONDS),
        p50: result.p50,
        p99: result.p99,
        acknowledged: result.acknowledged,
        stored,
        errors: result.errors,
      }
    })
  } finally {
    await db.drop()
    fs.rmSync(env.MAIL_OUTBOX_DIR, { recursive: true, force: true })
  }
}

/** Runs the inquiry load on each database; returns the figures for bench/results.json. */
export default async function inquiryBench() {
  const rows = []
  for (const [i, dialect] of dialects().entries()) rows.push(await runOn(dialect, 3211 + i))
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
    budgetMet: rows.every((r) => r.p99 < BUDGET_P99_MS && r.acknowledged === r.stored),
    results: rows,
  }
}
