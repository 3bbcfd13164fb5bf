/**
 * The shape of one language's translation of the company-page seed content.
 *
 * Each non-English locale has a file beside this one (`es.ts`, `fr.ts` …) exporting a
 * `CompanyTranslation`: the same structure as the English seed in `../content.ts`, with every
 * human-readable text translated and every non-text value (numbers, emoji flags, e-mail addresses,
 * phone numbers, map coordinates, ISO dates, booleans) copied unchanged. Arrays keep the English
 * order and length: row n of a translation is row n of the English list.
 */
import type { CategoryId } from '@/features/catalogue/constants'
import type { AboutContent, ContactContent, HomeContent, QualityContent } from '../content'

export type CategoryTranslation = { name: string; description: string }

export type CompanyTranslation = {
  /** Site settings → tagline. */
  tagline: string
  home: HomeContent
  about: AboutContent
  quality: QualityContent
  contact: ContactContent
  /** Category names and descriptions (src/seed/catalogue/categories.ts). */
  categories: Record<CategoryId, CategoryTranslation>
}
