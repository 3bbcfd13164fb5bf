import fs from 'node:fs'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/server-messages'
import { amountInWords, formatMoney } from '@/features/documents/money'
import type { ProformaData } from '@/features/documents/proforma'
import { glyphCheck, pdfLines, pdfStructure, pdfText } from '../helpers/pdf'
import { startTestPayload } from '../helpers/payload'

process.env.SITE_URL = 'https://www.bharat-agro.example'

// Loaded once Payload runs on the test database (the renderer reads the site settings).
let renderProforma: typeof import('@/features/documents/proforma').renderProforma

/** Two products, a buyer and a port named in each buyer's language. */
const fixtures: Record<
  Locale,
  { products: [string, string]; buyer: string; company: string; country: string }
> = {
  en: {
    products: ['Turmeric powder (Lakadong)', 'Cumin seeds'],
    buyer: 'Jane Miller',
    company: 'Miller Foods Ltd',
    country: 'United Kingdom',
  },
  es: {
    products: ['Cúrcuma en polvo', 'Semillas de comino'],
    buyer: 'Lucía Fernández',
    company: 'Especias del Sur S.L.',
    country: 'España',
  },
  fr: {
    products: ['Curcuma en poudre', 'Graines de cumin'],
    buyer: 'Élodie Lefèvre',
    company: 'Épices & Cie',
    country: 'France',
  },
  de: {
    products: ['Kurkumapulver', 'Kreuzkümmelsamen'],
    buyer: 'Jürgen Weiß',
    company: 'Gewürzhaus Müller GmbH',
    country: 'Deutschland',
  },
  zh: {
    products: ['姜黄粉', '孜然籽'],
    buyer: '王晓明',
    company: '上海香料贸易有限公司',
    country: '中国',
  },
  ja: {
    products: ['ターメリックパウダー', 'クミンシード'],
    buyer: '山田太郎',
    company: '東京スパイス株式会社',
    country: '日本',
  },
  ar: {
    products: ['كركم مطحون', 'بذور الكمون'],
    buyer: 'أحمد منصور',
    company: 'شركة الخليج للتوابل',
    country: 'الإمارات',
  },
  ru: {
    products: ['Куркума молотая', 'Семена кумина'],
    buyer: 'Ирина Смирнова',
    company: 'ООО «Пряности»',
    country: 'Россия',
  },
}
const locales = Object.keys(fixtures) as Locale[]

function proforma(locale: Locale, over: Partial<ProformaData> = {}): ProformaData {
  const f = fixtures[locale]
  return {
    locale,
    number: 'PI-2026-0007',
    revision: 1,
    reference: 'Q-2026-0042',
    issuedAt: '2026-11-20T09:00:00.000Z',
    validUntil: '2026-12-20T00:00:00.000Z',
    currency: 'USD',
    buyer: {
      name: f.buyer,
      company: f.company,
      email: 'buyer@example.com',
      phone: '+971 4 555 0100',
      country: f.country,
      address: 'P.O. Box 1234',
    },
    lines: [
      {
        description: f.products[0],
        hsCode: '09103030',
        quantity: '5000',
        unit: 'kg',
        unitPrice: '1.85',
        amount: '9250.00',
      },
      {
        description: f.products[1],
        hsCode: '09093129',
        quantity: '1000',
        unit: 'kg',
        unitPrice: '3.0955',
        amount: '3095.50',
      },
    ],
    total: '12345.50',
    incoterm: 'CIF',
    port: 'Jebel Ali',
    paymentTerms: '30% advance, 70% against documents',
    leadTime: '3-4 weeks',
    notes: 'Packed in 25 kg bags',
    ...over,
  }
}

