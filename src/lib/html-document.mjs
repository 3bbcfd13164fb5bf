// The HTML the site writes by hand, outside React: the production server's error screen
// (server/error-screen.mjs), the language middleware's "not found" (src/proxy.ts) and every
// email (src/features/email/layout.ts). One escaping and one document shape for all of them.
// Plain JavaScript, so the server (Node, unbundled) and the app share it.

/** @type {Record<string, string>} */
const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * Text → HTML text or attribute value.
 * @param {string} value
 */
export function escapeHtml(value) {
  return value.replace(/[&<>"']/g, (c) => entities[c])
}

/**
 * The writing direction of a language, from the platform's locale data (Arabic: 'rtl'), so
 * that no list of right-to-left languages is kept beside src/i18n/locales.ts.
 * @param {string} locale
 * @returns {'ltr' | 'rtl'}
 */
export function textDirection(locale) {
  const l = /** @type {any} */ (new Intl.Locale(locale))
  return (l.getTextInfo?.() ?? l.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr'
}

/**
 * A whole HTML document in a language. `title` is text; `head` and `body` are HTML whose values
 * the caller has escaped.
 * @param {{ lang: string, dir?: 'ltr' | 'rtl', title?: string, viewport?: boolean,
 *   head?: string, bodyStyle?: string, body: string }} options
 */
export function htmlDocument({
  lang,
  dir = textDirection(lang),
  title,
  viewport = true,
  head = '',
  bodyStyle,
  body,
}) {
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8">` +
    (viewport ? '<meta name="viewport" content="width=device-width, initial-scale=1">' : '') +
    (title === undefined ? '' : `<title>${escapeHtml(title)}</title>`) +
    `${head}</head><body${bodyStyle ? ` style="${escapeHtml(bodyStyle)}"` : ''}>${body}</body></html>`
  )
}
