// Section `load` of `npm run bench`: the production server (scripts/start.mjs) under sustained
// load on 127.0.0.1, on SQLite (and PostgreSQL with BENCH_POSTGRES_URL):
//   1. 100 connections for 60 s on the home, category, product and news pages (each connection
//      goes through the four in turn): budget zero errors, zero non-2xx answers;
//   2. 50 concurrent inquiry senders for 60 s (rate limits off): budget every acknowledged
//      (2xx) inquiry stored, counted in the database afterwards, and no errors;
//   3. the server's resident memory before (after a warm-up at the same concurrency) and after,
//      each read after two full garbage collections (through Node's inspector) and a pause:
//      budget growth at most 20%.
// BENCH_LOAD_SECONDS, BENCH_LOAD_CONNECTIONS and BENCH_LOAD_SENDERS shorten or change it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { freePort } from '../tests/helpers/app-server.mjs'
import { admin, inquiryLoad, storedCount } from './inquiries.mjs'
import { dialects, freshDatabase, withServer } from './lib.mjs'

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 60)
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS || 100)
const SENDERS = Number(process.env.BENCH_LOAD_SENDERS || 50)
const MAX_GROWTH = 0.2
const MB = 1024 * 1024

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/**
 * The server's memory without load: after `settleMs`, two full garbage collections, then the
 * lowest of five resident-memory readings a second apart, and the JavaScript heap in use.
 */
async function settledMemory(server, settleMs) {
  await sleep(settleMs)
  const { heapUsed } = await server.collectGarbage()
  const readings = []
  for (let i = 0; i < 5; i++) {
    await sleep(1000)
    readings.push(server.rss())
  }
  return { rss: Math.min(...readings), heapUsed }
}

/** autocannon over several paths, each connection taking them in turn. */
function pageLoad(base, paths, { connections, seconds }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        timeout: 30,
        requests: paths.map((p) => ({ method: 'GET', path: p })),
      },
      (err, r) => {
        if (err) return reject(err)
        resolve({
          requests: r.requests.total,
          rps: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors,
          timeouts: r.timeouts,
          non2xx: r.non2xx,
        })
      },
    )
  })
}

async function runOn(dialect) {
  const db = await freshDatabase(dialect, 'load')
  const env = {
    ...db.env,
    NODE_ENV: 'production',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    MAIL_OUTBOX_DIR: path.join(os.tmpdir(), `bench-load-outbox-${process.pid}-${dialect}`),
    INQUIRY_RATE_PER_MINUTE: '0',
    INQUIRY_RATE_PER_DAY: '0',
    INQUIRY_RATE_NETWORK_PER_MINUTE: '0',
    INQUIRY_RATE_NETWORK_PER_DAY: '0',
    // Every inquiry with both of its emails, as in production (each sender has its own address).
    INQUIRY_ACKS_PER_ADDRESS_PER_DAY: '0',
    NEWS_WORKER: 'false',
    NEWS_FEEDS: 'none',
    BLOG_GENERATION: 'false',
  }
  try {
    return await withServer(env, await freePort(), { inspectable: true }, async (base, server) => {
      // A news page: the first item the news list links to.
      const list = await (await fetch(`${base}/articles`)).text()
      const news = /href="(\/news\/\d+)"/.exec(list)?.[1]
      if (!news) throw new Error('no news item linked from /articles')
      const paths = ['/', '/category/spices', '/product/turmeric-lakadong', news]
      for (const p of paths) {
        const res = await fetch(`${base}${p}`)
        if (!res.ok) throw new Error(`${p} answered ${res.status}`)
      }
      // Warm-up at the same concurrency: every route loaded and cached, the pools filled and
      // the heap grown to what this load needs, before the first reading.
      await pageLoad(base, paths, { connections: CONNECTIONS, seconds: 10 })
      await inquiryLoad(`${base}/api/inquiry`, { connections: SENDERS, seconds: 5 })
      const before = await settledMemory(server, 5000)

      console.log(`${dialect}: ${CONNECTIONS} connections on ${paths.join(', ')} for ${SECONDS} s`)
      const pages = await pageLoad(base, paths, { connections: CONNECTIONS, seconds: SECONDS })

      console.log(`${dialect}: ${SENDERS} inquiry senders for ${SECONDS} s`)
      const storedBefore = await storedCount(base)
      const inquiries = await inquiryLoad(`${base}/api/inquiry`, {
        connections: SENDERS,
        seconds: SECONDS,
      })
      // Every sender waited for its last answer, so every acknowledged inquiry is in.
      const stored = (await storedCount(base)) - storedBefore

      const after = await settledMemory(server, 5000)
      const growth = (after.rss - before.rss) / before.rss
      return {
        database: dialect,
        paths,
        pages,
        inquiries: {
          requests: inquiries.count,
          rps: Math.round(inquiries.count / SECONDS),
          p50: inquiries.p50,
          p99: inquiries.p99,
          acknowledged: inquiries.acknowledged,
          stored,
          errors: inquiries.errors,
        },
        memory: {
          beforeMb: Math.round(before.rss / MB),
          afterMb: Math.round(after.rss / MB),
          growthPercent: Math.round(growth * 1000) / 10,
          heapBeforeMb: Math.round(before.heapUsed / MB),
          heapAfterMb: Math.round(after.heapUsed / MB),
        },
      }
    })
  } finally {
    await db.drop()
    fs.rmSync(env.MAIL_OUTBOX_DIR, { recursive: true, force: true })
  }
}

