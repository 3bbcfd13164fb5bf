/**
 * How many packs of a product go into a container (docs/decisions/023-load-planner.md): by space
 * (an orientation-aware grid, never volume ÷ volume) and by payload; the smaller wins. Pure: no
 * I/O, no floating point in the counting (sizes in whole mm, weights in whole grams).
 */
import {
  containerIds,
  containers,
  internalVolumeMm3,
  type ContainerId,
  type ContainerType,
} from './containers'
import { weightFromGrams, type Weight } from './units'

export type PackKind = 'bag' | 'carton'
export type LoadMode = 'floor' | 'palletised'
export type PalletType = 'eur' | 'standard'

/** Pallet footprints and typical empty weights and heights (overridable per product). */
export const pallets: Record<
  PalletType,
  { label: string; lengthMm: number; widthMm: number; heightMm: number; weightKg: number }
> = {
  // EPAL / EUR pallet (EN 13698-1): 1200 × 800 × 144 mm, about 25 kg.
  eur: {
    label: 'EUR pallet 1200 × 800',
    lengthMm: 1200,
    widthMm: 800,
    heightMm: 144,
    weightKg: 25,
  },
  // ISO 6780 1200 × 1000 ("industrial" / standard pallet); heights and weights vary, these are typical.
  standard: {
    label: 'Standard pallet 1200 × 1000',
    lengthMm: 1200,
    widthMm: 1000,
    heightMm: 150,
    weightKg: 30,
  },
}

export interface PalletSpec {
  type: PalletType
  /** Empty pallet height, mm (default: the type's typical height). */
  heightMm?: number
  /** Empty pallet weight, kg (default: the type's typical weight). */
  weightKg?: number
  /** At most this many loaded pallets on top of each other (default: as many as height allows). */
  maxTiers?: number
}

/** One pack size of a product as staff set it in the catalogue. */
export interface PackSpec {
  /** Bags lie flat (their height is the filled thickness); cartons may be turned. */
  kind: PackKind
  netKg: number
  grossKg: number
  /** Outer size as loaded, mm (for a bag: filled, as it lies in a stack). */
  lengthMm: number
  widthMm: number
  heightMm: number
  mode: LoadMode
  /** Needs a refrigerated container. */
  reefer: boolean
  /** A carton marked "this side up": only turned about the vertical axis. */
  keepUpright?: boolean
  /** Packs per pallet (palletised only). */
  perPallet?: number
  /** The pallet (palletised only). */
  pallet?: PalletSpec
}

export interface PlanOptions {
  /**
   * A lower cargo limit than the container's payload, kg: a carrier's or a road's weight limit
   * (trucks in many countries may not carry a 20' at its full ISO rating).
   */
  payloadKg?: number
}

/** Why no plan: codes the UI turns into texts; `field` names the pack input at fault. */
export const planErrorCodes = [
  'invalid-pack',
  'invalid-size',
  'invalid-weight',
  'gross-below-net',
  'invalid-per-pallet',
  'invalid-pallet',
  'invalid-payload',
  'reefer-required',
  'pack-does-not-fit',
  'pack-too-heavy',
  'pack-larger-than-pallet',
  'pallet-too-tall',
] as const
export type PlanErrorCode = (typeof planErrorCodes)[number]

export interface PlanError {
  ok: false
  code: PlanErrorCode
  field?: keyof PackSpec | 'payloadKg'
}

/** Floor-loaded: one orientation repeated along, across and up. */
export interface FloorLayout {
  mode: 'floor'
  /** The pack's size as placed: along the container's length, across, up (mm). */
  packMm: [number, number, number]
  /** Packs along the length, across the width, layers up. */
  counts: [number, number, number]
}

/** Palletised: pallets in one orientation on the floor, in tiers. */
export interface PalletLayout {
  mode: 'palletised'
  /** The pallet's size as placed: along the container's length, across (mm). */
  palletMm: [number, number]
  /** Pallets along the length, across the width, tiers up. */
  counts: [number, number, number]
  packsPerLayer: number
  layersPerPallet: number
  /** Loaded pallet height, mm (pallet + layers of packs). */
  loadedHeightMm: number
  /** Loaded pallet weight (full), kg. */
  palletGrossKg: number
}

export interface LoadPlan {
  ok: true
  containerId: ContainerId
  /** Packs in one container: min(byVolume, byWeight). */
  packs: number
  /** Which limit decides: 'volume' is space (floor, height, pallet places); a tie is 'weight'. */
  limitedBy: 'volume' | 'weight'
  /** Packs the space allows. */
  byVolume: number
  /** Packs the payload allows (pallets' own weight counted). */
  byWeight: number
  netKg: number
  /** Packs' gross weight plus the pallets'. */
  grossKg: number
  /** The cargo limit used, kg. */
  payloadKg: number
  net: Weight
  gross: Weight
  /** Packs' own volume ÷ internal volume (pallets not counted), 0..1. */
  volumeFill: number
  /** Gross ÷ payload, 0..1. */
  weightFill: number
  /** Pallets used (palletised only). */
  pallets?: number
  layout: FloorLayout | PalletLayout
  /** Per-pack figures in whole units, for quantities (`containersFor`). */
  unit: {
    netGrams: number
    grossGrams: number
    volumeMm3: number
    perPallet?: number
    palletGrams?: number
  }
}

