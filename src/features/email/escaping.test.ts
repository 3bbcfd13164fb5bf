import type { Element } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { alreadyRegisteredEmail, confirmationEmail, resetEmail } from '@/features/accounts/emails'
import { staffEmailHtml } from '@/features/email/payload-adapter'
import { buyerAcknowledgement, salesEmail } from '@/features/inquiries/emails'
import {
  alreadySubscribedEmail,
  confirmationEmail as newsletterConfirmation,
} from '@/features/newsletter/emails'
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
  'meta',
  'body',
  'div',
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
          buyerAcknowledgement(inq, inq.company!, { full: true }),
        ]) {
          const html = inspect(mail.html)
          expect(html.tags.filter((t) => !TEMPLATE_TAGS.has(t))).toEqual([])
          expect(html.handlers).toEqual([])
          expect(html.hrefs).toEqual([])
          for (const value of [inq.name, inq.company, inq.destinationPort, inq.targetPrice])
            expect(html.text).toContain(value!)
          expect(mail.text).toContain(inq.name)
        }
        // The copy for an address nobody has proved repeats none of it.
        const summary = buyerAcknowledgement(inq, 'Bharat Agro Exports', {
          full: false,
          productName: 'Lakadong Turmeric',
        })
        const html = inspect(summary.html)
        expect(html.tags.filter((t) => !TEMPLATE_TAGS.has(t))).toEqual([])
        expect(html.hrefs).toEqual([])
        for (const value of [inq.name, inq.company, inq.message, inq.destinationPort, inq.phone])
          for (const part of [html.text, summary.text, summary.subject])
            expect(part).not.toContain(value!)
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

/** The `lang` and `dir` of the document and of the block that webmail keeps. */
function languageOf(html: string) {
  const doc = parseDocument(html)
  const root = DomUtils.findOne((e) => e.name === 'html', doc.children) as Element
  const block = DomUtils.findOne((e) => e.name === 'div', doc.children) as Element
  return {
    html: { lang: root?.attribs.lang, dir: root?.attribs.dir },
    block: { lang: block?.attribs.lang, dir: block?.attribs.dir },
  }
}

describe('language and direction of every email', () => {
  for (const locale of localeCodes) {
    it(`${locale}: each kind of email names its language and direction`, () => {
      const dir = locale === 'ar' ? 'rtl' : 'ltr'
      const inq = { ...inquiry(0, locale), name: 'Sara', company: 'Acme' } as Inquiry
      const v = { company: 'Acme', url: 'https://site.example/x' }
      const kinds: Record<string, string> = {
        'inquiry acknowledgement (summary)': buyerAcknowledgement(inq, 'Acme', {
          full: false,
          productName: 'Lakadong Turmeric',
        }).html,
        'inquiry acknowledgement (full copy)': buyerAcknowledgement(inq, 'Acme', { full: true })
          .html,
        'account confirmation': confirmationEmail(locale, { ...v, firstName: 'Sara', hours: 48 })
          .html!,
        'account already registered': alreadyRegisteredEmail(locale, {
          firstName: 'Sara',
          company: 'Acme',
          signInUrl: v.url,
          resetUrl: v.url,
        }).html!,
        'password reset': resetEmail(locale, { ...v, firstName: 'Sara', minutes: 60 }).html!,
        'newsletter confirmation': newsletterConfirmation(locale, {
          company: 'Acme',
          confirmUrl: v.url,
          unsubscribeUrl: v.url,
          days: 7,
        }).html,
        'newsletter already subscribed': alreadySubscribedEmail(locale, {
          company: 'Acme',
          newsUrl: v.url,
          unsubscribeUrl: v.url,
        }).html,
      }
      for (const [kind, html] of Object.entries(kinds)) {
        expect(html.startsWith('<!doctype html><html '), kind).toBe(true)
        expect(languageOf(html), kind).toEqual({
          html: { lang: locale, dir },
          block: { lang: locale, dir },
        })
      }
      // The sales team reads English whatever the buyer's language; so does the admin's email.
      for (const html of [
        salesEmail(inq, 'https://site.example').html,
        staffEmailHtml('<p>Reset: <a href="https://site.example/admin/reset/x">link</a></p>'),
      ])
        expect(languageOf(html)).toEqual({
          html: { lang: 'en', dir: 'ltr' },
          block: { lang: 'en', dir: 'ltr' },
        })
    })
  }
})
