import type { Locale } from '@/i18n/locales'
import { ar } from './ar'
import { de } from './de'
import { es } from './es'
import { fr } from './fr'
import { ja } from './ja'
import { ru } from './ru'
import { zh } from './zh'
import type { CompanyTranslation } from './types'

/** The company-page seed content in every language besides English. */
export const translations: Partial<Record<Exclude<Locale, 'en'>, CompanyTranslation>> = {
  ar,
  de,
  es,
  fr,
  ja,
  ru,
  zh,
}
