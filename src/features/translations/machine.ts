import type { Payload } from 'payload'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { askForJson, type LlmConfig } from '@/lib/llm'
import { filled, isLocalized, trackedFields } from './status'

/**
 * Machine translation of what a product or post still lacks in each language, through the
 * OpenAI-compatible endpoint the blog writer uses (BLOG_LLM_URL; off when it is not set). Only
 * empty texts are filled: a text a person wrote in a language is never replaced. The result is
 * saved as a draft, with the language's "Machine translated" box ticked, so nothing reaches the
 * public site until staff have read it, unticked the box and published.
 */

export type Translatable = keyof typeof trackedFields

/** An English text to translate, and where its translation goes. */
type Slot = { english: string; put: (translation: string) => void }

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A rich text's English tree with every text node made a slot; the copy gets the translations. */
function richTextSlots(tree: unknown, slots: Slot[]): unknown {
  if (Array.isArray(tree)) return tree.map((node) => richTextSlots(node, slots))
  if (!isRecord(tree)) return tree
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(tree)) {
    copy[key] = key === 'children' || key === 'root' ? richTextSlots(value, slots) : value
  }
  if (tree.type === 'text' && typeof tree.text === 'string' && tree.text.trim()) {
    slots.push({ english: tree.text, put: (t) => (copy.text = t) })
  }
  return copy
}

/**
 * The value a field takes in `locale`: its own texts where it has them, slots where only English
 * has one, unchanged values where the field is the same in every language (a test method).
 */
function inLocale(value: unknown, locale: Locale, slots: Slot[]): unknown {
  if (isLocalized(value)) {
    const own = value[locale]
    const english = value[defaultLocale]
    if (filled(own) || !filled(english)) return own ?? null
    if (typeof english === 'string') {
      const holder = { text: english }
      slots.push({ english, put: (t) => (holder.text = t) })
      return holder
    }
    if (Array.isArray(english) && english.every((v) => typeof v === 'string')) {
      const holder = { list: [...english] as string[] }
      english.forEach((text, i) => slots.push({ english: text, put: (t) => (holder.list[i] = t) }))
      return holder
    }
    return { rich: richTextSlots(english, slots) }
  }
  if (Array.isArray(value)) return value.map((row) => inLocale(row, locale, slots))
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, key === 'id' ? v : inLocale(v, locale, slots)]),
    )
  }
  return value
}

/** The holders `inLocale` left, replaced by what they now hold. */
function settle(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(settle)
  if (!isRecord(value)) return value
  if ('text' in value && Object.keys(value).length === 1) return value.text
  if ('list' in value && Object.keys(value).length === 1) return value.list
  if ('rich' in value && Object.keys(value).length === 1) return value.rich
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, settle(v)]))
}

/** What a language lacks: the update that fills it, and the texts to translate for it. */
export function missingIn(
  doc: Record<string, unknown>,
  fields: readonly string[],
  locale: Locale,
): { slots: Slot[]; build: () => Record<string, unknown> } {
  const slots: Slot[] = []
  const shaped: Record<string, unknown> = {}
  for (const field of fields) {
    const before = slots.length
    const value = inLocale(doc[field], locale, slots)
    if (slots.length > before) shaped[field] = value
  }
  return { slots, build: () => settle(shaped) as Record<string, unknown> }
}

const SYSTEM = `You translate the catalogue and articles of an Indian agricultural exporter (spices, rice and grains, pulses, oil seeds, vegetables, processed foods) for professional importers.
Rules:
- Translate each text of the list from English into the language asked for, as a fluent professional writer of that language would write it for buyers.
- Keep figures, units, percentages, codes (HS codes, standards such as ISO 22000 or ASTA), test method names and brand names as they are. Keep Indian variety and place names, in the language's usual script where one exists.
- Keep the number and order of the texts; do not merge, split, add or drop any. Keep leading and trailing spaces of a text.
Answer with one JSON object and nothing else: {"texts": ["<translation of text 1>", "<translation of text 2>", …]}`

/** Translates `texts` into `locale`; throws unless every text comes back translated. */
export async function translateTexts(
  config: LlmConfig,
  texts: string[],
  locale: Locale,
): Promise<string[]> {
  const language = locales.find((l) => l.code === locale)?.label ?? locale
  const answer = await askForJson(
    config,
    [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: JSON.stringify({ language: `${language} (${locale})`, texts }) },
    ],
    0.2,
  )
  let parsed: { texts?: unknown }
  try {
    parsed = JSON.parse(answer)
  } catch {
    throw new Error('the translation is not the JSON object asked for')
  }
  const out = parsed.texts
  if (
    !Array.isArray(out) ||
    out.length !== texts.length ||
    !out.every((t) => typeof t === 'string' && t.trim() !== '')
  )
    throw new Error(`the translation does not give back the ${texts.length} texts sent`)
  return out as string[]
}

export type MachineResult = { locale: Locale; texts: number }[]

/**
 * Fills each other language's empty texts of one document by machine translation and saves them
 * as a draft, that language marked machine translated. Languages with nothing missing are left
 * alone; null when there is no such document. Throws LlmUnavailableError or Error when the
 * service fails; what was saved stays.
 */
export async function translateMissing(
  payload: Payload,
  collection: Translatable,
  id: number | string,
  config: LlmConfig,
  only?: Locale[],
): Promise<MachineResult | null> {
  const fields = trackedFields[collection]
  const doc = (await payload.findByID({
    collection,
    id,
    locale: 'all',
    draft: true,
    depth: 0,
    select: Object.fromEntries(fields.map((f) => [f, true])),
    disableErrors: true,
  })) as unknown as Record<string, unknown> | null
  if (!doc) return null
  const result: MachineResult = []
  for (const { code } of locales) {
    if (code === defaultLocale || (only && !only.includes(code))) continue
    const { slots, build } = missingIn(doc, fields, code)
    if (slots.length === 0) continue
    const translated = await translateTexts(
      config,
      slots.map((s) => s.english),
      code,
    )
    slots.forEach((slot, i) => slot.put(translated[i]))
    await payload.update({
      collection,
      id,
      locale: code,
      draft: true,
      depth: 0,
      data: { ...build(), machineTranslated: true },
    })
    result.push({ locale: code, texts: slots.length })
  }
  return result
}
