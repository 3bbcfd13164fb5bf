import { describe, expect, it } from 'vitest'
import {
  containers,
  defaultContainer,
  lineContainers,
  offeredContainers,
  packForLine,
  packSpecFromRow,
  planLoad,
  plannerNumbers,
  plannerPacks,
  weightFromKg,
  type StoredPackRow,
} from './index'
import { rice, riceRow as storedRice } from './test-packs'

// The rice bag of test-packs.ts as staff store it, with the empty fields a saved row has.
const riceRow: StoredPackRow = {
  id: 'r1',
  ...storedRice,
  perPallet: null,
  palletType: null,
  keepUpright: false,
}

const cartonRow: StoredPackRow = {
  id: 'c1',
  label: 'Carton of 20 × 1 kg pouches',
  kind: 'carton',
  netKg: 20,
  grossKg: 21.6,
  lengthMm: 500,
  widthMm: 350,
  heightMm: 300,
  loading: 'palletised',
  perPallet: 30,
  palletType: 'standard',
  reefer: false,
  keepUpright: true,
}

describe('a stored pack row as the planner’s PackSpec', () => {
  it('maps a floor-loaded bag to the spec the planner tests use', () => {
    expect(packSpecFromRow(riceRow)).toEqual({ ok: true, spec: rice })
  })

  it('maps a palletised carton with its pallet and "this side up"', () => {
    expect(packSpecFromRow(cartonRow)).toEqual({
      ok: true,
      spec: {
        kind: 'carton',
        netKg: 20,
        grossKg: 21.6,
        lengthMm: 500,
        widthMm: 350,
        heightMm: 300,
        mode: 'palletised',
        reefer: false,
        keepUpright: true,
        perPallet: 30,
        pallet: { type: 'standard' },
      },
    })
  })

  it('ignores pallet fields of a floor-loaded row and "upright" of a bag', () => {
    const result = packSpecFromRow({
      ...riceRow,
      perPallet: 40,
      palletType: 'eur',
      keepUpright: true,
    })
    expect(result).toEqual({ ok: true, spec: rice })
  })

  it.each<[string, Partial<StoredPackRow>, keyof StoredPackRow]>([
    ['no kind', { kind: null }, 'kind'],
    ['an unknown kind', { kind: 'drum' }, 'kind'],
    ['no net weight', { netKg: null }, 'netKg'],
    ['a zero net weight', { netKg: 0 }, 'netKg'],
    ['a negative gross weight', { grossKg: -1 }, 'grossKg'],
    ['gross below net', { grossKg: 24.9 }, 'grossKg'],
    ['a missing length', { lengthMm: null }, 'lengthMm'],
    ['a fractional width', { widthMm: 420.5 }, 'widthMm'],
    ['an infinite height', { heightMm: Infinity }, 'heightMm'],
    ['a text for a size', { heightMm: '130' as unknown as number }, 'heightMm'],
    ['an unknown loading', { loading: 'stacked' }, 'loading'],
    ['palletised without a count', { loading: 'palletised', palletType: 'eur' }, 'perPallet'],
    [
      'palletised with 2.5 per pallet',
      { loading: 'palletised', perPallet: 2.5, palletType: 'eur' },
      'perPallet',
    ],
    ['palletised without a pallet', { loading: 'palletised', perPallet: 40 }, 'palletType'],
    ['an unknown pallet', { loading: 'palletised', perPallet: 40, palletType: 'us' }, 'palletType'],
  ])('refuses %s, naming the field with a message', (_name, patch, field) => {
    const result = packSpecFromRow({ ...riceRow, ...patch })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.field).toBe(field)
      expect(result.message).toMatch(/\w{4,}/)
    }
  })

  it('refuses an empty row and a non-object', () => {
    expect(packSpecFromRow(null).ok).toBe(false)
    expect(packSpecFromRow('25 kg' as unknown as StoredPackRow).ok).toBe(false)
  })
})

