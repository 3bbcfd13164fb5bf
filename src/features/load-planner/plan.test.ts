import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  containers,
  containersFor,
  internalVolumeMm3,
  planAll,
  planLoad,
  type ContainerType,
  type PackSpec,
  type PalletType,
  type PlanOptions,
  type PlanResult,
} from './index'
import { ok, rice } from './test-packs'

// 10 kg cartons of chilli powder, 400 × 300 × 250 mm, 10.5 kg gross.
const spices: PackSpec = {
  kind: 'carton',
  netKg: 10,
  grossKg: 10.5,
  lengthMm: 400,
  widthMm: 300,
  heightMm: 250,
  mode: 'floor',
  reefer: false,
}

// 20 kg cartons of frozen okra, 400 × 300 × 200 mm, 21 kg gross, 48 to a EUR pallet, reefer.
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

describe('worked examples', () => {
  it('rice bags in a 20′: space decides', () => {
    // 20′ inside 5898 × 2352 × 2393 mm; bags lie flat, so two orientations:
    //   700 along: ⌊5898/700⌋ 8 × ⌊2352/420⌋ 5 × ⌊2393/130⌋ 18 = 720
    //   420 along: ⌊5898/420⌋ 14 × ⌊2352/700⌋ 3 × 18 = 756  ← best
    // Payload 30,480 − 2,230 = 28,250 kg: ⌊28,250,000 g / 25,100 g⌋ = 1,125 bags.
    // 756 < 1,125: 756 bags, net 18,900 kg, gross 756 × 25.1 = 18,975.6 kg.
    const plan = ok(planLoad(rice, containers['20dv']))
    expect(plan).toMatchObject({
      packs: 756,
      limitedBy: 'volume',
      byVolume: 756,
      byWeight: 1125,
      netKg: 18_900,
      grossKg: 18_975.6,
      payloadKg: 28_250,
      layout: { mode: 'floor', packMm: [420, 700, 130], counts: [14, 3, 18] },
    })
    // 756 × 38,220,000 mm³ ÷ (5898 × 2352 × 2393) mm³ = 0.870; 18,975.6 ÷ 28,250 = 0.672.
    expect(plan.volumeFill).toBeCloseTo(0.8704, 4)
    expect(plan.weightFill).toBeCloseTo(0.6717, 4)
    expect(plan.net.mt).toBe(18.9)
    expect(plan.net.lb).toBeCloseTo(41_667.37, 2) // 18,900 ÷ 0.45359237
  })

  it('the same rice bags in a 40′: the payload decides', () => {
    // 40′ inside 12032 × 2352 × 2393 mm:
    //   700 along: ⌊12032/700⌋ 17 × 5 × 18 = 1,530  ← best
    //   420 along: ⌊12032/420⌋ 28 × 3 × 18 = 1,512
    // Payload 30,480 − 3,750 = 26,730 kg: ⌊26,730,000 / 25,100⌋ = 1,064 bags < 1,530.
    // Gross 1,064 × 25.1 = 26,706.4 kg: 99.9 % of the payload.
    const plan = ok(planLoad(rice, containers['40dv']))
    expect(plan).toMatchObject({
      packs: 1064,
      limitedBy: 'weight',
      byVolume: 1530,
      byWeight: 1064,
      netKg: 26_600,
      grossKg: 26_706.4,
      layout: { counts: [17, 5, 18] },
    })
    expect(plan.weightFill).toBeCloseTo(0.99912, 5)
    // A 40′ carries less weight than a 20′ (same ISO maximum gross, heavier box): rice by
    // weight fits 1,125 bags in a 20′ and 1,064 in a 40′.
    expect(plan.byWeight).toBeLessThan(ok(planLoad(rice, containers['20dv'])).byWeight)
  })

  it('larger rice bags (900 × 500 × 150 mm) in a 20′ waste space on the grid', () => {
    // 900 along: 6 × 4 × 15 = 360; 500 along: 11 × 2 × 15 = 330. 360 bags = 9 t: the box grid
    // cannot squeeze bags, so staff should enter the size a bag takes in a stack.
    expect(
      ok(planLoad({ ...rice, lengthMm: 900, widthMm: 500, heightMm: 150 }, containers['20dv'])),
    ).toMatchObject({ packs: 360, limitedBy: 'volume' })
  })

  it('spice cartons in a 40′ high cube: space decides, all six orientations tried', () => {
    // 40′ HC inside 12032 × 2352 × 2698 mm; a carton may lie any way:
    //   400 × 300 × 250: 30 × 7 × 10 = 2,100     300 × 400 × 250: 40 × 5 × 10 = 2,000
    //   400 × 250 × 300: 30 × 9 ×  8 = 2,160 ←   250 × 400 × 300: 48 × 5 ×  8 = 1,920
    //   300 × 250 × 400: 40 × 9 ×  6 = 2,160     250 × 300 × 400: 48 × 7 ×  6 = 2,016
    // Payload 30,480 − 3,900 = 26,580 kg: ⌊26,580 / 10.5⌋ = 2,531 cartons.
    // Naive volume ÷ volume would claim ⌊76.35 m³ / 0.03 m³⌋ = 2,545: more than fit.
    const plan = ok(planLoad(spices, containers['40hc']))
    expect(plan).toMatchObject({
      packs: 2160,
      limitedBy: 'volume',
      byVolume: 2160,
      byWeight: 2531,
      netKg: 21_600,
      grossKg: 22_680,
      layout: { packMm: [400, 250, 300], counts: [30, 9, 8] },
    })
    expect(plan.volumeFill).toBeCloseTo(0.8487, 4) // 2,160 × 0.03 ÷ 76.35
    // Marked "this side up": only 2,100.
    expect(ok(planLoad({ ...spices, keepUpright: true }, containers['40hc'])).packs).toBe(2100)
  })

  it('frozen cartons on EUR pallets in a 40′ reefer', () => {
    // On a 1200 × 800 pallet, upright: 400 along 3 × 2 = 6, 300 along 4 × 2 = 8 per layer;
    // 48 ÷ 8 = 6 layers; loaded height 144 + 6 × 200 = 1,344 mm.
    // 40′ reefer: load line 2,424 mm, door 2,569 mm → ⌊2,424 / 1,344⌋ = 1 tier.
    // Floor 11583 × 2294: lengthwise ⌊11583/1200⌋ 9 × ⌊2294/800⌋ 2 = 18 pallets,
    // crosswise ⌊11583/800⌋ 14 × ⌊2294/1200⌋ 1 = 14. 18 × 48 = 864 cartons by space.
    // Pallet 48 × 21 + 25 = 1,033 kg; payload 30,480 − 4,480 = 26,000 kg: 25 full pallets
    // (25,825 kg) + (175 − 25) ÷ 21 = 7 cartons on a 26th = 1,207 cartons by weight.
    // 864: 18 pallets, net 17,280 kg, gross 864 × 21 + 18 × 25 = 18,594 kg.
    const plan = ok(planLoad(frozen, containers['40rf']))
    expect(plan).toMatchObject({
      packs: 864,
      limitedBy: 'volume',
      byVolume: 864,
      byWeight: 1207,
      pallets: 18,
      netKg: 17_280,
      grossKg: 18_594,
      layout: {
        mode: 'palletised',
        palletMm: [1200, 800],
        counts: [9, 2, 1],
        packsPerLayer: 8,
        layersPerPallet: 6,
        loadedHeightMm: 1344,
        palletGrossKg: 1033,
      },
    })
    // 20′ reefer 5444 × 2294: 4 × 2 = 8 pallets (crosswise 6 × 1) → 384 cartons.
    expect(ok(planLoad(frozen, containers['20rf']))).toMatchObject({ packs: 384, pallets: 8 })
  })

  it('a weight-limited load of pallets ends on a part pallet', () => {
    // 30 kg cartons 400 × 300 × 200 (30.5 kg gross), 48 per EUR pallet, in a 20′ dry with
    // 2 tiers (1,344 × 2 = 2,688 > 2,280 door: 1 tier) → 8 pallets = 384 by space.
    // Road limit 10,000 kg: pallet 48 × 30.5 + 25 = 1,489 kg; 6 full = 8,934 kg;
    // (1,066 − 25) ÷ 30.5 = 34 cartons on a 7th → 322 cartons, 7 pallets,
    // gross 322 × 30.5 + 7 × 25 = 9,996 kg.
    const heavy: PackSpec = { ...frozen, reefer: false, netKg: 30, grossKg: 30.5 }
    const plan = ok(planLoad(heavy, containers['20dv'], { payloadKg: 10_000 }))
    expect(plan).toMatchObject({
      packs: 322,
      limitedBy: 'weight',
      byVolume: 384,
      pallets: 7,
      grossKg: 9_996,
      payloadKg: 10_000,
    })
  })
})

