/**
 * The seed's pack data for the load planner (issue #30), derived from each product's English
 * pack sizes: one row per trade pack weight (a bag, a carton, a pail, a drum), one master carton
 * for retail packs (jars, pouches, cans, small cartons). Sizes are typical outer sizes of such
 * packs when filled (a bag as it lies in a stack); weights add the packing's own. Fresh
 * vegetables travel in reefers. Bulk in a container liner or a break-bulk ship is no pack.
 */
import type { SeedProduct } from './types'

export interface SeedPack {
  /** The index of the English pack size it comes from (its translation labels it). */
  source: number
  /** English label, e.g. "25 kg PP bag". */
  label: string
  /** Language-neutral detail added to a translated pack size: "10 kg", "20 × 1 kg". */
  detail?: string
  kind: 'bag' | 'carton'
  netKg: number
  grossKg: number
  lengthMm: number
  widthMm: number
  heightMm: number
  loading: 'floor' | 'palletised'
  perPallet?: number
  palletType?: 'eur' | 'standard'
  reefer: boolean
  keepUpright: boolean
}

type Size = [number, number, number]
/** [up to this net kg, size, packing weight kg]: the first that holds the weight wins. */
type Table = [number, Size, number][]

const pick = (table: Table, kg: number): { size: Size; tare: number } => {
  const [, size, tare] = table.find(([max]) => kg <= max) ?? table[table.length - 1]
  return { size, tare }
}

// Woven PP bags (and non-woven, paper, lined): flat, filled with a dense dry product.
const ppBags: Table = [
  [5, [450, 300, 80], 0.05],
  [10, [550, 350, 100], 0.07],
  [15, [600, 380, 110], 0.08],
  [20, [650, 400, 120], 0.09],
  [25, [700, 420, 130], 0.1],
  [40, [850, 500, 170], 0.14],
  [50, [950, 550, 190], 0.16],
]
const juteBags: Table = [
  [25, [700, 450, 150], 0.5],
  [40, [850, 520, 190], 0.75],
  [50, [950, 560, 210], 0.9],
]
const paperBags: Table = [[25, [720, 450, 140], 0.35]]
// Mesh bags of onions, potatoes, garlic: round produce, a looser stack.
const meshBags: Table = [
  [5, [500, 300, 130], 0.03],
  [10, [600, 380, 160], 0.05],
  [15, [650, 400, 190], 0.06],
  [20, [700, 450, 200], 0.08],
  [25, [750, 480, 220], 0.1],
  [50, [900, 550, 280], 0.15],
]
// Corrugated cartons of dry goods (powders, flakes, retail packs): filled close.
const dryCartons: Table = [
  [5, [300, 200, 180], 0.35],
  [10, [400, 300, 200], 0.6],
  [15, [450, 320, 220], 0.8],
  [20, [500, 330, 250], 1],
  [25, [500, 350, 300], 1.2],
]
// Ventilated cartons of fresh produce: loosely filled, with room for the cold air.
const cartons: Table = [
  [5, [400, 300, 160], 0.5],
  [8, [500, 300, 200], 0.7],
  [12, [500, 330, 250], 0.9],
  [15, [500, 350, 280], 1],
  [25, [550, 370, 370], 1.3],
]
// Round plastic pails and catering tubs, as the square each takes.
const pails: Table = [
  [5, [230, 230, 250], 0.4],
  [10, [270, 270, 320], 0.6],
  [15, [300, 300, 370], 0.8],
  [25, [330, 330, 420], 1],
  [50, [400, 400, 560], 1.8],
]

const round = (kg: number) => Math.round(kg * 1000) / 1000

/** "1,000 kg", "500 g", "1 MT", "370 ml", "4 lb" in the text, as kg. */
function weights(text: string): number[] {
  const out: number[] = []
  for (const m of text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(kg|g|ml|MT|lb)\b/g)) {
    const value = Number(m[1].replace(/,/g, ''))
    const kg = { kg: 1, g: 0.001, ml: 0.001, MT: 1000, lb: 0.45359237 }[m[2] as 'kg']
    out.push(round(value * kg))
  }
  return out
}

