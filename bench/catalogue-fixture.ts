// A large catalogue for benchmarks and query-plan tests: grows the products to `target` with
// generated variants of the products already there (the seed).
//
// The generated ones are copies of those rows — the product row and every sub-table row (pack
// sizes and certifications, specifications, varieties and their attributes, quality parameters) —
// with a new name, slug and position, inserted in batches in one transaction per batch through
// the adapter's Drizzle instance. Each copy is therefore as complete as the seed product it comes
// from, and 10,000 products take seconds instead of minutes.
import type { Payload } from 'payload'

type Row = Record<string, unknown>

const BATCH = 500
const grades = ['Premium', 'Standard', 'Organic', 'Sortex', 'Machine Clean', 'Hand Picked']

/** Adds copies of the existing products until there are `target`; returns the templates. */
export async function growCatalogue(
  payload: Payload,
  target: number,
  log: (line: string) => void = () => {},
): Promise<Row[]> {
  const started = Date.now()
  const db = payload.db.drizzle
  const t = payload.db.tables
  const tables = {
    products: t.products,
    texts: t.products_texts,
    specifications: t.products_specifications,
    varieties: t.products_varieties,
    attributes: t.products_varieties_attributes,
    quality: t.products_quality_parameters,
  }
  for (const [name, table] of Object.entries(tables))
    if (!table) throw new Error(`catalogue fixture: table for ${name} not found`)

  // The templates: every product present now (the seed), in id order, with its sub-table rows.
  const templates: Row[] = await db.select().from(tables.products).orderBy(tables.products.id)
  const existing = templates.length
  const groupBy = (rows: Row[], key: string) => {
    const map = new Map<unknown, Row[]>()
    for (const row of rows) map.set(row[key], [...(map.get(row[key]) ?? []), row])
    return map
  }
  const texts = groupBy(await db.select().from(tables.texts), 'parent')
  const specifications = groupBy(await db.select().from(tables.specifications), '_parentID')
  const varieties = groupBy(await db.select().from(tables.varieties), '_parentID')
  const attributes = groupBy(await db.select().from(tables.attributes), '_parentID')
  const quality = groupBy(await db.select().from(tables.quality), '_parentID')

  // Array rows have string ids (ObjectId-like, 24 hex digits); these cannot collide with Payload's.
  let arrayRowId = 0
  const newArrayId = () => `b${(arrayRowId++).toString(16).padStart(23, '0')}`
  const omit = (row: Row, key: string) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => k !== key))

  async function insert(tx: typeof db, table: (typeof tables)['texts'], rows: Row[]) {
    for (let i = 0; i < rows.length; i += BATCH)
      await tx.insert(table).values(rows.slice(i, i + BATCH))
  }

  if (existing === 0 && target > 0) throw new Error('catalogue fixture: no seed products to copy')
  for (let from = existing; from < target; from += BATCH) {
    const to = Math.min(from + BATCH, target)
    await db.transaction(async (tx: typeof db) => {
      const copies: { template: Row; row: Row }[] = []
      for (let i = from; i < to; i++) {
        const template = templates[i % existing]
        const lot = Math.floor(i / existing)
        copies.push({
          template,
          row: {
            ...omit(template, 'id'),
            name: `${template.name} ${grades[lot % grades.length]} ${lot}`,
            slug: `${template.slug}-lot-${i}`,
            position: 1000 + i,
          },
        })
      }
      const inserted: { id: number; slug: string }[] = await tx
        .insert(tables.products)
        .values(copies.map((c) => c.row))
        .returning({ id: tables.products.id, slug: tables.products.slug })
      const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]))

      const rows = { texts: [] as Row[], specs: [] as Row[], vars: [] as Row[], attrs: [] as Row[] }
      const qualityRows: Row[] = []
      for (const { template, row } of copies) {
        const id = idBySlug.get(row.slug as string)
        if (id === undefined) throw new Error(`catalogue fixture: ${row.slug} was not inserted`)
        for (const r of texts.get(template.id) ?? [])
          rows.texts.push({ ...omit(r, 'id'), parent: id })
        for (const r of specifications.get(template.id) ?? [])
          rows.specs.push({ ...r, id: newArrayId(), _parentID: id })
        for (const r of quality.get(template.id) ?? [])
          qualityRows.push({ ...r, id: newArrayId(), _parentID: id })
        for (const v of varieties.get(template.id) ?? []) {
          const varietyId = newArrayId()
          rows.vars.push({ ...v, id: varietyId, _parentID: id })
          for (const a of attributes.get(v.id) ?? [])
            rows.attrs.push({ ...a, id: newArrayId(), _parentID: varietyId })
        }
      }
      await insert(tx, tables.texts, rows.texts)
      await insert(tx, tables.specifications, rows.specs)
      await insert(tx, tables.varieties, rows.vars)
      await insert(tx, tables.attributes, rows.attrs)
      await insert(tx, tables.quality, qualityRows)
    })
    if (Math.floor(to / 2000) > Math.floor(from / 2000) || to === target)
      log(`${to} products (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  }
  return templates
}