describe('the packs the planner offers', () => {
  it('keeps good rows in order, drops bad and unlabelled ones', () => {
    const packs = plannerPacks([
      riceRow,
      { ...riceRow, id: 'bad', grossKg: 1 },
      { ...cartonRow, label: '  ' },
      { ...cartonRow, id: null },
    ])
    expect(packs.map((p) => [p.id, p.label])).toEqual([
      ['r1', '25 kg PP bag'],
      // No id (an old or hand-made row): its position stands in.
      ['3', 'Carton of 20 × 1 kg pouches'],
    ])
    expect(plannerPacks(null)).toEqual([])
    // The admin form (the SEO plugin's Auto-generate) sends an empty list as its row count.
    expect(plannerPacks(0 as never)).toEqual([])
  })

  it('offers the dry containers, or the reefers for a pack that needs one', () => {
    expect(offeredContainers(rice)).toEqual(['20dv', '40dv', '40hc'])
    expect(defaultContainer(rice)).toBe('20dv')
    const chilled = { ...rice, reefer: true }
    expect(offeredContainers(chilled)).toEqual(['20rf', '40rf'])
    expect(defaultContainer(chilled)).toBe('20rf')
    // What it is offered, it fits: a reefer pack is refused only by a dry box.
    for (const id of offeredContainers(chilled))
      expect(planLoad(chilled, containers[id]).ok).toBe(true)
    expect(planLoad(chilled, containers['20dv'])).toMatchObject({
      ok: false,
      code: 'reefer-required',
    })
  })

  it('finds a quote or quotation line’s pack by label, else by unit, else the first', () => {
    const packs = plannerPacks([riceRow, cartonRow])
    expect(packForLine(packs, ' carton of 20 ×  1 kg POUCHES ')?.id).toBe('c1')
    expect(packForLine(packs, 'Something else', 'cartons')?.id).toBe('c1')
    expect(packForLine(packs, '', 'bags')?.id).toBe('r1')
    expect(packForLine(packs, null, 'mt')?.id).toBe('r1')
    expect(packForLine([], '25 kg PP bag')).toBeUndefined()
  })
})

describe('a quotation line as containers', () => {
  const rows = [riceRow, cartonRow]

  it('a weight in kg or MT: the pack named by the line, in a 20′', () => {
    // 30 MT of rice: 1,200 bags; 756 to a 20′ (plan.test.ts) → 1.59 → 1.6.
    expect(
      lineContainers(rows, { packing: '25 kg PP bag', unit: 'mt', quantity: '30' }),
    ).toMatchObject({
      container: { id: '20dv' },
      count: { packs: 1200, containersTenths: 16, fullContainers: 2 },
    })
    expect(
      lineContainers(rows, { packing: '25 kg PP bag', unit: 'kg', quantity: '30000' })?.count
        .containersTenths,
    ).toBe(16)
  })

  it('bags and cartons are packs of the line’s kind', () => {
    // 240 cartons of 20 × 1 kg: 8 pallets of 30 in a 20′, 240 a container (see the e2e test).
    expect(lineContainers(rows, { unit: 'cartons', quantity: '360' })?.count).toMatchObject({
      packs: 360,
      perContainer: 240,
      containersTenths: 15,
    })
    expect(lineContainers(rows, { unit: 'bags', quantity: '378' })?.count.containersTenths).toBe(5)
  })

  it('a reefer pack is counted in a 20′ reefer', () => {
    const chilled = { ...riceRow, reefer: true }
    expect(lineContainers([chilled], { unit: 'mt', quantity: '10' })?.container.id).toBe('20rf')
  })

  it('nothing for containers, no pack data or a quantity it cannot read', () => {
    expect(lineContainers(rows, { unit: 'containers', quantity: '2' })).toBeNull()
    expect(lineContainers([], { unit: 'mt', quantity: '2' })).toBeNull()
    expect(lineContainers(null, { unit: 'mt', quantity: '2' })).toBeNull()
    expect(lineContainers(rows, { unit: 'mt', quantity: '' })).toBeNull()
    expect(lineContainers(rows, { unit: 'mt', quantity: '-3' })).toBeNull()
    expect(lineContainers(rows, { unit: 'bags', quantity: '2.5' })).toBeNull()
  })
})

describe('the planner’s figures in a locale’s number format', () => {
  it('formats counts, weights, percentages and tenths per locale', () => {
    const en = plannerNumbers('en')
    const w = weightFromKg(18_900)
    expect([en.count(1512), en.mt(w), en.kg(w), en.lb(w)]).toEqual([
      '1,512',
      '18.9',
      '18,900',
      '41,667',
    ])
    expect(en.tenths(16)).toBe('1.6')
    expect(en.tenths(20)).toBe('2.0')
    expect(en.percent(0.870_42)).toBe('87%')
    // Never rounded up to a full container: 99.96 % reads 99.9 %.
    expect(en.percent(0.9996)).toBe('99.9%')
    const de = plannerNumbers('de')
    expect([de.count(1512), de.mt(w), de.tenths(16)]).toEqual(['1.512', '18,9', '1,6'])
    expect(plannerNumbers('ar').tenths(16)).toBe(
      new Intl.NumberFormat('ar', { minimumFractionDigits: 1 }).format(1.6),
    )
  })
})