export type PlanResult = LoadPlan | PlanError

/** Largest size or weight taken (mm or kg): keeps every product of integers below 2^53. */
const MAX_INPUT = 1_000_000

const fail = (code: PlanErrorCode, field?: PlanError['field']): PlanError =>
  field ? { ok: false, code, field } : { ok: false, code }

/**
 * A positive number as whole units of 1/scale, or null. Values within a millionth of a whole
 * unit are taken as that unit (25.1 kg is 25,100 g, not 25,100.000000000004); otherwise rounded
 * the safe way: up for sizes and gross weights, down for net weights.
 */
function toUnits(value: unknown, scale: number, direction: 'up' | 'down'): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_INPUT)
    return null
  const scaled = value * scale
  const nearest = Math.round(scaled)
  const units =
    Math.abs(scaled - nearest) < 1e-6
      ? nearest
      : direction === 'up'
        ? Math.ceil(scaled)
        : Math.floor(scaled)
  return units > 0 ? units : null
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_INPUT

type Box = [number, number, number]

/**
 * The orientations tried. A bag lies flat (its height is the filled thickness; stood on edge it
 * slumps and a stack of them is unstable), so only length and width swap; so for a carton
 * marked "this side up". Other cartons may be turned any of the 6 ways: the carton's strength
 * is the same on each face for the regular slotted cartons used for dry goods.
 */
function orientations(pack: Box, upright: boolean): Box[] {
  const [l, w, h] = pack
  if (upright)
    return [
      [l, w, h],
      [w, l, h],
    ]
  return [
    [l, w, h],
    [w, l, h],
    [l, h, w],
    [h, l, w],
    [w, h, l],
    [h, w, l],
  ]
}

/**
 * Packs of one orientation in a grid: along × across × up, each a floor division. The best
 * orientation wins; every orientation of a box is tried, so swapping length and width never
 * changes the count. No mixing of orientations within a load (a known, conservative limit).
 */
function bestGrid(
  space: Box,
  pack: Box,
  upright: boolean,
): { box: Box; counts: Box; total: number } {
  let best = { box: pack, counts: [0, 0, 0] as Box, total: 0 }
  for (const box of orientations(pack, upright)) {
    const counts = box.map((size, axis) => Math.floor(space[axis] / size)) as Box
    const total = counts[0] * counts[1] * counts[2]
    if (total > best.total) best = { box, counts, total }
  }
  return best
}

/** Packs the payload allows when every `perPallet` packs add a pallet's weight. */
function packsByWeight(
  payloadGrams: number,
  grossGrams: number,
  perPallet?: number,
  palletGrams?: number,
): number {
  if (!perPallet || palletGrams === undefined) return Math.floor(payloadGrams / grossGrams)
  const fullPallet = perPallet * grossGrams + palletGrams
  const full = Math.floor(payloadGrams / fullPallet)
  const rest = payloadGrams - full * fullPallet
  const partial = rest > palletGrams ? Math.floor((rest - palletGrams) / grossGrams) : 0
  return full * perPallet + Math.min(perPallet - 1, partial)
}

/**
 * The load plan of one pack size in one container, or the reason there is none (a code, never
 * a throw: staff and buyers are shown it).
 */
