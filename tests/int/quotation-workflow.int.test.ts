/**
 * Sending a quotation and the buyer's answer, with a real SMTP server: "Send quotation" through
 * Payload's REST handler as a sales user, the email delivered in the inquiry's language with the
 * link, Accept / Decline posted to the page's action (POST /api/quotation), links that stop
 * working, revisions, numbers, and the history.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { deliverDueEmails } from '@/features/email/outbox'
import { smtpTransport } from '@/features/email/transport'
import { viewQuotation } from '@/features/quotations/answer'
import { answerFromPage } from '@/features/quotations/http'
import { quotationToken } from '@/features/quotations/link'
import { formatMoney } from '@/features/quotations/money'
import type { Inquiry, Quotation } from '@/payload-types'
import { paragraphs } from '../e2e/support/rich-text'
import { startTestPayload } from '../helpers/payload'
import { pdfText } from '../helpers/pdf'
import {
  mailAttachments,
  parseMail,
  startSmtpServer,
  type SmtpTestServer,
} from '../helpers/smtp-server'

type Method = 'GET' | 'POST' | 'PATCH'
type Handler = (req: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the REST API's parsed JSON
type Reply = { status: number; body: Record<string, any> }

const SITE = 'http://site.test'
const SALES = 'sales@bharatagroexports.example'
let payload: Payload
let close: () => Promise<void>
let smtp: SmtpTestServer
let handlers: Record<Method, Handler>
let token = ''
let salesId = 0

async function api(method: Method, path: string, body?: unknown): Promise<Reply> {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const headers = new Headers({ Authorization: `JWT ${token}` })
  if (body) headers.set('Content-Type', 'application/json')
  const res = await handlers[method](
    new Request(url, { method, headers, body: body ? JSON.stringify(body) : undefined }),
    { params: Promise.resolve({ slug }) },
  )
  return { status: res.status, body: await res.json().catch(() => ({})) }
}

/** The page's form post, as a browser on the site sends it. */
function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return answerFromPage(
    new Request(`${SITE}/api/quotation`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE,
        host: 'site.test',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      body: new URLSearchParams(fields),
    }),
    { payload, siteUrl: SITE, trustedOrigins: [] },
  )
}

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

async function newInquiry(locale: string, email: string): Promise<Inquiry> {
  return payload.create({
    collection: 'inquiries',
    data: {
      type: 'quote',
      form: 'quote',
      locale: locale as 'de',
      name: 'Jonas Weber',
      email,
      message: 'Quote request for 1 product(s).',
      status: 'new',
      lineItems: [
        {
          product: 'turmeric-lakadong',
          productName: 'Lakadong Turmeric',
          quantity: 2.5,
          unit: 'mt',
        },
      ],
      incoterm: 'CIF',
      destinationPort: 'Hamburg',
    },
  })
}

/** A draft made with "Create quotation", priced, and sent; the mail delivered. */
async function quoted(locale = 'de', email = `buyer-${Date.now()}@example.com`) {
  const inquiry = await newInquiry(locale, email)
  const made = await api('POST', `/api/quotations/from-inquiry/${inquiry.id}`)
  expect(made.status).toBe(201)
  const priced = await api('PATCH', `/api/quotations/${made.body.id}`, {
    lines: [{ name: 'Lakadong Turmeric', quantity: '2.5', unit: 'mt', unitPrice: '1234.5' }],
    validUntil: future(30),
    paymentTerms: '30% advance, 70% against documents',
  })
  expect(priced.status, JSON.stringify(priced.body)).toBe(200)
  const sent = await api('POST', `/api/quotations/${made.body.id}/send`)
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)
  const quotation = await payload.findByID({ collection: 'quotations', id: made.body.id })
  await deliverDueEmails(payload, { transport: smtpTransport(smtp.url) })
  return { inquiry, quotation, email }
}

