import type { Element } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { confirmationEmail, resetEmail } from '@/features/accounts/emails'
import { buyerAcknowledgement, salesEmail } from '@/features/inquiries/emails'
import { localeCodes, type Locale } from '@/i18n/locales'
import type { Inquiry } from '@/payload-types'
import { xssPayloads } from '../../../tests/fixtures/xss-payloads'

/**
 * Emails interpolate what buyers typed (names, companies, messages) into translated texts and
 * HTML. Whatever a buyer sends, the HTML part keeps the template's own elements only and shows
 * the text as sent.
 */

const TEMPLATE_TAGS = new Set([
  'html',
  'head',
  'body',
  'p',
  'a',
  'table',
  'tr',
  'th',
  'td',
  'tbody',
])

/** The HTML's elements, attributes and text. */
function inspect(html: string) {
  const doc = parseDocument(html, { decodeEntities: true })
  const elements = DomUtils.findAll(() => true, doc.children) as Element[]
  return {
    tags: [...new Set(elements.map((e) => e.name))],
    handlers: elements.flatMap((e) => Object.keys(e.attribs).filter((a) => /^on/i.test(a))),
    hrefs: elements.flatMap((e) => (e.attribs.href ? [e.attribs.href] : [])),
    text: DomUtils.textContent(doc),
  }
}

function inquiry(i: number, locale: Locale): Inquiry {
  const p = (n: number) => xssPayloads[(i + n) % xssPayloads.length]
  return {
    id: 4711 + i,
    type: 'quote',
    form: 'quote',
    locale,
    name: p(0),
    email: 'buyer@example.com',
    company: p(1),
    phone: p(2),
    country: p(3),
    volume: p(4),
    targetSkus: p(5),
    message: `${p(6)}\n${p(7)}`,
    product: 'turmeric-lakadong',
    lineItems: [
      { product: 'turmeric-lakadong', productName: p(8), quantity: 2, unit: 'mt', packSize: p(9) },
    ],
    incoterm: 'CIF',
    destinationPort: p(10),
    destinationCountry: p(11),
    targetPrice: p(12),
    shipmentMonth: '2027-01',
    sourcePage: '/quote',
    status: 'new',
    createdAt: '2026-11-23T00:00:00.000Z',
    updatedAt: '2026-11-23T00:00:00.000Z',
  } as Inquiry
}

describe('emails with hostile input', () => {
  it('show every payload as text in the sales email and the acknowledgement, in every language', () => {
    for (let i = 0; i < xssPayloads.length; i += 13) {
      for (const locale of localeCodes) {
        const inq = inquiry(i, locale as Locale)
        for (const mail of [
          salesEmail(inq, 'https://site.example'),
          buyerAcknowledgement(inq, inq.company!),
        ]) {
          const html = inspect(mail.html)
          expect(html.tags.filter((t) => !TEMPLATE_TAGS.has(t))).toEqual([])
          expect(html.handlers).toEqual([])
          expect(html.hrefs).toEqual([])
          for (const value of [inq.name, inq.company, inq.destinationPort, inq.targetPrice])
            expect(html.text).toContain(value!)
          expect(mail.text).toContain(inq.name)
        }
      }
    }
  })

  it('show a hostile name and company as text in the account emails', () => {
    for (const [n, payload] of xssPayloads.entries()) {
      const locale = localeCodes[n % localeCodes.length] as Locale
      const company = xssPayloads[(n + 1) % xssPayloads.length]!
      for (const mail of [
        confirmationEmail(locale, {
          firstName: payload,
          company,
          url: 'https://site.example/c',
          hours: 48,
        }),
        resetEmail(locale, {
          firstName: payload,
          company,
          url: 'https://site.example/r',
          minutes: 60,
        }),
      ]) {
        const html = inspect(mail.html!)
        expect(html.tags.filter((t) => !TEMPLATE_TAGS.has(t))).toEqual([])
        expect(html.handlers).toEqual([])
        expect(html.hrefs).toEqual([expect.stringMatching(/^https:\/\/site\.example\//)])
        expect(html.text).toContain(payload)
        expect(mail.subject).toContain(company)
      }
    }
  })
})
