import { describe, expect, it } from 'vitest'
import { buildSearchIndex, editDistance, highlightParts, search, type SearchDoc } from './search'
import { seedProducts } from '@/seed/catalogue'
import { catalogueTranslations } from '@/seed/catalogue/i18n'

const docs: SearchDoc[] = [
  {
    id: 1,
    slug: 'turmeric-lakadong',
    name: 'Turmeric',
    variety: 'Lakadong',
    hsCode: '09103020',
    origin: 'Meghalaya (Jaintia Hills)',
    category: 'Spices',
  },
  {
    id: 2,
    slug: 'turmeric-powder',
    name: 'Turmeric Powder',
    variety: 'Salem',
    hsCode: '09103030',
    origin: 'Tamil Nadu (Erode)',
    category: 'Spices',
  },
  {
    id: 3,
    slug: 'cumin-seeds',
    name: 'Cumin',
    variety: 'Singapore quality',
    hsCode: '09093129',
    origin: 'Gujarat (Unjha), Rajasthan',
    category: 'Spices',
  },
  {
    id: 4,
    slug: 'basmati-1121',
    name: 'Basmati 1121',
    variety: '1121 Steam / Sella',
    hsCode: '10063020',
    origin: 'Punjab, Haryana',
    category: 'Cereals & Grains',
  },
  {
    id: 5,
    slug: 'ginger-fresh',
    name: 'Ginger',
    variety: 'Fresh',
    hsCode: '09101110',
    origin: 'Kerala, Karnataka',
    category: 'Fresh Vegetables',
  },
  {
    id: 6,
    slug: 'garlic-fresh',
    name: 'Garlic',
    variety: null,
    hsCode: null,
    origin: 'Madhya Pradesh',
    category: 'Fresh Vegetables',
  },
]
const index = buildSearchIndex(docs)
const slugs = (q: string) => search(index, q).map((h) => h.doc.slug)

describe('catalogue search', () => {
  it('finds by name, variety, origin, category and HS code', () => {
    expect(slugs('cumin')).toEqual(['cumin-seeds'])
    expect(slugs('lakadong')).toEqual(['turmeric-lakadong'])
    expect(slugs('gujarat')).toEqual(['cumin-seeds'])
    expect(slugs('vegetables')).toEqual(['garlic-fresh', 'ginger-fresh'])
    expect(slugs('10063020')).toEqual(['basmati-1121'])
  })

  it('tolerates typos and partial words', () => {
    expect(slugs('tumeric')).toEqual(['turmeric-lakadong', 'turmeric-powder'])
    expect(slugs('turmric powdr')).toEqual(['turmeric-powder'])
    expect(slugs('basmti')).toEqual(['basmati-1121'])
    expect(slugs('gin')).toEqual(['ginger-fresh'])
  })

  it('matches HS code prefixes, written with or without dots', () => {
    expect(slugs('0910')).toEqual(['ginger-fresh', 'turmeric-lakadong', 'turmeric-powder'])
    expect(slugs('0910.30')).toEqual(['turmeric-lakadong', 'turmeric-powder'])
    expect(slugs('0910 30 30')).toEqual(['turmeric-powder'])
    expect(slugs('0909')).toEqual(['cumin-seeds'])
  })

  it('ranks a name match above an origin or category match', () => {
    const hits = search(index, 'turmeric')
    expect(hits[0].score).toBeGreaterThan(0)
    expect(slugs('salem')).toEqual(['turmeric-powder'])
    const spice = search(index, 'spices turmeric').map((h) => h.doc.slug)
    expect(spice).toEqual(['turmeric-lakadong', 'turmeric-powder'])
    // exact word beats a typo match
    const withTypo = buildSearchIndex([
      ...docs,
      {
        id: 7,
        slug: 'tamarind',
        name: 'Tamarind',
        variety: null,
        hsCode: null,
        origin: 'Karnataka',
        category: 'Processed Foods',
      },
    ])
    expect(search(withTypo, 'ginger')[0].doc.slug).toBe('ginger-fresh')
  })

  it('needs every word to match and ignores noise', () => {
    expect(slugs('cumin basmati')).toEqual([])
    expect(slugs('')).toEqual([])
    expect(slugs('  !!! ')).toEqual([])
    expect(slugs('zzzzzz')).toEqual([])
    expect(slugs('<script>alert(1)</script>')).toEqual([])
  })

  it('editDistance counts transpositions as one edit', () => {
    expect(editDistance('tumeric', 'turmeric', 2)).toBe(1)
    expect(editDistance('cmuin', 'cumin', 2)).toBe(1)
    expect(editDistance('abc', 'xyz', 1)).toBe(2)
  })

  it('highlights the matched words', () => {
    const [hit] = search(index, 'tumeric')
    expect(highlightParts('Turmeric', hit.terms)).toEqual([{ text: 'Turmeric', match: true }])
    expect(highlightParts('Meghalaya (Jaintia Hills)', ['jaintia'])).toEqual([
      { text: 'Meghalaya (', match: false },
      { text: 'Jaintia', match: true },
      { text: ' Hills)', match: false },
    ])
  })
})

describe('catalogue search in the buyer’s language', () => {
  /** The seeded catalogue as one language's index sees it: its names, and the English ones. */
  const localized = (code: keyof typeof catalogueTranslations) =>
    buildSearchIndex(
      seedProducts.map((p, i) => {
        const own = catalogueTranslations[code].products[p.slug]
        return {
          id: i,
          slug: p.slug,
          name: own?.name ?? p.name,
          variety: own?.variety ?? p.variety ?? null,
          hsCode: p.hsCode ?? null,
          origin: own?.origin ?? p.origin ?? null,
          category: p.category,
          english: [p.name, p.variety].filter(Boolean).join(' '),
        }
      }),
    )
  const found = (code: keyof typeof catalogueTranslations, q: string) =>
    search(localized(code), q).map((h) => h.doc.slug)

  it.each([
    ['ar', 'كركم'],
    ['ar', 'الكركم'],
    ['ar', 'كُرْكُم'],
    ['zh', '姜黄'],
    ['ja', 'ターメリック'],
    ['ru', 'куркума'],
    ['ru', 'куркумы'],
    ['es', 'cúrcuma'],
    ['es', 'curcuma'],
    ['fr', 'curcuma'],
    ['de', 'kurkuma'],
    ['de', 'kurkuam'],
  ] as const)('%s: “%s” finds turmeric', (code, q) => {
    expect(found(code, q)).toContain('turmeric-lakadong')
  })

  it('finds by the English name on another language’s pages', () => {
    expect(found('ar', 'turmeric')).toContain('turmeric-lakadong')
    expect(found('zh', 'cumin')).toContain('cumin-seeds')
  })

  it('matches Chinese and Japanese inside words, without spaces', () => {
    // 姜黄粉 (turmeric powder) is one run of characters with no space.
    expect(found('zh', '姜黄')).toEqual(expect.arrayContaining(['turmeric-lakadong']))
    expect(found('zh', '黄粉').length).toBeGreaterThan(0)
    expect(found('zh', '姜黄粉')).not.toContain('cumin-seeds')
    expect(found('ja', 'クミン')).toContain('cumin-seeds')
    expect(found('ja', 'クミン')).not.toContain('turmeric-lakadong')
  })

  it('highlights the matched characters of a Chinese name', () => {
    const [hit] = search(localized('zh'), '姜黄')
    const parts = highlightParts(hit.doc.name, hit.terms)
    expect(parts.filter((p) => p.match).map((p) => p.text)).toContain('姜黄')
  })
})
