/** The interface languages: one list feeds next-intl routing and Payload localization. */
export const locales = [
  { code: 'en', label: 'English', flag: '🇬🇧', dir: 'ltr' },
  { code: 'es', label: 'Español', flag: '🇪🇸', dir: 'ltr' },
  { code: 'fr', label: 'Français', flag: '🇫🇷', dir: 'ltr' },
  { code: 'de', label: 'Deutsch', flag: '🇩🇪', dir: 'ltr' },
  { code: 'zh', label: '中文', flag: '🇨🇳', dir: 'ltr' },
  { code: 'ja', label: '日本語', flag: '🇯🇵', dir: 'ltr' },
  { code: 'ar', label: 'العربية', flag: '🇸🇦', dir: 'rtl' },
  { code: 'ru', label: 'Русский', flag: '🇷🇺', dir: 'ltr' },
] as const

export type Locale = (typeof locales)[number]['code']
export const localeCodes = locales.map((l) => l.code) as Locale[]
export const defaultLocale: Locale = 'en'

export function isLocale(value: string): value is Locale {
  return (localeCodes as string[]).includes(value)
}

export function localeDir(locale: Locale): 'ltr' | 'rtl' {
  return locales.find((l) => l.code === locale)?.dir ?? 'ltr'
}

/**
 * Attributes for content shown in English on a page of another language (a product, post or news
 * text not translated yet, which Payload falls back to English for): marked lang="en" so screen
 * readers and search engines read it right. `translated`: the text is in the page's language.
 */
export function englishContentAttrs(locale: Locale, translated = false): { lang?: 'en' } {
  return locale === defaultLocale || translated ? {} : { lang: 'en' }
}
