import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../helpers/database.mjs'

/**
 * The gallery migration on a database as it was before it (PostgreSQL when DATABASE_URL is set,
 * else SQLite): products with one picture each (products.image_id) and one without. After the
 * migration each picture is the first, main row of its product's gallery, and the product
 * without one has an empty gallery.
 */
const postgres = Boolean(process.env.DATABASE_URL)
/** A rich-text value (one paragraph) as the database stores it, for the SQL below. */
const lex = (text: string) =>
  JSON.stringify({
    root: {
      type: 'root',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: null,
          format: '',
          indent: 0,
          textFormat: 0,
          textStyle: '',
          children: [
            { type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' },
          ],
        },
      ],
    },
  })

let payload: Payload
let drop: () => Promise<void>

type Migration = { name: string; up: unknown; down: unknown }

/** One statement on either database, its rows (none for a write). */
async function query(text: string): Promise<Record<string, unknown>[]> {
  const db = (payload.db as unknown as { drizzle: { execute?: unknown; all?: unknown } }).drizzle
  if (postgres) {
    const r = await (db.execute as (q: string) => Promise<{ rows: Record<string, unknown>[] }>)(
      text,
    )
    return r.rows
  }
  return (db.all as (q: string) => Promise<Record<string, unknown>[]>)(text)
}

beforeAll(async () => {
  const db = await createTestDatabase('gallery')
  drop = db.drop
  Object.assign(process.env, db.env)
  if (!db.env.DATABASE_URL) delete process.env.DATABASE_URL
  process.env.PAYLOAD_SECRET ??= 'test-secret-0123456789abcdef'
  const [{ getPayload }, { default: config }, lite, pg] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/migrations/sqlite'),
    import('@/migrations/postgres'),
  ])
  payload = await getPayload({ config })
  const all = (postgres ? pg.migrations : lite.migrations) as Migration[]
  const at = all.findIndex((m) => m.name.endsWith('_cms_editing'))
  expect(at).toBeGreaterThan(0)

  // The database as it was: every migration before the gallery's, and content in it.
  await payload.db.migrate({ migrations: all.slice(0, at) as never })
  await query(`INSERT INTO media (id, filename, url, mime_type, width, height)
    VALUES (901, 'jar.jpg', '/api/media/file/jar.jpg', 'image/jpeg', 1600, 1200),
           (902, 'sack.jpg', '/api/media/file/sack.jpg', 'image/jpeg', 1600, 1200)`)
  await query(`INSERT INTO media_locales (alt, _locale, _parent_id)
    VALUES ('A jar', 'en', 901), ('A sack', 'en', 902)`)
  await query(`INSERT INTO categories (id, slug, display_count, icon, "order")
    VALUES (801, 'processed', '10+', 'package', 1)`)
  await query(`INSERT INTO categories_locales (name, description, _locale, _parent_id)
    VALUES ('Processed', '${lex('Processed foods')}', 'en', 801)`)
  await query(`INSERT INTO products (id, name, slug, category_id, image_id) VALUES
    (701, 'Mango pickle', 'mango-pickle', 801, 901),
    (702, 'Lime pickle', 'lime-pickle', 801, 902),
    (703, 'Garlic pickle', 'garlic-pickle', 801, NULL)`)

  // Then the rest, as an upgrade runs them.
  await payload.db.migrate({ migrations: all as never })
}, 240_000)

afterAll(async () => {
  if (!postgres) await drop?.()
})

describe('gallery migration', () => {
  it("makes each product's picture the first, main picture of its gallery", async () => {
    const product = await payload.findByID({ collection: 'products', id: 701, depth: 1 })
    expect(product.gallery).toHaveLength(1)
    const [row] = product.gallery!
    expect(row.main).toBe(true)
    expect(typeof row.image === 'object' && row.image?.id).toBe(901)
    expect(typeof row.image === 'object' && row.image?.alt).toBe('A jar')
    expect(row.id).toMatch(/^[0-9a-f]{24}$/)

    const other = await payload.findByID({ collection: 'products', id: 702, depth: 0 })
    expect(other.gallery?.map((g) => [g.image, g.main])).toEqual([[902, true]])
  })

  it('leaves a product without a picture with an empty gallery', async () => {
    const product = await payload.findByID({ collection: 'products', id: 703, depth: 0 })
    expect(product.gallery ?? []).toEqual([])
  })

  it('the old column is gone and the gallery can be edited as usual', async () => {
    const columns = postgres
      ? await query(
          `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'products'`,
        )
      : await query(`SELECT name FROM pragma_table_info('products')`)
    expect(columns.map((c) => c.name)).not.toContain('image_id')

    const updated = await payload.update({
      collection: 'products',
      id: 701,
      data: { gallery: [{ image: 902 }, { image: 901, main: true }] },
      depth: 0,
    })
    expect(updated.gallery?.map((g) => [g.image, g.main])).toEqual([
      [902, false],
      [901, true],
    ])
  })
})
