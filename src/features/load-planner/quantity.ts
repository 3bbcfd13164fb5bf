/**
 * A buyer's quantity as containers: "1.6 × 20' FCL", and the full containers to round up to.
 * Values only; the UI formats them per locale. Counting on whole grams and packs (BigInt where a
 * product could pass 2^53).
 */
import type { LoadPlan } from './plan'
import { milliLbToGrams, weightFromGrams, type Weight } from './units'

/** Units a quantity may be given in (the quote list's kg, mt and containers, and more). */
export const plannerQuantityUnits = ['kg', 'mt', 'lb', 'packs', 'containers'] as const
export type PlannerQuantityUnit = (typeof plannerQuantityUnits)[number]

export interface Quantity {
  /** A non-negative decimal with up to 3 places: a number or its text ('12.5', not '12,5'). */
  value: number | string
  unit: PlannerQuantityUnit
}

export interface ContainerCount {
  ok: true
  /** Whole packs the quantity needs (a part pack rounds up). */
  packs: number
  /** Packs per container, from the plan. */
  perContainer: number
  /** packs ÷ perContainer, unrounded (1.6 for "1.6 × 20' FCL"). */
  containers: number
  /**
   * The same rounded up to one place, in tenths (16 means 1.6): up, so 1.02 containers never
   * shows as "1.0". Integer, so the UI prints it without float noise.
   */
  containersTenths: number
  /** Containers to book: rounded up. */
  fullContainers: number
  /** The quantity fills whole containers exactly: no hint needed. */
  whole: boolean
  /** Packs to add so the last container is full (0 when whole): the round-up hint. */
  packsToFill: number
  /** Net and gross weight of the quantity's packs (gross with pallets). */
  net: Weight
  gross: Weight
  /** Net weight of `fullContainers` full containers: what rounding up would order. */
  fullNet: Weight
  /** Pallets for the quantity, each container loaded on its own (palletised only). */
  pallets?: number
}

export type QuantityErrorCode = 'invalid-quantity' | 'quantity-too-large'
export type ContainerCountResult = ContainerCount | { ok: false; code: QuantityErrorCode }

/** At most this many packs in a quantity (far above any order; keeps totals below 2^53). */
const MAX_PACKS = 1_000_000_000

const decimalPattern = /^(\d{1,12})(?:\.(\d{0,3}))?$/

/** A non-negative decimal as thousandths, or null (sign, exponent, comma, 4+ places). */
export function parseThousandths(value: unknown): bigint | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null
    value = String(value)
    if (/e/i.test(value as string)) return null
  }
  if (typeof value !== 'string') return null
  const match = decimalPattern.exec(value.trim())
  if (!match) return null
  const [, whole, fraction = ''] = match
  return BigInt(whole + fraction.padEnd(3, '0'))
}

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b

/** Packs a quantity needs under a plan, or an error code. */
function packsFor(quantity: Quantity, plan: LoadPlan): bigint | QuantityErrorCode {
  const thousandths = parseThousandths(quantity.value)
  if (thousandths === null || thousandths === 0n) return 'invalid-quantity'
  const netGrams = BigInt(plan.unit.netGrams)
  switch (quantity.unit) {
    case 'kg': // thousandths of a kg are grams
      return ceilDiv(thousandths, netGrams)
    case 'mt': // thousandths of a tonne are kg
      return ceilDiv(thousandths * 1000n, netGrams)
    case 'lb':
      return ceilDiv(milliLbToGrams(thousandths), netGrams)
    case 'packs':
      return thousandths % 1000n === 0n ? thousandths / 1000n : 'invalid-quantity'
    case 'containers':
      return ceilDiv(thousandths * BigInt(plan.packs), 1000n)
    default:
      return 'invalid-quantity'
  }
}

/** Pallets for `packs` when each container is loaded on its own. */
function palletsFor(packs: number, perContainer: number, perPallet: number): number {
  const full = Math.floor(packs / perContainer)
  const rest = packs - full * perContainer
  return full * Math.ceil(perContainer / perPallet) + Math.ceil(rest / perPallet)
}

/**
 * A quantity as containers of the plan's type: the decimal count, the full containers to book
 * and the packs that would fill the last one.
 */
export function containersFor(quantity: Quantity, plan: LoadPlan): ContainerCountResult {
  const needed = packsFor(quantity, plan)
  if (typeof needed === 'string') return { ok: false, code: needed }
  if (needed > BigInt(MAX_PACKS)) return { ok: false, code: 'quantity-too-large' }
  const packs = Number(needed)
  const perContainer = plan.packs
  const fullContainers = Number(ceilDiv(needed, BigInt(perContainer)))
  const { netGrams, grossGrams, perPallet, palletGrams } = plan.unit
  const pallets = perPallet ? palletsFor(packs, perContainer, perPallet) : undefined
  // Containers asked for in containers are shown as asked ("1.6"), not as the whole packs they
  // round up to (1,210 packs of 756 would read "1.7").
  const asked = quantity.unit === 'containers' ? parseThousandths(quantity.value) : null
  return {
    ok: true,
    packs,
    perContainer,
    containers: asked === null ? packs / perContainer : Number(asked) / 1000,
    containersTenths: Number(
      asked === null ? ceilDiv(needed * 10n, BigInt(perContainer)) : ceilDiv(asked, 100n),
    ),
    fullContainers,
    whole: packs % perContainer === 0,
    packsToFill: fullContainers * perContainer - packs,
    net: weightFromGrams(packs * netGrams),
    gross: weightFromGrams(packs * grossGrams + (pallets ?? 0) * (palletGrams ?? 0)),
    fullNet: weightFromGrams(fullContainers * perContainer * netGrams),
    ...(pallets === undefined ? {} : { pallets }),
  }
}
