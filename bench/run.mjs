#!/usr/bin/env node
// `npm run bench`: server-side figures measured on this machine, printed as one table and written
// to bench/results.json. Only 127.0.0.1 is loaded, for a bounded time.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { payloadCli } from '../scripts/payload-cli.mjs'
import { bin, ensureBuild, root } from '../scripts/lib/build.mjs'

const DURATION = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const LARGE = Number(process.env.BENCH_LARGE || 10_000)

async function waitFor(url, ms = 120_000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`server at ${url} did not start`)
}

async function withServer(env, port, fn) {
  const child = spawn(bin('next'), ['start', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'error', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`)
    return await fn(`http://127.0.0.1:${port}`)
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (err, r) => {
      if (err) return reject(err)
      resolve({
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
      })
    })
  })
}

/** Category page and search, each measured on a catalogue of `products` products. */
async function catalogueAt(products, port) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
  const env = {
    SQLITE_FILE: path.join(dir, 'site.db'),
    DATABASE_URL: '',
    PAYLOAD_SECRET: 'bench-secret-0123456789',
  }
  console.log(`\npreparing a catalogue of ${products} products…`)
  payloadCli(['run', 'bench/fixture.ts'], { ...env, BENCH_PRODUCTS: String(products) })
  const out = await withServer(env, port, async (base) => {
    // Warm up: the first requests compile and fill caches.
    for (const p of ['/category/spices?page=2', '/search?q=tumeric']) await fetch(base + p)
    const category = await load(`${base}/category/spices?page=2`)
    const search = await load(`${base}/search?q=tumeric`)
    return { category, search }
  })
  fs.rmSync(dir, { recursive: true, force: true })
  return out
}

ensureBuild()
const small = await catalogueAt(131, 3201)
const large = await catalogueAt(LARGE, 3202)

const rows = []
for (const page of ['category', 'search']) {
  const ratio = large[page].p50 / Math.max(small[page].p50, 1)
  rows.push({
    figure: `${page} p50 (ms)`,
    '131 products': small[page].p50,
    [`${LARGE} products`]: large[page].p50,
    budget: `≤ 2× (${ratio.toFixed(2)}×)`,
    ok: ratio < 2 ? 'yes' : 'NO',
  })
  rows.push({
    figure: `${page} p99 (ms)`,
    '131 products': small[page].p99,
    [`${LARGE} products`]: large[page].p99,
    budget: '',
    ok: '',
  })
  rows.push({
    figure: `${page} req/s`,
    '131 products': small[page].rps,
    [`${LARGE} products`]: large[page].rps,
    budget: '',
    ok: small[page].errors + large[page].errors === 0 ? 'no errors' : 'ERRORS',
  })
}
console.log(
  `\nCatalogue scale (${CONNECTIONS} connections × ${DURATION} s, SQLite, ${os.cpus().length} cores)`,
)
console.table(rows)

const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
})()
const results = {
  measuredAt: new Date().toISOString(),
  commit,
  catalogue: { small, large, products: LARGE, connections: CONNECTIONS, seconds: DURATION },
}
fs.writeFileSync(path.join(root, 'bench', 'results.json'), JSON.stringify(results, null, 2) + '\n')
console.log('written to bench/results.json')
