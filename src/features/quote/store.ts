'use client'

import { useSyncExternalStore } from 'react'
import { limits, quantityUnits, type QuantityUnit } from '@/features/inquiries/client'
import type { PlannerPack } from '@/features/load-planner'
import { QUOTE_STORAGE_KEY } from '@/lib/inline-scripts.mjs'

/** One product in the buyer's quote list, kept in this browser until the request is sent. */
export type QuoteLine = {
  slug: string
  name: string
  packSizes: string[]
  quantity: string
  unit: QuantityUnit
  packSize: string
  /**
   * The product's pack sizes with the load planner's data, as the catalogue had them when the
   * product was added: the list shows the quantity as containers. Absent for older lines.
   */
  packs?: PlannerPack[]
}

/** A pack as the catalogue hands it over; its figures are checked by the planner when used. */
function isPack(v: unknown): v is PlannerPack {
  const p = v as PlannerPack
  return (
    !!p &&
    typeof p.id === 'string' &&
    typeof p.label === 'string' &&
    !!p.spec &&
    typeof p.spec === 'object'
  )
}

/** A line with its packs dropped when they are not the shape the catalogue writes. */
function withValidPacks(line: QuoteLine): QuoteLine {
  const { packs, ...rest } = line
  return Array.isArray(packs) && packs.length <= 12 && packs.every(isPack)
    ? { ...rest, packs }
    : rest
}

const EVENT = 'quote-list-change'

function isLine(v: unknown): v is QuoteLine {
  const l = v as QuoteLine
  return (
    !!l &&
    typeof l.slug === 'string' &&
    /^[a-z0-9-]{1,120}$/.test(l.slug) &&
    typeof l.name === 'string' &&
    Array.isArray(l.packSizes) &&
    l.packSizes.every((p) => typeof p === 'string') &&
    typeof l.quantity === 'string' &&
    (quantityUnits as readonly string[]).includes(l.unit) &&
    typeof l.packSize === 'string'
  )
}

let cache: { raw: string | null; lines: QuoteLine[] } = { raw: null, lines: [] }

/** The stored list; anything unreadable is dropped rather than breaking the page. */
export function readQuote(): QuoteLine[] {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(QUOTE_STORAGE_KEY)
  } catch {
    return cache.lines
  }
  if (raw === cache.raw) return cache.lines
  let lines: QuoteLine[] = []
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    lines = Array.isArray(parsed)
      ? parsed.filter(isLine).slice(0, limits.quoteItems).map(withValidPacks)
      : []
  } catch {
    lines = []
  }
  cache = { raw, lines }
  return lines
}

export function writeQuote(lines: QuoteLine[]): void {
  try {
    window.localStorage.setItem(
      QUOTE_STORAGE_KEY,
      JSON.stringify(lines.slice(0, limits.quoteItems)),
    )
  } catch {
    // Storage full or blocked: the list lives for this page only.
  }
  window.dispatchEvent(new Event(EVENT))
}

export function addToQuote(item: {
  slug: string
  name: string
  packSizes: string[]
  packs?: PlannerPack[]
}): void {
  const lines = readQuote()
  if (lines.some((l) => l.slug === item.slug)) return
  const { packs, ...rest } = item
  // With pack data, the packing chosen is one of its packs (the planner plans that one).
  const packSize = packs?.length ? packs[0].label : (item.packSizes[0] ?? '')
  writeQuote([
    ...lines,
    { ...rest, ...(packs?.length ? { packs } : {}), quantity: '1', unit: 'mt', packSize },
  ])
}

export function updateQuoteLine(slug: string, patch: Partial<QuoteLine>): void {
  writeQuote(readQuote().map((l) => (l.slug === slug ? { ...l, ...patch } : l)))
}

export function removeFromQuote(slug: string): void {
  writeQuote(readQuote().filter((l) => l.slug !== slug))
}

export function clearQuote(): void {
  writeQuote([])
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The quote list, live across components and tabs; null until the browser has read it. */
export function useQuoteList(): QuoteLine[] | null {
  return useSyncExternalStore(subscribe, readQuote, () => null)
}
