/**
 * The visible text of a field for a description: a string as it is, a rich-text value
 * (Lexical's `{ root: { children } }`) as its text nodes, paragraphs joined by a space.
 */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return ''
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { text, children } = node as { text?: unknown; children?: unknown }
    if (typeof text === 'string') parts.push(text)
    if (Array.isArray(children)) {
      for (const child of children) walk(child)
      parts.push(' ')
    }
  }
  walk((value as { root?: unknown }).root)
  return parts.join('').replace(/\s+/g, ' ').trim()
}
