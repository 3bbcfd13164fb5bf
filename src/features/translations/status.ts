import type { Payload } from 'payload'
import { defaultLocale, localeCodes, type Locale } from '@/i18n/locales'

/**
 * Which languages a product or post is translated into, for the staff's lists. A document read
 * with `locale: 'all'` holds each localized text as `{ en: …, ar: … }`, also inside lists (a
 * specification row's value). A language is complete when it has every text the English version
 * has, partial when it has some, missing when it has none.
 */
export type TranslationStatus = {
  complete: Locale[]
  partial: Locale[]
  missing: Locale[]
  /** Languages whose "Machine translated" box is ticked: no one has checked them yet. */
  machine: Locale[]
}

const others = localeCodes.filter((code) => code !== defaultLocale)
const codes = new Set<string>(localeCodes)

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A localized value: an object keyed by language codes only, English among them. */
export const isLocalized = (v: unknown): v is Record<string, unknown> =>
  isRecord(v) && defaultLocale in v && Object.keys(v).every((key) => codes.has(key))

/** Whether a text, or a rich text's paragraphs, hold anything. */
export function filled(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.some(filled)
  if (isRecord(value)) {
    if (typeof value.text === 'string') return value.text.trim() !== ''
    if (isRecord(value.root)) return filled(value.root)
    if (Array.isArray(value.children)) return filled(value.children)
    return false
  }
  return true
}

/** Every localized value in `value` that English fills. */
function englishTexts(value: unknown, found: Record<string, unknown>[] = []) {
  if (isLocalized(value)) {
    if (filled(value[defaultLocale])) found.push(value)
  } else if (Array.isArray(value)) {
    for (const item of value) englishTexts(item, found)
  } else if (isRecord(value)) {
    for (const item of Object.values(value)) englishTexts(item, found)
  }
  return found
}

/** The status of each language other than English, from the document's tracked fields. */
export function translationStatus(
  doc: Record<string, unknown>,
  fields: readonly string[],
): TranslationStatus {
  const texts = fields.flatMap((field) => englishTexts(doc[field]))
  const status: TranslationStatus = { complete: [], partial: [], missing: [], machine: [] }
  const flags = isRecord(doc.machineTranslated) ? doc.machineTranslated : {}
  for (const locale of others) {
    if (flags[locale] === true) status.machine.push(locale)
    const done = texts.filter((text) => filled(text[locale])).length
    if (texts.length > 0 && done === texts.length) status.complete.push(locale)
    else if (done > 0) status.partial.push(locale)
    else status.missing.push(locale)
  }
  return status
}

/**
 * The status of a product's or post's latest version (draft included), read in every language;
 * null for a collection without tracked texts or a document that is not there.
 */
export async function readTranslationStatus(
  payload: Payload,
  collectionSlug: string,
  id: number | string | null | undefined,
): Promise<TranslationStatus | null> {
  const collection = collectionSlug as keyof typeof trackedFields
  const fields = trackedFields[collection]
  if (!fields || id == null) return null
  const doc = await payload.findByID({
    collection,
    id,
    locale: 'all',
    draft: true,
    depth: 0,
    select: Object.fromEntries([...fields, 'machineTranslated'].map((f) => [f, true])),
    disableErrors: true,
  })
  return doc ? translationStatus(doc as unknown as Record<string, unknown>, fields) : null
}

/** The texts whose language the lists report: what a buyer reads on the page. */
export const trackedFields = {
  products: [
    'name',
    'variety',
    'description',
    'origin',
    'grade',
    'moisture',
    'moq',
    'leadTime',
    'port',
    'packSizes',
    'packs',
    'specifications',
    'varieties',
    'qualityParameters',
  ],
  posts: ['title', 'excerpt', 'content'],
} as const

/** The staff's one-line summary: "All 7", or what is missing and partly done. */
export function describeStatus({ complete, partial, missing, machine }: TranslationStatus): string {
  const upper = (list: Locale[]) => list.map((l) => l.toUpperCase()).join(' ')
  const unchecked = machine.length > 0 ? ` · Machine translated: ${upper(machine)}` : ''
  if (partial.length === 0 && missing.length === 0) return `All ${complete.length}${unchecked}`
  const parts: string[] = []
  if (complete.length > 0) parts.push(`Done: ${upper(complete)}`)
  if (partial.length > 0) parts.push(`Partly: ${upper(partial)}`)
  if (missing.length > 0) parts.push(`Missing: ${upper(missing)}`)
  return parts.join(' · ') + unchecked
}
