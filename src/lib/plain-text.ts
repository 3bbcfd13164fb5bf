import { richTextToPlain } from './rich-text'

/**
 * The visible text of a field for a description, on one line: a string as it is, a rich-text
 * value as its text (src/lib/rich-text.ts).
 */
export function plainText(value: unknown): string {
  return richTextToPlain(value).replace(/\s+/g, ' ').trim()
}
