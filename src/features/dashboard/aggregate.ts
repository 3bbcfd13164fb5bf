/**
 * The team dashboard's arithmetic, as pure functions: weeks in UTC, countries as typed, products
 * and categories, conversion, the median first reply and quotations by expiry. queries.ts reads
 * the rows; this module counts them.
 */

const DAY = 24 * 60 * 60_000
export const WEEK = 7 * DAY
/** How many weeks the dashboard covers, this one included. */
export const WEEKS = 12
/** Ranked charts show this many bars, then "Other". */
export const TOP = 10

/** Monday 00:00 UTC of the week `at` falls in (weeks run Monday to Sunday, in UTC). */
export function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
  const sinceMonday = (day.getUTCDay() + 6) % 7
  return new Date(day.getTime() - sinceMonday * DAY)
}

/** The starts of the last `count` weeks, oldest first; the last is the week of `now`. */
export function lastWeeks(now: Date, count = WEEKS): Date[] {
  const current = weekStart(now).getTime()
  return Array.from({ length: count }, (_, i) => new Date(current - (count - 1 - i) * WEEK))
}

export type WeekCount = { start: Date; count: number }

/** How many of `dates` fall in each of the last `count` weeks; dates outside are left out. */
export function countByWeek(dates: Date[], now: Date, count = WEEKS): WeekCount[] {
  const weeks = lastWeeks(now, count).map((start) => ({ start, count: 0 }))
  const first = weeks[0].start.getTime()
  for (const date of dates) {
    const index = Math.floor((weekStart(date).getTime() - first) / WEEK)
    if (index >= 0 && index < weeks.length && date.getTime() <= now.getTime()) weeks[index].count++
  }
  return weeks
}

/** The middle value (the mean of the two middle ones, rounded, for an even count). */
export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2)
}

/** A country as the buyer typed it, with spaces tidied: "  united   Kingdom " → "united Kingdom". */
export function tidyCountry(raw: string | null | undefined): string | null {
  const tidy = (raw ?? '').replace(/\s+/gu, ' ').trim()
  return tidy || null
}

/** The key countries are grouped by: case and spacing do not matter. */
export function countryKey(raw: string | null | undefined): string | null {
  return tidyCountry(raw)?.toLocaleLowerCase('en') ?? null
}

export type Bar = { label: string; count: number }

export const NOT_GIVEN = 'Not given'

/**
 * Inquiries per country: spellings that differ only in case or spacing are one country, shown
 * as its most frequent capitalised spelling (on a tie, mixed case before capitals only, then
 * the first seen; "germany" alone shows as "Germany"). Inquiries without a country are "Not given". Ranked, the top ten and "Other".
 */
export function countByCountry(countries: (string | null | undefined)[], top = TOP): Bar[] {
  const groups = new Map<string, { count: number; spellings: Map<string, number> }>()
  for (const raw of countries) {
    const key = countryKey(raw) ?? ''
    const group = groups.get(key) ?? { count: 0, spellings: new Map<string, number>() }
    group.count++
    const spelling = tidyCountry(raw) ?? NOT_GIVEN
    group.spellings.set(spelling, (group.spellings.get(spelling) ?? 0) + 1)
    groups.set(key, group)
  }
  const bars = [...groups.values()].map(({ count, spellings }) => {
    // Buyers who capitalised wrote the name as it is shown; all lower case is a last resort.
    // On a tie "Germany" wins over "GERMANY" (capitals only is for short names like UAE).
    const weight = (spelling: string, n: number) =>
      spelling === spelling.toLowerCase()
        ? 0
        : n * 2 + (spelling === spelling.toUpperCase() ? 0 : 1)
    let label = ''
    let best = 0
    for (const [spelling, n] of spellings)
      if (weight(spelling, n) > best) [label, best] = [spelling, weight(spelling, n)]
    if (!label) label = [...spellings.keys()][0].replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase())
    return { label, count }
  })
  return rankWithOther(bars, top, 'Other countries')
}

/** Largest first (then by label), the first `top` and one "Other" bar for the rest, if any. */
export function rankWithOther(bars: Bar[], top: number, otherLabel: string): Bar[] {
  const ranked = [...bars].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
  if (ranked.length <= top) return ranked
  const rest = ranked.slice(top).reduce((sum, bar) => sum + bar.count, 0)
  return [...ranked.slice(0, top), { label: otherLabel, count: rest }]
}

