import { defaultLocale, localeCodes, type Locale } from './locales'
import { localizedPath } from './paths'

/**
 * Canonical URL of a page in its own language plus reciprocal hreflang links to every
 * language and x-default (English). `query` is kept on each, e.g. "?page=2".
 */
export function pageAlternates(locale: Locale, path: string, query = '') {
  return {
    canonical: localizedPath(locale, path) + query,
    languages: {
      ...Object.fromEntries(localeCodes.map((code) => [code, localizedPath(code, path) + query])),
      'x-default': localizedPath(defaultLocale, path) + query,
    },
  }
}
