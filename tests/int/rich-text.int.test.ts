import { Parser } from 'htmlparser2'
import type { Migration, Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RichText } from '@/components/rich-text'
import { markdownToRichText } from '@/fields/rich-text'
import type { Locale } from '@/i18n/locales'
import { isRichText, richTextToPlain } from '@/lib/rich-text'
import { richTextColumns } from '@/migrations/data/rich-text'
import { seed } from '@/seed'
import { staticPosts } from '@/seed/blog/static-posts'
import { seedCategories, seedProducts } from '@/seed/catalogue'
import { about, contact, home, policies, quality } from '@/seed/company/content'
import { translations } from '@/seed/company/i18n'
import { Markdown } from '../helpers/old-markdown'
import { createTestDatabase } from '../helpers/database.mjs'

const BLOCKS = new Set(
  'p h1 h2 h3 h4 h5 h6 li ul ol div blockquote table tr td th br figure'.split(' '),
)

/** What a reader sees of some HTML: its text, blocks apart, runs of white space as one. */
function visibleText(html: string): string {
  let text = ''
  const parser = new Parser(
    {
      onopentag: (name) => {
        if (BLOCKS.has(name)) text += ' '
      },
      ontext: (t) => {
        text += t
      },
      onclosetag: (name) => {
        if (BLOCKS.has(name)) text += ' '
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return text.replace(/\s+/g, ' ').trim()
}

const oldHtml = (text: string) => renderToStaticMarkup(createElement(Markdown, { text }))
const newHtml = async (data: unknown, locale: Locale = 'en') =>
  renderToStaticMarkup((await RichText({ data, locale })) ?? createElement('div'))

/** Every markdown-like text the seed writes into a field that is now rich text. */
function seededTexts(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = []
  const add = (where: string, text: string | undefined) => {
    if (text) out.push({ where, text })
  }
  for (const p of staticPosts) add(`post ${p.id}`, p.content)
  for (const p of policies) add(`page ${p.slug}`, p.body)
  for (const p of seedProducts) add(`product ${p.slug}`, p.description)
  for (const c of seedCategories) add(`category ${c.slug}`, c.description)
  const company = (
    lang: string,
    t: Pick<typeof translations.es & object, 'home' | 'about' | 'quality' | 'contact'>,
  ) => {
    for (const tab of ['quality', 'logistics', 'partnerships'] as const)
      add(`${lang} home ${tab}`, t.home.tabs[tab].text)
    add(`${lang} about story`, t.about.story.paragraphs.join('\n\n'))
    add(`${lang} quality promise`, t.quality.promise.text)
    t.quality.compliance.items.forEach((i, n) => add(`${lang} compliance ${n}`, i.text))
    t.contact.faq.forEach((f, n) => add(`${lang} faq ${n}`, f.answer))
  }
  company('en', { home, about, quality, contact })
  for (const [lang, t] of Object.entries(translations)) {
    if (!t) continue
    company(lang, t)
    for (const [slug, c] of Object.entries(t.categories))
      add(`${lang} category ${slug}`, c.description)
  }
  return out
}

describe('rich text', () => {
  let payload: Payload
  let migrations: Migration[]
  let drop: () => Promise<void>

  beforeAll(async () => {
    const db = await createTestDatabase('richtext')
    Object.assign(process.env, db.env)
    if (!db.env.DATABASE_URL) delete process.env.DATABASE_URL
    drop = db.drop
    process.env.PAYLOAD_SECRET ??= 'test-secret-0123456789abcdef'
    const [{ getPayload }, { default: config }, { dialect }, pgList, sqliteList] =
      await Promise.all([
        import('payload'),
        import('@payload-config'),
        import('@/db'),
        import('@/migrations/postgres'),
        import('@/migrations/sqlite'),
      ])
    payload = await getPayload({ config })
    migrations = (
      dialect() === 'postgres' ? pgList.migrations : sqliteList.migrations
    ) as Migration[]
  })
  afterAll(async () => {
    if (!process.env.DATABASE_URL) await drop?.()
  })

  it('every seeded text converts and renders to the same visible text as before', async () => {
    const texts = seededTexts()
    expect(texts.length).toBeGreaterThan(200)
    for (const { where, text } of texts) {
      const value = await markdownToRichText(payload.config, text)
      const before = visibleText(oldHtml(text))
      expect(visibleText(await newHtml(value)), where).toBe(before)
      // Meta descriptions, JSON-LD, search and PDFs get the same words as plain text.
      expect(richTextToPlain(value).replace(/\s+/g, ' '), where).toBe(before)
    }
  })

  it('keeps the structure: headings, lists, bold and links', async () => {
    const value = await markdownToRichText(
      payload.config,
      '## Grades\n\nIntro with **bold** and [a link](/contact).\n\n- one\n- two\n\n1. first\n2. second',
    )
    const html = await newHtml(value, 'es')
    expect(html).toContain('<h2>Grades</h2>')
    expect(html).toContain('<strong>bold</strong>')
    // A site path typed by staff goes to the page in the reader's language.
    expect(html).toContain('<a href="/es/contact">a link</a>')
    expect(html).toMatch(/<ul><li>one<\/li><li>two<\/li><\/ul>/)
    expect(html).toMatch(/<ol><li value="1">first<\/li><li value="2">second<\/li><\/ol>/)
  })

  it('converts the seeded content stored as markdown, in the columns of the previous schema', async () => {
    expect(migrations.some((m) => m.name.endsWith('_rich_text'))).toBe(true)
    // The demo content, then every text put back as it was stored before this change (markdown
    // in text columns: the migration's own down step), then the migration's up step.
    await payload.db.migrate({ migrations })
    await seed(payload)
    // The texts that later became per language go back to their columns of that time.
    const localized = migrations.find((m) => m.name.endsWith('_localized_catalogue'))!
    const args = { db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload, req: {} }
    await localized.down(args as never)
    const markdown = await storeAsMarkdown(payload)
    expect(markdown.length).toBeGreaterThan(131 + 3 + 4)

    const { richTextUpPostgres, richTextUpSqlite } = await import('@/migrations/data/rich-text')
    const db = (payload.db as unknown as { drizzle: unknown }).drizzle
    await (payload.db.name === 'postgres' ? richTextUpPostgres : richTextUpSqlite)({ db, payload })

    // Every stored text is rich text now and reads as the markdown did.
    for (const row of markdown) {
      const stored = await readColumn(payload, row.table, row.column, row.id)
      expect(isRichText(stored), `${row.table}.${row.column} #${row.id}`).toBe(true)
      expect(visibleText(await newHtml(stored)), `${row.table}.${row.column} #${row.id}`).toBe(
        visibleText(oldHtml(row.value)),
      )
    }

    await localized.up(args as never)

    // Through Payload, as the pages read it: the seed's own texts, in English and Arabic.
    const post = (
      await payload.find({ collection: 'posts', where: { postId: { equals: staticPosts[0].id } } })
    ).docs[0]
    expect(visibleText(await newHtml(post.content))).toBe(
      visibleText(oldHtml(staticPosts[0].content)),
    )
    const aboutAr = await payload.findGlobal({ slug: 'about-page', locale: 'ar' })
    expect(visibleText(await newHtml(aboutAr.story.text, 'ar'))).toBe(
      visibleText(oldHtml(translations.ar!.about.story.paragraphs.join('\n\n'))),
    )
    const privacy = (
      await payload.find({ collection: 'pages', where: { slug: { equals: policies[0].slug } } })
    ).docs[0]
    expect(visibleText(await newHtml(privacy.body))).toBe(visibleText(oldHtml(policies[0].body)))
  })

  it('links to products, categories and pages go to their address in the reader’s language', async () => {
    const [product] = (await payload.find({ collection: 'products', limit: 1, depth: 0 })).docs
    const [category] = (await payload.find({ collection: 'categories', limit: 1, depth: 0 })).docs
    const [legal] = (await payload.find({ collection: 'pages', limit: 1, depth: 0 })).docs
    const draft = await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        postId: 'rich-text-draft',
        title: 'Not yet published',
        excerpt: 'Draft.',
        content: await markdownToRichText(payload.config, 'Draft.'),
        category: 'Market Insights',
        author: 'Desk',
        date: new Date().toISOString(),
        _status: 'draft',
      },
    })
    const link = (relationTo: string, value: unknown, label: string) => ({
      type: 'link',
      version: 3,
      id: `${relationTo}${label}`.slice(0, 12),
      fields: { linkType: 'internal', newTab: false, doc: { relationTo, value } },
      children: [{ type: 'text', text: label, version: 1, format: 0 }],
    })
    const data = {
      root: {
        type: 'root',
        version: 1,
        children: [
          {
            type: 'paragraph',
            version: 1,
            children: [
              link('products', product.id, 'product'),
              link('categories', category, 'category'),
              link('pages', legal.id, 'legal'),
              link('posts', draft.id, 'draft'),
            ],
          },
        ],
      },
    }
    const html = await newHtml(data, 'ar')
    expect(html).toContain(`<a href="/ar/product/${product.slug}">product</a>`)
    expect(html).toContain(`<a href="/ar/category/${category.slug}">category</a>`)
    expect(html).toContain(`<a href="/ar/legal/${legal.slug}">legal</a>`)
    // The public may not see the draft: its link is plain text.
    expect(html).toContain('>draft<')
    expect(html).not.toContain('/blog/rich-text-draft')
  })
})