const linkIn = (text: string) => /https?:\/\/\S+\/quotation\/([A-Za-z0-9_-]{43})/.exec(text)

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('qworkflow'))
  process.env.SITE_URL = SITE
  smtp = await startSmtpServer()
  const [{ default: config }, routes] = await Promise.all([
    import('@payload-config'),
    import('@payloadcms/next/routes'),
  ])
  handlers = {
    GET: routes.REST_GET(config),
    POST: routes.REST_POST(config),
    PATCH: routes.REST_PATCH(config),
  }
  const category = await payload.create({
    collection: 'categories',
    data: {
      slug: 'spices',
      name: 'Spices',
      icon: 'flame',
      description: paragraphs(['Spices.']),
      displayCount: '1+',
      order: 1,
      _status: 'published',
    },
  })
  await payload.create({
    collection: 'products',
    data: {
      slug: 'turmeric-lakadong',
      name: 'Lakadong Turmeric',
      category: category.id,
      _status: 'published',
    },
  })
  salesId = (
    await payload.create({
      collection: 'users',
      data: { email: 'sam@workflow.test', password: 'workflow-test-pw-1', role: 'sales' },
    })
  ).id
  const login = await handlers.POST(
    new Request('http://localhost/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sam@workflow.test', password: 'workflow-test-pw-1' }),
    }),
    { params: Promise.resolve({ slug: ['users', 'login'] }) },
  )
  token = (await login.json()).token
})
afterAll(async () => {
  await smtp?.close()
  await close?.()
})
beforeEach(() => {
  smtp.received.length = 0
})

