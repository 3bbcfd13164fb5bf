// Helpers shared by the bench sections: throw-away databases, a production server, a bounded
// load test. Everything stays on 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import pg from 'pg'
import { bin, root } from '../scripts/lib/build.mjs'
import { chromiumFlags } from '../scripts/lib/chromium.mjs'
import { startAppServer } from '../tests/helpers/app-server.mjs'

export { root }

// Every script the app serves is under /_next/static and ends in .js; blocking them is
// "JavaScript off". The stylesheets live there too (/_next/static/chunks/*.css) and must load.
export const APP_SCRIPTS = ['*/_next/static/*.js']

/**
 * Debian's Chromium for Lighthouse (CHROMIUM_PATH to use another): headless, with the project's
 * flags and a throw-away profile. `port` for Lighthouse; `kill()` ends it and removes the profile.
 */
export async function launchChrome() {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chrome-'))
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumFlags],
    userDataDir,
  })
  return {
    port: chrome.port,
    kill: async () => {
      await chrome.kill()
      fs.rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

export const settings = {
  seconds: Number(process.env.BENCH_SECONDS || 10),
  connections: Number(process.env.BENCH_CONNECTIONS || 10),
  /** A PostgreSQL server to create throw-away databases on; unset = SQLite only. */
  postgresUrl: process.env.BENCH_POSTGRES_URL || '',
}

/** The databases to measure on: always SQLite, PostgreSQL when BENCH_POSTGRES_URL is set. */
export function dialects() {
  return settings.postgresUrl ? ['sqlite', 'postgres'] : ['sqlite']
}

/**
 * A new empty database; `env` points the app at it, `drop()` removes it. Nothing else is
 * touched: a temporary SQLite file, or a new PostgreSQL database named after `label`.
 */
export async function freshDatabase(dialect, label, postgresUrl = settings.postgresUrl) {
  const base = { PAYLOAD_SECRET: 'bench-secret-0123456789', SEED_DEMO_CONTENT: 'true' }
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
    return {
      env: { ...base, DATABASE_URL: '', SQLITE_FILE: path.join(dir, 'site.db') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    }
  }
  const name = `bench_${label}_${process.pid}`.replace(/\W/g, '_').toLowerCase()
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: postgresUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`DROP DATABASE IF EXISTS "${name}"`)
  await admin(`CREATE DATABASE "${name}"`)
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  return {
    env: { ...base, DATABASE_URL: url.toString() },
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  }
}

/**
 * Runs a script with the Payload CLI (`payload run`) against a database, with the Node options
 * of scripts/payload-cli.mjs; throws when it fails or prints nothing (so callers can clean up).
 */
export function payloadRun(script, env) {
  const r = spawnSync(bin('payload'), ['run', script], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_OPTIONS: '--no-deprecation --conditions=production',
      LOG_LEVEL: 'warn',
      ...env,
    },
  })
  const out = `${r.stdout}${r.stderr}`
  process.stdout.write(r.stdout)
  if (r.status !== 0 || !out.trim()) {
    process.stderr.write(r.stderr)
    throw new Error(`payload run ${script} failed or printed nothing`)
  }
  return out
}

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

/**
 * Starts the production build on `port` as `npm start` runs it (scripts/start.mjs: the production
 * server, server/index.mjs), or plain `next start` with `{ plainNext: true }` for comparison;
 * waits until it answers. `rss()` is the server's resident memory in bytes; `pid` the process
 * started (the server runs in it, or in processes it started). Other options go to
 * startAppServer (tests/helpers/app-server.mjs), e.g. `{ inspectable: true }`.
 */
export async function startServer(env, port, { plainNext = false, ...appOptions } = {}) {
  const quiet = { ...env, LOG_LEVEL: 'error', NEXT_TELEMETRY_DISABLED: '1' }
  if (!plainNext) {
    const server = await startAppServer({
      env: quiet,
      port,
      timeoutMs: 120_000,
      echoErrors: true,
      ...appOptions,
    })
    return {
      base: server.url,
      pid: server.pid,
      stop: () => server.stop(10_000),
      rss: () => server.rss(),
      // `{ inspectable: true }` servers only: two full garbage collections, then the heap.
      collectGarbage: () => server.collectGarbage(),
    }
  }
  const child = spawn(bin('next'), ['start', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, ...quiet },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const exited = new Promise((r) => child.once('exit', r))
  const stop = async () => {
    if (child.exitCode !== null) return
    process.kill(-child.pid, 'SIGTERM')
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`)
  } catch (error) {
    await stop()
    throw error
  }
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop, rss: () => 0 }
}

/**
 * Starts the server (options as startServer), runs `fn(baseUrl, server)`, stops it. Called as
 * withServer(env, port, fn, options) or withServer(env, port, options, fn).
 */
export async function withServer(env, port, a, b) {
  const [fn, options] = typeof a === 'function' ? [a, b] : [b, a]
  const server = await startServer(env, port, options)
  try {
    return await fn(server.base, server)
  } finally {
    await server.stop()
  }
}

/**
 * `connections` parallel clients for `seconds`: requests/s and latency in ms. `url` may be a
 * list: the connections are spread over the URLs in turn (autocannon's own round robin).
 * `headers` go with every request (e.g. a browser's Accept-Encoding).
 */
export function load(
  url,
  { connections = settings.connections, seconds = settings.seconds, headers = {} } = {},
) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (err, r) => {
      if (err) return reject(err)
      // Timed-out or failed requests leave no latency: with no answer at all there is no figure.
      const answered = r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx']
      resolve({
        rps: Math.round(r.requests.average),
        p50: answered ? r.latency.p50 : null,
        p99: answered ? r.latency.p99 : null,
        errors: r.errors + r.non2xx, // errors include timeouts
        requests: r.requests.total,
        seconds: r.duration,
      })
    })
  })
}

/**
 * One burst: `connections` clients each send requests one after another until `amount` have
 * been sent (or `capMs` passed); latencies of the answered ones. (autocannon rounds a run up to
 * whole seconds, too coarse for short bursts.)
 */
async function burst(url, amount, connections, capMs) {
  const samples = []
  let errors = 0
  let left = amount
  const started = performance.now()
  const client = async () => {
    while (left-- > 0 && performance.now() - started < capMs) {
      const t = performance.now()
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(30_000) })
        await res.arrayBuffer()
        if (res.ok) samples.push(performance.now() - t)
        else errors++
      } catch {
        errors++
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, client))
  return { samples, errors, ms: performance.now() - started }
}

const percentile = (sorted, p) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))])
    : null

/**
 * The same load on several URLs (e.g. one page on a small and a large catalogue), measured in
 * alternating bursts of 6 requests per connection until each URL has had `seconds` of load.
 * A busy spell of the machine then falls on all of them alike, and each burst ends when its
 * requests are answered, so no work of one spills into another's figures.
 */
export async function compareLoad(
  urls,
  { connections = settings.connections, seconds = settings.seconds } = {},
) {
  const acc = urls.map(() => ({ samples: [], errors: 0, ms: 0 }))
  while (acc.some((a) => a.ms < seconds * 1000)) {
    for (const [i, url] of urls.entries()) {
      if (acc[i].ms >= seconds * 1000) continue
      const r = await burst(url, connections * 6, connections, 5_000)
      acc[i].samples.push(...r.samples)
      acc[i].errors += r.errors
      acc[i].ms += r.ms
    }
  }
  return acc.map(({ samples, errors, ms }) => {
    const sorted = samples.sort((a, b) => a - b)
    return {
      rps: Math.round((samples.length * 1000) / ms),
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      errors,
      requests: samples.length,
    }
  })
}
