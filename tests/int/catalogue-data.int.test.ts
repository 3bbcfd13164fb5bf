import { describe, expect, it } from 'vitest'
import { productSchema } from '@/features/catalogue/schema'
import { seedCategories, seedProducts } from '@/seed/catalogue'

describe('seed catalogue', () => {
  it('has the exact product count per category', () => {
    const counts = Object.fromEntries(seedCategories.map((c) => [c.slug, 0]))
    for (const p of seedProducts) counts[p.category]++
    expect(counts).toEqual({
      spices: 25,
      grains: 26,
      pulses: 17,
      oilseeds: 12,
      vegetables: 22,
      processed: 29,
    })
    expect(seedProducts).toHaveLength(131)
  })

  it('every product passes the schema', () => {
    for (const p of seedProducts) {
      const result = productSchema.safeParse(p)
      expect(result.success, `${p.slug}: ${result.error?.message}`).toBe(true)
    }
  })

  it('slugs and names are unique and HS codes have 8 digits', () => {
    expect(new Set(seedProducts.map((p) => p.slug)).size).toBe(131)
    expect(new Set(seedProducts.map((p) => p.name)).size).toBe(131)
    const codes = seedProducts.filter((p) => p.hsCode).map((p) => p.hsCode)
    expect(codes.length).toBeGreaterThan(115)
    for (const code of codes) expect(code).toMatch(/^\d{8}$/)
  })

  it('every product named on a home card exists in its category', () => {
    const bySlug = new Map(seedProducts.map((p) => [p.slug, p]))
    for (const c of seedCategories) {
      for (const slug of c.popular) expect(bySlug.get(slug)?.category, slug).toBe(c.slug)
    }
  })

  it('some products leave fields empty so the defaults show', () => {
    const sparse = seedProducts.filter(
      (p) => !p.origin || !p.hsCode || !p.description || !p.packSizes,
    )
    expect(sparse.length).toBeGreaterThanOrEqual(6)
  })

  it('quality parameters cite standard test methods', () => {
    const methods = seedProducts.flatMap((p) => p.qualityParameters ?? []).map((q) => q.method)
    expect(methods.length).toBeGreaterThan(400)
    const cited = methods.filter((m) =>
      /\b(ASTA|ISO|AOAC|FSSAI|IS \d|EN \d|AGMARK|ISTA|EBC|BIS)\b/.test(m),
    )
    expect(cited.length / methods.length).toBeGreaterThan(0.6)
    for (const spice of seedProducts.filter(
      (p) => p.category === 'spices' && p.qualityParameters,
    )) {
      const rows = spice.qualityParameters ?? []
      expect(
        rows.some((q) => /moisture/i.test(q.parameter)),
        spice.slug,
      ).toBe(true)
    }
  })
})
