import { IntlMessageFormat } from 'intl-messageformat'
import { createLocalReq, Forbidden, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportInquiriesCsv } from '@/features/inquiries/export'
import { FORM_TOKEN_MAX_AGE_MS, issueFormToken } from '@/features/inquiries/form-token'
import { createLimiter } from '@/lib/limiter'
import { createRateLimiter } from '@/lib/rate-limit'
import type { Email, Inquiry, User } from '@/payload-types'
import { catalogueTranslations } from '@/seed/catalogue/i18n'
import ar from '../../messages/ar.json'
import de from '../../messages/de.json'
import en from '../../messages/en.json'
import {
  SALES_EMAIL,
  answer,
  contactBody,
  countEmails,
  countInquiries,
  formPostRequest,
  inquiryRequest,
  jsonRequest,
  monthFrom,
  parseCsv,
  plainFormFields,
  productBody,
  quoteBody,
  submitter,
  type Submitter,
} from '../helpers/inquiry-fixtures'
import { startTestPayload } from '../helpers/payload'

const errors = en.inquiry.errors
const toast = en.inquiry.toast

let payload: Payload
let close: () => Promise<void>
let submit: Submitter

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('inquiries', { seeded: true }))
  submit = submitter(payload)
})
afterAll(async () => close?.())

async function inquiry(id: number | undefined): Promise<Inquiry> {
  expect(id).toBeTypeOf('number')
  return payload.findByID({ collection: 'inquiries', id: id!, depth: 0, overrideAccess: true })
}

async function emailsOf(id: number): Promise<Email[]> {
  const { docs } = await payload.find({
    collection: 'emails',
    where: { inquiry: { equals: id } },
    sort: 'createdAt',
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

async function productName(slug: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
  })
  expect(docs).toHaveLength(1)
  return docs[0].name
}

function reference(id: number): string {
  return `INQ-${String(id).padStart(6, '0')}`
}

/** Submits and checks the request was refused with `status` and nothing was stored. */
async function expectRefused(request: Request, status: number) {
  const [rows, mails] = [await countInquiries(payload), await countEmails(payload)]
  const response = await submit(request)
  expect(response.status).toBe(status)
  expect(await countInquiries(payload)).toBe(rows)
  expect(await countEmails(payload)).toBe(mails)
  return response
}

/** A 422 with exactly these field messages, and nothing stored. */
async function expectInvalid(body: Record<string, unknown>, expected: Record<string, string>) {
  const response = await expectRefused(jsonRequest(body), 422)
  const json = await answer(response)
  expect(json).toMatchObject({
    ok: false,
    status: 'invalid',
    title: toast.invalidTitle,
    description: toast.invalidText,
  })
  const messages = Object.fromEntries(
    Object.entries(json.fields ?? {}).map(([k, e]) => [k, e.message]),
  )
  expect(messages).toEqual(expected)
  return json
}

describe('contact form', () => {
  it('stores a valid JSON submission with every field and queues both emails', async () => {
    const before = await countInquiries(payload)
    const startedAt = Date.now()
    const body = contactBody({ company: '  Acme Foods LLC  ', name: ' Sara Ali ' })
    const response = await submit(jsonRequest(body))
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toMatch(/^no-store/)
    const json = await answer(response)
    expect(json).toMatchObject({
      ok: true,
      status: 'sent',
      title: 'Inquiry received',
      description: 'Thank you! Our team will respond within 24 hours.',
    })
    expect(json.reference).toBe(reference(json.id!))
    expect(await countInquiries(payload)).toBe(before + 1)

    const row = await inquiry(json.id)
    expect(row).toMatchObject({
      form: 'contact',
      type: 'bulk',
      locale: 'en',
      status: 'new',
      company: 'Acme Foods LLC',
      name: 'Sara Ali',
      email: 'sara@acme.example',
      phone: '+971 4 123 4567',
      country: 'United Arab Emirates',
      volume: '2 MT/month',
      targetSkus: 'Lakadong turmeric, 1121 basmati',
      message: 'Please quote 2 MT of Lakadong turmeric, 25 kg PP bags, CIF Jebel Ali.',
      sourcePage: '/contact',
    })
    expect(row.product ?? null).toBeNull()
    expect(row.lineItems ?? []).toEqual([])
    expect(row.incoterm ?? null).toBeNull()
    expect(row.firstResponseAt ?? null).toBeNull()
    const consentAt = Date.parse(row.consentAt ?? '')
    expect(consentAt).toBeGreaterThanOrEqual(startedAt - 1000)
    expect(consentAt).toBeLessThanOrEqual(Date.now() + 1000)
    const policy = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'privacy-policy' } },
      limit: 1,
    })
    expect(row.policyVersion).toBe(policy.docs[0].updatedAt)

    const mails = await emailsOf(row.id)
    expect(mails).toHaveLength(2)
    const sales = mails.find((m) => m.kind === 'sales-notification')
    const ack = mails.find((m) => m.kind === 'buyer-acknowledgement')
    expect(sales).toMatchObject({
      to: SALES_EMAIL,
      replyTo: 'sara@acme.example',
      status: 'queued',
      attempts: 0,
    })
    expect(sales?.subject).toContain(reference(row.id))
    expect(sales?.subject).toContain('Acme Foods LLC')
    expect(sales?.text).toContain(row.message)
    expect(ack).toMatchObject({ to: 'sara@acme.example', status: 'queued', attempts: 0 })
    expect(ack?.replyTo ?? null).toBeNull()
    expect(ack?.subject).toBe(
      new IntlMessageFormat(en.inquiry.ackEmail.subject, 'en').format({ ref: reference(row.id) }),
    )
  })

  for (const [locale, messages] of [
    ['de', de],
    ['ar', ar],
  ] as const) {
    it(`answers and acknowledges in the visitor's language (${locale})`, async () => {
      const response = await submit(
        jsonRequest(contactBody({ locale, sourcePage: `/${locale}/contact` })),
      )
      expect(response.status).toBe(201)
      const json = await answer(response)
      expect(json.title).toBe(messages.inquiry.toast.contactSuccessTitle)
      expect(json.description).toBe(messages.inquiry.toast.contactSuccessText)
      expect(json.title).not.toBe(toast.contactSuccessTitle)

      const row = await inquiry(json.id)
      expect(row.locale).toBe(locale)
      expect(row.sourcePage).toBe(`/${locale}/contact`)
      const ack = (await emailsOf(row.id)).find((m) => m.kind === 'buyer-acknowledgement')
      expect(ack?.subject).toBe(
        new IntlMessageFormat(messages.inquiry.ackEmail.subject, locale).format({
          ref: reference(row.id),
        }),
      )
      expect(ack?.text).toContain(messages.inquiry.ackEmail.greetingGeneric)
      expect(ack?.text).toContain(messages.inquiry.types.bulk)

      // Field errors come in the same language.
      const invalid = await expectRefused(jsonRequest(contactBody({ locale, company: '' })), 422)
      const fields = (await answer(invalid)).fields
      expect(fields?.company?.message).toBe(messages.inquiry.errors.companyRequired)
    })
  }

  it('falls back to English for an unknown locale', async () => {
    const response = await submit(jsonRequest(contactBody({ locale: 'xx' })))
    expect(response.status).toBe(201)
    const json = await answer(response)
    expect(json.title).toBe(toast.contactSuccessTitle)
    expect((await inquiry(json.id)).locale).toBe('en')
  })
})

