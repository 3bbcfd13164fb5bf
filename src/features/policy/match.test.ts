import { describe, expect, it } from 'vitest'
import { affects, currentUpdates, mentions, proposalProducts, type UpdateScope } from './match'

const rice = { id: 1, hsCode: '10063020', name: 'Basmati 1121' }
const whiteRice = { id: 2, hsCode: '10063090', name: 'Sona Masoori' }
const turmeric = { id: 3, hsCode: '09103020', name: 'Turmeric Finger' }
const noCode = { id: 4, hsCode: null, name: 'Sample pack' }

const update = (over: Partial<UpdateScope> & { id: number }): UpdateScope => ({
  status: 'published',
  effectiveDate: '2026-06-01T00:00:00.000Z',
  products: [],
  hsPrefixes: [],
  ...over,
})

describe('affects', () => {
  it('matches by HS code prefix and by relationship, never by a malformed prefix', () => {
    expect(affects(update({ id: 1, hsPrefixes: ['1006'] }), rice)).toBe(true)
    expect(affects(update({ id: 1, hsPrefixes: ['1006'] }), turmeric)).toBe(false)
    expect(affects(update({ id: 1, hsPrefixes: ['10063090'] }), rice)).toBe(false)
    expect(affects(update({ id: 1, hsPrefixes: ['10063090'] }), whiteRice)).toBe(true)
    expect(affects(update({ id: 1, hsPrefixes: ['1'] }), rice)).toBe(false)
    expect(affects(update({ id: 1, hsPrefixes: [''] }), noCode)).toBe(false)
    expect(affects(update({ id: 1, products: [3] }), turmeric)).toBe(true)
    expect(affects(update({ id: 1, products: [{ id: 4 }] }), noCode)).toBe(true)
  })
})

describe('currentUpdates', () => {
  const now = new Date('2026-11-29T12:00:00Z')

  it('keeps published, recent or upcoming, unsuperseded updates, each once, newest first', () => {
    const updates = [
      update({ id: 1, hsPrefixes: ['1006'], effectiveDate: '2025-01-01T00:00:00.000Z' }),
      update({ id: 2, hsPrefixes: ['1006'], effectiveDate: '2027-01-01T00:00:00.000Z' }),
      // Older than 24 months.
      update({ id: 3, hsPrefixes: ['1006'], effectiveDate: '2024-11-28T00:00:00.000Z' }),
      // Proposed and rejected ones never show.
      update({ id: 4, hsPrefixes: ['1006'], status: 'proposed' }),
      update({ id: 5, hsPrefixes: ['1006'], status: 'rejected' }),
      // Superseded by 7.
      update({ id: 6, hsPrefixes: ['10063020'], effectiveDate: '2026-01-01T00:00:00.000Z' }),
      update({ id: 7, products: [1], supersedes: [6], effectiveDate: '2026-02-01T00:00:00.000Z' }),
      update({ id: 8, hsPrefixes: ['0910'] }),
    ]
    expect(currentUpdates(updates, [rice], now, 10).map((u) => u.id)).toEqual([2, 7, 1])
    // A category: any of its products, each update once.
    expect(currentUpdates(updates, [rice, whiteRice, turmeric], now, 10).map((u) => u.id)).toEqual([
      2, 8, 7, 1,
    ])
    expect(currentUpdates(updates, [rice, turmeric], now, 2).map((u) => u.id)).toEqual([2, 8])
    expect(currentUpdates(updates, [noCode], now, 10)).toEqual([])
  })
})

describe('proposals from news text', () => {
  const products = [rice, whiteRice, turmeric]

  it('needs a measure word and a product name or HS code, as whole words in any case', () => {
    expect(
      proposalProducts('Government imposes export duty on BASMATI 1121 shipments', products),
    ).toEqual([rice])
    expect(proposalProducts('DGFT notification on 1006.30.90: MEP set', products)).toEqual([
      whiteRice,
    ])
    expect(proposalProducts('Prohibition lifted for 10063090 and 09103020', products)).toEqual([
      whiteRice,
      turmeric,
    ])
    // No measure word: nothing, however often the product is named.
    expect(proposalProducts('Basmati 1121 prices rise on strong demand', products)).toEqual([])
    // "MEP" inside another word, or "ban" in "banana", is no measure.
    expect(proposalProducts('Banana and Basmati 1121 at the MEPS fair', products)).toEqual([])
    // The name must stand as whole words.
    expect(proposalProducts('Export ban on Basmati 11210 grade', products)).toEqual([])
    expect(proposalProducts('Minimum export price for turmeric finger raised', products)).toEqual([
      turmeric,
    ])
  })

  it('matches phrases as whole words, across spacing and case', () => {
    expect(mentions('the sona   masoori crop', 'Sona Masoori')).toBe(true)
    expect(mentions('sonamasoori', 'Sona Masoori')).toBe(false)
    expect(mentions('Basmati 1121.', 'Basmati 1121')).toBe(true)
    expect(mentions('anything', '  ')).toBe(false)
  })
})
