// Shared by the planner's tests (not part of its public entry).
import type { LoadPlan, PackSpec, PlanResult } from './index'

/** The plan, or the test fails naming the refusal. */
export function ok(result: PlanResult): LoadPlan {
  if (!result.ok) throw new Error(`No plan: ${result.code}`)
  return result
}

// 25 kg PP bags of rice, filled and lying flat 700 × 420 × 130 mm; the bag weighs 100 g.
export const rice: PackSpec = {
  kind: 'bag',
  netKg: 25,
  grossKg: 25.1,
  lengthMm: 700,
  widthMm: 420,
  heightMm: 130,
  mode: 'floor',
  reefer: false,
}