/** The text as compared: all kinds of spaces alike (Intl uses no-break ones). */
const flat = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim()
/** CJK text has no spaces between words; extraction may add some between runs. */
const dense = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, '')
/** Arabic vowel marks (tanwin, harakat): extraction gives them apart from their letters. */
const marks = /[\u064b-\u0652]/g
/** Arabic words that survive text extraction (lam-alef ligatures come out reordered). */
const arabicWords = (s: string) =>
  s
    .replace(marks, '')
    .split(/\s+/)
    .filter((w) => /^[\u0600-\u06ff]+$/.test(w) && !/ل[اأإآ]/.test(w))

function expectText(text: string, locale: Locale, expected: string) {
  if (locale === 'ar' && /[\u0600-\u06ff]/.test(expected)) {
    for (const word of arabicWords(expected))
      expect(flat(text).replace(marks, ''), expected).toContain(word)
  } else if (locale === 'zh' || locale === 'ja') expect(dense(text)).toContain(dense(expected))
  else expect(flat(text)).toContain(flat(expected))
}

describe('proforma invoice PDF', () => {
  let payload: Payload
  let close: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, close } = await startTestPayload('proforma', { seeded: true }))
    ;({ renderProforma } = await import('@/features/documents/proforma'))
  })
  afterAll(async () => {
    await close?.()
  })

  it.each(locales)(
    '%s: labels in the language, amounts formatted, total in words, bank details, no missing glyphs',
    async (locale) => {
      const pdf = await renderProforma(proforma(locale))
      if (process.env.PROFORMA_OUT) fs.writeFileSync(`/tmp/proforma-${locale}.pdf`, pdf)
      const text = await pdfText(pdf)
      const t = messagesFor(locale).proforma
      const f = fixtures[locale]

      expect(text).toContain('PI-2026-0007')
      expect(text).toContain('Q-2026-0042')
      for (const label of [
        t.title,
        t.seller,
        t.buyer,
        t.description,
        t.quantity,
        t.unitPrice,
        t.amount,
        t.total,
        t.amountInWords,
        t.paymentTerms,
        t.bankDetails,
        t.accountNumber,
        t.beneficiary,
        t.notTaxInvoice,
      ])
        expectText(text, locale, label)
      // Revision 1 is not announced.
      expect(flat(text)).not.toContain(flat(t.revision.replace('{n}', '1')))
      for (const name of [...f.products, f.buyer, f.company]) expectText(text, locale, name)
      expect(text).toContain('09103030')

      // Figures in the buyer's way: unit prices keep their decimals, amounts and the total.
      for (const amount of ['1.85', '3.0955', '9250.00', '3095.50', '12345.50'])
        expect(flat(text)).toContain(flat(formatMoney(locale, 'USD', amount)))
      const quantity = new Intl.NumberFormat(locale).format(5000)
      expect(flat(text)).toContain(flat(quantity))

      const words = amountInWords(locale, 'USD', '12345.50')
      expectText(text, locale, words)
      if (locale === 'en')
        expect(flat(text)).toContain(
          'Twelve thousand three hundred forty-five US dollars and fifty cents',
        )

      // The seeded (fake) bank and tax details of the site settings.
      for (const v of [
        '000000000000',
        'DEMOINBBXXX',
        'DEMO0000000',
        '0000000000',
        '27AAAAA0000A0Z0',
      ])
        expect(dense(text)).toContain(v)
      expectText(text, locale, 'CIF Jebel Ali')

      // Tagged like the other documents: every text in the structure or an artifact.
      const { marked, pages } = await pdfStructure(pdf)
      expect(marked).toBe(true)
      for (const page of pages) expect(page.untagged).toEqual([])

      const glyphs = await glyphCheck(pdf)
      expect(glyphs.glyphs).toBeGreaterThan(500)
      expect(glyphs.missing).toEqual([])
      expect(glyphs.unpainted).toEqual([])
    },
  )

  describe('bank and tax details in the site settings', () => {
    type Handler = (
      req: Request,
      args: { params: Promise<{ slug: string[] }> },
    ) => Promise<Response>
    let get: Handler
    let post: Handler
    const tokens: Record<string, string> = {}
    const secrets = ['000000000000', 'DEMOINBBXXX', 'DEMO0000000', '27AAAAA0000A0Z0', 'Demo Bank']

    async function call(handler: Handler, path: string, token?: string, body?: unknown) {
      const headers = new Headers()
      if (token) headers.set('Authorization', `JWT ${token}`)
      if (body) headers.set('Content-Type', 'application/json')
      const url = new URL(path, 'http://localhost')
      const res = await handler(
        new Request(url, {
          method: body ? 'POST' : 'GET',
          headers,
          body: body ? JSON.stringify(body) : undefined,
        }),
        { params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }) },
      )
      return { status: res.status, text: await res.text() }
    }

    beforeAll(async () => {
      const [{ default: config }, routes] = await Promise.all([
        import('@payload-config'),
        import('@payloadcms/next/routes'),
      ])
      get = routes.REST_GET(config)
      post = routes.REST_POST(config)
      for (const role of ['admin', 'editor', 'sales'] as const) {
        const email = `${role}@proforma.test`
        const password = 'proforma-test-password-1'
        await payload.create({
          collection: 'users',
          data: { email, password, name: `The ${role}`, role },
        })
        const res = await call(post, '/api/users/login', undefined, { email, password })
        expect(res.status).toBe(200)
        tokens[role] = JSON.parse(res.text).token
      }
    })

    it('anonymous REST reads and the pages never get them; staff do', async () => {
      const anonymous = await call(get, '/api/globals/site-settings?depth=0')
      expect(anonymous.status).toBe(200)
      expect(JSON.parse(anonymous.text).companyName).toBe('Bharat Agro Exports')
      for (const secret of [...secrets, '0000000000', 'bank', 'iec', 'gstin'])
        expect(anonymous.text).not.toContain(secret)
      // Every locale, and asking for the field by name, changes nothing.
      const selected = await call(
        get,
        '/api/globals/site-settings?depth=0&locale=ar&select[bank]=true',
      )
      for (const secret of secrets) expect(selected.text).not.toContain(secret)
      // What the public pages read (the site settings with the visitor's access).
      const page = await payload.findGlobal({
        slug: 'site-settings',
        depth: 0,
        overrideAccess: false,
      })
      expect(page.companyName).toBe('Bharat Agro Exports')
      expect(page.bank).toBeUndefined()
      for (const role of ['sales', 'editor', 'admin']) {
        const staff = await call(get, '/api/globals/site-settings?depth=0', tokens[role])
        expect(JSON.parse(staff.text).bank.accountNumber, role).toBe('000000000000')
      }
    })

    it('only admins change them; an editor saving the settings keeps them', async () => {
      const editor = await call(post, '/api/globals/site-settings?depth=0', tokens.editor, {
        tagline: 'Edited by an editor',
        bank: { accountNumber: '999999999999' },
      })
      expect(editor.status).toBe(200)
      const afterEditor = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      expect(afterEditor.tagline).toBe('Edited by an editor')
      expect(afterEditor.bank?.accountNumber).toBe('000000000000')
      expect(afterEditor.bank?.swift).toBe('DEMOINBBXXX')

      const admin = await call(post, '/api/globals/site-settings?depth=0', tokens.admin, {
        bank: { ...afterEditor.bank, accountNumber: '111111111111' },
      })
      expect(admin.status).toBe(200)
      const afterAdmin = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      expect(afterAdmin.bank?.accountNumber).toBe('111111111111')
      expect(afterAdmin.bank?.swift).toBe('DEMOINBBXXX')
      const pdf = await renderProforma(proforma('en'))
      expect(await pdfText(pdf)).toContain('111111111111')

      const invalid = await call(post, '/api/globals/site-settings?depth=0', tokens.admin, {
        bank: { ...afterAdmin.bank, swift: 'not a swift' },
      })
      expect(invalid.status).toBe(400)
      expect(invalid.text).toContain('8 or 11 letters and digits')
      await payload.updateGlobal({
        slug: 'site-settings',
        data: {
          tagline: afterEditor.tagline,
          bank: { ...afterAdmin.bank, accountNumber: '000000000000' },
        },
      })
    })
  })

  it('the glyph check finds a character no embedded font has', async () => {
    const pdf = await renderProforma(proforma('en', { notes: 'Thai: ก ข' }))
    const { missing } = await glyphCheck(pdf)
    expect(missing.length).toBeGreaterThanOrEqual(2)
  })

  it('decimal totals: a million and five cents, in figures and words, without rounding', async () => {
    const de = await pdfText(
      await renderProforma(
        proforma('de', {
          currency: 'EUR',
          total: '1000000.05',
          lines: [
            {
              description: 'Kurkumapulver',
              quantity: '400000.5',
              unit: 'kg',
              unitPrice: '2.4999',
              amount: '1000000.05',
            },
          ],
        }),
      ),
    )
    expect(flat(de)).toContain(flat('1.000.000,05 €'))
    expect(flat(de)).toContain('400.000,5 kg')
    expect(flat(de)).toContain(flat('2,4999 €'))
    expect(flat(de)).toContain('Eine Million Euro und fünf Cent')
    const en = await pdfText(
      await renderProforma(proforma('en', { currency: 'INR', total: '9007199254740993.99' })),
    )
    // Beyond a double's precision: the string's digits, not a float's.
    expect(flat(en)).toContain('₹9,007,199,254,740,993.99')
    expect(flat(en)).toContain('Nine quadrillion seven trillion')
    expect(flat(en)).toContain('Indian rupees and ninety-nine paise')
  })

  it('shows the revision from the second on', async () => {
    const text = await pdfText(await renderProforma(proforma('fr', { revision: 2 })))
    expect(text).toContain('Révision 2')
  })

  it('wraps a long description within its column', async () => {
    const description =
      'Turmeric powder from Lakadong, Meghalaya, steam sterilised, curcumin at least 7 percent, moisture below 10 percent, packed in 25 kg multiwall paper bags with food-grade liners'
    const pdf = await renderProforma(
      proforma('en', { lines: [{ ...proforma('en').lines[0], description }] }),
    )
    const lines = (await pdfLines(pdf)).flat()
    // Every word is there, over several lines, none of which holds the whole description.
    const words = description.split(' ')
    const joined = flat(lines.join(' '))
    for (const word of words) expect(joined).toContain(word)
    expect(lines.some((l) => l.includes(description))).toBe(false)
    const holding = lines.filter((l) => words.some((w) => w.length > 6 && l.includes(w)))
    expect(holding.length).toBeGreaterThanOrEqual(3)
    expect((await glyphCheck(pdf)).missing).toEqual([])
  })

  it('many lines flow onto more pages, the table header repeated', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `${fixtures.ar.products[i % 2]} ${i + 1}`,
      hsCode: '09103030',
      quantity: '100',
      unit: 'kg',
      unitPrice: '2.00',
      amount: '200.00',
    }))
    const pdf = await renderProforma(proforma('ar', { lines, total: '12000.00' }))
    const pages = await pdfLines(pdf)
    expect(pages.length).toBeGreaterThanOrEqual(2)
    const t = messagesFor('ar').proforma
    for (const page of pages.slice(0, 2)) {
      const text = page.join('\n')
      for (const label of [t.description, t.unitPrice]) expectText(text, 'ar', label)
    }
    const all = pages.flat().join('\n')
    expect(all).toContain('60')
    expect(flat(all)).toContain(flat(formatMoney('ar', 'USD', '12000.00')))
    const glyphs = await glyphCheck(pdf)
    expect(glyphs.pages).toBe(pages.length)
    expect(glyphs.missing).toEqual([])
    expect(glyphs.unpainted).toEqual([])
  })
})
