import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { growCatalogue } from '../../bench/catalogue-fixture'
import { search } from '@/features/catalogue/search'
import { startTestPayload } from '../helpers/payload'

/**
 * PostgreSQL query plans at production size: 10,000 products (bench/catalogue-fixture.ts), and
 * 5,000 news items, posts (3 tags each) and inquiries (one in 50 new), analysed. The SQL is what the public pages and the
 * inquiries inbox really send: it is captured from the adapter's connection pool while their
 * own functions run, then each statement is EXPLAINed with its parameters. None may read one of
 * the big tables with a sequential scan. Exception, by design: counting a whole table (the search
 * index's change check, the inbox's total) reads all of it. PLANS_DEBUG=1 prints every plan.
 */
const postgres = Boolean(process.env.DATABASE_URL)
if (!postgres) console.log('query-plans: skipped, PostgreSQL only (set DATABASE_URL)')

const PRODUCTS = 10_000
const ROWS = 5_000
const BIG = new Set([
  'products',
  'products_texts',
  'products_specifications',
  'products_varieties',
  'products_varieties_attributes',
  'products_quality_parameters',
  'news',
  'posts',
  'posts_texts',
  'inquiries',
])

type Query = { text: string; values: unknown[] }
type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  Plans?: PlanNode[]
}
type Pool = {
  query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
}

// The page functions load the Payload config when imported: only after the test database is set.
let catalogue: typeof import('@/features/catalogue/queries')
let searchIndex: typeof import('@/features/catalogue/search-index.server')
let news: typeof import('@/features/news/queries')
let blog: typeof import('@/features/blog/queries')
let payload: Payload
let close: () => Promise<void>
let pool: Pool
let captured: Query[] | null = null
let lastSlug = ''

/** The statements `work` sends to PostgreSQL. */
async function capture(work: () => Promise<unknown>): Promise<Query[]> {
  captured = []
  try {
    await work()
    return captured
  } finally {
    captured = null
  }
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)]
}

