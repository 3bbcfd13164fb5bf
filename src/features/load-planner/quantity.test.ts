import { describe, expect, it } from 'vitest'
import {
  containers,
  containersFor,
  KG_PER_LB,
  kgToLb,
  kgToMt,
  lbToKg,
  mtToLb,
  parseThousandths,
  planLoad,
  weightFromKg,
  type LoadPlan,
  type PackSpec,
  type Quantity,
} from './index'
import { ok, rice } from './test-packs'

// The rice bags of plan.test.ts: 756 to a 20′, 1,064 to a 40′.
const in20 = ok(planLoad(rice, containers['20dv']))
const in40 = ok(planLoad(rice, containers['40dv']))

function count(quantity: Quantity, plan: LoadPlan) {
  const result = containersFor(quantity, plan)
  if (!result.ok) throw new Error(`Refused: ${result.code}`)
  return result
}

describe('a quantity as containers', () => {
  it('30 mt of rice: "1.6 × 20′ FCL", round up to 2', () => {
    // 30,000 kg ÷ 25 kg = 1,200 bags; 1,200 ÷ 756 = 1.587 → 1.6; 2 containers hold 1,512,
    // 312 more bags; gross 1,200 × 25.1 = 30,120 kg; 2 full = 1,512 × 25 = 37,800 kg net.
    expect(count({ value: '30', unit: 'mt' }, in20)).toMatchObject({
      packs: 1200,
      perContainer: 756,
      containersTenths: 16,
      fullContainers: 2,
      whole: false,
      packsToFill: 312,
      net: { kg: 30_000, mt: 30 },
      gross: { kg: 30_120 },
      fullNet: { kg: 37_800 },
    })
    expect(count({ value: '30', unit: 'mt' }, in20).containers).toBeCloseTo(1.587, 3)
    // In 40′: 1,200 ÷ 1,064 = 1.128 → "1.2 × 40′", 2 containers, 928 bags to fill.
    expect(count({ value: 30, unit: 'mt' }, in40)).toMatchObject({
      containersTenths: 12,
      fullContainers: 2,
      packsToFill: 928,
    })
  })

  it('rounds the tenths up, so a part container never reads as none', () => {
    // 25 mt in 40′: 1,000 ÷ 1,064 = 0.94 → "1.0", 64 bags short of full.
    expect(count({ value: '25', unit: 'mt' }, in40)).toMatchObject({
      containersTenths: 10,
      fullContainers: 1,
      whole: false,
      packsToFill: 64,
    })
    // Exactly one 20′ (756 × 25 kg), then one gram more: a 757th bag, "1.1", 2 containers.
    expect(count({ value: '18900', unit: 'kg' }, in20)).toMatchObject({
      packs: 756,
      containers: 1,
      containersTenths: 10,
      fullContainers: 1,
      whole: true,
      packsToFill: 0,
    })
    expect(count({ value: '18900.001', unit: 'kg' }, in20)).toMatchObject({
      packs: 757,
      containersTenths: 11,
      fullContainers: 2,
    })
  })

  it('takes pounds, packs and containers', () => {
    // 1,000 lb = 453,592.37 g → 453,593 g ÷ 25,000 g = 18.14 → 19 bags.
    expect(count({ value: '1000', unit: 'lb' }, in20).packs).toBe(19)
    expect(count({ value: 1512, unit: 'packs' }, in20)).toMatchObject({
      fullContainers: 2,
      whole: true,
    })
    // 1.6 containers: shown as asked; 1.6 × 756 = 1,209.6 → 1,210 bags.
    expect(count({ value: '1.6', unit: 'containers' }, in20)).toMatchObject({
      packs: 1210,
      containers: 1.6,
      containersTenths: 16,
      fullContainers: 2,
    })
  })

  it('counts pallets container by container', () => {
    const frozen: PackSpec = {
      kind: 'carton',
      netKg: 20,
      grossKg: 21,
      lengthMm: 400,
      widthMm: 300,
      heightMm: 200,
      mode: 'palletised',
      reefer: true,
      perPallet: 48,
      pallet: { type: 'eur' },
    }
    // 864 cartons (18 pallets) per 40′ reefer. 20 mt = 1,000 cartons: 18 pallets in the first,
    // 136 cartons = 3 pallets in the second; gross 1,000 × 21 + 21 × 25 = 21,525 kg.
    const plan = ok(planLoad(frozen, containers['40rf']))
    expect(count({ value: '20', unit: 'mt' }, plan)).toMatchObject({
      packs: 1000,
      pallets: 21,
      fullContainers: 2,
      gross: { kg: 21_525 },
    })
  })

  it('refuses what is not a quantity', () => {
    for (const value of ['', 'abc', '-1', '1e3', '1,5', '1.2345', 0, '0', -2, NaN, 1e21])
      expect(containersFor({ value, unit: 'mt' }, in20), String(value)).toEqual({
        ok: false,
        code: 'invalid-quantity',
      })
    expect(containersFor({ value: '2.5', unit: 'packs' }, in20)).toMatchObject({
      code: 'invalid-quantity',
    })
    expect(containersFor({ value: '999999999999', unit: 'mt' }, in20)).toMatchObject({
      code: 'quantity-too-large',
    })
    expect(parseThousandths(' 12.5 ')).toBe(12_500n)
  })
})

describe('weight units', () => {
  it('converts with the exact pound', () => {
    expect(KG_PER_LB).toBe(0.45359237)
    expect(lbToKg(1)).toBe(0.45359237)
    expect(kgToLb(0.45359237)).toBe(1)
    expect(kgToLb(1000)).toBeCloseTo(2204.62262, 5)
    expect(mtToLb(1)).toBeCloseTo(2204.62262, 5)
    expect(kgToMt(26_730)).toBe(26.73)
    expect(weightFromKg(453.59237)).toEqual({ kg: 453.59237, mt: 0.45359237, lb: 1000 })
  })
})
