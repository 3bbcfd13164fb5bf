import fs from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { localeCodes } from './locales'

type Tree = { [key: string]: string | Tree }

const load = (code: string): Tree =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../messages', `${code}.json`), 'utf8'))

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((out, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k
    return typeof v === 'string' ? { ...out, [key]: v } : { ...out, ...flatten(v, key) }
  }, {})
}

/** Values that are the same in every language: codes, numbers and proper names. */
const sameAsEnglish = new Set([
  'notFound.code',
  'category.moreCertifications',
  'product.containerValue',
  'product.incotermsValue',
  'product.moq',
  'product.incoterms',
  'contact.whatsapp',
  'header.blog',
  'header.contact',
  'footer.contact',
  'category.pageN',
  'product.certifications',
  'category.certificationsLabel',
  'quality.tabCertifications',
  'home.regionVolumeLabel',
  'product.parameter',
  'newsCategories.innovation',
  'inquiry.quote.units.kg',
  'inquiry.quote.units.mt',
  'newsletter.emailPlaceholder',
  'newsletter.result.metaTitle',
  'documents.pdf',
  'documents.pageN',
  'documents.fileSize',
  'documents.status',
  'documents.website',
  'proforma.labelled',
  // Quotations: units and words that read the same in several languages.
  'quotation.total',
  'quotation.units.kg',
  'quotation.units.cartons',
  // Load planner: units, container sizes and figures written alike in several languages.
  'loadPlanner.container',
  'loadPlanner.units.kg',
  'loadPlanner.units.lb',
  'loadPlanner.weight',
  'loadPlanner.asContainers',
  'loadPlanner.containers.20dv',
  'loadPlanner.containers.40dv',
  'loadPlanner.containers.40hc',
])

const english = flatten(load('en'))

describe('interface messages', () => {
  for (const code of localeCodes.filter((c) => c !== 'en')) {
    describe(code, () => {
      const messages = flatten(load(code))

      it('has exactly the English key set', () => {
        expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort())
      })

      it('is translated, not copied', () => {
        const copied = Object.keys(english).filter(
          (k) => messages[k] === english[k] && !sameAsEnglish.has(k),
        )
        expect(copied).toEqual([])
      })

      it('every message is valid ICU and formats with sample values', () => {
        const sample = {
          company: 'Bharat Agro Exports',
          hours: 48,
          url: 'https://example.com/reset',
          email: 'buyer@example.com',
          count: 3,
          name: 'Cumin',
          from: 1,
          to: 12,
          total: 25,
          q: 'rice',
          year: 2026,
          page: 2,
          description: 'D.',
          origin: 'Gujarat',
          grade: 'A',
          moq: '1 MT',
          variety: 'Bold',
          n: 1,
          date: 'May 2027',
          volume: '1,000',
          growth: 9,
          category: 'Sustainability',
          author: 'Priya Nair',
          title: 'A title',
          minutes: 4,
          source: 'APEDA',
          pages: 5,
          ref: 'INQ-000042',
          number: 'PI-2026-0001',
          max: 100,
          duration: '3 hr 20 min',
          days: 7,
          products: 131,
          categories: 6,
          percent: 40,
          format: 'PDF',
          size: '1.2 MB',
          names: 'spec sheet.pdf, photo.jpg',
          label: 'GSTIN',
          value: '27AAAAA0000A0Z0',
          pack: '25 kg PP bag',
          container: "20'",
          mt: '18.9',
          kg: '18,900',
          lb: '41,667',
          payload: '28,250',
          perPallet: 30,
          packs: '756',
          net: '18.9',
          summary: 'Export duty on onions removed',
          product: 'Basmati 1121',
          link: (chunks: unknown) => chunks,
        }
        for (const [key, value] of Object.entries(messages)) {
          expect(
            () => new IntlMessageFormat(value, code).format(sample),
            `${code}.${key}`,
          ).not.toThrow()
        }
      })
    })
  }
})
