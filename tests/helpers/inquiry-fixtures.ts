import type { Payload } from 'payload'
import { issueFormToken } from '@/features/inquiries/form-token'
import { submitInquiry } from '@/features/inquiries/submit'
import { createRateLimiter, type Limiter } from '@/lib/rate-limit'

/** What the route handler passes besides the request (src/app/api/inquiry/route.ts). */
export const SALES_EMAIL = 'sales-desk@bharat.test'
export const SITE_URL = 'http://site.test'

/** A limiter with every rule off (limit 0), for tests that are not about rate limits. */
export const unlimited = () => createRateLimiter('test', [{ limit: 0, windowMs: 60_000 }])

/** This month as the quote form's month picker sends it ("YYYY-MM", UTC as the server reads it). */
export function monthFrom(now: Date, ahead = 0): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

export { contactBody } from '../fixtures/contact-body'

/** A product-page submission ("Send an Inquiry" on /product/turmeric-lakadong). */
export function productBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    form: 'product',
    locale: 'en',
    sourcePage: '/product/turmeric-lakadong',
    elapsedMs: 9_000,
    product: 'turmeric-lakadong',
    name: 'Jonas Weber',
    email: 'jonas@gewuerz.example',
    company: 'Gewürzhaus Weber GmbH',
    phone: '+49 40 1234 5678',
    country: 'Germany',
    volume: '5 MT',
    targetSkus: 'Finger, min. 5% curcumin',
    message: 'Do you have organic certification for this lot?',
    website: '',
    ...overrides,
  }
}

/** A quote-list submission with two line items. */
export function quoteBody(
  now: Date,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    form: 'quote',
    locale: 'en',
    sourcePage: '/quote',
    elapsedMs: 30_000,
    items: [
      { product: 'turmeric-lakadong', quantity: 2, unit: 'mt', packSize: '25 kg PP bags' },
      { product: 'basmati-1121', quantity: 1, unit: 'containers', packSize: '' },
    ],
    incoterm: 'CIF',
    destinationPort: 'Jebel Ali',
    destinationCountry: 'United Arab Emirates',
    targetPrice: 'USD 1,250/MT CIF',
    shipmentMonth: monthFrom(now),
    company: 'Gulf Staples Trading',
    name: 'Omar Haddad',
    email: 'omar@gulfstaples.example',
    phone: '+971 50 765 4321',
    country: 'United Arab Emirates',
    message: 'Need phytosanitary certificate.',
    consent: true,
    website: '',
    ...overrides,
  }
}

export type RequestInit2 = {
  contentType?: string | null
  accept?: string | null
  headers?: Record<string, string>
}

/** A real HTTP request to POST /api/inquiry. */
export function inquiryRequest(body: BodyInit | null, init: RequestInit2 = {}): Request {
  const headers = new Headers(init.headers)
  if (init.contentType !== null && init.contentType !== undefined)
    headers.set('content-type', init.contentType)
  if (init.accept !== null && init.accept !== undefined) headers.set('accept', init.accept)
  return new Request('http://site.test/api/inquiry', { method: 'POST', headers, body })
}

/** A JSON request as the forms' script sends it. */
export function jsonRequest(value: unknown, headers: Record<string, string> = {}): Request {
  return inquiryRequest(JSON.stringify(value), {
    contentType: 'application/json',
    accept: 'application/json',
    headers,
  })
}

/** A plain (no JavaScript) form post as a browser sends it. */
export function formPostRequest(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  return inquiryRequest(new URLSearchParams(fields).toString(), {
    contentType: 'application/x-www-form-urlencoded',
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    headers,
  })
}

/**
 * The fields of a form as the page without JavaScript posts them: strings, no `elapsedMs`, and
 * the page's signed render time (`renderedAgoMs` before now).
 */
export function plainFormFields(
  body: Record<string, unknown>,
  renderedAgoMs = 60_000,
): Record<string, string> {
  const fields = Object.fromEntries(
    Object.entries(body)
      .filter(([k, v]) => k !== 'elapsedMs' && v !== undefined)
      .map(([k, v]) => [k, v === true ? 'on' : String(v)]),
  )
  return { ...fields, formToken: issueFormToken(Date.now() - renderedAgoMs) }
}

export type Submitter = (
  request: Request,
  options?: { ip?: string; rateLimiter?: Limiter; ackLimiter?: Limiter; buyer?: number },
) => Promise<Response>

/**
 * submitInquiry with the route handler's options; each call a fresh client address by default,
 * and no cap on acknowledgements unless a test passes its own `ackLimiter`.
 */
export function submitter(payload: Payload, rateLimiter: Limiter = unlimited()): Submitter {
  let n = 0
  const acks = unlimited()
  return (request, options = {}) =>
    submitInquiry(request, {
      payload,
      rateLimiter: options.rateLimiter ?? rateLimiter,
      ackLimiter: options.ackLimiter ?? acks,
      trustedOrigins: [SITE_URL],
      ip: options.ip ?? `203.0.113.${(n++ % 250) + 1}`,
      salesEmail: SALES_EMAIL,
      siteUrl: SITE_URL,
      buyer: options.buyer,
    })
}

export async function countInquiries(payload: Payload): Promise<number> {
  return (await payload.count({ collection: 'inquiries', overrideAccess: true })).totalDocs
}

export async function countEmails(payload: Payload): Promise<number> {
  return (await payload.count({ collection: 'emails', overrideAccess: true })).totalDocs
}

/** The JSON answer of the handler. */
export type InquiryAnswer = {
  ok: boolean
  status: string
  title: string
  description: string
  id?: number
  reference?: string
  retryAfter?: number
  fields?: Record<string, { code: string; message: string; values?: Record<string, number> }>
}

export async function answer(response: Response): Promise<InquiryAnswer> {
  return (await response.json()) as InquiryAnswer
}

/** RFC 4180 CSV → rows of cells (quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  return rows
}
