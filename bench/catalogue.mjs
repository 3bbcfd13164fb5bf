// Bench section "catalogue": the category page and search, each measured with the 131-product
// demo catalogue and with a generated large one (bench/fixture.ts), on SQLite and, when
// BENCH_POSTGRES_URL is set, on PostgreSQL. Budget: at the large size, p50 under 2 × the
// 131-product figure.
//
// Both catalogues are served at the same time (two servers) and each page is loaded on them in
// alternating short bursts (bench/lib.mjs compareLoad), so a busy spell of the machine (2 shared
// cores) falls on both sides of a ratio.
//
// Category pages have their own addresses (/category/spices/page/2) and are served from the page
// cache once rendered, so their figures are what visitors get; search renders per request, so
// it shows what the catalogue's size costs the database.
import { compareLoad, dialects, freshDatabase, payloadRun, settings, withServer } from './lib.mjs'

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
    path: '/category/spices/page/2',
    expect: /Showing 13-24 of \d+ products/,
  },
  {
    key: 'categoryLast',
    label: 'category last page',
    // The last page, whatever the catalogue's size: the highest page link on page 1.
    path: async (base) => {
      const html = await (await fetch(`${base}/category/spices`)).text()
      const last = Math.max(
        ...[...html.matchAll(/\/category\/spices\/page\/(\d+)"/g)].map((m) => +m[1]),
      )
      return `/category/spices/page/${last}`
    },
    expect: /Showing \d+-(\d+) of \1 products/,
  },
  {
    key: 'search',
    label: 'search "tumeric"',
    path: '/search?q=tumeric',
    expect: /\d+ products? match/,
  },
]

/** The address measured on one server; checks it answers what it should. */
async function check(base, t) {
  const path = typeof t.path === 'function' ? await t.path(base) : t.path
  // The first requests compile, fill caches and build the search index.
  let body = ''
  for (let i = 0; i < 3; i++) {
    const res = await fetch(base + path, { signal: AbortSignal.timeout(60_000) })
    body = await res.text()
    if (!res.ok) throw new Error(`${base}${path} answered ${res.status}`)
  }
  if (!t.expect.test(body)) throw new Error(`${base}${path} does not show ${t.expect}`)
  return base + path
}

async function prepare(dialect, products) {
  const db = await freshDatabase(dialect, `catalogue_${products}`)
  console.log(`\n[${dialect}] preparing a catalogue of ${products} products…`)
  try {
    payloadRun('bench/fixture.ts', { ...db.env, BENCH_PRODUCTS: String(products) })
  } catch (error) {
    await db.drop()
    throw error
  }
  return db
}

/** { [SMALL]: { category, categoryLast, search }, [LARGE]: … } on one database. */
async function measure(dialect) {
  const small = await prepare(dialect, SMALL)
  let large
  try {
    large = await prepare(dialect, LARGE)
    return await withServer(small.env, PORTS[SMALL], (smallBase) =>
      withServer(large.env, PORTS[LARGE], async (largeBase) => {
        const out = { [SMALL]: {}, [LARGE]: {} }
        for (const t of targets) {
          const failed = {}
          const urlOf = {}
          for (const [products, base] of [
            [SMALL, smallBase],
            [LARGE, largeBase],
          ]) {
            try {
              urlOf[products] = await check(base, t)
            } catch (error) {
              // Recorded as a failed figure (the verdict says so); the other figures still run.
              failed[products] = { rps: 0, p50: null, p99: null, errors: 1, failure: `${error}` }
              console.log(`[${dialect}] ${products} products, ${t.label}: FAILED ${error}`)
            }
          }
          const sizes = [SMALL, LARGE].filter((n) => !failed[n])
          const urls = sizes.map((n) => urlOf[n])
          // An unrecorded round first: the JIT and the caches settle.
          await compareLoad(urls, { seconds: WARMUP_SECONDS })
          const measured = await compareLoad(urls)
          for (const n of [SMALL, LARGE]) {
            const r = failed[n] ?? measured[sizes.indexOf(n)]
            out[n][t.key] = r
            console.log(
              `[${dialect}] ${n} products, ${t.label}: p50 ${r.p50} ms, ${r.errors} errors`,
            )
          }
        }
        return out
      }),
    )
  } finally {
    await small.drop()
    await large?.drop()
  }
}

function verdict(small, large) {
  const rows = []
  const p50Ratio = {}
  let met = true
  const col = { small: `${SMALL} products`, large: `${LARGE} products`, budget: `< ${BUDGET}×` }
  for (const t of targets) {
    const s = small[t.key]
    const l = large[t.key]
    const clean = s.errors + l.errors === 0 && s.p50 !== null && l.p50 !== null
    const ratio = clean ? l.p50 / Math.max(s.p50, 1) : null
    p50Ratio[t.key] = ratio === null ? null : Number(ratio.toFixed(2))
    const ok = ratio !== null && ratio < BUDGET
    met &&= ok
    const fmt = (v) => (v === null ? '—' : `${v.toFixed(2)}×`)
    rows.push(
      {
        figure: `${t.label}: p50 ms`,
        [col.small]: s.p50 ?? '—',
        [col.large]: l.p50 ?? '—',
        ratio: fmt(ratio),
        [col.budget]: ok ? 'met' : 'NOT MET',
      },
      {
        figure: `${t.label}: p99 ms`,
        [col.small]: s.p99 ?? '—',
        [col.large]: l.p99 ?? '—',
        ratio: clean ? fmt(l.p99 / Math.max(s.p99, 1)) : '—',
        [col.budget]: '',
      },
      {
        figure: `${t.label}: req/s`,
        [col.small]: s.rps,
        [col.large]: l.rps,
        ratio: '',
        [col.budget]: s.errors + l.errors === 0 ? 'no errors' : `${s.errors + l.errors} ERRORS`,
      },
    )
  }
  return { rows, p50Ratio, met }
}

/** Runs the section; returns what goes into bench/results.json under "catalogue". */
export default async function catalogue() {
  const result = {
    products: [SMALL, LARGE],
    connections: settings.connections,
    secondsPerFigure: settings.seconds,
    budget: `p50 at ${LARGE} products < ${BUDGET} × p50 at ${SMALL}, no errors`,
    databases: {},
  }
  const tables = {}
  for (const dialect of dialects()) {
    const out = await measure(dialect)
    const { rows, p50Ratio, met } = verdict(out[SMALL], out[LARGE])
    result.databases[dialect] = { ...out, p50Ratio, budgetMet: met }
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
