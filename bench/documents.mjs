// Bench section "documents": how long the first generation of the whole catalogue PDF takes,
// and the peak memory (RSS) of the process generating it, for the 131-product demo catalogue in
// English, Arabic and Chinese (the three text engines: Latin, right-to-left with shaping, CJK)
// and for a larger generated catalogue in English (BENCH_DOCUMENT_PRODUCTS, 1,000 by default).
// Each figure is a fresh Node process with Payload loaded, as the server is, on SQLite.
// Budget: at 131 products, under 20 s and 1 GB peak RSS per language, and no stall of the
// event loop over 1 s (the generation yields after each product, so other requests are
// answered meanwhile; the longest stretches are opening the fonts and writing the file).
import { freshDatabase, payloadRun } from './lib.mjs'

const SMALL = 131
const LARGE = Number(process.env.BENCH_DOCUMENT_PRODUCTS || 1000)
const BUDGET = { seconds: 20, peakRssMb: 1024, longestStallMs: 1000 }

function generate(env, locale) {
  const out = payloadRun('bench/documents-run.ts', { ...env, BENCH_LOCALE: locale })
  const line = out.split('\n').find((l) => l.startsWith('BENCH_RESULT '))
  if (!line) throw new Error(`no result for ${locale}`)
  return JSON.parse(line.slice('BENCH_RESULT '.length))
}

async function measure(products, locales) {
  const db = await freshDatabase('sqlite', `documents_${products}`)
  try {
    console.log(`\npreparing a catalogue of ${products} products…`)
    payloadRun('bench/fixture.ts', { ...db.env, BENCH_PRODUCTS: String(products) })
    return locales.map((locale) => {
      const r = generate(db.env, locale)
      console.log(
        `${products} products, ${locale}: ${r.seconds} s, ${r.pages} pages, ` +
          `${(r.bytes / 1e6).toFixed(1)} MB, peak RSS ${r.peakRssMb} MB`,
      )
      return r
    })
  } finally {
    await db.drop()
  }
}

/** Runs the section; returns what goes into bench/results.json under "documents". */
export default async function documents() {
  const runs = [...(await measure(SMALL, ['en', 'ar', 'zh'])), ...(await measure(LARGE, ['en']))]
  const small = runs.filter((r) => r.products === SMALL)
  const budgetMet = small.every(
    (r) =>
      r.seconds < BUDGET.seconds &&
      r.peakRssMb < BUDGET.peakRssMb &&
      r.longestStallMs < BUDGET.longestStallMs,
  )
  console.log('\nCatalogue PDF, first generation (SQLite)')
  console.table(
    runs.map((r) => ({
      products: r.products,
      language: r.locale,
      seconds: r.seconds,
      pages: r.pages,
      'size MB': Number((r.bytes / 1e6).toFixed(1)),
      'RSS before MB': r.baselineRssMb,
      'peak RSS MB': r.peakRssMb,
      'longest stall ms': r.longestStallMs,
    })),
  )
  console.log(`verdict: budget ${budgetMet ? 'met' : 'NOT MET'}`)
  return {
    budget: `at ${SMALL} products: < ${BUDGET.seconds} s, peak RSS < ${BUDGET.peakRssMb} MB, event-loop stall < ${BUDGET.longestStallMs} ms`,
    runs,
    budgetMet,
  }
}