describe('sending a quotation', () => {
  it('refuses an incomplete draft with the reasons', async () => {
    const inquiry = await newInquiry('en', 'incomplete@example.com')
    const made = await api('POST', `/api/quotations/from-inquiry/${inquiry.id}`)
    // A new draft is valid for 14 days (to the end of the day, UTC) unless staff change it.
    const draft = await payload.findByID({ collection: 'quotations', id: made.body.id })
    const in14Days = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
    expect(draft.validUntil).toBe(`${in14Days}T12:00:00.000Z`)
    await api('PATCH', `/api/quotations/${made.body.id}`, { validUntil: null })
    const res = await api('POST', `/api/quotations/${made.body.id}/send`)
    expect(res.status).toBe(400)
    expect(res.body.error).toContain('Line 1: enter a unit price above 0.')
    expect(res.body.error).toContain('Set the date the quotation is valid until.')
    await api('PATCH', `/api/quotations/${made.body.id}`, {
      lines: [{ name: 'Cumin', quantity: '1', unit: 'kg', unitPrice: '2' }],
      validUntil: '2020-01-01T00:00:00.000Z',
    })
    const past = await api('POST', `/api/quotations/${made.body.id}/send`)
    expect(past.status).toBe(400)
    expect(past.body.error).toBe('The validity date has passed: set one in the future.')
    await api('PATCH', `/api/quotations/${made.body.id}`, { lines: [] })
    expect((await api('POST', `/api/quotations/${made.body.id}/send`)).body.error).toContain(
      'Add at least one line.',
    )
    const stored = await payload.findByID({ collection: 'quotations', id: made.body.id })
    expect(stored.status).toBe('draft')
    expect(stored.number ?? null).toBeNull()
    expect((await payload.findByID({ collection: 'inquiries', id: inquiry.id })).status).toBe('new')
    await deliverDueEmails(payload, { transport: smtpTransport(smtp.url) })
    expect(smtp.received).toHaveLength(0)
  })

  it("numbers it, sets the inquiry to Quoted and emails the buyer in the inquiry's language", async () => {
    const { inquiry, quotation, email } = await quoted('de')
    const year = new Date().getUTCFullYear()
    expect(quotation.number).toMatch(new RegExp(`^PI-${year}-\\d{4}$`))
    expect(quotation.status).toBe('sent')
    expect(quotation.total).toBe('3086.25')
    const after = await payload.findByID({ collection: 'inquiries', id: inquiry.id })
    expect(after.status).toBe('quoted')
    const events = await payload.find({
      collection: 'inquiry-events',
      where: { inquiry: { equals: inquiry.id } },
      depth: 0,
    })
    expect(events.docs).toMatchObject([
      { kind: 'quotation-sent', by: salesId, from: 'new', to: 'quoted' },
    ])

    const mails = smtp.received.filter((m) => m.to.includes(email))
    expect(mails).toHaveLength(1)
    const mail = parseMail(mails[0].raw)
    expect(mail.headers.subject).toBe(
      `Angebot ${quotation.number} zu Ihrer Anfrage INQ-${String(inquiry.id).padStart(6, '0')}`,
    )
    const text = mail.parts.find((p) => p.contentType.startsWith('text/plain'))!.body
    expect(text).toContain('Guten Tag Jonas Weber,')
    expect(text).toContain(`Gesamt: ${formatMoney('3086.25', 'USD', 'de')}`)
    expect(text).toContain('3.086,25')
    expect(text).toContain('Zahlungsbedingungen: 30% advance, 70% against documents')
    const link = linkIn(text)
    expect(link?.[0]).toBe(`${SITE}/de/quotation/${link?.[1]}`)
    expect(link?.[1]).toBe(quotationToken(quotation))
    const html = mail.parts.find((p) => p.contentType.startsWith('text/html'))!.body
    expect(html).toContain('lang="de"')
    expect(html).toContain(link![0])
  })

  it("sends the proforma invoice with it, in the buyer's language; staff can download it", async () => {
    const { quotation, email } = await quoted('ar')
    const mail = parseMail(smtp.received.filter((m) => m.to.includes(email))[0].raw)
    const [pdf, ...more] = mailAttachments(mail)
    expect(more).toEqual([])
    expect(pdf.filename).toBe(`${quotation.number}.pdf`)
    expect(pdf.contentType).toBe('application/pdf')
    const text = await pdfText(pdf.bytes)
    expect(text).toContain(quotation.number)
    expect(text).toContain('فاتورة مبدئية')
    expect(text).toContain('Jonas Weber')

    // The same file from the admin, for sales staff only.
    const url = new URL(`/api/quotations/${quotation.id}/proforma.pdf`, 'http://localhost')
    const get = (auth?: string) =>
      handlers.GET(new Request(url, { headers: auth ? { Authorization: `JWT ${auth}` } : {} }), {
        params: Promise.resolve({ slug: ['quotations', String(quotation.id), 'proforma.pdf'] }),
      })
    const staff = await get(token)
    expect(staff.status).toBe(200)
    expect(staff.headers.get('content-type')).toBe('application/pdf')
    expect(staff.headers.get('cache-control')).toBe('private, no-store')
    expect(await pdfText(Buffer.from(await staff.arrayBuffer()))).toContain(quotation.number)
    expect((await get()).status).toBe(401)
  })

  it('gives numbers in sequence and never twice, also when sent at once', async () => {
    const drafts: number[] = []
    for (let i = 0; i < 4; i++) {
      const inquiry = await newInquiry('en', `many-${i}@example.com`)
      const made = await api('POST', `/api/quotations/from-inquiry/${inquiry.id}`)
      await api('PATCH', `/api/quotations/${made.body.id}`, {
        lines: [{ name: 'Cumin', quantity: '1', unit: 'kg', unitPrice: '2' }],
        validUntil: future(10),
      })
      drafts.push(made.body.id)
    }
    const replies = await Promise.all(drafts.map((id) => api('POST', `/api/quotations/${id}/send`)))
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200])
    const { docs } = await payload.find({
      collection: 'quotations',
      where: { number: { exists: true } },
      pagination: false,
      depth: 0,
    })
    const numbers = docs.map((d) => Number(d.number!.slice(-4))).sort((a, b) => a - b)
    expect(numbers).toEqual(numbers.map((_, i) => i + 1))
    // Sending twice is refused.
    expect((await api('POST', `/api/quotations/${drafts[0]}/send`)).status).toBe(409)
  })
})