describe('validation', () => {
  const contactCases: [string, Record<string, unknown>, string, string][] = [
    ['no inquiry type', { inquiryType: '' }, 'inquiryType', errors.inquiryTypeRequired],
    [
      'an unknown inquiry type',
      { inquiryType: 'wholesale' },
      'inquiryType',
      errors.inquiryTypeRequired,
    ],
    [
      'a missing inquiry type',
      { inquiryType: undefined },
      'inquiryType',
      errors.inquiryTypeRequired,
    ],
    ['a blank company', { company: '   ' }, 'company', 'Company name is required'],
    ['a missing company', { company: undefined }, 'company', 'Company name is required'],
    [
      'a one-letter name',
      { name: 'S' },
      'name',
      'Contact person name must be at least 2 characters',
    ],
    ['a bad email', { email: 'sara@' }, 'email', 'Please enter a valid email address'],
    ['a missing email', { email: undefined }, 'email', 'Please enter a valid email address'],
    ['an empty phone', { phone: '' }, 'phone', 'Phone number is required'],
    ['a phone of letters', { phone: 'call me' }, 'phone', errors.phoneInvalid],
    ['an empty country', { country: '' }, 'country', 'Country is required'],
    [
      'a 9-character message',
      { message: 'too short' },
      'message',
      'Message must be at least 10 characters long',
    ],
    ['no consent', { consent: false }, 'consent', 'You must agree to the privacy policy'],
    [
      'a missing consent',
      { consent: undefined },
      'consent',
      'You must agree to the privacy policy',
    ],
    [
      'a company over 200 characters',
      { company: 'A'.repeat(201) },
      'company',
      'Please use at most 200 characters',
    ],
    ['a line break in a one-line field', { country: 'India\nX' }, 'country', errors.invalidText],
  ]
  for (const [what, overrides, field, message] of contactCases)
    it(`contact form: ${what} → 422 "${message}"`, async () => {
      const json = await expectInvalid(contactBody(overrides), { [field]: message })
      expect(json.fields?.[field]?.code).toMatch(/^[a-zA-Z0-9]+$/)
    })

  it('contact form: every rule at once gives one message per field', async () => {
    await expectInvalid(
      contactBody({
        inquiryType: '',
        company: ' ',
        name: 'S',
        email: 'sara@',
        phone: '',
        country: '',
        message: 'too short',
        consent: false,
      }),
      {
        inquiryType: 'Please select an inquiry type',
        company: 'Company name is required',
        name: 'Contact person name must be at least 2 characters',
        email: 'Please enter a valid email address',
        phone: 'Phone number is required',
        country: 'Country is required',
        message: 'Message must be at least 10 characters long',
        consent: 'You must agree to the privacy policy',
      },
    )
  })

  const productCases: [string, Record<string, unknown>, string, string][] = [
    ['a one-letter name', { name: 'J' }, 'name', 'Name must be at least 2 characters'],
    ['a bad email', { email: 'jonas@@x' }, 'email', 'Invalid email address'],
    ['an empty message', { message: '' }, 'message', 'Message is required'],
    ['a blank message', { message: '   \n ' }, 'message', 'Message is required'],
    ['a bad optional phone', { phone: '12' }, 'phone', errors.phoneInvalid],
  ]
  for (const [what, overrides, field, message] of productCases)
    it(`product form: ${what} → 422 "${message}"`, async () => {
      await expectInvalid(productBody(overrides), { [field]: message })
    })

  it('product form: an unknown or malformed product slug → 422, nothing stored', async () => {
    for (const product of ['saffron-kashmir-gold', 'Turmeric Lakadong', '', '../etc/passwd']) {
      await expectInvalid(productBody({ product }), { product: errors.productUnknown })
    }
  })

  it('refuses an email address the inquiries collection refuses (422, not stored)', async () => {
    // A domain label may not end with a hyphen: the collection's email field (Payload's email
    // validation) refuses these addresses, so the form must refuse them too.
    for (const email of ['buyer@example-.com', 'buyer@mail--.example.com'])
      await expectInvalid(contactBody({ email }), {
        email: 'Please enter a valid email address',
      })
    await expectInvalid(productBody({ email: 'jonas@gewuerz-.example' }), {
      email: 'Invalid email address',
    })
  })
})

