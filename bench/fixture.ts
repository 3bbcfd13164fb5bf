// Loads the demo content, then grows the catalogue to BENCH_PRODUCTS products with generated
// variants of the seed products. Run through the Payload CLI: `payload run bench/fixture.ts`.
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { bootstrap } from '../src/seed/bootstrap'
import { seedProducts } from '../src/seed/catalogue'

const target = Number(process.env.BENCH_PRODUCTS || 131)
const payload = await getPayload({ config })
await bootstrap(payload)

const categories = await payload.find({ collection: 'categories', limit: 20, depth: 0 })
const categoryId = new Map(categories.docs.map((c) => [c.slug, c.id]))
const existing = (await payload.count({ collection: 'products' })).totalDocs
const grades = ['Premium', 'Standard', 'Organic', 'Sortex', 'Machine Clean', 'Hand Picked']
const started = Date.now()
for (let i = existing; i < target; i++) {
  const base = seedProducts[i % seedProducts.length]
  const lot = Math.floor(i / seedProducts.length)
  await payload.create({
    collection: 'products',
    context: { disableRevalidate: true },
    data: {
      name: `${base.name} ${grades[lot % grades.length]} ${lot}`,
      slug: `${base.slug}-lot-${i}`,
      category: categoryId.get(base.category) as number,
      position: 1000 + i,
      variety: base.variety ?? null,
      origin: base.origin ?? null,
      description: base.description ?? null,
      grade: base.grade ?? null,
      hsCode: base.hsCode ?? null,
      packSizes: base.packSizes ?? [],
      certifications: base.certifications ?? [],
      art: { kind: base.art.kind, main: base.art.colors[0], accent: base.art.colors[1] },
    },
  })
  if ((i + 1) % 1000 === 0)
    console.log(`${i + 1} products (${Math.round((Date.now() - started) / 1000)} s)`)
}
console.log(
  `catalogue ready: ${(await payload.count({ collection: 'products' })).totalDocs} products`,
)
process.exit(0)
