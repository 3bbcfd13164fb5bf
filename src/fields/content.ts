import type { ArrayField, Field, GroupField, TextareaField, TextField } from 'payload'

type Opts = { required?: boolean; description?: string }

/** A localized one-line text. */
export const text = (name: string, opts: Opts = {}): TextField => ({
  name,
  type: 'text',
  localized: true,
  required: opts.required ?? true,
  admin: opts.description ? { description: opts.description } : undefined,
})

/** A localized paragraph (blank lines separate paragraphs). */
export const paragraph = (name: string, opts: Opts = {}): TextareaField => ({
  name,
  type: 'textarea',
  localized: true,
  required: opts.required ?? true,
  admin: { rows: 4, description: opts.description },
})

/** A list of rows with the given fields. */
export const list = (
  name: string,
  fields: Field[],
  rows?: { min?: number; max?: number },
): ArrayField => ({
  name,
  type: 'array',
  minRows: rows?.min,
  maxRows: rows?.max,
  fields,
})

/** A list of localized one-line texts (stored as { text }). */
export const textList = (name: string, rows?: { min?: number; max?: number }) =>
  list(name, [text('text')], rows)

/** Figures such as "25+" with a localized label. */
export const statList = (name: string, rows?: { min?: number; max?: number }) =>
  list(
    name,
    [
      {
        type: 'row',
        fields: [{ name: 'value', type: 'text', required: true, localized: true }, text('label')],
      },
    ],
    rows,
  )

export const group = (name: string, fields: Field[], label?: string): GroupField => ({
  name,
  label,
  type: 'group',
  fields,
})

/** A page hero: title, subtitle and badges. */
export const heroGroup = (badges?: { min?: number; max?: number }) =>
  group('hero', [text('title'), paragraph('subtitle'), textList('badges', badges)])
