/**
 * A product's pack sizes as staff store them in the catalogue (the `packs` rows of a product)
 * turned into the planner's `PackSpec`. Stored rows come from the database, the admin form or a
 * buyer's browser (the quote list keeps them): every value is checked, a bad row is refused with
 * the field at fault, never thrown on.
 */
import { containerIds, containers, type ContainerId, type ContainerType } from './containers'
import { planLoad, type PackSpec, type PalletType } from './plan'
import { containersFor, type ContainerCount, type PlannerQuantityUnit } from './quantity'

/** One `packs` row as Payload stores it (every field may be missing or null). */
export interface StoredPackRow {
  id?: string | null
  label?: string | null
  kind?: string | null
  netKg?: number | null
  grossKg?: number | null
  lengthMm?: number | null
  widthMm?: number | null
  heightMm?: number | null
  loading?: string | null
  perPallet?: number | null
  palletType?: string | null
  reefer?: boolean | null
  keepUpright?: boolean | null
}

/** A pack size ready for the planner: its row id, its label in the page's language, its spec. */
export interface PlannerPack {
  id: string
  label: string
  spec: PackSpec
}

export type PackRowResult =
  { ok: true; spec: PackSpec } | { ok: false; field: keyof StoredPackRow; message: string }

const positive = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 1_000_000
const wholePositive = (v: unknown): v is number => positive(v) && Number.isInteger(v)

const refuse = (field: keyof StoredPackRow, message: string): PackRowResult => ({
  ok: false,
  field,
  message,
})

/**
 * A stored row as a PackSpec, or the first field at fault with a message for staff (English:
 * the admin is in English). Only shape is checked here; whether the pack fits a container is
 * the planner's answer.
 */
export function packSpecFromRow(row: StoredPackRow | null | undefined): PackRowResult {
  if (!row || typeof row !== 'object') return refuse('kind', 'The pack size is empty.')
  if (row.kind !== 'bag' && row.kind !== 'carton')
    return refuse('kind', 'Choose whether the pack is a bag or a carton.')
  if (!positive(row.netKg)) return refuse('netKg', 'Enter the net weight in kg, above 0.')
  if (!positive(row.grossKg)) return refuse('grossKg', 'Enter the gross weight in kg, above 0.')
  if (row.grossKg < row.netKg)
    return refuse(
      'grossKg',
      'The gross weight (goods and packing) cannot be less than the net weight.',
    )
  for (const field of ['lengthMm', 'widthMm', 'heightMm'] as const)
    if (!wholePositive(row[field]))
      return refuse(field, 'Enter the outer size in whole millimetres, above 0.')
  const loading = row.loading ?? 'floor'
  if (loading !== 'floor' && loading !== 'palletised')
    return refuse('loading', 'Choose floor-loaded or palletised.')
  const spec: PackSpec = {
    kind: row.kind,
    netKg: row.netKg,
    grossKg: row.grossKg,
    lengthMm: row.lengthMm as number,
    widthMm: row.widthMm as number,
    heightMm: row.heightMm as number,
    mode: loading,
    reefer: row.reefer === true,
    ...(row.kind === 'carton' && row.keepUpright === true ? { keepUpright: true } : {}),
  }
  if (loading === 'palletised') {
    if (!wholePositive(row.perPallet))
      return refuse('perPallet', 'Enter how many packs go on one pallet (a whole number).')
    if (row.palletType !== 'eur' && row.palletType !== 'standard')
      return refuse('palletType', 'Choose the pallet type.')
    spec.perPallet = row.perPallet
    spec.pallet = { type: row.palletType as PalletType }
  }
  return { ok: true, spec }
}

/**
 * The rows the planner can use, in the order staff gave them; bad or unlabelled rows are left
 * out (the admin refuses them on save; an old row or a hand-edited browser copy may still be).
 */
export function plannerPacks(rows: readonly StoredPackRow[] | null | undefined): PlannerPack[] {
  const out: PlannerPack[] = []
  // Anything but a list (the admin form gives an empty one as its row count) holds no packs.
  for (const [i, row] of (Array.isArray(rows) ? rows : []).entries()) {
    const result = packSpecFromRow(row)
    const label = typeof row?.label === 'string' ? row.label.trim() : ''
    if (!result.ok || !label) continue
    const id = typeof row.id === 'string' && row.id ? row.id : String(i)
    out.push({ id, label, spec: result.spec })
  }
  return out
}

/** The containers offered for a pack: the dry ones, and the reefers only when it needs one. */
export function offeredContainers(spec: PackSpec): ContainerId[] {
  return spec.reefer ? ['20rf', '40rf'] : containerIds.filter((id) => !id.endsWith('rf'))
}

/** The container a plan starts with: a 20' of the kind the pack needs. */
export function defaultContainer(spec: PackSpec): ContainerId {
  return spec.reefer ? '20rf' : '20dv'
}

/**
 * The pack a quotation or quote line means by its packing text: the pack of that label
 * (ignoring case and spaces), else the first of the kind its unit names (bags, cartons), else
 * the first pack. Undefined when the product has no pack data.
 */
export function packForLine(
  packs: readonly PlannerPack[],
  packing: string | null | undefined,
  unit?: string | null,
): PlannerPack | undefined {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase()
  const wanted = packing ? norm(packing) : ''
  const byLabel = wanted ? packs.find((p) => norm(p.label) === wanted) : undefined
  if (byLabel) return byLabel
  const kind = unit === 'bags' ? 'bag' : unit === 'cartons' ? 'carton' : undefined
  return (kind && packs.find((p) => p.spec.kind === kind)) || packs[0]
}

/** Quotation and quote units the planner reads a quantity in (`containers` is already one). */
const lineUnits: Partial<Record<string, PlannerQuantityUnit>> = {
  kg: 'kg',
  mt: 'mt',
  bags: 'packs',
  cartons: 'packs',
}

/**
 * A priced or quoted line's quantity as containers of its pack, in a 20′ (a 20′ reefer for a
 * pack that needs one): what "≈ 1.6 × 20' FCL" prints. Null when the product has no pack data,
 * the unit is not a weight or packs, or the quantity cannot be read.
 */
export function lineContainers(
  rows: readonly StoredPackRow[] | null | undefined,
  line: { packing?: string | null; unit: string; quantity?: string | null },
): { container: ContainerType; count: ContainerCount } | null {
  const unit = lineUnits[line.unit]
  const pack = packForLine(plannerPacks(rows), line.packing, line.unit)
  if (!unit || !pack || !line.quantity) return null
  const container = containers[defaultContainer(pack.spec)]
  const plan = planLoad(pack.spec, container)
  if (!plan.ok) return null
  const count = containersFor({ value: line.quantity, unit }, plan)
  return count.ok ? { container, count } : null
}
