// Bench section "instances": throughput of a product page served by one instance and by two
// (`node scripts/start.mjs` on two ports, one PostgreSQL database, one Redis), on this machine.
// The load is autocannon on 127.0.0.1, its connections spread over the instances' URLs in turn
// (a round robin, as a proxy in front of them would do).
//
// Figures: one instance with Next's own page cache (no Redis), one instance with the Redis page
// cache, two instances with the Redis page cache. All three servers run at once (one database)
// and the setups are loaded in alternating rounds of a few seconds, so a busy spell of this
// shared machine falls on every figure alike. Needs PostgreSQL (BENCH_POSTGRES_URL, default the
// local test server) and Redis (BENCH_REDIS_URL, default the local one); skipped without.
import Redis from 'ioredis'
import pg from 'pg'
import { freshDatabase, load, payloadRun, settings, startServer } from './lib.mjs'

const firstPort = Number(process.env.BENCH_PORT || 3201)
const PAGE = '/product/turmeric-lakadong'
const WARMUP_SECONDS = 3
const ROUNDS = 5
const postgresUrl = settings.postgresUrl || 'postgres://postgres@127.0.0.1:5432/test'
const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379'

async function reachable() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 })
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 })
  redis.on('error', () => {})
  try {
    await client.connect()
    await client.end()
    await redis.connect()
    await redis.ping()
    return null
  } catch (error) {
    return String(error)
  } finally {
    redis.disconnect()
  }
}

async function check(base) {
  for (let i = 0; i < 60; i++) {
    const res = await fetch(base + PAGE).catch(() => null)
    if (res?.ok && /<h1/.test(await res.text())) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${base}${PAGE} did not answer with the product page`)
}

const median = (values) => {
  const v = values.filter((x) => x !== null).sort((a, b) => a - b)
  return v.length ? v[Math.floor(v.length / 2)] : null
}

/** Runs the section; returns what goes into bench/results.json under "instances". */
export default async function instances() {
  const problem = await reachable()
  if (problem) {
    console.log(`\n[instances] skipped: needs PostgreSQL and Redis (${problem})`)
    return { skipped: problem }
  }
  const db = await freshDatabase('postgres', 'instances', postgresUrl)
  const prefix = `bench-${process.pid}-${Date.now().toString(36)}:`
  const base = {
    ...db.env,
    NEWS_WORKER: 'false',
    BLOG_GENERATION: 'false',
    OUTBOX_WORKER: 'false',
    NEWS_FEEDS: 'none',
  }
  const withRedis = { ...base, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix }
  const servers = []
  const figures = []
  try {
    console.log('\n[instances] preparing the database (demo content)…')
    payloadRun('bench/fixture.ts', { ...db.env, BENCH_PRODUCTS: '131' })
    const plain = await startServer({ ...base, REDIS_URL: '' }, firstPort)
    servers.push(plain)
    const a = await startServer(withRedis, firstPort + 1)
    servers.push(a)
    const b = await startServer(withRedis, firstPort + 2)
    servers.push(b)
    const setups = [
      { label: '1 instance, Next page cache (no Redis)', urls: [plain.base + PAGE] },
      { label: '1 instance, Redis page cache', urls: [a.base + PAGE] },
      { label: '2 instances, Redis page cache', urls: [a.base + PAGE, b.base + PAGE] },
    ]
    for (const s of servers) await check(s.base)
    // Unrecorded first: JIT, caches and connection pools settle.
    for (const s of setups) await load(s.urls, { seconds: WARMUP_SECONDS })
    const rounds = setups.map(() => [])
    const seconds = Math.max(1, Math.round(settings.seconds / ROUNDS))
    for (let r = 0; r < ROUNDS; r++)
      for (const [i, s] of setups.entries()) rounds[i].push(await load(s.urls, { seconds }))
    for (const [i, s] of setups.entries()) {
      const runs = rounds[i]
      const requests = runs.reduce((n, x) => n + x.requests, 0)
      const figure = {
        label: s.label,
        instances: s.urls.length,
        rps: Math.round(requests / runs.reduce((n, x) => n + x.seconds, 0)),
        p50: median(runs.map((x) => x.p50)),
        p99: median(runs.map((x) => x.p99)),
        errors: runs.reduce((n, x) => n + x.errors, 0),
        requests,
      }
      console.log(
        `[instances] ${s.label}: ${figure.rps} req/s, p50 ${figure.p50} ms, ${figure.errors} errors`,
      )
      figures.push(figure)
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
    await db.drop()
    const redis = new Redis(redisUrl)
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length) await redis.del(...keys)
    redis.disconnect()
  }
  const one = figures[1].rps
  const two = figures[2].rps
  console.log(
    `\nProduct page ${PAGE}: ${settings.connections} connections, ${ROUNDS} alternating rounds of ` +
      `${Math.max(1, Math.round(settings.seconds / ROUNDS))} s per figure, PostgreSQL + Redis; ` +
      'the load generator shares the machine',
  )
  console.table(
    figures.map((f) => ({
      setup: f.label,
      'req/s': f.rps,
      'p50 ms': f.p50,
      'p99 ms': f.p99,
      errors: f.errors,
    })),
  )
  const speedup = one ? Number((two / one).toFixed(2)) : null
  console.log(`two instances / one instance (Redis cache): ${speedup ?? '—'}×`)
  return {
    page: PAGE,
    connections: settings.connections,
    secondsPerFigure: settings.seconds,
    rounds: ROUNDS,
    figures,
    twoOverOne: speedup,
    errors: figures.reduce((n, f) => n + f.errors, 0),
  }
}
