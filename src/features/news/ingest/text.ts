import { decodeHTML } from 'entities'
import sanitizeHtml from 'sanitize-html'

/** Plain text of untrusted HTML: tags (and script/style contents) dropped, entities decoded. */
export function htmlToText(html: string): string {
  // Block boundaries become spaces, so "<h2>Ports</h2><p>Freight" reads "Ports Freight".
  const spaced = html.replace(
    /<\/?(p|div|h[1-6]|li|ul|ol|br|tr|td|th|blockquote|section)\b[^>]*>/gi,
    ' $&',
  )
  const stripped = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
  // sanitize-html re-escapes; a second decode also resolves entities that were double-escaped
  // by feeds that escape HTML which already held entities (&amp;rsquo;).
  return decodeHTML(decodeHTML(stripped)).replace(/\s+/g, ' ').trim()
}

/** An absolute http(s) address, resolved against `base` when relative; otherwise null. */
export function absoluteHttpUrl(
  value: string | null | undefined,
  base?: string | null,
): string | null {
  const raw = (value ?? '').trim()
  if (!raw) return null
  try {
    const url = base ? new URL(raw, base) : new URL(raw)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

export function parseDate(value: string | null | undefined): Date | null {
  const raw = (value ?? '').trim()
  if (!raw) return null
  const time = Date.parse(raw)
  return Number.isFinite(time) ? new Date(time) : null
}
