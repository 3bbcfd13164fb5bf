import { describe, expect, it } from 'vitest'
import { containers, offeredContainers, packSpecFromRow, planLoad } from '@/features/load-planner'
import { catalogueTranslations } from './i18n'
import { seedProducts } from './index'
import { packRows, seedPacks, translatedPackLabel } from './packs'

describe('the seed’s pack data', () => {
  it('gives every seeded product at least one pack the planner can plan', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(131)
    for (const product of seedProducts) {
      const rows = packRows(product)
      expect(rows.length, product.slug).toBeGreaterThan(0)
      for (const row of rows) {
        const result = packSpecFromRow(row)
        expect(result.ok, `${product.slug}: ${row.label}`).toBe(true)
        if (!result.ok) continue
        expect(row.grossKg).toBeGreaterThanOrEqual(row.netKg)
        for (const id of offeredContainers(result.spec)) {
          const plan = planLoad(result.spec, containers[id])
          expect(plan.ok, `${product.slug}: ${row.label} in ${id}`).toBe(true)
        }
      }
    }
  })

  it('puts fresh vegetables in reefers and nothing else', () => {
    for (const product of seedProducts)
      for (const row of packRows(product))
        expect(row.reefer, product.slug).toBe(product.category === 'vegetables')
  })

  it('derives rows from the pack sizes: trade packs per weight, a master carton for retail', () => {
    const basmati = seedProducts.find((p) => p.slug === 'basmati-1121')!
    expect(packRows(basmati).map((r) => [r.label, r.netKg, r.kind])).toEqual([
      ['5 kg consumer bag', 5, 'bag'],
      ['10 kg non-woven bag', 10, 'bag'],
      ['20 kg non-woven bag', 20, 'bag'],
      ['25 kg PP bag', 25, 'bag'],
      ['50 kg jute bag', 50, 'bag'],
    ])
    const rice = packRows(basmati).find((r) => r.label === '25 kg PP bag')!
    expect(rice).toMatchObject({ lengthMm: 700, widthMm: 420, heightMm: 130, grossKg: 25.1 })
    // Bulk in a liner is no pack.
    const liner = seedProducts.find((p) =>
      p.packSizes?.some((s) => /liner/i.test(s) && /^bulk/i.test(s)),
    )
    if (liner) for (const r of seedPacks(liner)) expect(r.label).not.toMatch(/^bulk/i)
    const mango = seedProducts.find((p) => p.slug === 'alphonso-mango-pulp')!
    expect(packRows(mango).map((r) => r.label)).toContain('Carton of 6 × 3.1 kg A10 can')
  })

  it('labels translated packs by their translated pack size, with the weight when several', () => {
    const onion = seedProducts.find((p) => p.slug === 'red-onion-nashik')!
    const de = catalogueTranslations.de.products['red-onion-nashik']
    const labels = seedPacks(onion).map((p) => translatedPackLabel(p, de.packSizes, 'de'))
    expect(labels[0]).toBe(`${de.packSizes![0]} (5 kg)`)
    expect(labels.at(-1)).toBe(de.packSizes!.at(-1))
  })

  it('translates the default pack of a product whose pack sizes name none, in every language', () => {
    const bare = seedProducts.filter((p) => seedPacks(p).every((pack) => pack.source < 0))
    expect(bare.map((p) => p.slug)).toContain('dill-seeds')
    for (const product of bare)
      for (const locale of ['ar', 'de', 'es', 'fr', 'ja', 'ru', 'zh']) {
        const [label] = seedPacks(product).map((p) => translatedPackLabel(p, [], locale))
        expect(label, `${product.slug} in ${locale}`).toBeTruthy()
        expect(label).not.toBe('25 kg PP bag')
      }
  })
})
