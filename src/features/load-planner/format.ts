/**
 * The planner's figures as text in a locale's own number formats (Intl): counts, weights in t,
 * kg and lb, fill percentages and container counts to one decimal. Shared by the product page,
 * the quote list and the quotation PDF so that the three print the same figure the same way.
 */
import type { Weight } from './units'

export interface PlannerNumbers {
  /** 1,512 */
  count: (n: number) => string
  /** Tonnes to 3 places at most: 37.8 */
  mt: (w: Weight) => string
  /** Whole kilograms: 37,800 */
  kg: (w: Weight) => string
  /** Whole pounds: 83,335 */
  lb: (w: Weight) => string
  /** A fraction as a percentage to one place: 94.3 % */
  percent: (fraction: number) => string
  /** Tenths of a container, always with one place: 16 → 1.6 */
  tenths: (tenths: number) => string
}

export function plannerNumbers(locale: string): PlannerNumbers {
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const tonnes = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  const oneDecimal = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  return {
    count: (n) => whole.format(n),
    mt: (w) => tonnes.format(w.mt),
    kg: (w) => whole.format(w.kg),
    lb: (w) => whole.format(w.lb),
    // Rounded down to 0.1 %: a load at 99.96 % of the payload must not read "100 %".
    percent: (f) => percent.format(Math.floor(f * 1000 + 1e-9) / 1000),
    tenths: (t) => oneDecimal.format(t / 10),
  }
}