describe('product form', () => {
  it('stores the inquiry with the product suffix line, empty optional values as null', async () => {
    const name = await productName('turmeric-lakadong')
    const before = await countInquiries(payload)
    const response = await submit(
      jsonRequest(
        productBody({
          company: '',
          phone: '',
          country: '   ',
          volume: '',
          targetSkus: null,
          message: 'Do you have organic certification?',
        }),
      ),
    )
    expect(response.status).toBe(201)
    const json = await answer(response)
    expect(json).toMatchObject({
      ok: true,
      status: 'sent',
      title: 'Inquiry sent',
      description: "We'll get back to you shortly.",
    })
    expect(await countInquiries(payload)).toBe(before + 1)
    const row = await inquiry(json.id)
    expect(row).toMatchObject({
      form: 'product',
      type: 'product',
      product: 'turmeric-lakadong',
      name: 'Jonas Weber',
      email: 'jonas@gewuerz.example',
      company: null,
      phone: null,
      country: null,
      volume: null,
      targetSkus: null,
      consentAt: null,
      status: 'new',
    })
    expect(row.message.startsWith('Do you have organic certification?')).toBe(true)
    expect(row.message.split('\n').at(-1)).toBe(`Product: ${name} (turmeric-lakadong)`)
    expect(await emailsOf(row.id)).toHaveLength(2)
  })

  it('keeps the optional values it was given', async () => {
    const response = await submit(jsonRequest(productBody({ product: 'basmati-1121' })))
    expect(response.status).toBe(201)
    const row = await inquiry((await answer(response)).id)
    expect(row).toMatchObject({
      product: 'basmati-1121',
      company: 'Gewürzhaus Weber GmbH',
      phone: '+49 40 1234 5678',
      country: 'Germany',
      volume: '5 MT',
      targetSkus: 'Finger, min. 5% curcumin',
    })
    expect(row.message).toBe(
      `Do you have organic certification for this lot?\n\nProduct: ${await productName('basmati-1121')} (basmati-1121)`,
    )
  })
})

describe('quote form', () => {
  it('stores line items with the catalogue names and the shipping terms', async () => {
    const now = new Date()
    const response = await submit(jsonRequest(quoteBody(now)))
    expect(response.status).toBe(201)
    const json = await answer(response)
    expect(json.title).toBe(toast.quoteSuccessTitle)
    expect(json.description).toBe(toast.quoteSuccessText)
    const row = await inquiry(json.id)
    expect(row).toMatchObject({
      form: 'quote',
      type: 'quote',
      incoterm: 'CIF',
      destinationPort: 'Jebel Ali',
      destinationCountry: 'United Arab Emirates',
      targetPrice: 'USD 1,250/MT CIF',
      shipmentMonth: monthFrom(now),
      company: 'Gulf Staples Trading',
      name: 'Omar Haddad',
      message: 'Need phytosanitary certificate.',
      status: 'new',
    })
    expect(row.consentAt).toBeTruthy()
    expect(row.lineItems?.map(({ id: _id, ...item }) => item)).toEqual([
      {
        product: 'turmeric-lakadong',
        productName: await productName('turmeric-lakadong'),
        quantity: 2,
        unit: 'mt',
        packSize: '25 kg PP bags',
      },
      {
        product: 'basmati-1121',
        productName: await productName('basmati-1121'),
        quantity: 1,
        unit: 'containers',
        packSize: null,
      },
    ])
    const sales = (await emailsOf(row.id)).find((m) => m.kind === 'sales-notification')
    expect(sales?.text).toContain('(turmeric-lakadong): 2 MT, 25 kg PP bags')
  })

  it('accepts a shipment month 24 months ahead and fills in a message when none is given', async () => {
    const now = new Date()
    const response = await submit(
      jsonRequest(quoteBody(now, { shipmentMonth: monthFrom(now, 24), message: '' })),
    )
    expect(response.status).toBe(201)
    const row = await inquiry((await answer(response)).id)
    expect(row.shipmentMonth).toBe(monthFrom(now, 24))
    expect(row.message).toBe('Quote request for 2 product(s).')
  })

  it('accepts notes over several lines (the notes field is a textarea)', async () => {
    const response = await submit(
      jsonRequest(
        quoteBody(new Date(), { message: 'Labels in Arabic.\nCertificate of origin needed.' }),
      ),
    )
    expect(response.status).toBe(201)
    const row = await inquiry((await answer(response)).id)
    expect(row.message).toBe('Labels in Arabic.\nCertificate of origin needed.')
  })

  it('refuses bad months, items and terms with the field keys of the form', async () => {
    const now = new Date()
    const [first, second] = quoteBody(now).items as Record<string, unknown>[]
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ shipmentMonth: monthFrom(now, -1) }, { shipmentMonth: errors.shipmentMonthInvalid }],
      [{ shipmentMonth: monthFrom(now, 25) }, { shipmentMonth: errors.shipmentMonthInvalid }],
      [
        { shipmentMonth: `${now.getUTCFullYear()}-13` },
        { shipmentMonth: errors.shipmentMonthInvalid },
      ],
      [{ shipmentMonth: '' }, { shipmentMonth: errors.shipmentMonthInvalid }],
      [{ items: [] }, { items: errors.itemsRequired }],
      [{ items: undefined }, { items: errors.itemsRequired }],
      [{ items: 'turmeric-lakadong' }, { items: errors.itemsRequired }],
      [
        { items: Array.from({ length: 51 }, () => first) },
        { items: 'A quote request can hold at most 50 products' },
      ],
      [
        { items: [first, { ...second, quantity: 0 }] },
        { 'items.1.quantity': errors.quantityInvalid },
      ],
      [{ items: [{ ...first, quantity: 'lots' }] }, { 'items.0.quantity': errors.quantityInvalid }],
      [{ items: [{ ...first, unit: 'tonnes' }] }, { 'items.0.unit': errors.unitInvalid }],
      [
        { items: [first, { ...second, product: 'Basmati!' }] },
        { 'items.1.product': errors.productUnknown },
      ],
      [{ incoterm: 'EXW' }, { incoterm: errors.incotermRequired }],
      [{ destinationPort: ' ' }, { destinationPort: errors.portRequired }],
      [{ destinationCountry: '' }, { destinationCountry: errors.destinationCountryRequired }],
      [{ consent: false }, { consent: errors.consentRequired }],
    ]
    for (const [overrides, expected] of cases)
      await expectInvalid(quoteBody(now, overrides), expected)
  })

  it('refuses a product that is not in the catalogue with its item key', async () => {
    const now = new Date()
    const [first, second] = quoteBody(now).items as Record<string, unknown>[]
    const json = await expectInvalid(
      quoteBody(now, { items: [first, { ...second, product: 'saffron-kashmir-gold' }] }),
      { 'items.1.product': errors.productUnknown },
    )
    expect(json.fields?.['items.1.product']?.code).toBe('productUnknown')
  })
})