describe('refusals, as codes', () => {
  it('refuses a reefer pack in a dry container', () => {
    for (const id of ['20dv', '40dv', '40hc'] as const)
      expect(planLoad(frozen, containers[id])).toEqual({
        ok: false,
        code: 'reefer-required',
        field: 'reefer',
      })
    // A dry pack may travel in a reefer.
    expect(planLoad(rice, containers['20rf']).ok).toBe(true)
    const each = planAll(frozen)
    expect(Object.keys(each)).toEqual(['20dv', '40dv', '40hc', '20rf', '40rf'])
    expect(each['40hc']).toMatchObject({ code: 'reefer-required' })
    expect(each['40rf']).toMatchObject({ ok: true, packs: 864 })
  })

  it('refuses impossible sizes and weights, naming the field', () => {
    const cases: [Partial<PackSpec>, string, string][] = [
      [{ lengthMm: 0 }, 'invalid-size', 'lengthMm'],
      [{ widthMm: -5 }, 'invalid-size', 'widthMm'],
      [{ heightMm: Number.NaN }, 'invalid-size', 'heightMm'],
      [{ heightMm: Infinity }, 'invalid-size', 'heightMm'],
      [{ netKg: 0 }, 'invalid-weight', 'netKg'],
      [{ grossKg: -1 }, 'invalid-weight', 'grossKg'],
      [{ netKg: 25, grossKg: 24.9 }, 'gross-below-net', 'grossKg'],
      [{ lengthMm: '700' as unknown as number }, 'invalid-size', 'lengthMm'],
      [{ kind: 'drum' as PackSpec['kind'] }, 'invalid-pack', 'kind'],
      [{ mode: undefined as unknown as PackSpec['mode'] }, 'invalid-pack', 'mode'],
    ]
    for (const [change, code, field] of cases)
      expect(planLoad({ ...rice, ...change }, containers['20dv'])).toEqual({
        ok: false,
        code,
        field,
      })
    expect(planLoad(rice, containers['20dv'], { payloadKg: 0 })).toMatchObject({
      code: 'invalid-payload',
    })
  })

  it('refuses packs that cannot go in at all', () => {
    const cube = { ...spices, lengthMm: 2500, widthMm: 2500, heightMm: 2500 }
    expect(planLoad(cube, containers['40hc'])).toEqual({ ok: false, code: 'pack-does-not-fit' })
    expect(planLoad({ ...spices, grossKg: 30_000 }, containers['20dv'])).toMatchObject({
      code: 'pack-too-heavy',
    })
  })

  it('refuses pallets that are wrong', () => {
    const dry = { ...frozen, reefer: false }
    const c = containers['40dv']
    expect(planLoad({ ...dry, perPallet: undefined }, c)).toMatchObject({
      code: 'invalid-per-pallet',
    })
    expect(planLoad({ ...dry, perPallet: 2.5 }, c)).toMatchObject({ code: 'invalid-per-pallet' })
    expect(planLoad({ ...dry, pallet: undefined }, c)).toMatchObject({ code: 'invalid-pallet' })
    const odd = { type: 'constructor' as PalletType }
    expect(planLoad({ ...dry, pallet: odd }, c)).toMatchObject({ code: 'invalid-pallet' })
    expect(planLoad({ ...dry, pallet: { type: 'eur', weightKg: 0 } }, c)).toMatchObject({
      code: 'invalid-pallet',
    })
    expect(planLoad({ ...dry, pallet: { type: 'eur', maxTiers: 0 } }, c)).toMatchObject({
      code: 'invalid-pallet',
    })
    // 1300 mm does not sit on a 1200 × 800 pallet without overhang.
    expect(planLoad({ ...dry, lengthMm: 1300 }, c)).toMatchObject({
      code: 'pack-larger-than-pallet',
    })
    // 96 per pallet: 12 layers × 200 + 144 = 2,544 mm, over the 2,280 mm door.
    expect(planLoad({ ...dry, perPallet: 96 }, c)).toMatchObject({ code: 'pallet-too-tall' })
    // The same pallet goes through a high cube's 2,585 mm door.
    expect(planLoad({ ...dry, perPallet: 96 }, containers['40hc']).ok).toBe(true)
  })

  it('caps tiers of pallets when asked', () => {
    // 24 per pallet: 3 layers, 744 mm; a 40′ takes 3 tiers (2,232 ≤ 2,280), or 2 when capped.
    const dry: PackSpec = { ...frozen, reefer: false, perPallet: 24 }
    expect(ok(planLoad(dry, containers['40dv'])).layout.counts).toEqual([10, 2, 3])
    const capped = { ...dry, pallet: { type: 'eur' as const, maxTiers: 2 } }
    expect(ok(planLoad(capped, containers['40dv'])).layout.counts).toEqual([10, 2, 2])
  })

  it('reads weights in kg without float drift', () => {
    const plan = ok(planLoad({ ...rice, netKg: 0.1 + 0.2, grossKg: 0.3 }, containers['20dv']))
    expect(plan.unit).toMatchObject({ netGrams: 300, grossGrams: 300 })
  })
})

