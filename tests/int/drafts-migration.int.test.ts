import type { Migration, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { richTextToPlain } from '@/lib/rich-text'
import { dialect } from '@/db'
import { getCompanyPage } from '@/features/company/queries'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { sqlDb } from '@/lib/sql'
import { ensureFirstVersions } from '@/migrations/data/drafts'
import { createTestDatabase } from '../helpers/database.mjs'

/**
 * The drafts migration on a database with content written before it: every row (translations,
 * arrays, relations, a product's category) survives, and all of it is published, with a first
 * version. The rows are written with SQL, in the schema of the migration before.
 */

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

const ROWS = [
  `INSERT INTO "categories" ("id", "slug", "display_count", "icon", "order") VALUES (1, 'spices', '10+', 'flame', 1)`,
  `INSERT INTO "categories_locales" ("name", "description", "_locale", "_parent_id") VALUES ('Spices', '${lex('Whole spices')}', 'en', 1), ('Especias', '${lex('Especias enteras')}', 'es', 1)`,
  `INSERT INTO "products" ("id", "name", "slug", "category_id", "position", "origin") VALUES (1, 'Turmeric', 'turmeric', 1, 1, 'Meghalaya')`,
  `INSERT INTO "products_texts" ("order", "parent_id", "path", "text") VALUES (1, 1, 'packSizes', '25 kg bag')`,
  `INSERT INTO "products_specifications" ("_order", "_parent_id", "id", "key", "value") VALUES (1, 1, 'spec1', 'Curcumin', '7%')`,
  `INSERT INTO "products_varieties" ("_order", "_parent_id", "id", "name") VALUES (1, 1, 'var1', 'Lakadong')`,
  `INSERT INTO "products_varieties_attributes" ("_order", "_parent_id", "id", "key", "value") VALUES (1, 'var1', 'attr1', 'Colour', 'Deep orange')`,
  `INSERT INTO "categories_rels" ("order", "parent_id", "path", "products_id") VALUES (1, 1, 'popular', 1)`,
  `INSERT INTO "pages" ("id", "slug") VALUES (1, 'privacy-policy')`,
  `INSERT INTO "pages_locales" ("title", "body", "_locale", "_parent_id") VALUES ('Privacy', '${lex('We keep little.')}', 'en', 1), ('Privacidad', '${lex('Guardamos poco.')}', 'es', 1)`,
  `INSERT INTO "contact_page" ("id", "quick_contact_export_phone", "quick_contact_info_email") VALUES (1, '+91 22 0000 0000', 'info@example.com')`,
  `INSERT INTO "contact_page_locales" ("hero_title", "hero_subtitle", "quick_contact_response_time", "_locale", "_parent_id") VALUES ('Contact us', 'Write to us', 'Within 24 hours', 'en', 1)`,
  `INSERT INTO "contact_page_faq" ("_order", "_parent_id", "id") VALUES (1, 1, 'faq1')`,
  `INSERT INTO "contact_page_faq_locales" ("question", "answer", "_locale", "_parent_id") VALUES ('What is the MOQ?', '${lex('500 kg')}', 'en', 'faq1')`,
]

let payload: Payload
let drop: () => Promise<void>

beforeAll(async () => {
  const db = await createTestDatabase('draftsmig')
  Object.assign(process.env, db.env)
  if (!db.env.DATABASE_URL) delete process.env.DATABASE_URL
  process.env.PAYLOAD_SECRET ??= 'test-secret-0123456789abcdef'
  drop = db.drop
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  payload = await getPayload({ config })
})
afterAll(async () => {
  if (!process.env.DATABASE_URL) await drop?.()
})

describe('the drafts migration', () => {
  it('keeps and publishes the content stored before it', async () => {
    const all = (dialect() === 'postgres' ? postgresMigrations : sqliteMigrations) as Migration[]
    const last = all.findIndex((m) => m.name.endsWith('_cms_editing'))
    expect(last).toBeGreaterThan(0)
    await payload.db.migrate({ migrations: all.slice(0, last) })
    const { drizzle } = sqlDb(payload)
    for (const raw of ROWS) await payload.db.execute({ drizzle, raw })

    // The rest of the migrations too: this content is read through today's schema.
    await payload.db.migrate({ migrations: all })
    await ensureFirstVersions(payload)

    const read = { overrideAccess: false, depth: 1 } as const
    const [product] = (await payload.find({ collection: 'products', ...read })).docs
    expect(product).toMatchObject({
      name: 'Turmeric',
      origin: 'Meghalaya',
      _status: 'published',
      packSizes: ['25 kg bag'],
      specifications: [{ key: 'Curcumin', value: '7%' }],
      varieties: [{ name: 'Lakadong', attributes: [{ key: 'Colour', value: 'Deep orange' }] }],
    })
    expect(product.category).toMatchObject({ slug: 'spices', name: 'Spices' })

    const [category] = (
      await payload.find({ collection: 'categories', locale: 'es', ...read, depth: 0 })
    ).docs
    expect(category).toMatchObject({ name: 'Especias', popular: [product.id] })

    const [page] = (await payload.find({ collection: 'pages', locale: 'es', ...read })).docs
    expect(page.title).toBe('Privacidad')
    expect(richTextToPlain(page.body)).toBe('Guardamos poco.')

    const contact = await getCompanyPage('contact-page', 'en')
    expect(contact.hero.title).toBe('Contact us')
    expect(contact.faq?.[0]?.question).toBe('What is the MOQ?')
    expect(richTextToPlain(contact.faq?.[0]?.answer)).toBe('500 kg')

    // The admin's lists (drafts read from the versions) have every document.
    for (const collection of ['products', 'categories', 'pages'] as const) {
      const listed = await payload.find({ collection, draft: true })
      expect(listed.totalDocs, collection).toBe(1)
    }
    const draftProduct = await payload.findByID({
      collection: 'products',
      id: product.id,
      draft: true,
      depth: 0,
    })
    expect(draftProduct.varieties?.[0]?.attributes?.[0]?.value).toBe('Deep orange')
    const contactDraft = await payload.findGlobal({ slug: 'contact-page', draft: true })
    expect(richTextToPlain(contactDraft.faq?.[0]?.answer)).toBe('500 kg')
  })
})
