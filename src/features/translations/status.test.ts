import { describe, expect, it } from 'vitest'
import { describeStatus, trackedFields, translationStatus } from './status'

const rich = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
})
const emptyRich = { root: { type: 'root', children: [{ type: 'paragraph', children: [] }] } }

describe('translation status', () => {
  const fields = ['name', 'description', 'specifications', 'packSizes']

  it('counts a language complete only with every text English has, lists included', () => {
    const doc = {
      name: { en: 'Turmeric', ar: 'كركم', zh: '姜黄', de: 'Kurkuma' },
      description: { en: rich('Bright'), ar: rich('زاهٍ'), zh: emptyRich, de: rich('Hell') },
      specifications: [
        { key: { en: 'Curcumin', ar: 'الكركمين', de: 'Curcumin' }, value: { en: '5%', ar: '5%' } },
      ],
      packSizes: { en: ['25 kg bag'], ar: ['كيس 25 كغ'], de: ['25-kg-Sack'] },
    }
    const status = translationStatus(doc, fields)
    expect(status.complete).toEqual(['ar'])
    // German lacks the specification's value; Chinese has only its name.
    expect(status.partial.sort()).toEqual(['de', 'zh'])
    expect(status.missing.sort()).toEqual(['es', 'fr', 'ja', 'ru'])
    expect(describeStatus(status)).toBe('Done: AR · Partly: DE ZH · Missing: ES FR JA RU')
  })

  it('ignores what English leaves empty, and reads "All 7" when nothing is missing', () => {
    const all = { en: 'Cumin', es: 'Comino', fr: 'Cumin', de: 'Kreuzkümmel', zh: '孜然' }
    const doc = {
      name: { ...all, ja: 'クミン', ar: 'كمون', ru: 'Кумин' },
      description: { en: null, ar: rich('...') },
      specifications: [],
    }
    const status = translationStatus(doc, fields)
    expect(status.complete).toHaveLength(7)
    expect(describeStatus(status)).toBe('All 7')
  })

  it('reports every language missing when only English is written', () => {
    const status = translationStatus(
      { name: { en: 'Sesame' }, description: { en: rich('x') } },
      fields,
    )
    expect(status.complete).toEqual([])
    expect(status.missing).toHaveLength(7)
    expect(describeStatus(status)).toBe('Missing: ES FR DE ZH JA AR RU')
  })

  it('names the languages whose machine translation no one has checked yet', () => {
    const doc = {
      name: { en: 'Sesame', de: 'Sesam', fr: 'Sésame' },
      machineTranslated: { en: false, de: true, fr: false },
    }
    const status = translationStatus(doc, fields)
    expect(status.machine).toEqual(['de'])
    expect(describeStatus(status)).toBe(
      'Done: FR DE · Missing: ES ZH JA AR RU · Machine translated: DE',
    )
  })

  it('counts the name of each of a product’s packs among its texts', () => {
    const name = {
      en: 'Rice',
      es: 'Arroz',
      fr: 'Riz',
      de: 'Reis',
      zh: '大米',
      ja: '米',
      ar: 'أرز',
      ru: 'Рис',
    }
    const doc = {
      name,
      packs: [
        { id: 'a', kind: 'bag', netKg: 25, label: { en: '25 kg PP bag', de: '25-kg-PP-Sack' } },
      ],
    }
    const status = translationStatus(doc, trackedFields.products)
    expect(status.complete).toEqual(['de'])
    expect(describeStatus(status)).toBe('Done: DE · Partly: ES FR ZH JA AR RU')
  })
})