// Properties -----------------------------------------------------------------------------------

const all = Object.values(containers)
const dryPairs: [ContainerType, ContainerType][] = [
  [containers['20dv'], containers['40dv']],
  [containers['40dv'], containers['40hc']],
  [containers['20dv'], containers['40hc']],
  [containers['20rf'], containers['40rf']],
]

const packArb: fc.Arbitrary<PackSpec> = fc
  .record({
    kind: fc.constantFrom('bag' as const, 'carton' as const),
    lengthMm: fc.integer({ min: 50, max: 1600 }),
    widthMm: fc.integer({ min: 50, max: 1600 }),
    heightMm: fc.integer({ min: 30, max: 1200 }),
    netGrams: fc.integer({ min: 100, max: 60_000 }),
    tareGrams: fc.integer({ min: 0, max: 5_000 }),
    palletised: fc.boolean(),
    perPallet: fc.integer({ min: 1, max: 80 }),
    palletType: fc.constantFrom('eur' as const, 'standard' as const),
    keepUpright: fc.boolean(),
  })
  .map((p) => ({
    kind: p.kind,
    lengthMm: p.lengthMm,
    widthMm: p.widthMm,
    heightMm: p.heightMm,
    netKg: p.netGrams / 1000,
    grossKg: (p.netGrams + p.tareGrams) / 1000,
    mode: p.palletised ? ('palletised' as const) : ('floor' as const),
    reefer: false,
    keepUpright: p.keepUpright,
    ...(p.palletised ? { perPallet: p.perPallet, pallet: { type: p.palletType } } : {}),
  }))