describe('abuse and malformed requests', () => {
  it('blocks a filled honeypot with the spec toast and stores nothing', async () => {
    for (const body of [
      contactBody({ website: 'http://spam.example' }),
      productBody({ website: 'x' }),
    ]) {
      const json = await answer(await expectRefused(jsonRequest(body), 400))
      expect(json).toMatchObject({
        ok: false,
        status: 'blocked',
        title: 'Submission blocked',
        description: 'Invalid form submission detected.',
      })
    }
  })

  it('turns away a form sent faster than a person can fill it in', async () => {
    for (const elapsedMs of [0, 1200, 2999, '150', null]) {
      const json = await answer(await expectRefused(jsonRequest(contactBody({ elapsedMs })), 400))
      expect(json).toMatchObject({
        status: 'too-fast',
        title: toast.tooFastTitle,
        description: toast.tooFastText,
      })
    }
    expect((await submit(jsonRequest(contactBody({ elapsedMs: 3000 })))).status).toBe(201)
  })

  it('answers 413 to a body over 32 KB', async () => {
    const json = await answer(
      await expectRefused(jsonRequest(contactBody({ message: 'x'.repeat(33 * 1024) })), 413),
    )
    expect(json).toMatchObject({
      status: 'too-large',
      title: toast.tooLargeTitle,
      description: toast.tooLargeText,
    })
    // A message over its own limit but inside the body limit is a field error.
    await expectInvalid(contactBody({ message: 'x'.repeat(5001) }), {
      message: 'Please use at most 5000 characters',
    })
  })

  it('answers 400 to malformed JSON, JSON that is not an object and a missing form', async () => {
    const bodies = ['{"form":"contact",', '[1,2,3]', 'null', '"contact"', '42', '']
    for (const text of bodies) {
      const response = await expectRefused(
        inquiryRequest(text, { contentType: 'application/json', accept: 'application/json' }),
        400,
      )
      expect(await answer(response)).toMatchObject({
        status: 'malformed',
        title: 'Submission blocked',
      })
    }
    await expectRefused(jsonRequest(contactBody({ form: undefined })), 400)
    await expectRefused(jsonRequest(contactBody({ form: 'newsletter' })), 400)
    // Bytes that are not UTF-8.
    await expectRefused(
      inquiryRequest(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), {
        contentType: 'application/json',
      }),
      400,
    )
  })

  it('answers 415 to a content type it does not read', async () => {
    const text = JSON.stringify(contactBody())
    for (const contentType of ['text/plain', 'application/xml', null]) {
      const response = await expectRefused(
        inquiryRequest(text, { contentType, accept: 'application/json' }),
        415,
      )
      expect((await answer(response)).status).toBe('unsupported')
    }
  })

  it('answers 400 to a malformed url-encoded body', async () => {
    for (const accept of ['application/json', null]) {
      const response = await expectRefused(
        inquiryRequest('form=contact&name=%zz&company=Acme', {
          contentType: 'application/x-www-form-urlencoded',
          accept,
        }),
        400,
      )
      expect((await answer(response)).status).toBe('malformed')
    }
  })

  it('answers a valid plain form post with a redirect to the result page and stores it', async () => {
    const before = await countInquiries(payload)
    const fields = plainFormFields(contactBody({ consent: 'on' }))
    fields.message = 'Line one of the message\r\nLine two of the message'
    const response = await submit(formPostRequest(fields))
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location') ?? '', 'http://site.test')
    expect(location.pathname).toBe('/inquiry')
    expect(location.searchParams.get('status')).toBe('sent')
    expect(location.searchParams.get('form')).toBe('contact')
    expect(location.searchParams.get('back')).toBe('/contact')
    const ref = location.searchParams.get('ref') ?? ''
    expect(ref).toMatch(/^INQ-\d{6}$/)
    expect(response.headers.get('location')).toMatch(/^\/inquiry\?status=sent/)
    expect(await countInquiries(payload)).toBe(before + 1)
    const row = await inquiry(Number(ref.slice(4)))
    expect(row).toMatchObject({ company: 'Acme Foods LLC', form: 'contact', locale: 'en' })
    expect(row.message.replace(/\r\n/g, '\n')).toBe(
      'Line one of the message\nLine two of the message',
    )
    expect(row.consentAt).toBeTruthy()
  })

  it('redirects a plain form post in another language to that language', async () => {
    const fields = plainFormFields(productBody({ locale: 'de', sourcePage: '/de/product/x' }))
    const response = await submit(formPostRequest(fields))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(/^\/de\/inquiry\?status=sent&form=product/)
  })

  it('redirects an invalid plain form post with status=invalid and the field codes', async () => {
    const fields = plainFormFields(contactBody({ company: '', email: 'nope', consent: 'on' }))
    const response = await expectRefused(formPostRequest(fields), 303)
    const location = new URL(response.headers.get('location') ?? '', 'http://site.test')
    expect(location.pathname).toBe('/inquiry')
    expect(location.searchParams.get('status')).toBe('invalid')
    expect(location.searchParams.get('form')).toBe('contact')
    expect(location.searchParams.get('fields')?.split(',').sort()).toEqual([
      'company:companyRequired',
      'email:emailInvalid',
    ])
  })

  it('reads multipart form data like a form post', async () => {
    const data = new FormData()
    for (const [k, v] of Object.entries(contactBody({ consent: 'on' }))) data.set(k, String(v))
    const response = await submit(inquiryRequest(data, { accept: 'application/json' }))
    expect(response.status).toBe(201)
    const withFile = new FormData()
    for (const [k, v] of Object.entries(contactBody({ consent: 'on' }))) withFile.set(k, String(v))
    withFile.set('attachment', new Blob(['MZ']), 'invoice.exe')
    await expectRefused(inquiryRequest(withFile, { accept: 'application/json' }), 400)
  })

  it('rate-limits the third submission from one address, not another address', async () => {
    const rateLimiter = createRateLimiter('test', [{ limit: 2, windowMs: 60_000 }])
    const ip = '198.51.100.7'
    expect((await submit(jsonRequest(contactBody()), { ip, rateLimiter })).status).toBe(201)
    // Every attempt counts, a refused one too (counted before any work is done).
    expect(
      (await submit(jsonRequest(contactBody({ company: '' })), { ip, rateLimiter })).status,
    ).toBe(422)

    const before = await countInquiries(payload)
    const limited = await submit(jsonRequest(contactBody()), { ip, rateLimiter })
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await answer(limited)).toMatchObject({
      status: 'limited',
      title: toast.rateLimitedTitle,
      description: toast.rateLimitedText,
      retryAfter,
    })
    expect(await countInquiries(payload)).toBe(before)

    const other = await submit(jsonRequest(contactBody()), { ip: '198.51.100.8', rateLimiter })
    expect(other.status).toBe(201)
  })

  it('20 parallel submissions from one address with a limit of 5: exactly 5 stored, 15 refused', async () => {
    const rateLimiter = createRateLimiter('burst', [{ limit: 5, windowMs: 60_000 }])
    const ip = '198.51.100.20'
    const before = await countInquiries(payload)
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submit(jsonRequest(contactBody({ email: `burst${i}@buyer.example` })), {
          ip,
          rateLimiter,
        }).then((r) => r.status),
      ),
    )
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)
    expect(await countInquiries(payload)).toBe(before + 5)
  })

  it('keeps an inquiry whose page address holds a NUL byte', async () => {
    const before = await countInquiries(payload)
    const response = await submit(jsonRequest(contactBody({ sourcePage: '/contact\u0000' })))
    expect(response.status).toBe(201)
    expect(await countInquiries(payload)).toBe(before + 1)
  })

  it('stores no control characters from the page address it was sent from', async () => {
    const response = await submit(jsonRequest(contactBody({ sourcePage: '/con\u0007tact' })))
    expect(response.status).toBe(201)
    const row = await inquiry((await answer(response)).id)
    expect(row.sourcePage ?? '').not.toMatch(/[\u0000-\u001f\u007f]/)
  })
})

