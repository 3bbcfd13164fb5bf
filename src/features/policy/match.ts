import { CURRENT_MONTHS, HS_PREFIX } from './constants'

/**
 * Which policy updates affect which products, and which are current: pure functions over plain
 * values (unit-tested in match.test.ts), used by the pages, the emails and the proposals.
 */

export type UpdateScope = {
  id: number
  status?: string | null
  effectiveDate: string
  products?: (number | { id: number } | null)[] | null
  hsPrefixes?: string[] | null
  supersedes?: (number | { id: number } | null)[] | null
}

export type ProductKey = { id: number; hsCode?: string | null }

const ids = (list: UpdateScope['products']): number[] =>
  (list ?? [])
    .map((v) => (typeof v === 'number' ? v : v && typeof v.id === 'number' ? v.id : null))
    .filter((v): v is number => v !== null)

/** True when the update names the product, or the product's HS code starts with one of its prefixes. */
export function affects(update: UpdateScope, product: ProductKey): boolean {
  if (ids(update.products).includes(product.id)) return true
  const code = product.hsCode ?? ''
  return Boolean(
    code && (update.hsPrefixes ?? []).some((p) => HS_PREFIX.test(p) && code.startsWith(p)),
  )
}

/** The earliest effective date that is still current at `now`: CURRENT_MONTHS before it. */
export function currentSince(now: Date): Date {
  const since = new Date(now)
  since.setUTCMonth(since.getUTCMonth() - CURRENT_MONTHS)
  return since
}

/**
 * The updates to show for these products at `now`: published, effective no earlier than
 * CURRENT_MONTHS ago (or later: announced, not yet in force), not superseded by another
 * published update, affecting at least one of the products; each once, the latest effective
 * date first, at most `limit`.
 */
export function currentUpdates<U extends UpdateScope>(
  updates: U[],
  products: ProductKey[],
  now: Date,
  limit: number,
): U[] {
  const published = updates.filter((u) => u.status === 'published')
  const superseded = new Set(published.flatMap((u) => ids(u.supersedes)))
  const since = currentSince(now).getTime()
  const seen = new Set<number>()
  return published
    .filter((u) => {
      if (seen.has(u.id) || superseded.has(u.id)) return false
      if (new Date(u.effectiveDate).getTime() < since) return false
      if (!products.some((p) => affects(u, p))) return false
      seen.add(u.id)
      return true
    })
    .sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate))
    .slice(0, limit)
}

/** Words that make a news item about an export measure (whole words, any case). */
export const MEASURE_WORDS =
  /\b(?:bans?|banned|prohibition|prohibits?|prohibited|MEP|minimum export prices?|export dut(?:y|ies)|DGFT notifications?)\b/i

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Does `text` contain `phrase` as whole words (any case, any run of spaces between words)? */
export function mentions(text: string, phrase: string): boolean {
  const words = phrase.trim().split(/\s+/).filter(Boolean)
  if (!words.length) return false
  const pattern = words.map(escapeRegExp).join('\\s+')
  return new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'iu').test(text)
}

export type NamedProduct = ProductKey & { name: string }

/**
 * The products a news text proposes an update for: it speaks of an export measure and names
 * the product (its English name) or its HS code (8 digits, with or without dots); none when it
 * speaks of no measure.
 */
export function proposalProducts<P extends NamedProduct>(text: string, products: P[]): P[] {
  if (!MEASURE_WORDS.test(text)) return []
  return products.filter((p) => {
    if (p.name && p.name.trim().length >= 3 && mentions(text, p.name)) return true
    const code = p.hsCode ?? ''
    if (!/^\d{8}$/.test(code)) return false
    const dotted = `${code.slice(0, 4)}.${code.slice(4, 6)}.${code.slice(6)}`
    return mentions(text, code) || mentions(text, dotted)
  })
}