/** The products an inquiry names: the product page it came from and its quote lines, once each. */
export function productsOf(row: {
  product?: string | null
  lineItems?: { product?: string | null }[] | null
}): string[] {
  const slugs = [row.product, ...(row.lineItems ?? []).map((line) => line.product)]
  return [...new Set(slugs.filter((slug): slug is string => Boolean(slug)))]
}

export const NOT_IN_CATALOGUE = 'Not in the catalogue'

/**
 * Inquiries per product and per product category. An inquiry counts once for each product it
 * names and once for each category those products belong to (a quote request for turmeric and
 * cumin counts for both products and once for Spices).
 */
export function countByProduct(
  inquiries: string[][],
  catalogue: Map<string, { name: string; category: string | null }>,
  top = TOP,
): { products: Bar[]; categories: Bar[] } {
  const products = new Map<string, number>()
  const categories = new Map<string, number>()
  for (const slugs of inquiries) {
    const seen = new Set<string>()
    for (const slug of slugs) {
      products.set(slug, (products.get(slug) ?? 0) + 1)
      const entry = catalogue.get(slug)
      seen.add(entry ? entry.category || 'No category' : NOT_IN_CATALOGUE)
    }
    for (const category of seen) categories.set(category, (categories.get(category) ?? 0) + 1)
  }
  const productBars = [...products].map(([slug, count]) => ({
    label: catalogue.get(slug)?.name || slug,
    count,
  }))
  const categoryBars = [...categories].map(([label, count]) => ({ label, count }))
  return {
    products: rankWithOther(productBars, top, 'Other products'),
    categories: rankWithOther(categoryBars, top, 'Other categories'),
  }
}

/** The inquiry lifecycle of issue #29. */
export type LifecycleStatus =
  'new' | 'in-review' | 'quoted' | 'accepted' | 'declined' | 'expired' | 'withdrawn' | 'spam'

export function lifecycleStatus(status: string | null | undefined): LifecycleStatus | null {
  return status ? (status as LifecycleStatus) : null
}

/** Statuses an inquiry only has once it was quoted. */
const quotedOrLater = new Set<LifecycleStatus>(['quoted', 'accepted', 'declined', 'expired'])

export type Conversion = { received: number; quoted: number; accepted: number }

/** Of the inquiries received (spam left out), how many were quoted and how many accepted. */
export function countConversion(statuses: (string | null | undefined)[]): Conversion {
  const result = { received: 0, quoted: 0, accepted: 0 }
  for (const raw of statuses) {
    const status = lifecycleStatus(raw)
    if (status === 'spam') continue
    result.received++
    if (status && quotedOrLater.has(status)) result.quoted++
    if (status === 'accepted') result.accepted++
  }
  return result
}

/** Open quotations by when their validity ends, in the dashboard's UTC weeks. */
export type ExpiryBuckets = {
  /** Validity over and no answer from the buyer. */
  expired: number
  /** Ends between now and Sunday night. */
  thisWeek: number
  nextWeek: number
  later: number
}

/**
 * Sorts quotations that await the buyer's answer by the end of their validity. A quotation
 * whose validity is over without an answer (marked Expired, or not yet) counts as expired.
 */
export function bucketByExpiry(
  quotations: { validUntil: Date; expired?: boolean }[],
  now: Date,
): ExpiryBuckets {
  const nextWeek = weekStart(now).getTime() + WEEK
  const buckets: ExpiryBuckets = { expired: 0, thisWeek: 0, nextWeek: 0, later: 0 }
  for (const { validUntil, expired } of quotations) {
    const end = validUntil.getTime()
    if (expired || end < now.getTime()) buckets.expired++
    else if (end < nextWeek) buckets.thisWeek++
    else if (end < nextWeek + WEEK) buckets.nextWeek++
    else buckets.later++
  }
  return buckets
}

/** Minutes as staff read them: "45 min", "3 h 20 min", "2 d 4 h". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${Math.max(0, Math.round(minutes))} min`
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const mins = Math.round(minutes % 60)
  if (days > 0) return hours ? `${days} d ${hours} h` : `${days} d`
  return mins ? `${hours} h ${mins} min` : `${hours} h`
}

const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')

/** "Sep" (in UTC, as the weeks are; three letters whatever the runtime's locale data). */
export function shortMonth(date: Date): string {
  return months[date.getUTCMonth()]
}

/** "8 Sep". */
export function dayMonth(date: Date): string {
  return `${date.getUTCDate()} ${shortMonth(date)}`
}
