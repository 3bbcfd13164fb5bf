// Loads the demo content, then grows the catalogue to BENCH_PRODUCTS products with generated
// variants of the seed products (bench/catalogue-fixture.ts). Run through the Payload CLI:
// `payload run bench/fixture.ts`.
//
// The seed products are created through the Local API (validation, hooks, defaults); the
// generated ones are bulk copies of them.
import { getPayload } from 'payload'
import { dialect } from '../src/db'
import config from '../src/payload.config'
import { bootstrap } from '../src/seed/bootstrap'
import { growCatalogue } from './catalogue-fixture'

const target = Number(process.env.BENCH_PRODUCTS || 131)

const payload = await getPayload({ config })
await bootstrap(payload)

const started = Date.now()
const templates = await growCatalogue(payload, target, (line) => console.log(line))
const existing = templates.length

// PostgreSQL's autovacuum would gather statistics on the new rows soon after; do it now.
if (dialect() === 'postgres')
  await payload.db.execute({ drizzle: payload.db.drizzle, raw: 'ANALYZE' })

// Sanity check: the last generated product reads back whole through the Local API.
if (target > existing) {
  const last = await payload.find({
    collection: 'products',
    where: { slug: { like: `-lot-${target - 1}` } },
    limit: 1,
    depth: 0,
  })
  const doc = last.docs[0]
  const template = templates[(target - 1) % existing]
  const source = await payload.findByID({
    collection: 'products',
    id: template.id as number,
    depth: 0,
  })
  const shape = (p: typeof source) =>
    JSON.stringify([
      p.packSizes,
      p.certifications,
      p.specifications?.map((s) => [s.key, s.value]),
      p.varieties?.map((v) => [v.name, v.attributes?.map((a) => [a.key, a.value])]),
      p.qualityParameters?.map((q) => [q.parameter, q.specification, q.method]),
      p.art,
      p.category,
    ])
  if (!doc || shape(doc) !== shape(source))
    throw new Error('bench fixture: a generated product does not read back like its template')
}
console.log(
  `catalogue ready: ${(await payload.count({ collection: 'products' })).totalDocs} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
process.exit(0)
