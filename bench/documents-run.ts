// Generates one catalogue PDF in the language BENCH_LOCALE against the database in the
// environment and prints its figures as one JSON line (BENCH_RESULT …). Run through the Payload
// CLI by bench/documents.mjs, one process per figure, so each peak memory is its own.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { getPayload } from 'payload'
import config from '../src/payload.config'
import type { Locale } from '../src/i18n/locales'

const locale = (process.env.BENCH_LOCALE || 'en') as Locale
process.env.DOCUMENTS_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-documents-'))
const { ensureDocument, resolveDocument } = await import('../src/features/documents/service')

const payload = await getPayload({ config })
const products = (await payload.count({ collection: 'products' })).totalDocs
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
const baseline = process.memoryUsage().rss
let peak = baseline
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss)
}, 5)
// The longest time the event loop was blocked (how long another request would wait), seen
// as the longest gap between ticks of a 5 ms timer.
let lastTick = performance.now()
let longestStall = 0
const ticker = setInterval(() => {
  const now = performance.now()
  longestStall = Math.max(longestStall, now - lastTick)
  lastTick = now
}, 5)
const started = performance.now()
const ref = await resolveDocument('catalogue', locale)
if (!ref) throw new Error('no catalogue')
const { file, size } = await ensureDocument(ref)
const ms = performance.now() - started
clearInterval(ticker)
clearInterval(sampler)
peak = Math.max(peak, process.memoryUsage().rss)
const pdf = fs.readFileSync(file)
const pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0
fs.rmSync(process.env.DOCUMENTS_CACHE_DIR, { recursive: true, force: true })
console.log(
  `BENCH_RESULT ${JSON.stringify({
    locale,
    products,
    pages,
    bytes: size,
    seconds: Number((ms / 1000).toFixed(1)),
    baselineRssMb: mb(baseline),
    peakRssMb: mb(peak),
    maxRssMb: mb(process.resourceUsage().maxRSS * 1024),
    longestStallMs: Math.round(longestStall),
  })}`,
)
process.exit(0)