const within = (r) => ({
  pages: r.pages.errors === 0 && r.pages.timeouts === 0 && r.pages.non2xx === 0,
  inquiries: r.inquiries.errors === 0 && r.inquiries.acknowledged === r.inquiries.stored,
  memory: r.memory.growthPercent <= MAX_GROWTH * 100,
})

/** Runs the load on each database; returns the figures for bench/results.json. */
export default async function loadBench() {
  const rows = []
  for (const dialect of dialects()) rows.push(await runOn(dialect))
  console.log(
    `\nSustained load (${SECONDS} s each; budgets: pages 0 errors and 0 non-2xx, inquiries acknowledged = stored, memory growth <= ${MAX_GROWTH * 100}%)`,
  )
  console.table(
    rows.flatMap((r) => [
      {
        database: r.database,
        load: `pages, ${CONNECTIONS} connections`,
        requests: r.pages.requests,
        'req/s': r.pages.rps,
        'p50 ms': r.pages.p50,
        'p99 ms': r.pages.p99,
        errors: r.pages.errors + r.pages.timeouts,
        'non-2xx': r.pages.non2xx,
        budget: within(r).pages ? 'met' : 'NOT MET',
      },
      {
        database: r.database,
        load: `inquiries, ${SENDERS} senders`,
        requests: r.inquiries.requests,
        'req/s': r.inquiries.rps,
        'p50 ms': r.inquiries.p50,
        'p99 ms': r.inquiries.p99,
        errors: r.inquiries.errors,
        'non-2xx': `${r.inquiries.acknowledged} acknowledged, ${r.inquiries.stored} stored`,
        budget: within(r).inquiries ? 'met' : 'NOT MET',
      },
      {
        database: r.database,
        load: 'server memory (RSS)',
        requests: `${r.memory.beforeMb} MB before`,
        'req/s': `${r.memory.afterMb} MB after`,
        'p50 ms': `${r.memory.growthPercent}%`,
        'p99 ms': `heap ${r.memory.heapBeforeMb} → ${r.memory.heapAfterMb} MB`,
        budget: within(r).memory ? 'met' : 'NOT MET',
      },
    ]),
  )
  return {
    seconds: SECONDS,
    connections: CONNECTIONS,
    inquirySenders: SENDERS,
    budget:
      'pages: 0 errors, 0 non-2xx; inquiries: acknowledged = stored, 0 errors; memory growth <= 20%',
    budgetMet: rows.every((r) => Object.values(within(r)).every(Boolean)),
    results: rows,
  }
}
