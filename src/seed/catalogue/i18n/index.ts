import type { Locale } from '@/i18n/locales'
import { ar } from './ar'
import { de } from './de'
import { es } from './es'
import { fr } from './fr'
import { ja } from './ja'
import { ru } from './ru'
import type { LocaleCatalogue } from './types'
import { zh } from './zh'

/** The catalogue and static posts in every language besides English. */
export const catalogueTranslations: Record<Exclude<Locale, 'en'>, LocaleCatalogue> = {
  ar,
  de,
  es,
  fr,
  ja,
  ru,
  zh,
}