describe('time trap without the script', () => {
  /** A plain form post of the contact form, with the given fields changed or left out. */
  function plain(overrides: Record<string, string | undefined>) {
    const fields: Record<string, string> = { ...plainFormFields(contactBody()) }
    for (const [k, v] of Object.entries(overrides))
      if (v === undefined) delete fields[k]
      else fields[k] = v
    return formPostRequest(fields)
  }

  function statusOf(response: Response): string | null {
    return new URL(response.headers.get('location') ?? '', 'http://site.test').searchParams.get(
      'status',
    )
  }

  it('turns away a post that carries neither elapsedMs nor the page’s signed render time', async () => {
    // The plain form post without its stamp: the result page says it was too fast.
    const response = await expectRefused(plain({ formToken: undefined }), 303)
    expect(statusOf(response)).toBe('too-fast')
    // The same as JSON.
    const body = contactBody()
    delete body.elapsedMs
    const json = await answer(await expectRefused(jsonRequest(body), 400))
    expect(json).toMatchObject({
      status: 'too-fast',
      title: toast.tooFastTitle,
      description: toast.tooFastText,
    })
  })

  it('turns away a made-up, altered or foreign stamp, and one from a page rendered under 3 s ago', async () => {
    const good = issueFormToken(Date.now() - 60_000)
    const [time, mac] = good.split('.')
    for (const formToken of [
      '',
      'x',
      `${Date.now() - 60_000}`,
      `${Date.now() - 60_000}.${'A'.repeat(43)}`,
      // The time moved back with the signature kept.
      `${Number(time) - 3_600_000}.${mac}`,
      // Signed with another secret.
      issueFormToken(Date.now() - 60_000, 'not-the-site-secret'),
      // Rendered a moment ago, or "in the future".
      issueFormToken(Date.now() - 1_000),
      issueFormToken(Date.now() + 60_000),
    ]) {
      const response = await expectRefused(plain({ formToken }), 303)
      expect(statusOf(response), formToken).toBe('too-fast')
    }
  })

  it('turns away a stamp older than 48 hours with its own message', async () => {
    const formToken = issueFormToken(Date.now() - FORM_TOKEN_MAX_AGE_MS - 60_000)
    const response = await expectRefused(plain({ formToken }), 303)
    expect(statusOf(response)).toBe('expired')
    const body: Record<string, unknown> = { ...contactBody(), formToken }
    delete body.elapsedMs
    const json = await answer(await expectRefused(jsonRequest(body), 400))
    expect(json).toMatchObject({
      status: 'expired',
      title: toast.expiredTitle,
      description: toast.expiredText,
    })
    expect(FORM_TOKEN_MAX_AGE_MS).toBe(48 * 60 * 60_000)
  })

  it('accepts the plain form of a page rendered between 3 s and 48 hours before', async () => {
    for (const ago of [3_500, 15 * 60_000, FORM_TOKEN_MAX_AGE_MS - 60_000]) {
      const before = await countInquiries(payload)
      const response = await submit(formPostRequest(plainFormFields(contactBody(), ago)))
      expect(response.status).toBe(303)
      expect(statusOf(response)).toBe('sent')
      expect(await countInquiries(payload)).toBe(before + 1)
    }
  })
})