const plural: [RegExp, string][] = [
  [/\bpouches\b/, 'pouch'],
  [/\bbunches\b/, 'bunch'],
  [/\b(bag|carton|drum|pail|jar|can|tub|bottle|pack|crate|bale|bundle)s\b/, '$1'],
]
const singular = (text: string) => plural.reduce((s, [re, to]) => s.replace(re, to), text)

/** The text with its list of weights ("5 kg / 10 kg") replaced by one weight. */
const withWeight = (text: string, weight: string) =>
  text.replace(
    /\d[\d,.]*\s*(?:kg|g|ml|MT|lb)(?:\s*(?:\/|and|or)\s*\d[\d,.]*\s*(?:kg|g|ml|MT|lb))*/,
    weight,
  )

const kgText = (kg: number) => (kg < 1 ? `${Math.round(kg * 1000)} g` : `${kg} kg`)

/** Packs of a carton on a 1200 × 1000 pallet: the better turn per layer, loaded to 1.65 m. */
function perStandardPallet([l, w, h]: Size): number {
  const perLayer = Math.max(
    Math.floor(1200 / l) * Math.floor(1000 / w),
    Math.floor(1200 / w) * Math.floor(1000 / l),
  )
  return perLayer * Math.floor((1650 - 150) / h)
}

/** A master carton of retail packs: how many of a unit, and the carton's gross weight. */
function masterCarton(text: string, unitKg: number): { count: number; grossKg: number } {
  const glass = /glass|jar/i.test(text) && !/PET/.test(text)
  const tin = /\bcans?\b/i.test(text)
  const count =
    tin || glass
      ? unitKg >= 3
        ? 6
        : unitKg >= 0.8
          ? glass
            ? 6
            : 24
          : unitKg <= 0.2
            ? 24
            : 12
      : /PET/.test(text)
        ? unitKg >= 3
          ? 4
          : unitKg >= 1
            ? 6
            : 12
        : unitKg <= 0.1
          ? 100
          : unitKg <= 0.25
            ? 40
            : unitKg <= 0.5
              ? 24
              : unitKg <= 1
                ? 20
                : unitKg <= 2.5
                  ? 8
                  : 4
  const perUnit = glass ? 1.7 : tin ? 1.12 : 1.05
  return { count, grossKg: round(count * unitKg * perUnit + 0.6) }
}

const retailWords = /jar|pouch|\bcans?\b|bottle|consumer|bunch|\bpacks?\b|\btubs?\b|cartons?/i