export function planLoad(
  pack: PackSpec,
  container: ContainerType,
  options: PlanOptions = {},
): PlanResult {
  // Packs come from stored catalogue data: check what TypeScript cannot.
  if (pack.kind !== 'bag' && pack.kind !== 'carton') return fail('invalid-pack', 'kind')
  if (pack.mode !== 'floor' && pack.mode !== 'palletised') return fail('invalid-pack', 'mode')
  const lengthMm = toUnits(pack.lengthMm, 1, 'up')
  if (lengthMm === null) return fail('invalid-size', 'lengthMm')
  const widthMm = toUnits(pack.widthMm, 1, 'up')
  if (widthMm === null) return fail('invalid-size', 'widthMm')
  const heightMm = toUnits(pack.heightMm, 1, 'up')
  if (heightMm === null) return fail('invalid-size', 'heightMm')
  const netGrams = toUnits(pack.netKg, 1000, 'down')
  if (netGrams === null) return fail('invalid-weight', 'netKg')
  const grossGrams = toUnits(pack.grossKg, 1000, 'up')
  if (grossGrams === null) return fail('invalid-weight', 'grossKg')
  // Compared in grams: 0.1 + 0.2 kg net in a 0.3 kg gross pack is not an error.
  if (grossGrams < netGrams) return fail('gross-below-net', 'grossKg')

  let payloadGrams = container.payloadKg * 1000
  if (options.payloadKg !== undefined) {
    const limit = toUnits(options.payloadKg, 1000, 'down')
    if (limit === null) return fail('invalid-payload', 'payloadKg')
    payloadGrams = Math.min(payloadGrams, limit)
  }

  if (pack.reefer === true && !container.reefer) return fail('reefer-required', 'reefer')

  const { lengthMm: L, widthMm: W } = container.internal
  const packBox: Box = [lengthMm, widthMm, heightMm]
  const upright = pack.kind === 'bag' || pack.keepUpright === true
  const volumeMm3 = lengthMm * widthMm * heightMm

  let byVolume: number
  let layout: FloorLayout | PalletLayout
  let perPallet: number | undefined
  let palletGrams: number | undefined

  if (pack.mode === 'palletised') {
    if (!isCount(pack.perPallet)) return fail('invalid-per-pallet', 'perPallet')
    perPallet = pack.perPallet
    const type =
      pack.pallet && Object.hasOwn(pallets, pack.pallet.type)
        ? pallets[pack.pallet.type]
        : undefined
    if (!pack.pallet || !type) return fail('invalid-pallet', 'pallet')
    const palletHeight =
      pack.pallet.heightMm === undefined ? type.heightMm : toUnits(pack.pallet.heightMm, 1, 'up')
    palletGrams =
      pack.pallet.weightKg === undefined
        ? type.weightKg * 1000
        : (toUnits(pack.pallet.weightKg, 1000, 'up') ?? undefined)
    const maxTiers = pack.pallet.maxTiers
    if (
      palletHeight === null ||
      palletGrams === undefined ||
      (maxTiers !== undefined && !isCount(maxTiers))
    )
      return fail('invalid-pallet', 'pallet')

    // Packs on a pallet stand upright (the usual pattern, stable under the stretch wrap) and
    // must not overhang it.
    const onPallet = bestGrid([type.lengthMm, type.widthMm, heightMm], packBox, true)
    const perLayer = onPallet.total
    if (perLayer === 0) return fail('pack-larger-than-pallet', 'pallet')
    const layersPerPallet = Math.ceil(perPallet / perLayer)
    const loadedHeightMm = palletHeight + layersPerPallet * heightMm
    // A stack of pallets goes in by forklift through the door, so it must pass the door too.
    const stackLimit = Math.min(container.loadHeightMm, container.door.heightMm)
    const tiers = Math.min(Math.floor(stackLimit / loadedHeightMm), maxTiers ?? Infinity)
    if (tiers === 0) return fail('pallet-too-tall', 'perPallet')

    // Both orientations of the pallet on the floor, each as a grid.
    const lengthwise: [number, number] = [type.lengthMm, type.widthMm]
    const crosswise: [number, number] = [type.widthMm, type.lengthMm]
    const place = (p: [number, number]) => Math.floor(L / p[0]) * Math.floor(W / p[1])
    const palletMm = place(crosswise) > place(lengthwise) ? crosswise : lengthwise
    const along = Math.floor(L / palletMm[0])
    const across = Math.floor(W / palletMm[1])
    byVolume = along * across * tiers * perPallet
    layout = {
      mode: 'palletised',
      palletMm,
      counts: [along, across, tiers],
      packsPerLayer: perLayer,
      layersPerPallet,
      loadedHeightMm,
      palletGrossKg: (perPallet * grossGrams + palletGrams) / 1000,
    }
  } else {
    const grid = bestGrid([L, W, container.loadHeightMm], packBox, upright)
    byVolume = grid.total
    layout = { mode: 'floor', packMm: grid.box, counts: grid.counts }
  }

  if (byVolume === 0) return fail('pack-does-not-fit')
  const byWeight = packsByWeight(payloadGrams, grossGrams, perPallet, palletGrams)
  if (byWeight === 0) return fail('pack-too-heavy', 'grossKg')

  const packs = Math.min(byVolume, byWeight)
  const palletCount = perPallet ? Math.ceil(packs / perPallet) : undefined
  const netTotal = packs * netGrams
  const grossTotal = packs * grossGrams + (palletCount ?? 0) * (palletGrams ?? 0)
  return {
    ok: true,
    containerId: container.id,
    packs,
    limitedBy: byWeight <= byVolume ? 'weight' : 'volume',
    byVolume,
    byWeight,
    netKg: netTotal / 1000,
    grossKg: grossTotal / 1000,
    payloadKg: payloadGrams / 1000,
    net: weightFromGrams(netTotal),
    gross: weightFromGrams(grossTotal),
    volumeFill: (packs * volumeMm3) / internalVolumeMm3(container),
    weightFill: grossTotal / payloadGrams,
    ...(palletCount === undefined ? {} : { pallets: palletCount }),
    layout,
    unit: { netGrams, grossGrams, volumeMm3, perPallet, palletGrams },
  }
}

/** The plan of one pack size in each of the five containers (a reefer pack: codes for the dry). */
export function planAll(
  pack: PackSpec,
  options: PlanOptions = {},
): Record<ContainerId, PlanResult> {
  return Object.fromEntries(
    containerIds.map((id) => [id, planLoad(pack, containers[id], options)]),
  ) as Record<ContainerId, PlanResult>
}
