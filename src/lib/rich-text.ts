import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  convertLexicalToPlaintext,
  type PlaintextConverters,
} from '@payloadcms/richtext-lexical/plaintext'

/** A stored rich-text value (Payload's Lexical editor state). */
export type RichTextValue = SerializedEditorState

export function isRichText(value: unknown): value is RichTextValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    typeof (value as { root?: unknown }).root === 'object'
  )
}

const converters: PlaintextConverters = {
  // A quote is a block of its own, like a paragraph (Payload's converter runs it into its neighbours).
  quote: ({ node, nodesToPlaintext }) =>
    `\n\n${nodesToPlaintext({ nodes: node.children }).join('')}\n\n`,
  upload: '',
}

/**
 * The text of a rich-text value for meta descriptions, JSON-LD, search, PDFs and emails:
 * blocks separated by a blank line, list items and table rows by a line break.
 */
export function richTextToPlain(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (!isRichText(value)) return ''
  return convertLexicalToPlaintext({ converters, data: value })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The text on one line, cut at a word to at most `max` characters (with "…" when cut). */
export function richTextSummary(value: unknown, max: number): string {
  const text = richTextToPlain(value).replace(/\s+/g, ' ').trim()
  if (text.length <= max) return text
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}
