/**
 * The migration that makes the catalogue's texts per language, on the real database: what a
 * database held in its one-language columns reads as English afterwards (published documents and
 * the versions the admin opens), and its down step puts the English back in those columns.
 */
import type { Migration, Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { richTextToPlain } from '@/lib/rich-text'
import { paragraphs } from '../e2e/support/rich-text'
import { startTestPayload } from '../helpers/payload'

describe('localized catalogue migration', () => {
  let payload: Payload
  let migration: Migration
  let close: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, close } = await startTestPayload('localized'))
    const { dialect } = await import('@/db')
    const { migrations } = await (dialect() === 'postgres'
      ? import('@/migrations/postgres')
      : import('@/migrations/sqlite'))
    migration = (migrations as Migration[]).find((m) => m.name.endsWith('_localized_catalogue'))!
  })
  afterAll(async () => close?.())

  const step = (direction: 'up' | 'down') =>
    migration[direction]({
      db: (payload.db as unknown as { drizzle: unknown }).drizzle,
      payload,
      req: {} as PayloadRequest,
    } as never)

  async function column(query: string): Promise<unknown[]> {
    const postgres = payload.db.name === 'postgres'
    const result = postgres
      ? await (
          payload.db as unknown as {
            pool: { query: (q: string) => Promise<{ rows: Record<string, unknown>[] }> }
          }
        ).pool.query(query)
      : await (
          payload.db as unknown as {
            client: { execute: (q: string) => Promise<{ rows: Record<string, unknown>[] }> }
          }
        ).client.execute(query)
    return result.rows.map((r) => Object.values(r)[0])
  }

  it('keeps every text as English, in documents and versions, both ways', async () => {
    const [category] = (await payload.find({ collection: 'categories', limit: 1 })).docs
    const categoryId =
      category?.id ??
      ((
        await payload.create({
          collection: 'categories',
          data: {
            slug: 'spices',
            name: 'Spices',
            description: paragraphs(['Spices.']),
            displayCount: '10+',
            icon: 'flame',
            _status: 'published',
          },
        } as never)
      ).id as number)
    const product = await payload.create({
      collection: 'products',
      data: {
        name: 'Test Turmeric',
        slug: 'test-turmeric',
        category: categoryId,
        variety: 'Lakadong',
        origin: 'Meghalaya',
        grade: 'Slices',
        moisture: 'Max 10%',
        moq: '500 kg',
        leadTime: '3-4 weeks',
        port: 'Kolkata',
        price: 'On request',
        description: paragraphs(['Grown on hill slopes.']),
        packSizes: ['25 kg bags', '10 kg cartons'],
        certifications: ['FSSAI'],
        specifications: [{ key: 'Curcumin', value: '7-9%' }],
        varieties: [{ name: 'Slices', attributes: [{ key: 'Form', value: 'Sun-dried slices' }] }],
        qualityParameters: [{ parameter: 'Moisture', specification: 'Max 10%', method: 'ISO 939' }],
        _status: 'published',
      },
    })
    const post = await payload.create({
      collection: 'posts',
      data: {
        postId: 'localized-migration',
        title: 'Crop calendar',
        excerpt: 'When things are harvested.',
        content: paragraphs(['Kharif and rabi.']),
        category: 'Market Insights',
        author: 'Desk',
        date: '2026-01-15T00:00:00.000Z',
        tags: ['harvest', 'sourcing'],
        _status: 'published',
      },
    })
    const news = await payload.create({
      collection: 'news',
      data: {
        newsId: 'localized-migration',
        title: 'Spice exports rise',
        description: 'Exports rose.',
        category: 'Sustainability',
        publishedAt: '2026-01-15T00:00:00.000Z',
        source: 'Desk',
        sourceUrl: 'https://example.com/a',
        _status: 'published',
      } as never,
    })
    // A Spanish name, which a database before this change could not have held.
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'es',
      data: { name: 'Cúrcuma de prueba' },
    })

    await step('down')
    expect(await column(`SELECT "name" FROM "products" WHERE "id" = ${product.id}`)).toEqual([
      'Test Turmeric',
    ])
    expect(
      await column(
        `SELECT "key" FROM "products_specifications" WHERE "_parent_id" = ${product.id}`,
      ),
    ).toEqual(['Curcumin'])
    expect(
      await column(
        `SELECT "text" FROM "products_texts" WHERE "parent_id" = ${product.id} AND "path" = 'packSizes' ORDER BY "order"`,
      ),
    ).toEqual(['25 kg bags', '10 kg cartons'])
    expect(await column(`SELECT "title" FROM "posts" WHERE "id" = ${post.id}`)).toEqual([
      'Crop calendar',
    ])
    expect(
      await column(
        `SELECT "version_name" FROM "_products_v" WHERE "parent_id" = ${product.id} AND "latest" = ${payload.db.name === 'postgres' ? 'true' : '1'}`,
      ),
    ).toEqual(['Test Turmeric'])

    await step('up')
    for (const draft of [false, true]) {
      const p = await payload.findByID({
        collection: 'products',
        id: product.id,
        locale: 'en',
        draft,
      })
      expect(p.name).toBe('Test Turmeric')
      expect(p.variety).toBe('Lakadong')
      expect([p.origin, p.grade, p.moisture, p.moq, p.leadTime, p.port, p.price]).toEqual([
        'Meghalaya',
        'Slices',
        'Max 10%',
        '500 kg',
        '3-4 weeks',
        'Kolkata',
        'On request',
      ])
      expect(richTextToPlain(p.description).trim()).toBe('Grown on hill slopes.')
      expect(p.packSizes).toEqual(['25 kg bags', '10 kg cartons'])
      expect(p.certifications).toEqual(['FSSAI'])
      expect(p.specifications?.map((s) => [s.key, s.value])).toEqual([['Curcumin', '7-9%']])
      expect(p.varieties?.[0].name).toBe('Slices')
      expect(p.varieties?.[0].attributes?.map((a) => [a.key, a.value])).toEqual([
        ['Form', 'Sun-dried slices'],
      ])
      expect(p.qualityParameters?.map((q) => [q.parameter, q.specification, q.method])).toEqual([
        ['Moisture', 'Max 10%', 'ISO 939'],
      ])
    }
    // Other languages read the English until they are translated.
    const es = await payload.findByID({ collection: 'products', id: product.id, locale: 'es' })
    expect(es.name).toBe('Test Turmeric')
    expect(es.specifications?.[0].key).toBe('Curcumin')

    const p = await payload.findByID({ collection: 'posts', id: post.id, locale: 'en' })
    expect([p.title, p.excerpt, p.author, p.tags]).toEqual([
      'Crop calendar',
      'When things are harvested.',
      'Desk',
      ['harvest', 'sourcing'],
    ])
    expect(richTextToPlain(p.content).trim()).toBe('Kharif and rabi.')
    const n = await payload.findByID({ collection: 'news', id: news.id, locale: 'ar' })
    expect([n.title, n.description]).toEqual(['Spice exports rise', 'Exports rose.'])

    // A translation now stays beside the English.
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'es',
      data: { name: 'Cúrcuma de prueba' },
    })
    const both = await payload.findByID({
      collection: 'products',
      id: product.id,
      locale: 'all',
      depth: 0,
    })
    expect(both.name).toMatchObject({ en: 'Test Turmeric', es: 'Cúrcuma de prueba' })
  })
})
