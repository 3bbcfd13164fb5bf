import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'
import {
  anonymousReadProblem,
  pagingProblem,
  resolvePath,
  whereProblem,
  type CollectionLookup,
} from './query-guard'

const f = (field: Record<string, unknown>) => field as unknown as FlattenedField
const collections: Record<string, FlattenedField[]> = {
  products: [
    f({ name: 'name', type: 'text' }),
    f({ name: 'slug', type: 'text' }),
    f({ name: 'position', type: 'number' }),
    f({ name: 'category', type: 'relationship', relationTo: 'categories' }),
    f({ name: 'packSizes', type: 'text', hasMany: true }),
    f({ name: 'createdAt', type: 'date' }),
    f({ name: 'owner', type: 'relationship', relationTo: ['users', 'buyers'] }),
    f({
      name: 'specifications',
      type: 'array',
      flattenedFields: [f({ name: 'key', type: 'text' }), f({ name: 'value', type: 'text' })],
    }),
  ],
  categories: [f({ name: 'name', type: 'text' }), f({ name: 'order', type: 'number' })],
}
const lookup: CollectionLookup = (slug) =>
  collections[slug] ? { fields: collections[slug], idType: 'number' } : undefined
const problem = (where: unknown) => whereProblem(where, 'products', lookup)

describe('query guard', () => {
  it('resolves paths through groups, arrays and relationships', () => {
    expect(resolvePath('position', 'products', lookup)?.kind).toBe('number')
    expect(resolvePath('category', 'products', lookup)?.kind).toBe('id')
    expect(resolvePath('category.order', 'products', lookup)?.kind).toBe('number')
    expect(resolvePath('category.id', 'products', lookup)?.kind).toBe('id')
    expect(resolvePath('specifications.value', 'products', lookup)?.kind).toBe('other')
    expect(resolvePath('packSizes', 'products', lookup)?.hasMany).toBe(true)
    expect(resolvePath('nope.x', 'products', lookup)).toBeNull()
  })

  it('lets well-formed queries through (REST strings and Local API values alike)', () => {
    for (const where of [
      undefined,
      { name: { like: "' OR 1=1 --" } },
      { slug: { in: 'a,b' } },
      { category: { equals: '3' } },
      { category: { in: [1, 2, 3] } },
      { category: { equals: null } },
      { id: { not_equals: 7 } },
      { position: { greater_than: '-1.5' } },
      { createdAt: { greater_than_equal: '2026-01-01' } },
      { createdAt: { less_than: new Date() } },
      { packSizes: { all: ['25 kg', '50 kg'] } },
      { owner: { equals: { relationTo: 'users', value: 1 } } },
      { name: { exists: 'maybe' } },
      { or: [{ name: { equals: 'a' } }, { and: [{ 'category.order': { equals: 2 } }] }] },
      { or: { 0: { name: { equals: 'a' } } } },
      { 'specifications.value': { like: 'x' } },
      { unknownPath: { equals: 'x' } },
    ])
      expect(problem(where), JSON.stringify(where)).toBeNull()
  })

  it('refuses what the database would fail on', () => {
    for (const where of [
      'abc',
      ['a'],
      { category: { in: 'abc,1' } },
      { category: { equals: "1' OR '1'='1" } },
      { id: { in: 'abc' } },
      { id: { equals: '1.5' } },
      { position: { equals: 'abc' } },
      { 'category.order': { equals: 'abc' } },
      { createdAt: { greater_than: 'abc' } },
      { name: { near: '1,2' } },
      { position: { within: 'abc' } },
      { name: { all: 'a' } },
      { name: { equals: { x: '1' } } },
      { and: 'abc' },
      { or: [{ position: { equals: 'x' } }] },
    ])
      expect(problem(where), JSON.stringify(where)).not.toBeNull()
  })

  it('refuses a NUL character in any compared text (PostgreSQL cannot take one)', () => {
    expect(problem({ name: { like: 'a\u0000b' } })).toMatch(/NUL/)
    expect(problem({ unknownField: { equals: '\u0000' } })).toMatch(/NUL/)
    expect(problem({ or: [{ slug: { in: ['x', '\u0000'] } }] })).toMatch(/NUL/)
    expect(problem({ name: { like: 'a\\0b' } })).toBeNull()
  })

  it('wants whole numbers for limit, page and depth', () => {
    expect(pagingProblem({ limit: 10, page: '2', depth: '-1' })).toBeNull()
    expect(pagingProblem({ limit: 'abc' })).toMatch(/limit/)
    expect(pagingProblem({ page: '1e3' })).toMatch(/page/)
    expect(pagingProblem({ depth: 1.5 })).toMatch(/depth/)
  })

  it('holds anonymous reads to depth 2 and 100 documents a page', () => {
    for (const args of [{}, { depth: 2, limit: 100 }, { depth: '0', limit: '1', page: 40 }])
      expect(anonymousReadProblem(args)).toBeNull()
    expect(anonymousReadProblem({ depth: 3 })).toMatch(/"depth" may be at most 2/)
    expect(anonymousReadProblem({ depth: '10', limit: 30 })).toMatch(/depth/)
    expect(anonymousReadProblem({ limit: 101 })).toMatch(/"limit" must be between 1 and 100/)
    // Payload reads 0 as "no limit", and pagination=false as "everything".
    expect(anonymousReadProblem({ limit: 0 })).toMatch(/limit/)
    expect(anonymousReadProblem({ limit: -1 })).toMatch(/limit/)
    expect(anonymousReadProblem({ pagination: false })).toMatch(/pagination/)
  })

  it('holds a read of every language at once to 25 documents a page', () => {
    for (const args of [
      { locale: 'all' },
      { locale: 'all', limit: '25' },
      { locale: 'ar', limit: 100 },
    ])
      expect(anonymousReadProblem(args)).toBeNull()
    expect(anonymousReadProblem({ locale: 'all', limit: '26' })).toMatch(
      /"limit" must be between 1 and 25 with "locale=all"/,
    )
  })
})