describe('posts from other sites', () => {
  const evil: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site', origin: 'https://shop.site.test' },
    { origin: 'null' },
  ]

  it('refuses every form’s JSON post from another site with 403 in the visitor’s language', async () => {
    for (const [locale, messages] of [
      ['en', en],
      ['de', de],
      ['ar', ar],
    ] as const) {
      for (const body of [
        contactBody({ locale }),
        productBody({ locale }),
        quoteBody(new Date(), { locale }),
      ])
        for (const headers of evil) {
          const response = await expectRefused(jsonRequest(body, headers), 403)
          expect(response.headers.get('cache-control')).toMatch(/^no-store/)
          expect(await answer(response)).toMatchObject({
            ok: false,
            status: 'cross-site',
            title: messages.inquiry.toast.blockedTitle,
            description: messages.inquiry.toast.crossSiteText,
          })
        }
    }
  })

  it('refuses a plain form post from another site with a 403 page in the visitor’s language', async () => {
    for (const headers of evil) {
      const fields = plainFormFields(
        productBody({ locale: 'ar', sourcePage: '/ar/product/turmeric-lakadong' }),
      )
      const response = await expectRefused(formPostRequest(fields, headers), 403)
      expect(response.headers.get('location')).toBeNull()
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      const html = await response.text()
      expect(html).toContain('<html lang="ar" dir="rtl">')
      expect(html).toContain(`<h1>${ar.inquiry.toast.blockedTitle}</h1>`)
      expect(html).toContain(ar.inquiry.toast.crossSiteText)
    }
  })

  it('accepts posts from the site itself and from clients that do not say where they come from', async () => {
    const same: Record<string, string>[] = [
      { origin: 'http://site.test', 'sec-fetch-site': 'same-origin' },
      { origin: 'https://www.site.example', host: 'www.site.example' },
      { 'sec-fetch-site': 'none' },
      {},
    ]
    for (const headers of same) {
      expect((await submit(jsonRequest(contactBody(), headers))).status).toBe(201)
      const plainPost = await submit(formPostRequest(plainFormFields(contactBody()), headers))
      expect(plainPost.status).toBe(303)
      expect(plainPost.headers.get('location')).toMatch(/status=sent/)
    }
  })
})

