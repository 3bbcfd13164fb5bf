// A large catalogue for benchmarks and query-plan tests: grows the products to `target` with
// generated variants of the products already there (the seed).
//
// The generated ones are copies of those rows — the product row, its texts in every language and
// every sub-table row (pack sizes and certifications, specifications, varieties and their
// attributes, quality parameters, with their texts per language) — with a new name, slug and
// position, inserted in batches in one transaction per batch through
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
    // Texts per language (localized fields), of the product and of each list row.
    locales: t.products_locales,
    specLocales: t.products_specifications_locales,
    varLocales: t.products_varieties_locales,
    attrLocales: t.products_varieties_attributes_locales,
    qualityLocales: t.products_quality_parameters_locales,
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
  const omit = (row: Row, key: string) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => k !== key))
  const texts = groupBy(await db.select().from(tables.texts), 'parent')
  const specifications = groupBy(await db.select().from(tables.specifications), '_parentID')
  const varieties = groupBy(await db.select().from(tables.varieties), '_parentID')
  const attributes = groupBy(await db.select().from(tables.attributes), '_parentID')
  const quality = groupBy(await db.select().from(tables.quality), '_parentID')
  const locales = groupBy(await db.select().from(tables.locales), '_parentID')
  const specLocales = groupBy(await db.select().from(tables.specLocales), '_parentID')
  const varLocales = groupBy(await db.select().from(tables.varLocales), '_parentID')
  const attrLocales = groupBy(await db.select().from(tables.attrLocales), '_parentID')
  const qualityLocales = groupBy(await db.select().from(tables.qualityLocales), '_parentID')
  /** A list row's texts per language, for its copy `id`. */
  const textsOf = (byRow: Map<unknown, Row[]>, from: unknown, id: unknown) =>
    (byRow.get(from) ?? []).map((r) => ({ ...omit(r, 'id'), _parentID: id }))

  // Array rows have string ids (ObjectId-like, 24 hex digits); these cannot collide with Payload's.
  let arrayRowId = 0
  const newArrayId = () => `b${(arrayRowId++).toString(16).padStart(23, '0')}`

  async function insert(tx: typeof db, table: (typeof tables)['texts'], rows: Row[]) {
    for (let i = 0; i < rows.length; i += BATCH)
      await tx.insert(table).values(rows.slice(i, i + BATCH))
  }

  if (existing === 0 && target > 0) throw new Error('catalogue fixture: no seed products to copy')
  for (let from = existing; from < target; from += BATCH) {
    const to = Math.min(from + BATCH, target)
    await db.transaction(async (tx: typeof db) => {
      const copies: { template: Row; row: Row; suffix: string }[] = []
      for (let i = from; i < to; i++) {
        const template = templates[i % existing]
        const lot = Math.floor(i / existing)
        copies.push({
          template,
          suffix: ` ${grades[lot % grades.length]} ${lot}`,
          row: {
            ...omit(template, 'id'),
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

      const rows: Record<keyof typeof tables, Row[]> = {
        products: [],
        texts: [],
        specifications: [],
        varieties: [],
        attributes: [],
        quality: [],
        locales: [],
        specLocales: [],
        varLocales: [],
        attrLocales: [],
        qualityLocales: [],
      }
      for (const { template, row, suffix } of copies) {
        const id = idBySlug.get(row.slug as string)
        if (id === undefined) throw new Error(`catalogue fixture: ${row.slug} was not inserted`)
        for (const r of locales.get(template.id) ?? [])
          rows.locales.push({
            ...omit(r, 'id'),
            _parentID: id,
            name: r.name == null ? r.name : `${r.name}${suffix}`,
          })
        for (const r of texts.get(template.id) ?? [])
          rows.texts.push({ ...omit(r, 'id'), parent: id })
        for (const r of specifications.get(template.id) ?? []) {
          const copy = newArrayId()
          rows.specifications.push({ ...r, id: copy, _parentID: id })
          rows.specLocales.push(...textsOf(specLocales, r.id, copy))
        }
        for (const r of quality.get(template.id) ?? []) {
          const copy = newArrayId()
          rows.quality.push({ ...r, id: copy, _parentID: id })
          rows.qualityLocales.push(...textsOf(qualityLocales, r.id, copy))
        }
        for (const v of varieties.get(template.id) ?? []) {
          const varietyId = newArrayId()
          rows.varieties.push({ ...v, id: varietyId, _parentID: id })
          rows.varLocales.push(...textsOf(varLocales, v.id, varietyId))
          for (const a of attributes.get(v.id) ?? []) {
            const copy = newArrayId()
            rows.attributes.push({ ...a, id: copy, _parentID: varietyId })
            rows.attrLocales.push(...textsOf(attrLocales, a.id, copy))
          }
        }
      }
      // Parents before the rows that refer to them.
      for (const key of [
        'locales',
        'texts',
        'specifications',
        'specLocales',
        'varieties',
        'varLocales',
        'attributes',
        'attrLocales',
        'quality',
        'qualityLocales',
      ] as const)
        await insert(tx, tables[key], rows[key])
    })
    if (Math.floor(to / 2000) > Math.floor(from / 2000) || to === target)
      log(`${to} products (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  }
  return templates
}
