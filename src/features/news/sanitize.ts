import sanitizeHtml from 'sanitize-html'

/**
 * The allowlist for news HTML: structure and links only. No script, style, iframe, event
 * handler or javascript:/data: URL survives; external links open safely.
 */
export function sanitizeNewsHtml(
  html: string,
  { baseUrl }: { baseUrl?: string | null } = {},
): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'b',
      'i',
      'a',
      'blockquote',
      'br',
    ],
    // rel and target are only ever set by transformTags below, never taken from the input.
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => {
        const href = resolveHref(attribs.href ?? '', baseUrl)
        const external = /^https?:\/\//i.test(href)
        const safe: Record<string, string> = external
          ? { href, rel: 'noopener noreferrer nofollow', target: '_blank' }
          : { href }
        return { tagName, attribs: safe }
      },
    },
  })
}

/** Outside HTML: a relative link points at its source's site, not at ours. */
function resolveHref(href: string, baseUrl: string | null | undefined): string {
  const raw = href.trim()
  if (!baseUrl || !raw || /^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('#')) return href
  try {
    return new URL(raw, baseUrl).href
  } catch {
    return href
  }
}
