import { describe, expect, it } from 'vitest'
import en from '../../../messages/en.json'
import { fieldErrors } from '@/components/form/field-errors'
import {
  contactInquirySchema,
  isShipmentMonthInRange,
  productInquirySchema,
  quoteRequestSchema,
} from './schema'

const contact = {
  inquiryType: 'quote',
  company: 'Acme Foods LLC',
  name: 'Sara Ali',
  email: 'sara@acme.example',
  phone: '+971 4 123 4567',
  country: 'United Arab Emirates',
  products: '',
  quantity: '',
  message: 'Please quote 2 MT of Lakadong turmeric.',
  consent: true,
  website: '',
}

/** The English text of each field's first error. */
function messages(schema: typeof contactInquirySchema | typeof productInquirySchema, v: unknown) {
  const r = schema.safeParse(v)
  if (r.success) return {}
  return Object.fromEntries(
    Object.entries(fieldErrors(r.error)).map(([k, e]) => [
      k,
      (en.inquiry.errors as Record<string, string>)[e.code],
    ]),
  )
}

describe('contact form schema (the spec larger schema)', () => {
  it('accepts a complete inquiry and turns empty optional fields into null', () => {
    const r = contactInquirySchema.parse(contact)
    expect(r.products).toBeNull()
    expect(r.quantity).toBeNull()
    expect(r.consent).toBe(true)
  })

  it('gives the spec message for each rule', () => {
    expect(
      messages(contactInquirySchema, {
        ...contact,
        inquiryType: '',
        company: ' ',
        name: 'S',
        email: 'sara@',
        phone: '',
        country: '',
        message: 'too short',
        consent: false,
      }),
    ).toEqual({
      inquiryType: 'Please select an inquiry type',
      company: 'Company name is required',
      name: 'Contact person name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number is required',
      country: 'Country is required',
      message: 'Message must be at least 10 characters long',
      consent: 'You must agree to the privacy policy',
    })
  })

  it('reads a plain form post: "on" is a ticked box, a missing box is not', () => {
    expect(contactInquirySchema.safeParse({ ...contact, consent: 'on' }).success).toBe(true)
    const { consent: _c, ...withoutConsent } = contact
    expect(messages(contactInquirySchema, withoutConsent)).toEqual({
      consent: 'You must agree to the privacy policy',
    })
  })

  it('rejects a filled honeypot, line breaks in one-line fields and over-long values', () => {
    expect(messages(contactInquirySchema, { ...contact, website: 'x' })).toEqual({
      website: 'Invalid form submission',
    })
    expect(messages(contactInquirySchema, { ...contact, company: 'A\r\nBcc: x@y' })).toEqual({
      company: 'This field contains characters we cannot accept',
    })
    const r = contactInquirySchema.safeParse({ ...contact, message: 'x'.repeat(5001) })
    expect(r.success || fieldErrors(r.error).message).toEqual({
      code: 'tooLong',
      values: { max: 5000 },
    })
  })

  it('checks phone numbers loosely: digits with the usual separators', () => {
    for (const phone of ['+91 22 4000 1234', '(030) 1234-567', '0044.20.7946.0958'])
      expect(contactInquirySchema.safeParse({ ...contact, phone }).success, phone).toBe(true)
    for (const phone of ['call me', '12345', '+91 22 <b>'])
      expect(messages(contactInquirySchema, { ...contact, phone }).phone, phone).toMatch(
        /valid phone number/,
      )
  })
})

describe('product page form schema', () => {
  const product = { product: 'turmeric-lakadong', name: 'Li', email: 'li@x.cn', message: 'Hi' }

  it('needs only name, email and message; the rest is null when empty', () => {
    const r = productInquirySchema.parse({ ...product, company: '', phone: '  ' })
    expect(r).toMatchObject({ company: null, phone: null, country: null, volume: null })
  })

  it('gives the spec messages', () => {
    expect(
      messages(productInquirySchema, { ...product, name: 'L', email: 'x', message: '' }),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      message: 'Message is required',
    })
    expect(messages(productInquirySchema, { ...product, website: 'spam' })).toEqual({
      website: 'Invalid form submission detected.',
    })
  })

  it('takes a catalogue slug, not a UUID (the spec check would reject every product)', () => {
    expect(productInquirySchema.safeParse(product).success).toBe(true)
    expect(messages(productInquirySchema, { ...product, product: '../etc' }).product).toMatch(
      /no longer in our catalogue/,
    )
  })
})

describe('quote request schema', () => {
  const now = new Date()
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`
  const quote = {
    ...contact,
    message: '',
    items: [{ product: 'basmati-1121', quantity: '20', unit: 'mt', packSize: '' }],
    incoterm: 'CIF',
    destinationPort: 'Jebel Ali',
    destinationCountry: 'United Arab Emirates',
    targetPrice: '',
    shipmentMonth: month,
  }

  it('accepts line items with numeric quantities from text inputs', () => {
    const r = quoteRequestSchema.parse(quote)
    expect(r.items[0]).toEqual({
      product: 'basmati-1121',
      quantity: 20,
      unit: 'mt',
      packSize: null,
    })
    expect(r.message).toBeNull()
  })

  it('names the line item that is wrong', () => {
    const r = quoteRequestSchema.safeParse({
      ...quote,
      items: [...quote.items, { product: 'chana-dal', quantity: '0', unit: 'tons' }],
    })
    expect(r.success).toBe(false)
    if (!r.success)
      expect(fieldErrors(r.error)).toMatchObject({
        'items.1.quantity': { code: 'quantityInvalid' },
        'items.1.unit': { code: 'unitInvalid' },
      })
  })

  it('needs at least one item and terms for the whole request', () => {
    const r = quoteRequestSchema.safeParse({ ...quote, items: [], incoterm: 'EXW' })
    expect(r.success).toBe(false)
    if (!r.success)
      expect(fieldErrors(r.error)).toMatchObject({
        items: { code: 'itemsRequired' },
        incoterm: { code: 'incotermRequired' },
      })
  })

  it.each([
    ['2026-11', true],
    ['2026-10', false],
    ['2028-11', true],
    ['2028-12', false],
    ['2026-13', false],
    ['next month', false],
  ])('shipment month %s in range on 2026-11-22: %s', (value, ok) => {
    expect(isShipmentMonthInRange(value, new Date('2026-11-22T12:00:00Z'))).toBe(ok)
  })
})
