/**
 * Decimal-safe money (docs/decisions/021-money.md): amounts are decimal strings ('12345.50'),
 * computed on integers (BigInt) scaled by a power of ten, never on floating-point numbers.
 */
import { formatMoney as formatDocumentMoney, type Currency } from '@/features/documents'
import type { Locale } from '@/i18n/locales'

/** Places kept of a quantity and of a unit price; line amounts and totals have 2. */
export const QUANTITY_PLACES = 3
export const PRICE_PLACES = 4
export const AMOUNT_PLACES = 2
/** At most this many digits before the point in any value staff type. */
export const MAX_INTEGER_DIGITS = 12

const decimalPattern = (places: number, digits: number) =>
  new RegExp(`^(\\d{1,${digits}})(?:\\.(\\d{0,${places}}))?$`)

/**
 * A non-negative decimal as BigInt units of 10^-places, or null when it is not one (more
 * places, more than `digits` digits before the point, a sign, an exponent, a comma).
 */
export function parseDecimal(
  value: unknown,
  places: number,
  digits = MAX_INTEGER_DIGITS,
): bigint | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null
    // The shortest text that reads back as the same number (0.1 → '0.1').
    value = String(value)
    if (/e/i.test(value as string)) return null
  }
  if (typeof value !== 'string') return null
  const match = decimalPattern(places, digits).exec(value.trim())
  if (!match) return null
  const [, whole, fraction = ''] = match
  return BigInt(whole + fraction.padEnd(places, '0'))
}

/** Units of 10^-places as a decimal string with exactly `places` places. */
export function formatDecimal(units: bigint, places: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0')
  const text = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits
  return negative ? `-${text}` : text
}

/** Divides by 10^drop, rounding half away from zero (half-up for the amounts here). */
function roundDrop(units: bigint, drop: number): bigint {
  if (drop <= 0) return units * 10n ** BigInt(-drop)
  const divisor = 10n ** BigInt(drop)
  const negative = units < 0n
  const abs = negative ? -units : units
  let quotient = abs / divisor
  if ((abs % divisor) * 2n >= divisor) quotient += 1n
  return negative ? -quotient : quotient
}

/**
 * A line's amount: quantity × unit price, rounded to 2 places half-up. Null when either is not
 * a valid decimal.
 */
export function lineAmount(quantity: unknown, unitPrice: unknown): string | null {
  const q = parseDecimal(quantity, QUANTITY_PLACES)
  const p = parseDecimal(unitPrice, PRICE_PLACES)
  if (q === null || p === null) return null
  return formatDecimal(roundDrop(q * p, QUANTITY_PLACES + PRICE_PLACES - AMOUNT_PLACES), 2)
}

/** The sum of amounts (each already rounded to 2 places). */
export function sumAmounts(amounts: readonly string[]): string {
  let total = 0n
  for (const amount of amounts) {
    // Computed amounts may run past what anyone types (a quantity × a price).
    const units = parseDecimal(amount, AMOUNT_PLACES, 40)
    if (units === null) throw new Error(`Not an amount: ${amount}`)
    total += units
  }
  return formatDecimal(total, AMOUNT_PLACES)
}

/** A unit price as stored: the typed decimal with at least 2 places ('12.5' → '12.50'). */
export function normalizePrice(value: unknown): string | null {
  const units = parseDecimal(value, PRICE_PLACES)
  if (units === null) return null
  return formatDecimal(units, PRICE_PLACES).replace(/(\.\d{2}\d*?)0+$/, '$1')
}

/** A quantity as stored: the typed decimal without trailing zeros ('2.500' → '2.5'). */
export function normalizeQuantity(value: unknown): string | null {
  const units = parseDecimal(value, QUANTITY_PLACES)
  if (units === null) return null
  return formatDecimal(units, QUANTITY_PLACES).replace(/\.?0+$/, '')
}

/** Is the decimal string greater than zero? */
export function isPositive(value: unknown, places = PRICE_PLACES): boolean {
  const units = parseDecimal(value, places)
  return units !== null && units > 0n
}

/**
 * An amount in the reader's language and the currency's own notation: '12345.50' in USD reads
 * "$12,345.50" in English, "12.345,50 $" in German (the documents' formatter, with Intl's bidi
 * marks kept for HTML and email text). Never through a floating-point number.
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  return formatDocumentMoney(locale as Locale, currency as Currency, amount, { bidiMarks: true })
}
