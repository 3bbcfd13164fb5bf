import { describe, expect, it } from 'vitest'
import { localeCodes } from '@/i18n/locales'
import { seedCategories } from '../../catalogue/categories'
import { about, contact, home, quality, siteSettings } from '../content'
import { translations } from '.'
import type { CompanyTranslation } from './types'

const english: CompanyTranslation = {
  tagline: siteSettings.tagline,
  home,
  about,
  quality,
  contact,
  categories: Object.fromEntries(
    seedCategories.map((c) => [c.slug, { name: c.name, description: c.description }]),
  ) as CompanyTranslation['categories'],
}

/** Every leaf of a seed tree by its path (lists by index). */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (tree !== null && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) {
        out.set(path, leaf)
      }
    }
  } else out.set(prefix, tree)
  return out
}

/** Fields that are contact details, codes or figures: the same in every language. */
const fixedField =
  /\.(email|phone|exportPhone|infoEmail|whatsapp|mapQuery|flag|validMonths|ongoing|countries|volumeMt|growthPercent)$/

/** Postal addresses may stay as the post office writes them. */
const postal = /\.address$/

/** Texts a translation may keep: proper names, standards, codes and figures. */
const mayStay = (value: string) =>
  // figures and short codes: "25+", "99.5%", "24/7", "MT"; placeholders such as "{countries}"
  !/\p{L}{3}/u.test(value.replace(/\{(countries|certificates)\}/g, '')) ||
  sameInEveryLanguage.has(value)

const sameInEveryLanguage = new Set<string>([
  'Bharat Agro Exports',
  'ISO 22000',
  'ISO 22000:2018',
  'BRC',
  'FSSAI',
  'APEDA',
  'HACCP',
  'BRCGS',
  'FSSC 22000',
  'Halal',
  'Kosher',
  'USDA Organic',
  'US FDA',
  'FDA',
  'Spices Board',
  'Spices Board CRES',
  'APEDA RCMC',
  'BRCGS Food Safety',
  // Words that are the same in French.
  'Europe',
  'Certifications',
  'BRC Global Standards',
  'Bacillus cereus (ISO 7932)',
  // People and places, which languages in Latin script keep as they are.
  'Vikram Sethi',
  'Dr. Meera Kulkarni',
  'Harpreet Singh Gill',
  'Vapi, Gujarat',
  'Sewri, Mumbai, Maharashtra',
])

const englishLeaves = leaves(english)

describe('company content translations', () => {
  for (const code of localeCodes.filter((c) => c !== 'en')) {
    describe(code, () => {
      const translation = translations[code as keyof typeof translations]

      it('exists', () => {
        expect(translation, `src/seed/company/i18n/${code}.ts`).toBeDefined()
      })

      it('has the English structure: the same fields and list lengths', () => {
        expect([...leaves(translation).keys()].sort()).toEqual([...englishLeaves.keys()].sort())
      })

      it('keeps contact details, codes and figures', () => {
        const own = leaves(translation)
        const changed = [...englishLeaves]
          .filter(([path, value]) => typeof value !== 'string' || fixedField.test(path))
          .filter(([path, value]) => own.get(path) !== value)
          .map(([path]) => path)
        expect(changed).toEqual([])
      })

      it('is translated, not copied', () => {
        const own = leaves(translation)
        const copied = [...englishLeaves]
          .filter(([path, value]) => typeof value === 'string' && !fixedField.test(path))
          .filter(([path, value]) => own.get(path) === value && !mayStay(value as string))
          .filter(([path]) => !postal.test(path))
          .map(([path, value]) => `${path}: ${value}`)
        expect(copied).toEqual([])
      })
    })
  }
})