describe("the buyer's link", () => {
  it('is accepted by a form post; the salesperson is told; a second answer is refused', async () => {
    const { inquiry, quotation } = await quoted('fr')
    const link = quotationToken(quotation)
    // Opening the page (any number of times) changes nothing.
    for (let i = 0; i < 3; i++) expect((await viewQuotation(payload, link))?.state).toBe('open')
    expect((await payload.findByID({ collection: 'quotations', id: quotation.id })).status).toBe(
      'sent',
    )

    const res = await post({ token: link, locale: 'fr', answer: 'accept' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/fr/quotation/${link}?answered=accepted`)
    const stored = await payload.findByID({ collection: 'quotations', id: quotation.id })
    expect(stored.status).toBe('accepted')
    expect((await payload.findByID({ collection: 'inquiries', id: inquiry.id })).status).toBe(
      'accepted',
    )
    const events = await payload.find({
      collection: 'inquiry-events',
      where: { inquiry: { equals: inquiry.id } },
      sort: 'at',
      depth: 0,
    })
    expect(events.docs.at(-1)).toMatchObject({
      kind: 'accepted',
      actor: 'buyer',
      by: null,
      from: 'quoted',
      to: 'accepted',
    })
    await deliverDueEmails(payload, { transport: smtpTransport(smtp.url) })
    const toSales = smtp.received.filter((m) => m.to.includes(SALES))
    expect(toSales).toHaveLength(1)
    expect(parseMail(toSales[0].raw).headers.subject).toContain(
      `[Quotation ACCEPTED] ${quotation.number}`,
    )

    // The same link again: refused, nothing changes.
    const again = await post({ token: link, locale: 'fr', answer: 'decline', reason: 'x' })
    expect(again.status).toBe(410)
    expect(await again.text()).toContain('Il n’est plus possible de répondre à ce devis')
    expect((await payload.findByID({ collection: 'quotations', id: quotation.id })).status).toBe(
      'accepted',
    )
    expect((await viewQuotation(payload, link))?.state).toBe('accepted')
  })

  it('tells the salesperson the inquiry is assigned to, not the team address', async () => {
    const { inquiry, quotation } = await quoted('es')
    await payload.update({
      collection: 'inquiries',
      id: inquiry.id,
      data: { assignedTo: salesId },
      overrideAccess: true,
    })
    const res = await post({ token: quotationToken(quotation), locale: 'es', answer: 'accept' })
    expect(res.status).toBe(303)
    await deliverDueEmails(payload, { transport: smtpTransport(smtp.url) })
    const answers = smtp.received.filter((m) =>
      parseMail(m.raw).headers.subject?.includes(`[Quotation ACCEPTED] ${quotation.number}`),
    )
    expect(answers.map((m) => m.to)).toEqual([['sam@workflow.test']])
  })

  it('takes a decline with its reason', async () => {
    const { inquiry, quotation } = await quoted('en')
    const link = quotationToken(quotation)
    const res = await post({
      token: link,
      locale: 'en',
      answer: 'decline',
      reason: 'Price too high for our market.',
    })
    expect(res.status).toBe(303)
    const stored = await payload.findByID({ collection: 'quotations', id: quotation.id })
    expect(stored).toMatchObject({
      status: 'declined',
      answerNote: 'Price too high for our market.',
    })
    expect((await payload.findByID({ collection: 'inquiries', id: inquiry.id })).status).toBe(
      'declined',
    )
    await deliverDueEmails(payload, { transport: smtpTransport(smtp.url) })
    const mail = parseMail(smtp.received.find((m) => m.to.includes(SALES))!.raw)
    const text = mail.parts.find((p) => p.contentType.startsWith('text/plain'))!.body
    expect(text).toContain('Reason given: Price too high for our market.')
  })

  it('refuses forged tokens (404) and posts from another site (403)', async () => {
    const { quotation } = await quoted('en')
    const link = quotationToken(quotation)
    const forged = link.slice(0, -2) + (link.endsWith('AA') ? 'BB' : 'AA')
    expect(await viewQuotation(payload, forged)).toBeNull()
    expect((await post({ token: forged, locale: 'en', answer: 'accept' })).status).toBe(404)
    expect((await post({ token: 'short', locale: 'en', answer: 'accept' })).status).toBe(404)
    const cross = await post(
      { token: link, locale: 'en', answer: 'accept' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    )
    expect(cross.status).toBe(403)
    expect((await post({ token: link, locale: 'en', answer: 'maybe' })).status).toBe(400)
    expect((await payload.findByID({ collection: 'quotations', id: quotation.id })).status).toBe(
      'sent',
    )
  })

  it('shows a revision: the old link is superseded and leads to the new one', async () => {
    const { inquiry, quotation, email } = await quoted('es')
    const oldLink = quotationToken(quotation)
    const revised = await api('POST', `/api/quotations/${quotation.id}/revise`)
    expect(revised.status, JSON.stringify(revised.body)).toBe(200)
    const draft: Quotation = await payload.findByID({
      collection: 'quotations',
      id: revised.body.id,
    })
    expect(draft).toMatchObject({ status: 'draft', revision: 2, total: '3086.25' })
    // Until the revision is sent, the old link still works.
    expect((await viewQuotation(payload, oldLink))?.state).toBe('open')
    await api('PATCH', `/api/quotations/${draft.id}`, {
      lines: [{ name: 'Lakadong Turmeric', quantity: '2.5', unit: 'mt', unitPrice: '1200' }],
    })
    smtp.received.length = 0
    expect((await api('POST', `/api/quotations/${draft.id}/send`)).status).toBe(200)
    const sent = await payload.findByID({ collection: 'quotations', id: draft.id })
    expect(sent.number).toBe(`${quotation.number}-R2`)
    expect(sent.total).toBe('3000.00')

    const old = await viewQuotation(payload, oldLink)
    expect(old?.state).toBe('superseded')
    expect(old?.state === 'superseded' && old.current?.id).toBe(sent.id)
    const { currentPath } = await import('@/features/quotations/answer')
    expect(currentPath(old!)).toBe(`/es/quotation/${quotationToken(sent)}`)
    expect((await post({ token: oldLink, locale: 'es', answer: 'accept' })).status).toBe(410)

    await deliverDueEmails(payload, { transport: smtpTransport(smtp.url) })
    const mail = smtp.received.find((m) => m.to.includes(email))!
    const text = parseMail(mail.raw).parts.find((p) => p.contentType.startsWith('text/plain'))!
    expect(linkIn(text.body)?.[1]).toBe(quotationToken(sent))
    const history = await payload.find({
      collection: 'inquiry-events',
      where: { inquiry: { equals: inquiry.id } },
      sort: 'at',
      depth: 0,
    })
    expect(history.docs.map((e) => e.kind)).toEqual(['quotation-sent', 'quotation-revised'])
  })

  it('stops working once the quotation has expired', async () => {
    const { quotation } = await quoted('en')
    const link = quotationToken(quotation)
    const later = new Date(Date.parse(quotation.validUntil!) + 2 * 86_400_000)
    expect((await viewQuotation(payload, link, later))?.state).toBe('expired')
    const res = await answerFromPage(
      new Request(`${SITE}/api/quotation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: link, locale: 'en', answer: 'accept' }),
      }),
      { payload, siteUrl: SITE, trustedOrigins: [], now: later },
    )
    expect(res.status).toBe(410)
    expect((await payload.findByID({ collection: 'quotations', id: quotation.id })).status).toBe(
      'sent',
    )
  })
})