/** Sequential scans of big tables in the plans of `queries`, with the statement for each. */
async function seqScans(queries: Query[]): Promise<string[]> {
  const found: string[] = []
  for (const q of queries) {
    if (!/^\s*select/i.test(q.text)) continue
    const { rows } = await pool.query(`EXPLAIN (FORMAT JSON) ${q.text}`, q.values)
    const plan = (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan
    if (process.env.PLANS_DEBUG) {
      const text = await pool.query(`EXPLAIN ${q.text}`, q.values)
      console.log(`${q.text}\n${text.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`)
    }
    // Counting a whole table (or all its published rows, which is nearly all of it) reads it all.
    const wholeCount =
      /^select count\(\*\) from "(\w+)"(\s+where "\w+"\."_status" = \$1)?\s*$/i.test(q.text.trim())
    for (const n of nodes(plan))
      if (n['Node Type'] === 'Seq Scan' && BIG.has(n['Relation Name'] ?? '') && !wholeCount)
        found.push(`${n['Relation Name']}: ${q.text.slice(0, 400)}`)
  }
  return found
}

/** Index names used by the plans of `queries`. */
async function indexesUsed(queries: Query[]): Promise<Set<string>> {
  const used = new Set<string>()
  for (const q of queries) {
    if (!/^\s*select/i.test(q.text)) continue
    const { rows } = await pool.query(`EXPLAIN (FORMAT JSON) ${q.text}`, q.values)
    for (const n of nodes((rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan))
      if (n['Index Name']) used.add(n['Index Name'])
  }
  return used
}

async function sql(text: string) {
  return pool.query(text)
}

describe.skipIf(!postgres)(`query plans at ${PRODUCTS} products (PostgreSQL)`, () => {
  beforeAll(async () => {
    ;({ payload, close } = await startTestPayload('plans', { seeded: true }))
    ;[catalogue, searchIndex, news, blog] = await Promise.all([
      import('@/features/catalogue/queries'),
      import('@/features/catalogue/search-index.server'),
      import('@/features/news/queries'),
      import('@/features/blog/queries'),
    ])
    pool = (payload.db as unknown as { pool: Pool }).pool
    // Never the server's own database: the fixture writes 10,000 products.
    const { rows } = await pool.query('SELECT current_database() AS name')
    if (!String(rows[0].name).startsWith('t_'))
      throw new Error(`not a test database: ${rows[0].name}`)
    await growCatalogue(payload, PRODUCTS)
    // Bulk rows, made in SQL: the list queries must stay cheap however long the lists grow.
    await sql(`INSERT INTO news (news_id, category, published_at, builtin,
        source, source_url, is_rewritten, _status, created_at, updated_at)
      SELECT 'bulk-' || g, (enum_range(NULL::enum_news_category))[1 + g % 6],
        now() - g * interval '1 hour', false, 'Fixture',
        'https://news.example/' || g, true, 'published', now() - g * interval '1 hour',
        now() - g * interval '1 hour'
      FROM generate_series(1, ${ROWS}) g`)
    // Their texts, in English (per-language fields live in the _locales tables).
    await sql(`INSERT INTO news_locales (title, description, _locale, _parent_id)
      SELECT 'Bulk news ' || substr(news_id, 6), 'About item ' || substr(news_id, 6), 'en', id
      FROM news WHERE news_id LIKE 'bulk-%'`)
    await sql(`INSERT INTO posts (post_id, category, date,
        read_time, _status, created_at, updated_at)
      SELECT 'bulk-post-' || g, (enum_range(NULL::enum_posts_category))[1 + g % 5],
        now() - g * interval '1 day',
        '3 min', (CASE WHEN g % 10 = 0 THEN 'draft' ELSE 'published' END)::enum_posts_status,
        now() - g * interval '1 day', now() - g * interval '1 day'
      FROM generate_series(1, ${ROWS}) g`)
    await sql(`INSERT INTO posts_locales (title, excerpt, content, author, _locale, _parent_id)
      SELECT 'Bulk post ' || n, 'Excerpt ' || n,
        jsonb_build_object('root', jsonb_build_object('type', 'root', 'version', 1, 'children',
          jsonb_build_array(jsonb_build_object('type', 'paragraph', 'version', 1, 'children',
            jsonb_build_array(jsonb_build_object('type', 'text', 'version', 1, 'text', 'Body ' || n)))))),
        'Desk', 'en', id
      FROM (SELECT id, substr(post_id, 11) AS n FROM posts WHERE post_id LIKE 'bulk-post-%') p`)
    await sql(`INSERT INTO inquiries (type, form, locale, name, email, message, status,
        created_at, updated_at)
      SELECT (enum_range(NULL::enum_inquiries_type))[1 + g % 2],
        (enum_range(NULL::enum_inquiries_form))[1 + g % 3], 'en', 'Buyer ' || g,
        'buyer' || g || '@example.com', 'Please quote ' || g,
        (CASE WHEN g % 50 = 0 THEN 'new' ELSE (enum_range(NULL::enum_inquiries_status))[2 + g % 5]
          END)::enum_inquiries_status, now() - g * interval '20 minutes',
        now() - g * interval '20 minutes'
      FROM generate_series(1, ${ROWS}) g`)
    await sql(`INSERT INTO posts_texts ("order", parent_id, path, text)
      SELECT k, p.id, 'tags', 'tag ' || (p.id % 40 + k) FROM posts p, generate_series(1, 3) k
      WHERE p.post_id LIKE 'bulk-post-%'`)
    await sql('ANALYZE')
    lastSlug = String(
      (await sql('SELECT slug FROM products ORDER BY id DESC LIMIT 1')).rows[0].slug,
    )
    await payload.create({
      collection: 'users',
      data: { email: 'sales@plans.example', password: 'plans-password-123', role: 'sales' },
    })
    // Every statement the adapter sends goes through the pool's query method.
    const original = pool.query.bind(pool)
    pool.query = (...args: unknown[]) => {
      if (captured) {
        const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown]
        const text = typeof config === 'string' ? config : config.text
        captured.push({
          text,
          values:
            (Array.isArray(values) ? values : (config as { values?: unknown[] }).values) ?? [],
        })
      }
      return original(...args)
    }
  }, 240_000)
  afterAll(async () => {
    await close?.()
  })

  it('holds the fixture', async () => {
    expect((await payload.count({ collection: 'products' })).totalDocs).toBe(PRODUCTS)
    expect((await payload.count({ collection: 'inquiries' })).totalDocs).toBe(ROWS)
  })

  it('category listing, categories page and product page use indexes', async () => {
    const queries = await capture(async () => {
      const category = await catalogue.getCategoryBySlug('spices', 'en')
      if (!category) throw new Error('no spices category')
      const first = await catalogue.getCategoryProducts(category, () => 2, 'en')
      expect(first.products).toHaveLength(12)
      expect(first.total).toBeGreaterThan(1000)
      // The last page: a late OFFSET walks the index, never the table.
      const last = await catalogue.getCategoryProducts(category, (pages) => pages, 'en')
      expect(last.products.length).toBeGreaterThan(0)
      await catalogue.getCategories('en')
      expect((await catalogue.getProductBySlug(lastSlug, 'en'))?.slug).toBe(lastSlug)
    })
    expect(queries.length).toBeGreaterThan(5)
    expect(await seqScans(queries)).toEqual([])
    expect([...(await indexesUsed(queries))]).toEqual(
      expect.arrayContaining(['products_category_idx', 'products_texts_parent_order_idx']),
    )
  })

  it('search uses indexes for the page (the index itself is built from all products)', async () => {
    const queries = await capture(async () => {
      const hits = search(await searchIndex.getSearchIndex('en'), 'turmeric')
      expect(hits.length).toBeGreaterThan(50)
      await catalogue.getProductCards(
        hits.slice(0, 12).map((h) => h.doc.id),
        'en',
      )
    })
    expect(await seqScans(queries)).toEqual([])
  })

  it('news list, a news item and its related items use indexes', async () => {
    const queries = await capture(async () => {
      const all = await news.listNews()
      expect(all).toHaveLength(100)
      const filtered = await news.listNews({ category: all[0].category })
      expect(filtered.length).toBeGreaterThan(0)
      const item = await news.getNewsItem('bulk-10')
      await news.relatedNews(item!)
    })
    expect(await seqScans(queries)).toEqual([])
  })

  it('blog list, a post and related posts use indexes', async () => {
    const queries = await capture(async () => {
      const all = await blog.listPosts({ locale: 'en' })
      expect(all).toHaveLength(50)
      await blog.listPosts({ category: all[0].category, locale: 'en' })
      const post = await blog.getPost('bulk-post-3', 'en')
      await blog.relatedPosts(post!, 'en')
    })
    expect(await seqScans(queries)).toEqual([])
    expect(await indexesUsed(queries)).toContain('posts_texts_parent_order_idx')
  })

  it('the inquiries inbox (newest first, by status, last 7 days) uses indexes', async () => {
    const staff = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: 'sales@plans.example' } },
      })
    ).docs[0]
    const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60_000).toISOString()
    const queries = await capture(async () => {
      const filters: (Where | undefined)[] = [
        undefined,
        { status: { equals: 'new' } },
        { createdAt: { greater_than_equal: weekAgo } },
      ]
      for (const where of filters) {
        // What the admin list view asks for: a page of 10, newest first, with its total.
        const page = await payload.find({
          collection: 'inquiries',
          where,
          sort: '-createdAt',
          limit: 10,
          page: 1,
          depth: 0,
          user: staff,
          overrideAccess: false,
        })
        expect(page.docs).toHaveLength(10)
      }
    })
    expect(await seqScans(queries)).toEqual([])
    expect(await indexesUsed(queries)).toContain('inquiries_status_created_at_idx')
  })
})
