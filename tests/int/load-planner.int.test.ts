/**
 * The load planner's data in the catalogue (issue #30): pack rows checked on save with messages
 * that say what to fix, and the proforma invoice's "≈ 1.6 × 20' FCL" under a priced line, in the
 * buyer's language, in the PDF with every glyph in its fonts.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Inquiry, Product, Quotation } from '@/payload-types'
import { riceRow } from '@/features/load-planner/test-packs'
import { paragraphs } from '../e2e/support/rich-text'
import { glyphCheck, pdfText } from '../helpers/pdf'
import { startTestPayload } from '../helpers/payload'

process.env.SITE_URL = 'https://www.bharat-agro.example'

let payload: Payload
let close: () => Promise<void>
let categoryId: number
let riceId: number
let plainId: number

type PackRow = NonNullable<Product['packs']>[number]

// The rice bag of test-packs.ts: 25 kg PP bags lying 700 × 420 × 130 mm, 25.1 kg gross,
// 756 to a 20′ (plan.test.ts).
const riceBag: PackRow = { ...riceRow }

const product = (slug: string, packs: PackRow[]) =>
  payload.create({
    collection: 'products',
    data: { slug, name: slug, category: categoryId, packs, _status: 'published' },
  })

/** The message Payload's validation gives for a product with these packs (or null: saved). */
async function refusal(packs: PackRow[]): Promise<string | null> {
  try {
    await product(`bad-${Math.random().toString(36).slice(2, 8)}`, packs)
    return null
  } catch (error) {
    const data = (error as { data?: { errors?: { message: string; path: string }[] } }).data
    return (data?.errors ?? []).map((e) => `${e.path}: ${e.message}`).join('; ') || String(error)
  }
}

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('load-planner'))
  const category = await payload.create({
    collection: 'categories',
    data: {
      slug: 'grains',
      name: 'Grains',
      description: paragraphs(['Rice and grains.']),
      displayCount: '2+',
      icon: 'wheat',
      order: 1,
      _status: 'published',
    },
  })
  categoryId = category.id
  riceId = (await product('rice', [riceBag])).id
  plainId = (await product('plain', [])).id
  // The pack's name in German, as staff translate it.
  const rice = await payload.findByID({ collection: 'products', id: riceId, depth: 0 })
  await payload.update({
    collection: 'products',
    id: riceId,
    locale: 'de',
    data: { name: 'Reis', packs: rice.packs!.map((p) => ({ ...p, label: '25-kg-PP-Sack' })) },
  })
}, 120_000)

afterAll(async () => {
  await close()
})

describe('pack rows in the catalogue', () => {
  it('are stored and read back as entered', async () => {
    const rice = await payload.findByID({ collection: 'products', id: riceId, depth: 0 })
    expect(rice.packs).toMatchObject([riceBag])
    const de = await payload.findByID({
      collection: 'products',
      id: riceId,
      depth: 0,
      locale: 'de',
    })
    expect(de.packs?.[0]?.label).toBe('25-kg-PP-Sack')
  })

  it('refuse a row that cannot be planned, saying which field and why', async () => {
    expect(await refusal([{ ...riceBag, grossKg: 24 }])).toMatch(
      /grossKg: The gross weight \(goods and packing\) cannot be less than the net weight/,
    )
    expect(await refusal([{ ...riceBag, widthMm: 420.5 }])).toMatch(
      /widthMm: Enter the outer size in whole millimetres/,
    )
    expect(await refusal([{ ...riceBag, loading: 'palletised' }])).toMatch(
      /perPallet: Enter how many packs go on one pallet/,
    )
    expect(await refusal([{ ...riceBag, loading: 'palletised', perPallet: 40 }])).toMatch(
      /palletType: Choose the pallet type/,
    )
    // 2,000 bags of 130 mm on one pallet: 200 layers, far above any container door.
    expect(
      await refusal([{ ...riceBag, loading: 'palletised', perPallet: 2000, palletType: 'eur' }]),
    ).toMatch(/heightMm: The loaded pallet would be taller than a container door/)
    // A 3 m long carton fits no container in any direction it may be turned.
    expect(
      await refusal([
        { ...riceBag, kind: 'carton', lengthMm: 13_000, widthMm: 3000, heightMm: 3000 },
      ]),
    ).toMatch(/heightMm: A pack this size fits into no container/)
    expect(await refusal([{ ...riceBag, label: '' }])).toMatch(/label/)
  })
})

describe('the proforma invoice', () => {
  const inquiry = { id: 42, name: 'Jane Miller', email: 'buyer@example.com' } as Inquiry
  const line = (over: Partial<NonNullable<Quotation['lines']>[number]>) => ({
    product: riceId,
    packSize: '25 kg PP bag',
    quantity: '30',
    unit: 'mt' as const,
    unitPrice: '800',
    amount: '24000.00',
    ...over,
  })
  const quotation = (lines: NonNullable<Quotation['lines']>) =>
    ({
      id: 1,
      number: 'PI-2026-0001',
      revision: 1,
      currency: 'USD',
      total: '24000.00',
      lines,
    }) as unknown as Quotation

  it('shows a weight or a count of packs as containers of the line’s pack', async () => {
    const { proformaData } = await import('@/features/quotations/proforma')
    const data = await proformaData(
      payload,
      quotation([
        // 30 t ÷ 25 kg = 1,200 bags; 1,200 / 756 = 1.59 → 1.6.
        line({}),
        // 378 bags: half a container.
        line({ unit: 'bags', quantity: '378', packSize: '' }),
        // Already in containers; a product without pack data: no second line.
        line({ unit: 'containers', quantity: '2' }),
        line({ product: plainId }),
      ]),
      inquiry,
      'en',
    )
    expect(data.lines.map((l) => l.description)).toEqual([
      "rice · 25 kg PP bag\n≈ 1.6 × 20' FCL",
      "rice\n≈ 0.5 × 20' FCL",
      'rice · 25 kg PP bag',
      'plain · 25 kg PP bag',
    ])
  })

  it('in the buyer’s language and number format, in the PDF', async () => {
    const [{ proformaData }, { renderProforma }] = await Promise.all([
      import('@/features/quotations/proforma'),
      import('@/features/documents'),
    ])
    const de = await proformaData(
      payload,
      quotation([line({ packSize: '25-kg-PP-Sack' })]),
      inquiry,
      'de',
    )
    expect(de.lines[0].description).toBe("Reis · 25-kg-PP-Sack\n≈ 1,6 × 20' FCL")
    for (const locale of ['en', 'ar'] as const) {
      const data = await proformaData(payload, quotation([line({})]), inquiry, locale)
      const pdf = await renderProforma(data)
      const text = (await pdfText(pdf)).replace(/[\s\u00a0\u202f]+/g, ' ')
      if (locale === 'en') expect(text).toContain("≈ 1.6 × 20' FCL")
      else expect(text).toContain('FCL')
      const glyphs = await glyphCheck(pdf)
      expect(glyphs.missing, locale).toEqual([])
    }
  }, 60_000)
})