type Stored = { table: string; column: string; id: unknown; value: string }

/**
 * The seed of this version writes rich text; before this change the same columns held the
 * markdown-like text. This puts each stored value back into markdown, as it was.
 */
async function storeAsMarkdown(payload: Payload): Promise<Stored[]> {
  const { richTextDownPostgres, richTextDownSqlite } = await import('@/migrations/data/rich-text')
  const db = (payload.db as unknown as { drizzle: unknown }).drizzle
  const postgres = payload.db.name === 'postgres'
  await (postgres ? richTextDownPostgres : richTextDownSqlite)({ db, payload })
  const out: Stored[] = []
  for (const { table, column } of richTextColumns) {
    for (const row of await rows(
      payload,
      `SELECT id, "${column}" AS value FROM "${table}" WHERE "${column}" IS NOT NULL`,
      table,
    )) {
      expect(typeof row.value, `${table}.${column}`).toBe('string')
      expect(() => JSON.parse(row.value as string), `${table}.${column} holds markdown`).toThrow()
      out.push({ table, column, id: row.id, value: row.value as string })
    }
  }
  return out
}

async function rows(payload: Payload, query: string, table: string) {
  const postgres = payload.db.name === 'postgres'
  try {
    if (postgres) {
      const pool = (
        payload.db as unknown as {
          pool: { query: (q: string) => Promise<{ rows: Record<string, unknown>[] }> }
        }
      ).pool
      return (await pool.query(query)).rows
    }
    const client = (
      payload.db as unknown as {
        client: { execute: (q: string) => Promise<{ rows: Record<string, unknown>[] }> }
      }
    ).client
    return (await client.execute(query)).rows
  } catch (error) {
    // A version table of a collection without drafts does not exist.
    if (String(error).includes(table)) return []
    throw error
  }
}

async function readColumn(payload: Payload, table: string, column: string, id: unknown) {
  const [row] = await rows(
    payload,
    `SELECT "${column}" AS value FROM "${table}" WHERE id = ${Number(id)}`,
    table,
  )
  const value = row?.value
  return typeof value === 'string' ? JSON.parse(value) : value
}
