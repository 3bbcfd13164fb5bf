/**
 * What the product page's load planner shows: the pack size, container and quantity the buyer
 * chose (from the planner form's query, sent to the result page; the product page itself shows
 * the first pack in a 20′), and the plan for them. Anything unknown in the query falls back to
 * the defaults; a quantity that cannot be read is kept to be shown with its message.
 */
import {
  containerById,
  containers,
  containersFor,
  defaultContainer,
  planLoad,
  type ContainerCountResult,
  type ContainerId,
  type PlannerPack,
  type PlanResult,
} from '@/features/load-planner'

export const planQuantityUnits = ['mt', 'kg', 'lb', 'packs'] as const
export type PlanQuantityUnit = (typeof planQuantityUnits)[number]

export interface PlanSelection {
  pack: PlannerPack
  containerId: ContainerId
  /** As typed ('' when none): shown back in the form. */
  quantity: string
  unit: PlanQuantityUnit
}

export interface PlanView extends PlanSelection {
  plan: PlanResult
  /** The quantity as containers; undefined when no quantity was given or there is no plan. */
  count?: ContainerCountResult
}

type Query = Record<string, string | string[] | undefined>

const one = (v: string | string[] | undefined): string =>
  (Array.isArray(v) ? v[0] : v)?.trim().slice(0, 40) ?? ''

/** The selection a query asks for, or null when the product has no pack data. */
export function planSelection(
  packs: readonly PlannerPack[],
  query: Query = {},
): PlanSelection | null {
  if (packs.length === 0) return null
  const pack = packs.find((p) => p.id === one(query.pack)) ?? packs[0]
  const containerId = containerById(one(query.container))?.id ?? defaultContainer(pack.spec)
  const unitText = one(query.unit)
  const unit = (planQuantityUnits as readonly string[]).includes(unitText)
    ? (unitText as PlanQuantityUnit)
    : 'mt'
  // Spaces a buyer may type as thousands separators ("24 000") are dropped.
  const quantity = one(query.q).replace(/[\s\u00a0\u202f]/g, '')
  return { pack, containerId, quantity, unit }
}

/** The plan of a selection, and its quantity as containers when one was given. */
export function planView(selection: PlanSelection): PlanView {
  const plan = planLoad(selection.pack.spec, containers[selection.containerId])
  const count =
    plan.ok && selection.quantity
      ? containersFor({ value: selection.quantity, unit: selection.unit }, plan)
      : undefined
  return { ...selection, plan, count }
}
