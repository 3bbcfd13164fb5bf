import { isRichText } from '@/lib/rich-text'

type Plain = Record<string, unknown>

const isPlain = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date)

/**
 * `base` with every value that `over` gives laid on top: objects merge key by key, lists merge
 * row by row (row n of `over` onto row n of `base`, so the base rows keep their ids), anything
 * else (a rich text too) is replaced. Rows `over` lacks stay as in `base`; rows beyond `base` are added.
 */
export function overlay(base: unknown, over: unknown): unknown {
  if (over === undefined) return base
  // A rich text is one value: a translation replaces the English text whole.
  if (isRichText(over)) return over
  if (Array.isArray(base) && Array.isArray(over)) {
    const length = Math.max(base.length, over.length)
    return Array.from({ length }, (_, i) => overlay(base[i], over[i]))
  }
  if (isPlain(base) && isPlain(over)) {
    const out: Plain = { ...base }
    for (const [key, value] of Object.entries(over)) out[key] = overlay(base[key], value)
    return out
  }
  return over
}
