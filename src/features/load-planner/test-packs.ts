// Shared by the planner's tests (not part of its public entry).
import type { LoadPlan, PackSpec, PlanResult, StoredPackRow } from './index'

/** The plan, or the test fails naming the refusal. */
export function ok(result: PlanResult): LoadPlan {
  if (!result.ok) throw new Error(`No plan: ${result.code}`)
  return result
}

// 25 kg PP bags of rice, filled and lying flat 700 × 420 × 130 mm; the bag weighs 100 g. As
// staff store it: a row of a product's `packs`, without the id Payload gives.
export const riceRow = {
  label: '25 kg PP bag',
  kind: 'bag',
  netKg: 25,
  grossKg: 25.1,
  lengthMm: 700,
  widthMm: 420,
  heightMm: 130,
  loading: 'floor',
  reefer: false,
} as const satisfies StoredPackRow

// The same bag as the planner takes it.
const { label: _label, loading, ...riceSize } = riceRow
export const rice: PackSpec = { ...riceSize, mode: loading }
