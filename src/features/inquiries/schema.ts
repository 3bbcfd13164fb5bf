import { z } from 'zod/mini'
import '@/lib/zod-browser'
import {
  controlChars,
  email,
  emptyWhenMissing,
  line,
  optionalLine,
  optionalText,
} from '@/components/form/rules'
import {
  MAX_SHIPMENT_MONTHS_AHEAD,
  incoterms,
  inquiryTypes,
  limits,
  quantityUnits,
} from './constants'

/**
 * The three inquiry forms (contact page, product page, quote list) as one set of zod schemas,
 * used by the browser and by the server, which is the judge. Error messages are keys of the
 * `inquiry.errors` namespace of messages/*.json, so each side shows them in the visitor's
 * language. Written with zod's "mini" functions: the browser gets only the checks used here,
 * where zod's chained API would add its whole library to each form page.
 */

function messageText(min: number, minMessage: string) {
  return z.string({ error: minMessage }).check(
    z.trim(),
    z.minLength(min, { error: minMessage }),
    z.maxLength(limits.message, { error: 'tooLong' }),
    z.refine((v) => !controlChars.test(v), { error: 'invalidText' }),
  )
}

const phonePattern = /^\+?[0-9 ().\-/]{6,}$/
const isPhone = (v: string) => phonePattern.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6
const phone = line(limits.phone, 'phoneRequired').check(
  z.refine((v) => v === '' || isPhone(v), { error: 'phoneInvalid' }),
)
const optionalPhone = optionalLine(limits.phone).check(
  z.refine((v) => v === null || isPhone(v), { error: 'phoneInvalid' }),
)

/** A ticked checkbox arrives as true (JSON) or "on"/"true" (form post). */
const consent = z.pipe(
  z.transform((v: unknown) => v === true || v === 'on' || v === 'true'),
  z.literal(true, { error: 'consentRequired' }),
)

/** The hidden field people never see: anything in it marks a robot. */
const honeypot = (message: string) =>
  z.pipe(emptyWhenMissing, z.string({ error: message }).check(z.maxLength(0, { error: message })))

export const productSlug = z
  .string({ error: 'productUnknown' })
  .check(
    z.trim(),
    z.maxLength(120, { error: 'productUnknown' }),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'productUnknown' }),
  )

/** Contact page: the spec's larger schema, plus length limits. */
export const contactInquirySchema = z.object({
  inquiryType: z.enum(inquiryTypes, { error: 'inquiryTypeRequired' }),
  company: line(limits.company, 'companyRequired'),
  name: line(limits.name, 'contactNameMin', 2),
  email: email('emailInvalid'),
  phone,
  country: line(limits.country, 'countryRequired'),
  products: optionalLine(limits.products),
  quantity: optionalLine(limits.quantity),
  message: messageText(10, 'messageMin10'),
  consent,
  website: honeypot('honeypot'),
})
export type ContactInquiry = z.infer<typeof contactInquirySchema>

/** Product page "Send an Inquiry": the spec's rules, the product referenced by its slug. */
export const productInquirySchema = z.object({
  product: productSlug,
  name: line(limits.name, 'nameMin', 2),
  email: email('emailInvalidShort'),
  company: optionalLine(limits.company),
  phone: optionalPhone,
  country: optionalLine(limits.country),
  volume: optionalLine(limits.quantity),
  targetSkus: optionalLine(limits.products),
  message: messageText(1, 'messageRequired'),
  website: honeypot('honeypotBlocked'),
})
export type ProductInquiry = z.infer<typeof productInquirySchema>

/**
 * "YYYY-MM", from this month up to MAX_SHIPMENT_MONTHS_AHEAD months ahead. "This month" is taken
 * in the westernmost time zone (UTC-12), so a buyer whose month has not yet turned is not refused.
 */
export function isShipmentMonthInRange(value: string, now = new Date()): boolean {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value)
  if (!m) return false
  const months = Number(m[1]) * 12 + Number(m[2]) - 1
  const west = new Date(now.getTime() - 12 * 60 * 60_000)
  const current = west.getUTCFullYear() * 12 + west.getUTCMonth()
  return months >= current && months <= current + MAX_SHIPMENT_MONTHS_AHEAD
}

export const quoteItemSchema = z.object({
  product: productSlug,
  quantity: z.coerce
    .number({ error: 'quantityInvalid' })
    .check(
      z.positive({ error: 'quantityInvalid' }),
      z.lte(limits.itemQuantity, { error: 'quantityInvalid' }),
    ),
  unit: z.enum(quantityUnits, { error: 'unitInvalid' }),
  packSize: optionalLine(limits.packSize),
})
export type QuoteItem = z.infer<typeof quoteItemSchema>

/** The quote list: line items plus the terms of the whole request and the contact fields. */
export const quoteRequestSchema = z.object({
  items: z
    .array(quoteItemSchema, { error: 'itemsRequired' })
    .check(
      z.minLength(1, { error: 'itemsRequired' }),
      z.maxLength(limits.quoteItems, { error: 'tooManyItems' }),
    ),
  incoterm: z.enum(incoterms, { error: 'incotermRequired' }),
  destinationPort: line(limits.port, 'portRequired'),
  destinationCountry: line(limits.country, 'destinationCountryRequired'),
  targetPrice: optionalLine(limits.targetPrice),
  shipmentMonth: z.string({ error: 'shipmentMonthInvalid' }).check(
    z.trim(),
    z.refine((v) => isShipmentMonthInRange(v), { error: 'shipmentMonthInvalid' }),
  ),
  company: line(limits.company, 'companyRequired'),
  name: line(limits.name, 'contactNameMin', 2),
  email: email('emailInvalid'),
  phone,
  country: line(limits.country, 'countryRequired'),
  message: optionalText(limits.message),
  consent,
  website: honeypot('honeypot'),
})
export type QuoteRequest = z.infer<typeof quoteRequestSchema>

export const schemas = {
  contact: contactInquirySchema,
  product: productInquirySchema,
  quote: quoteRequestSchema,
} as const

/** The honeypot codes: a filled honeypot is a blocked submission, not a field error. */
export const honeypotCodes = new Set(['honeypot', 'honeypotBlocked'])