describe('acknowledgements', () => {
  /** A submission's emails by kind. */
  async function mailsOf(response: Response) {
    expect(response.status).toBe(201)
    const { id } = await answer(response)
    const mails = await emailsOf(id!)
    return {
      id: id!,
      sales: mails.filter((m) => m.kind === 'sales-notification'),
      ack: mails.filter((m) => m.kind === 'buyer-acknowledgement'),
    }
  }

  it('sends one address at most its daily number of acknowledgements; the inquiry is still stored and sales told', async () => {
    const ackLimiter = createLimiter(`test-acks-${process.pid}-${Date.now()}`, [
      { limit: 3, windowMs: 24 * 60 * 60_000 },
    ])
    // The same mailbox, however it is spelled.
    const spellings = [
      'capped.buyer@example.com',
      'Capped.Buyer@EXAMPLE.com',
      'capped.buyer+quote@example.com',
      'capped.buyer+again@example.com',
      'capped.buyer@example.com',
    ]
    const answers: { status: number; json: unknown }[] = []
    const results = []
    for (const [i, email] of spellings.entries()) {
      const response = await submit(jsonRequest(contactBody({ email })), { ackLimiter })
      answers.push({ status: response.status, json: await response.clone().json() })
      results.push({ i, ...(await mailsOf(response)) })
    }
    // The visitor is told the same each time.
    for (const a of answers)
      expect(a).toMatchObject({
        status: 201,
        json: { ok: true, status: 'sent', title: toast.contactSuccessTitle },
      })
    expect(results.map((r) => r.sales.length)).toEqual([1, 1, 1, 1, 1])
    expect(results.map((r) => r.ack.length)).toEqual([1, 1, 1, 0, 0])
    for (const r of results) expect((await inquiry(r.id)).message).toBe(contactBody().message)
    expect(results[3].sales[0].text).toContain('Acknowledgement: Not sent')
    expect(results[0].sales[0].text).not.toContain('Acknowledgement:')

    // Another address is not affected.
    const other = await mailsOf(
      await submit(jsonRequest(contactBody({ email: 'someone.else@example.com' })), {
        ackLimiter,
      }),
    )
    expect(other.ack).toHaveLength(1)
  })

  it('names the products in the buyer’s language in their acknowledgement, in English for sales', async () => {
    for (const locale of ['de', 'zh'] as const) {
      const own = catalogueTranslations[locale].products
      const quote = await mailsOf(await submit(jsonRequest(quoteBody(new Date(), { locale }))))
      expect(quote.ack[0].text).toContain(own['turmeric-lakadong'].name)
      expect(quote.ack[0].text).toContain(own['basmati-1121'].name)
      expect(quote.ack[0].text).toContain(`${own['turmeric-lakadong'].name}: 2`)
      expect(quote.ack[0].text).not.toContain('Turmeric: 2')
      expect(quote.sales[0].text).toContain('Turmeric (turmeric-lakadong): 2')
      const product = await mailsOf(await submit(jsonRequest(productBody({ locale }))))
      expect(product.ack[0].text).toContain(own['turmeric-lakadong'].name)
      expect(product.sales[0].text).toContain('Product: Turmeric (turmeric-lakadong)')
    }
  })

  it('sends every acknowledgement with the cap at 0 (off)', async () => {
    const ackLimiter = createLimiter(`test-acks-off-${process.pid}-${Date.now()}`, [
      { limit: 0, windowMs: 24 * 60 * 60_000 },
    ])
    for (let i = 0; i < 5; i++) {
      const r = await mailsOf(
        await submit(jsonRequest(contactBody({ email: 'uncapped@example.com' })), { ackLimiter }),
      )
      expect(r.ack).toHaveLength(1)
    }
  })

  const spam = {
    name: 'Win a prize at spam.example',
    company: 'CHEAP PILLS http://spam.example/a',
    phone: '+1 555 0100 7788',
    country: 'Visit spam.example today',
    products: 'Click http://spam.example/b',
    quantity: 'Free crypto at spam.example',
    message: 'Congratulations! Claim your reward at http://spam.example/c before midnight.',
  }

  it('tells an unconfirmed address what was received, never what was written', async () => {
    const now = new Date()
    const cases = [
      {
        body: contactBody({ ...spam, inquiryType: 'partnership' }),
        type: en.inquiry.types.partnership,
        products: [] as string[],
      },
      {
        body: productBody({
          name: spam.name,
          company: spam.company,
          phone: spam.phone,
          country: spam.country,
          volume: spam.quantity,
          targetSkus: spam.products,
          message: spam.message,
        }),
        type: en.inquiry.types.product,
        products: [await productName('turmeric-lakadong')],
      },
      {
        body: quoteBody(now, {
          name: spam.name,
          company: spam.company,
          phone: spam.phone,
          country: spam.country,
          destinationPort: 'Port spam.example',
          destinationCountry: 'Land of spam.example',
          targetPrice: 'Pay at spam.example',
          message: spam.message,
          items: [
            {
              product: 'turmeric-lakadong',
              quantity: 2,
              unit: 'mt',
              packSize: 'Bags from spam.example',
            },
          ],
        }),
        type: en.inquiry.types.quote,
        products: [`${await productName('turmeric-lakadong')}: 2 MT`],
      },
    ]
    for (const { body, type, products } of cases) {
      const { id, sales, ack } = await mailsOf(await submit(jsonRequest(body)))
      expect(ack).toHaveLength(1)
      const [mail] = ack
      for (const part of [mail.subject, mail.text, mail.html ?? '']) {
        expect(part).not.toContain('spam.example')
        expect(part).not.toContain('Win a prize')
        expect(part).not.toContain(spam.phone)
      }
      expect(mail.text).toContain(en.inquiry.ackEmail.greetingGeneric)
      expect(mail.text).toContain(`${en.inquiry.ackEmail.reference}: ${reference(id)}`)
      expect(mail.text).toContain(`${en.inquiry.inquiryType}: ${type}`)
      for (const p of products) expect(mail.text).toContain(p)
      expect(mail.text).toMatch(
        new RegExp(
          `${en.inquiry.ackEmail.received}: \\w+ \\d{1,2}, \\d{4}\\D+\\d{1,2}:\\d{2}\\s[AP]M UTC`,
        ),
      )
      expect(mail.text).toContain(en.inquiry.ackEmail.summaryNote)
      // The sales team gets all of it.
      expect(sales[0].text).toContain(spam.message)
      expect(sales[0].text).toContain(spam.name)
    }
  })

  it('gives a signed-in buyer writing from the account’s confirmed address the full copy, uncapped', async () => {
    const buyer = await payload.create({
      collection: 'buyers',
      overrideAccess: true,
      data: {
        firstName: 'Mei',
        lastName: 'Lin',
        email: 'mei.lin@buyer.example',
        passwordHash: 'not-used-here',
        locale: 'en',
        emailConfirmedAt: new Date().toISOString(),
      },
    })
    const ackLimiter = createLimiter(`test-acks-buyer-${process.pid}-${Date.now()}`, [
      { limit: 1, windowMs: 24 * 60 * 60_000 },
    ])
    const message = 'Please send the spec sheet for 5 MT of Lakadong turmeric.'
    for (let i = 0; i < 3; i++) {
      const { ack } = await mailsOf(
        await submit(
          jsonRequest(contactBody({ name: 'Mei Lin', email: 'Mei.Lin@buyer.example', message })),
          { buyer: buyer.id, ackLimiter },
        ),
      )
      expect(ack).toHaveLength(1)
      expect(ack[0].text).toContain('Dear Mei Lin,')
      expect(ack[0].text).toContain(message)
    }
    // Signed in, but writing to another address: that address gets the summary (and the cap).
    const other = await mailsOf(
      await submit(jsonRequest(contactBody({ ...spam, email: 'not-mei@buyer.example' })), {
        buyer: buyer.id,
        ackLimiter,
      }),
    )
    expect(other.ack).toHaveLength(1)
    expect(other.ack[0].text).not.toContain('spam.example')
    expect(other.ack[0].text).toContain(en.inquiry.ackEmail.greetingGeneric)

    // An account whose address was never confirmed gets the summary too.
    const unconfirmed = await payload.create({
      collection: 'buyers',
      overrideAccess: true,
      data: {
        firstName: 'Not',
        lastName: 'Confirmed',
        email: 'unconfirmed@buyer.example',
        passwordHash: 'not-used-here',
        locale: 'en',
      },
    })
    const summary = await mailsOf(
      await submit(jsonRequest(contactBody({ ...spam, email: 'unconfirmed@buyer.example' })), {
        buyer: unconfirmed.id,
      }),
    )
    expect(summary.ack[0].text).not.toContain('spam.example')
  })
})

