/**
 * Weight units. The pound is defined exactly as 0.45359237 kg (international yard and pound
 * agreement, 1959). Inside the planner weights are whole grams; these turn them into the
 * figures shown (formatting per locale is the UI's).
 */

export const KG_PER_LB = 0.45359237
/** 1 lb = 45,359,237 / 100,000 g: the exact ratio, for integer arithmetic. */
const GRAMS_PER_LB_NUMERATOR = 45_359_237n
const GRAMS_PER_LB_DENOMINATOR = 100_000n

export const kgToLb = (kg: number): number => kg / KG_PER_LB
export const lbToKg = (lb: number): number => lb * KG_PER_LB
export const kgToMt = (kg: number): number => kg / 1000
export const mtToKg = (mt: number): number => mt * 1000
export const lbToMt = (lb: number): number => kgToMt(lbToKg(lb))
export const mtToLb = (mt: number): number => kgToLb(mtToKg(mt))

/** A weight in the three units shown: metric tonnes, kilograms, pounds. */
export interface Weight {
  kg: number
  mt: number
  lb: number
}

/** Whole grams as a weight in mt, kg and lb. */
export function weightFromGrams(grams: number): Weight {
  return { kg: grams / 1000, mt: grams / 1_000_000, lb: grams / (KG_PER_LB * 1000) }
}

/** Kilograms as a weight in mt, kg and lb. */
export function weightFromKg(kg: number): Weight {
  return { kg, mt: kgToMt(kg), lb: kgToLb(kg) }
}

/** Thousandths of a pound as whole grams, rounded up (exact: BigInt). */
export function milliLbToGrams(milliLb: bigint): bigint {
  const denominator = GRAMS_PER_LB_DENOMINATOR * 1000n
  return (milliLb * GRAMS_PER_LB_NUMERATOR + denominator - 1n) / denominator
}
