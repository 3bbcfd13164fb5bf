import { defaultLocale, localeCodes, type Locale } from './locales'
import { localizedPath } from './paths'

/**
 * Canonical URL of a page in its own language plus reciprocal hreflang links to every
 * language and x-default (English). Every public page has its own path (no query string).
 */
export function pageAlternates(locale: Locale, path: string) {
  return {
    canonical: localizedPath(locale, path),
    languages: {
      ...Object.fromEntries(localeCodes.map((code) => [code, localizedPath(code, path)])),
      'x-default': localizedPath(defaultLocale, path),
    },
  }
}