describe('access and CSV export', () => {
  const users: Record<'editor' | 'sales' | 'admin', User> = {} as never

  beforeAll(async () => {
    for (const role of ['editor', 'sales', 'admin'] as const)
      users[role] = await payload.create({
        collection: 'users',
        data: { email: `${role}@bharat.test`, password: 'correct-horse-battery', role, name: role },
      })
  })

  const minimal = {
    type: 'general',
    form: 'contact',
    locale: 'en',
    name: 'Mallory',
    email: 'mallory@evil.example',
    message: 'Hello there, this is me.',
    status: 'new',
  } as const

  it('keeps inquiries and the outbox from the public and from editors', async () => {
    for (const collection of ['inquiries', 'emails'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toBeInstanceOf(
        Forbidden,
      )
      await expect(
        payload.find({ collection, overrideAccess: false, user: users.editor }),
      ).rejects.toBeInstanceOf(Forbidden)
    }
    await expect(
      payload.create({ collection: 'inquiries', overrideAccess: false, data: minimal }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.create({
        collection: 'emails',
        overrideAccess: false,
        data: { to: 'x@y.example', subject: 's', text: 't', kind: 'account', status: 'queued' },
      }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('lets sales staff and admins read the inbox, but nobody create inquiries by hand', async () => {
    const total = await countInquiries(payload)
    for (const role of ['sales', 'admin'] as const) {
      const { totalDocs } = await payload.find({
        collection: 'inquiries',
        overrideAccess: false,
        user: users[role],
        limit: 1,
      })
      expect(totalDocs).toBe(total)
      const mails = await payload.find({
        collection: 'emails',
        overrideAccess: false,
        user: users[role],
        limit: 1,
      })
      expect(mails.totalDocs).toBe(await countEmails(payload))
      await expect(
        payload.create({
          collection: 'inquiries',
          overrideAccess: false,
          user: users[role],
          data: minimal,
        }),
      ).rejects.toBeInstanceOf(Forbidden)
    }
  })

  it('lets sales staff change the status but not what the buyer sent', async () => {
    const json = await answer(await submit(jsonRequest(contactBody())))
    const updated = await payload.update({
      collection: 'inquiries',
      id: json.id!,
      overrideAccess: false,
      user: users.sales,
      data: { status: 'quoted', company: 'Changed Ltd', message: 'Changed message text' },
    })
    expect(updated.status).toBe('quoted')
    const row = await inquiry(json.id)
    expect(row.company).toBe('Acme Foods LLC')
    expect(row.message).toBe(contactBody().message)
  })

  it('lets sales staff move on from New every inquiry the forms accepted', async () => {
    const edgy = [
      contactBody({ email: 'buyer@example-.com' }),
      contactBody({ email: "o'brien+quote@sub.acme.example", sourcePage: '/con\u0007tact' }),
      productBody({ email: 'x_y@a-b.example', company: '', phone: '' }),
      quoteBody(new Date(), { message: '' }),
    ]
    for (const body of edgy) {
      const response = await submit(jsonRequest(body))
      if (response.status !== 201) continue
      const { id } = await answer(response)
      const updated = await payload.update({
        collection: 'inquiries',
        id: id!,
        overrideAccess: false,
        user: users.sales,
        data: { status: 'in-review' },
      })
      expect(updated.status, String(body.email)).toBe('in-review')
    }
  })

  async function exportCsv(user: User | undefined, where: Record<string, unknown>) {
    const req = await createLocalReq(
      { user: user ? { ...user, collection: 'users' } : undefined, req: { query: { where } } },
      payload,
    )
    return exportInquiriesCsv(req)
  }

  it('exports the filtered inbox as CSV for sales staff, formulas defused', async () => {
    const evil = ['=HYPERLINK("http://evil")', '+1+1', '@SUM(1)', '-2+3']
    const ids: number[] = []
    for (const company of evil) {
      const response = await submit(jsonRequest(contactBody({ company })))
      expect(response.status).toBe(201)
      ids.push((await answer(response)).id!)
    }
    // One of them is no longer new: the filter leaves it out.
    await payload.update({
      collection: 'inquiries',
      id: ids[3],
      data: { status: 'in-review' },
      overrideAccess: true,
    })
    const where = { status: { equals: 'new' } }
    const expectedCount = (await payload.count({ collection: 'inquiries', where })).totalDocs

    for (const role of ['sales', 'admin'] as const) {
      const response = await exportCsv(users[role], where)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
      )
      // A byte-order mark first, so Excel reads UTF-8 (Response.text() would drop it).
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1)
      const rows = parseCsv(text)
      const [header, ...lines] = rows
      expect(header.slice(0, 9)).toEqual([
        'Reference',
        'Received',
        'Status',
        'Type',
        'Form',
        'Language',
        'Contact person',
        'Email',
        'Company',
      ])
      expect(lines).toHaveLength(expectedCount)
      for (const line of lines) expect(line).toHaveLength(header.length)
      expect(lines.every((l) => l[header.indexOf('Status')] === 'New')).toBe(true)
      const refs = lines.map((l) => l[0])
      expect(new Set(refs).size).toBe(refs.length)
      expect(refs).not.toContain(reference(ids[3]))
      const company = (id: number) =>
        lines.find((l) => l[0] === reference(id))?.[header.indexOf('Company')]
      expect(company(ids[0])).toBe(`'=HYPERLINK("http://evil")`)
      expect(company(ids[1])).toBe(`'+1+1`)
      expect(company(ids[2])).toBe(`'@SUM(1)`)
      expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`)
      // Newest first.
      const received = lines.map((l) => Date.parse(l[1]))
      expect([...received].sort((a, b) => b - a)).toEqual(received)
    }
  })

  it('refuses the export to visitors and editors', async () => {
    for (const user of [undefined, users.editor]) {
      const response = await exportCsv(user, { status: { equals: 'new' } })
      expect(response.status).toBe(403)
      expect(response.headers.get('content-type')).not.toMatch(/csv/)
    }
  })

  it('answers 400 to a filter on a field that does not exist', async () => {
    const response = await exportCsv(users.sales, { nosuchfield: { equals: 'x' } })
    expect(response.status).toBe(400)
  })
})
