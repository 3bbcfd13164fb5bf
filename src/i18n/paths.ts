import { defaultLocale, type Locale } from './locales'

/** A site path in a language: English has no prefix (/about), the others do (/es/about). */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}