/** The pack rows of one English pack size. */
function packsOf(text: string, source: number, reefer: boolean): SeedPack[] {
  if (/^bulk\b/i.test(text.trim()) || /break-bulk|container liner/i.test(text)) return []
  const found = [...new Set(weights(text))]
  if (found.length === 0) return []
  const base = { source, reefer, loading: 'floor' as const }
  const largest = Math.max(...found)
  const retail = /jar|\bcans?\b|bottle/i.test(text) || (largest < 4 && retailWords.test(text))
  if (retail && largest < 5) {
    const { count, grossKg } = masterCarton(text, largest)
    const size = pick(reefer ? cartons : dryCartons, grossKg).size
    const unit = kgText(largest)
    const palletised = count * largest >= 4
    return [
      {
        ...base,
        label: `Carton of ${count} × ${singular(withWeight(text, unit))}`,
        detail: `${count} × ${unit}`,
        kind: 'carton',
        netKg: round(count * largest),
        grossKg,
        lengthMm: size[0],
        widthMm: size[1],
        heightMm: size[2],
        keepUpright: true,
        ...(palletised
          ? {
              loading: 'palletised' as const,
              perPallet: perStandardPallet(size),
              palletType: 'standard' as const,
            }
          : {}),
      },
    ]
  }
  return found
    .filter((kg) => kg >= 3)
    .map((kg): SeedPack => {
      const weight = kg >= 1000 && /\bMT\b/.test(text) ? `${kg / 1000} MT` : `${kg} kg`
      const label = singular(withWeight(text, weight))
      const detail = found.length > 1 ? `${kg} kg` : undefined
      const row = { ...base, label, ...(detail ? { detail } : {}) }
      const sized = (table: Table, kind: 'bag' | 'carton', upright: boolean) => {
        const { size, tare } = pick(table, kg)
        return {
          ...row,
          kind,
          netKg: kg,
          grossKg: round(kg + tare),
          lengthMm: size[0],
          widthMm: size[1],
          heightMm: size[2],
          keepUpright: upright,
        }
      }
      if (/jumbo|big bag/i.test(text))
        return {
          ...sized(ppBags, 'bag', false),
          grossKg: round(kg + 3.5),
          lengthMm: 950,
          widthMm: 950,
          heightMm: 1150,
        }
      if (/bag-in-bin/i.test(text))
        return {
          ...sized(cartons, 'carton', true),
          grossKg: round(kg + 70),
          lengthMm: 1200,
          widthMm: 1000,
          heightMm: 1150,
        }
      if (/drum/i.test(text))
        return {
          ...sized(cartons, 'carton', true),
          grossKg: round(kg + 18),
          lengthMm: 585,
          widthMm: 585,
          heightMm: 900,
        }
      if (/pail|tub/i.test(text)) return sized(pails, 'carton', true)
      if (/crate/i.test(text))
        return {
          ...sized(cartons, 'carton', true),
          grossKg: round(kg + 2),
          lengthMm: 600,
          widthMm: 400,
          heightMm: 280,
        }
      if (/bag-in-box/i.test(text)) return sized(dryCartons, 'carton', true)
      if (/bale/i.test(text))
        return {
          ...sized(juteBags, 'bag', false),
          grossKg: round(kg + 1.5),
          lengthMm: 750,
          widthMm: 500,
          heightMm: 350,
        }
      if (/bundle/i.test(text))
        return {
          ...sized(ppBags, 'bag', false),
          grossKg: round(kg + 0.3),
          lengthMm: 1000,
          widthMm: 400,
          heightMm: 250,
        }
      if (/carton/i.test(text)) {
        const carton = sized(reefer ? cartons : dryCartons, 'carton', reefer)
        // Fresh produce in a reefer goes on pallets (the cold air flows under and between).
        return reefer
          ? {
              ...carton,
              loading: 'palletised',
              perPallet: perStandardPallet([carton.lengthMm, carton.widthMm, carton.heightMm]),
              palletType: 'standard',
            }
          : carton
      }
      if (/mesh/i.test(text)) return sized(meshBags, 'bag', false)
      if (/jute|gunny|hessian/i.test(text)) return sized(juteBags, 'bag', false)
      if (/paper/i.test(text)) return sized(paperBags, 'bag', false)
      const bag = sized(ppBags, 'bag', false)
      return /liner|lined|vacuum/i.test(text) ? { ...bag, grossKg: round(bag.grossKg + 0.05) } : bag
    })
}

/** The product's pack rows (a 25 kg PP bag when its pack sizes name none the planner can use). */
export function seedPacks(product: SeedProduct): SeedPack[] {
  const reefer = product.category === 'vegetables'
  const texts = product.packSizes ?? []
  const packs = texts.flatMap((text, i) => packsOf(text, i, reefer))
  return packs.length ? packs : packsOf('25 kg PP bags', -1, reefer)
}

/** The 25 kg PP bag given to a product whose pack sizes name none, as the seed's translations write it. */
const DEFAULT_PACK_LABELS: Record<string, string> = {
  ar: 'أكياس PP سعة 25 kg',
  de: '25-kg-PP-Säcke',
  es: 'Sacos de PP de 25 kg',
  fr: 'Sacs PP de 25 kg',
  ja: '25 kg PP袋',
  ru: 'Мешки ПП по 25 кг',
  zh: '25 kg PP 编织袋',
}

/** A pack's label in another language: its pack size as translated, with the detail. */
export function translatedPackLabel(
  pack: SeedPack,
  packSizes: string[] | undefined,
  locale: string,
) {
  if (pack.source < 0) return DEFAULT_PACK_LABELS[locale]
  const text = packSizes?.[pack.source]?.trim()
  if (!text) return undefined
  return pack.detail ? `${text} (${pack.detail})` : text
}

/** The rows as the products collection stores them (English labels). */
export function packRows(product: SeedProduct) {
  return seedPacks(product).map(({ source: _s, detail: _d, ...row }) => row)
}