const packsOf = (r: PlanResult) => (r.ok ? r.packs : 0)
const runs = { numRuns: 300 }

describe('properties', () => {
  it('never more packs than the payload allows', () => {
    fc.assert(
      fc.property(packArb, fc.constantFrom(...all), (pack, c) => {
        const r = planLoad(pack, c)
        if (!r.ok) return
        const grams = r.packs * r.unit.grossGrams + (r.pallets ?? 0) * (r.unit.palletGrams ?? 0)
        expect(grams).toBeLessThanOrEqual(c.payloadKg * 1000)
        expect(Math.round(r.grossKg * 1000)).toBe(grams)
        expect(r.weightFill).toBeLessThanOrEqual(1)
        expect(r.packs).toBe(Math.min(r.byVolume, r.byWeight))
        // One more pack would break a limit: the weight limit is tight.
        if (r.limitedBy === 'weight') {
          const more = r.packs + 1
          const pallets = r.unit.perPallet ? Math.ceil(more / r.unit.perPallet) : 0
          const heavier = more * r.unit.grossGrams + pallets * (r.unit.palletGrams ?? 0)
          expect(heavier).toBeGreaterThan(c.payloadKg * 1000)
        }
      }),
      runs,
    )
  })

  it('never more packs than the space holds', () => {
    fc.assert(
      fc.property(packArb, fc.constantFrom(...all), (pack, c) => {
        const r = planLoad(pack, c)
        if (!r.ok) return
        expect(r.packs * r.unit.volumeMm3).toBeLessThanOrEqual(internalVolumeMm3(c))
        expect(r.volumeFill).toBeLessThanOrEqual(1)
        if (r.layout.mode === 'floor') {
          const [a, b, h] = r.layout.packMm
          const [na, nb, nh] = r.layout.counts
          expect(na * a).toBeLessThanOrEqual(c.internal.lengthMm)
          expect(nb * b).toBeLessThanOrEqual(c.internal.widthMm)
          expect(nh * h).toBeLessThanOrEqual(c.loadHeightMm)
        } else {
          const [a, b] = r.layout.palletMm
          const [na, nb, tiers] = r.layout.counts
          expect(na * a).toBeLessThanOrEqual(c.internal.lengthMm)
          expect(nb * b).toBeLessThanOrEqual(c.internal.widthMm)
          expect(tiers * r.layout.loadedHeightMm).toBeLessThanOrEqual(
            Math.min(c.loadHeightMm, c.door.heightMm),
          )
          expect(r.pallets! * r.unit.perPallet!).toBeGreaterThanOrEqual(r.packs)
        }
      }),
      runs,
    )
  })

  it('a bigger container never holds fewer packs by space, nor at the same payload', () => {
    // By weight alone a 40′ can carry less than a 20′ (see the rice example), so the whole
    // count is compared at the same cargo limit.
    const sameLimit: PlanOptions = { payloadKg: 20_000 }
    fc.assert(
      fc.property(packArb, fc.constantFrom(...dryPairs), (pack, [small, big]) => {
        const s = planLoad(pack, small)
        const b = planLoad(pack, big)
        if (s.ok && b.ok) expect(b.byVolume).toBeGreaterThanOrEqual(s.byVolume)
        if (s.ok) expect(b.ok).toBe(true)
        expect(packsOf(planLoad(pack, big, sameLimit))).toBeGreaterThanOrEqual(
          packsOf(planLoad(pack, small, sameLimit)),
        )
      }),
      runs,
    )
  })

  it('swapping length and width never changes the count', () => {
    fc.assert(
      fc.property(packArb, fc.constantFrom(...all), (pack, c) => {
        const a = planLoad(pack, c)
        const b = planLoad({ ...pack, lengthMm: pack.widthMm, widthMm: pack.lengthMm }, c)
        expect(b.ok).toBe(a.ok)
        if (a.ok && b.ok) {
          expect([b.packs, b.byVolume, b.byWeight]).toEqual([a.packs, a.byVolume, a.byWeight])
        } else expect(b).toEqual(a)
      }),
      runs,
    )
  })

  it('containers needed always hold the quantity, and more quantity never needs fewer', () => {
    fc.assert(
      fc.property(
        packArb,
        fc.constantFrom(...all),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom('kg' as const, 'mt' as const, 'lb' as const, 'packs' as const),
        (pack, c, q, extra, unit) => {
          const plan = planLoad(pack, c)
          if (!plan.ok) return
          const value = unit === 'mt' || unit === 'lb' ? (q / 1000).toFixed(3) : String(q)
          const more =
            unit === 'mt' || unit === 'lb' ? ((q + extra) / 1000).toFixed(3) : String(q + extra)
          const n = containersFor({ value, unit }, plan)
          const m = containersFor({ value: more, unit }, plan)
          if (!n.ok || !m.ok) throw new Error('refused a valid quantity')
          expect(n.fullContainers * plan.packs).toBeGreaterThanOrEqual(n.packs)
          expect((n.fullContainers - 1) * plan.packs).toBeLessThan(n.packs)
          expect(n.containersTenths / 10).toBeGreaterThanOrEqual(n.containers)
          expect(n.packsToFill).toBe(n.fullContainers * plan.packs - n.packs)
          if (unit === 'packs') expect(n.packs).toBe(q)
          else expect(n.net.kg).toBeGreaterThanOrEqual(unit === 'kg' ? q / 1000 : 0)
          expect(m.packs).toBeGreaterThanOrEqual(n.packs)
          expect(m.fullContainers).toBeGreaterThanOrEqual(n.fullContainers)
        },
      ),
      runs,
    )
  })

  it('more containers never hold fewer packs', () => {
    fc.assert(
      fc.property(
        packArb,
        fc.constantFrom(...all),
        fc.integer({ min: 1, max: 50 }),
        (pack, c, k) => {
          const plan = planLoad(pack, c)
          if (!plan.ok) return
          const a = containersFor({ value: k, unit: 'containers' }, plan)
          const b = containersFor({ value: k + 1, unit: 'containers' }, plan)
          if (!a.ok || !b.ok) throw new Error('refused a valid quantity')
          expect(a).toMatchObject({ packs: k * plan.packs, fullContainers: k, whole: true })
          expect(b.packs).toBeGreaterThan(a.packs)
        },
      ),
      runs,
    )
  })
})
