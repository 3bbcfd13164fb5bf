// Section `csp`: what the strict script policy costs. The same build and database served at once
// by the production server (server/index.mjs: each HTML page held, its inline scripts hashed into
// the policy) and by plain `next start` (a fixed policy). autocannon loads the home page, a
// product page (both prerendered and cached) and /blog (rendered per request and streamed, so
// held until complete) with BENCH_CSP_CONNECTIONS connections (50) for BENCH_CSP_SECONDS (20)
// per server and page, in alternating rounds of BENCH_CSP_ROUND_SECONDS (5) so that a busy spell
// of the machine falls on both servers alike. Also times the hashing alone on each page.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { inlineScripts, reactRuntimePieces } from '../server/csp.mjs'
import { freshDatabase, load, withServer } from './lib.mjs'

const SECONDS = Number(process.env.BENCH_CSP_SECONDS || 20)
const ROUND = Number(process.env.BENCH_CSP_ROUND_SECONDS || 5)
const CONNECTIONS = Number(process.env.BENCH_CSP_CONNECTIONS || 50)
const PORT = Number(process.env.BENCH_CSP_PORT || 3214)
const PAGES = [
  ['home', '/'],
  ['product', '/product/turmeric-lakadong'],
  ['blog list (per request)', '/blog'],
]
// The background jobs would add their own load at random moments.
const QUIET = { OUTBOX_WORKER: 'false', NEWS_WORKER: 'false', BLOG_GENERATION: 'false' }

/** Time to find and hash one page's inline scripts, in microseconds (median of 200). */
function hashingMicros(html, pieces) {
  const times = []
  for (let i = 0; i < 200; i++) {
    const t = performance.now()
    inlineScripts(html, pieces)
    times.push((performance.now() - t) * 1000)
  }
  return Math.round(times.sort((a, b) => a - b)[100])
}

const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null
}

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100
  } catch {
    return 100
  }
})()

/** `pid` and the processes it started (Linux /proc). */
function processTree(pid) {
  const out = [pid]
  for (let i = 0; i < out.length; i++) {
    try {
      for (const task of fs.readdirSync(`/proc/${out[i]}/task`)) {
        const children = fs.readFileSync(`/proc/${out[i]}/task/${task}/children`, 'utf8')
        out.push(...children.trim().split(/\s+/).filter(Boolean).map(Number))
      }
    } catch {}
  }
  return out
}

/**
 * CPU time the server's processes have used, in ms (Linux /proc): comparable however busy the
 * machine is.
 */
function cpuMs(pid) {
  let ticks = 0
  for (const p of processTree(pid)) {
    try {
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {}
  }
  return (ticks * 1000) / TICKS_PER_SECOND
}

/**
 * Alternating rounds on the two servers: req/s over all rounds, p50/p99 the rounds' median, and
 * the server process's CPU time per request.
 */
async function compare(servers, path) {
  const rounds = Object.fromEntries(Object.keys(servers).map((name) => [name, []]))
  for (let done = 0; done < SECONDS; done += ROUND) {
    for (const [name, { base, pid }] of Object.entries(servers)) {
      const cpu = cpuMs(pid)
      const r = await load(`${base}${path}`, { connections: CONNECTIONS, seconds: ROUND })
      rounds[name].push({ ...r, cpuMs: cpuMs(pid) - cpu, requests: r.rps * ROUND })
    }
  }
  return Object.fromEntries(
    Object.entries(rounds).map(([name, rs]) => {
      const requests = rs.reduce((sum, r) => sum + r.requests, 0)
      const cpu = rs.reduce((sum, r) => sum + r.cpuMs, 0)
      return [
        name,
        {
          rps: Math.round(rs.reduce((sum, r) => sum + r.rps, 0) / rs.length),
          p50: median(rs.map((r) => r.p50)),
          p99: median(rs.map((r) => r.p99)),
          cpuMsPerRequest: requests ? Number((cpu / requests).toFixed(2)) : null,
          errors: rs.reduce((sum, r) => sum + r.errors, 0),
        },
      ]
    }),
  )
}

export default async function csp() {
  const db = await freshDatabase('sqlite', 'csp')
  const env = { ...db.env, ...QUIET }
  const pieces = reactRuntimePieces()
  const results = {}
  try {
    await withServer(env, PORT, (server, { pid: serverPid }) =>
      withServer(
        env,
        PORT + 1,
        async (plain, { pid: plainPid }) => {
          for (const [name, path] of PAGES) {
            // Fill both page caches (each server starts with an empty one).
            for (const base of [server, plain])
              for (let i = 0; i < 3; i++) await (await fetch(`${base}${path}`)).arrayBuffer()
            const html = Buffer.from(await (await fetch(`${server}${path}`)).arrayBuffer())
            const r = await compare(
              {
                server: { base: server, pid: serverPid },
                nextStart: { base: plain, pid: plainPid },
              },
              path,
            )
            results[name] = {
              ...r,
              htmlKB: Math.round(html.length / 1024),
              hashingUs: hashingMicros(html, pieces),
            }
            for (const [label, x] of Object.entries(r))
              console.log(
                `[${label}] ${name}: ${x.rps} req/s, p50 ${x.p50} ms, p99 ${x.p99} ms, ${x.cpuMsPerRequest} ms CPU per request`,
              )
          }
        },
        { plainNext: true },
      ),
    )
  } finally {
    await db.drop()
  }
  const rows = PAGES.map(([name]) => {
    const r = results[name]
    return {
      page: name,
      'server req/s': r.server.rps,
      'next start req/s': r.nextStart.rps,
      'server p99 ms': r.server.p99,
      'next start p99 ms': r.nextStart.p99,
      'req/s ratio': Number((r.server.rps / r.nextStart.rps).toFixed(2)),
      'server CPU ms/req': r.server.cpuMsPerRequest,
      'next start CPU ms/req': r.nextStart.cpuMsPerRequest,
      'hashing µs': r.hashingUs,
      'HTML KB': r.htmlKB,
    }
  })
  console.log(
    `\nStrict CSP: production server vs plain next start (${CONNECTIONS} connections, ${SECONDS} s per server and page in ${ROUND} s rounds, 127.0.0.1)`,
  )
  console.table(rows)
  return { connections: CONNECTIONS, seconds: SECONDS, roundSeconds: ROUND, pages: results, rows }
}
