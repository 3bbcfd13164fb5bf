import { describe, expect, it } from 'vitest'
import { plannerPacks } from '@/features/load-planner'
import { riceRow } from '@/features/load-planner/test-packs'
import { planSelection, planView } from './load-plan'

const packs = plannerPacks([
  { id: 'bag', ...riceRow },
  {
    id: 'okra',
    label: '5 kg ventilated carton',
    kind: 'carton',
    netKg: 5,
    grossKg: 5.5,
    lengthMm: 400,
    widthMm: 300,
    heightMm: 160,
    loading: 'floor',
    reefer: true,
    keepUpright: true,
  },
])

describe('the planner form’s query', () => {
  it('without a query: the first pack in its 20′, no quantity', () => {
    expect(planSelection(packs)).toMatchObject({
      pack: { id: 'bag' },
      containerId: '20dv',
      quantity: '',
      unit: 'mt',
    })
    expect(planSelection([])).toBeNull()
  })

  it('takes the pack, container, quantity and unit asked for', () => {
    expect(
      planSelection(packs, { pack: 'okra', container: '40rf', q: ' 24 000 ', unit: 'kg' }),
    ).toMatchObject({ pack: { id: 'okra' }, containerId: '40rf', quantity: '24000', unit: 'kg' })
  })

  it('falls back on anything unknown, and reads the first of repeated values', () => {
    expect(
      planSelection(packs, { pack: 'nope', container: '45ft', unit: 'gallons', q: ['3', '4'] }),
    ).toMatchObject({ pack: { id: 'bag' }, containerId: '20dv', unit: 'mt', quantity: '3' })
    // A reefer pack starts in a 20′ reefer.
    expect(planSelection(packs, { pack: 'okra' })?.containerId).toBe('20rf')
  })
})

describe('the plan shown', () => {
  it('plans the pack and shows the quantity as containers', () => {
    // 24 t ÷ 25 kg = 960 bags; 756 to a 20′ (see plan.test.ts): 960 ÷ 756 = 1.27 → 1.3, 2 to book.
    const view = planView(planSelection(packs, { q: '24', unit: 'mt' })!)
    expect(view.plan).toMatchObject({ ok: true, packs: 756, limitedBy: 'volume' })
    expect(view.count).toMatchObject({
      ok: true,
      packs: 960,
      containersTenths: 13,
      fullContainers: 2,
    })
  })

  it('keeps a quantity it cannot read, with its error code', () => {
    expect(planView(planSelection(packs, { q: '12,5' })!).count).toEqual({
      ok: false,
      code: 'invalid-quantity',
    })
    expect(planView(planSelection(packs, { q: '2.5', unit: 'packs' })!).count).toEqual({
      ok: false,
      code: 'invalid-quantity',
    })
  })

  it('refuses a reefer pack in a dry box with the planner’s code', () => {
    const view = planView(planSelection(packs, { pack: 'okra', container: '20dv' })!)
    expect(view.plan).toMatchObject({ ok: false, code: 'reefer-required' })
    expect(view.count).toBeUndefined()
  })
})
