// Bench section "catalogue": the category page and search, each measured with the 131-product
// demo catalogue and with a generated large one (bench/fixture.ts), on SQLite and, when
// BENCH_POSTGRES_URL is set, on PostgreSQL. Budget: at the large size, p50 under 2 × the
// 131-product figure.
import { dialects, freshDatabase, load, payloadRun, settings, withServer } from './lib.mjs'

const SMALL = 131
const LARGE = Number(process.env.BENCH_LARGE || 10_000)
const BUDGET = 2
const PORTS = { [SMALL]: 3201, [LARGE]: 3202 }
const WARMUP_SECONDS = 3

/** What is measured; `expect` checks the page once before the load (a broken page must not pass). */
const targets = [
  {
    key: 'category',
    label: 'category page 2',
    path: '/category/spices?page=2',
    expect: /Showing 13-24 of \d+ products/,
  },
  {
    key: 'categoryLast',
    label: 'category last page',
    // Clamped to the last page, whatever the catalogue's size.
    path: '/category/spices?page=999999',
    expect: /Showing \d+-(\d+) of \1 products/,
  },
  {
    key: 'search',
    label: 'search "tumeric"',
    path: '/search?q=tumeric',
    expect: /\d+ products? match/,
  },
]

async function measure(dialect, products) {
  const db = await freshDatabase(dialect, `catalogue_${products}`)
  try {
    console.log(`\n[${dialect}] preparing a catalogue of ${products} products…`)
    payloadRun('bench/fixture.ts', { ...db.env, BENCH_PRODUCTS: String(products) })
    return await withServer(db.env, PORTS[products], async (base) => {
      const out = {}
      for (const t of targets) {
        // Warm up (compiles, fills caches, builds the search index), then check the page.
        let body = ''
        for (let i = 0; i < 3; i++) {
          const res = await fetch(base + t.path)
          body = await res.text()
          if (!res.ok) throw new Error(`${t.path} answered ${res.status}`)
        }
        if (!t.expect.test(body)) throw new Error(`${t.path} does not show ${t.expect}`)
        // A short unrecorded run first: the JIT and the caches settle before the measured one.
        await load(base + t.path, { seconds: WARMUP_SECONDS })
        out[t.key] = await load(base + t.path)
        console.log(`[${dialect}] ${products} products, ${t.label}: p50 ${out[t.key].p50} ms`)
      }
      return out
    })
  } finally {
    await db.drop()
  }
}

function verdictRows(small, large) {
  const rows = []
  const p50Ratio = {}
  let ok = true
  for (const t of targets) {
    const s = small[t.key]
    const l = large[t.key]
    const ratio = l.p50 / Math.max(s.p50, 1)
    p50Ratio[t.key] = Number(ratio.toFixed(2))
    ok &&= ratio < BUDGET && s.errors + l.errors === 0
    rows.push(
      {
        figure: `${t.label}: p50 ms`,
        [`${SMALL} products`]: s.p50,
        [`${LARGE} products`]: l.p50,
        ratio: `${ratio.toFixed(2)}×`,
        [`budget < ${BUDGET}×`]: ratio < BUDGET ? 'met' : 'NOT MET',
      },
      {
        figure: `${t.label}: p99 ms`,
        [`${SMALL} products`]: s.p99,
        [`${LARGE} products`]: l.p99,
        ratio: `${(l.p99 / Math.max(s.p99, 1)).toFixed(2)}×`,
        [`budget < ${BUDGET}×`]: '',
      },
      {
        figure: `${t.label}: req/s`,
        [`${SMALL} products`]: s.rps,
        [`${LARGE} products`]: l.rps,
        ratio: '',
        [`budget < ${BUDGET}×`]: s.errors + l.errors === 0 ? 'no errors' : 'ERRORS',
      },
    )
  }
  return { rows, p50Ratio, ok }
}

/** Runs the section; returns what goes into bench/results.json under "catalogue". */
export default async function catalogue() {
  const result = {
    products: [SMALL, LARGE],
    connections: settings.connections,
    seconds: settings.seconds,
    budget: `p50 at ${LARGE} products < ${BUDGET} × p50 at ${SMALL}`,
    pendingIndexes: process.env.BENCH_PENDING_INDEXES !== 'false',
    databases: {},
  }
  const tables = {}
  for (const dialect of dialects()) {
    const small = await measure(dialect, SMALL)
    const large = await measure(dialect, LARGE)
    const { rows, p50Ratio, ok } = verdictRows(small, large)
    result.databases[dialect] = { [SMALL]: small, [LARGE]: large, p50Ratio, budgetMet: ok }
    tables[dialect] = rows
  }
  for (const [dialect, r] of Object.entries(result.databases)) {
    console.log(
      `\nCatalogue at ${SMALL} and ${LARGE} products — ${dialect} ` +
        `(${settings.connections} connections × ${settings.seconds} s per figure)`,
    )
    console.table(tables[dialect])
    console.log(`verdict (${dialect}): budget ${r.budgetMet ? 'met' : 'NOT MET'}`)
  }
  result.budgetMet = Object.values(result.databases).every((r) => r.budgetMet)
  return result
}
