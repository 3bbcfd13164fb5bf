import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { incoterms, inquiryTypes, quantityUnits } from '@/features/inquiries/constants'
import { localeCodes } from '@/i18n/locales'
import type { User } from '@/payload-types'
import {
  contactBody,
  countInquiries,
  inquiryRequest,
  monthFrom,
  productBody,
  quoteBody,
  submitter,
  unlimited,
  type Submitter,
} from '../helpers/inquiry-fixtures'
import { startTestPayload } from '../helpers/payload'

// Thousands of refused submissions would each log a warning; the report below says what matters.
vi.hoisted(() => {
  process.env.LOG_LEVEL ??= 'fatal'
})

/**
 * Random and hostile submissions to the inquiry handler, 1,000 per form: whatever arrives, the
 * answer is a 2xx, a 4xx or the 303 of a plain form post, and the stored inquiries change only
 * when the answer says the inquiry was accepted. A fixed seed keeps runs reproducible; set
 * FC_SEED to explore other inputs. On PostgreSQL the default is the first 400 of the same
 * inputs (CI runs both databases; the handler before the database is the same code).
 */
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.DATABASE_URL ? 400 : 1000))
const SEED = Number(process.env.FC_SEED ?? 20261122)

type Form = 'contact' | 'product' | 'quote'
type Encoded = {
  kind: string
  body: string | Uint8Array<ArrayBuffer> | FormData | null
  contentType: string | null
  accept: string | null
  contentLength?: string
  /** What was sent, for the report. */
  preview: string
}

let payload: Payload
let close: () => Promise<void>
let submit: Submitter
let slugs: string[] = []
let sales: User

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('inqfuzz', { seeded: true }))
  submit = submitter(payload, unlimited())
  const { docs } = await payload.find({
    collection: 'products',
    limit: 8,
    depth: 0,
    select: { slug: true },
  })
  slugs = docs.map((d) => d.slug)
  sales = await payload.create({
    collection: 'users',
    data: { email: 'fuzz-sales@bharat.test', password: 'correct-horse-battery', role: 'sales' },
  })
})
afterAll(async () => close?.())

// ---- values ----

const hostile = fc.constantFrom(
  "'; DROP TABLE inquiries; --",
  "1' OR '1'='1",
  '" OR ""="',
  'Robert"); DELETE FROM emails; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg/onload=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '{name}',
  "{count, plural, one {#} other {# '{'}}",
  '../../etc/passwd',
  '=HYPERLINK("http://evil")',
  '+1+1',
  '@SUM(1)',
  '%00',
  '%zz',
  '\u0000',
  'a\u0000b',
  '\u202eevil',
  '\ufeffBOM',
  '\u2028\u2029',
  '𝕳𝖊𝖑𝖑𝖔 😀👍🏽 مرحبا 你好',
  'Subject: x\r\nBcc: victim@example.com',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  ' ',
  '',
)
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c))
const oneGrapheme = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
const controlChar = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c))
const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'binary-ascii', maxLength: 80 }),
  fc.string({ unit: fc.oneof(controlChar, loneSurrogate, oneGrapheme), maxLength: 40 }),
  hostile,
)
const hugeString = fc
  .tuple(fc.integer({ min: 100, max: 40_000 }), fc.constantFrom('A', 'é', '😀', '\n', '<'))
  .map(([n, c]) => c.repeat(n))
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: weirdString, weight: 4 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(weirdString, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(weirdString, fc.jsonValue({ maxDepth: 2 })), weight: 1 },
)

/** Text a person could type: printable, any script, sometimes empty or long. */
const text = (max: number) =>
  fc.oneof(
    {
      arbitrary: fc.string({ unit: 'grapheme', minLength: 2, maxLength: Math.min(max, 60) }),
      weight: 4,
    },
    { arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: max + 5 }), weight: 1 },
    { arbitrary: hostile, weight: 2 },
  )

// Addresses near the edges of the rules: hyphens and dots at label ends, quotes, plus signs.
const label = fc.oneof(
  fc.stringMatching(/^[a-z0-9]{1,8}$/),
  fc.stringMatching(/^-?[a-zA-Z0-9-]{1,8}-?$/),
)
const email = fc.oneof(
  { arbitrary: fc.emailAddress(), weight: 1 },
  {
    arbitrary: fc
      .tuple(
        fc.stringMatching(/^[a-zA-Z0-9._%'+-]{1,20}$/),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        fc.stringMatching(/^[a-zA-Z]{2,6}$/),
      )
      .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom(
      'sara@acme.example',
      ' sara@acme.example ',
      'sara@',
      '@acme.example',
      'a@b.c',
      "o'brien@acme.example",
    ),
    weight: 1,
  },
)
const phone = fc.oneof(
  fc.stringMatching(/^\+?[0-9 ().\-/]{0,30}$/),
  fc.constantFrom('+91 98200 12345', '(040) 123-4567', '12', '+'),
)
const month = fc.oneof(
  fc.integer({ min: -30, max: 30 }).map((n) => monthFrom(new Date(), n)),
  fc.stringMatching(/^\d{4}-\d{2}$/),
  fc.constantFrom('', '2026-1', '2026-13', '2026-00', 'next month'),
)
const sourcePage = fc.oneof(
  fc
    .string({ unit: fc.oneof(oneGrapheme, controlChar, loneSurrogate), maxLength: 40 })
    .map((s) => `/${s}`),
  fc.constantFrom(
    '/contact',
    '//evil.example',
    'https://evil.example/',
    '/a b',
    '/x\\y',
    '/\u0000',
  ),
  fc.string({ maxLength: 400 }),
)
const elapsedMs = fc.oneof(
  { arbitrary: fc.integer({ min: 3000, max: 10_000_000 }), weight: 6 },
  {
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom('', null, '5000', '2999', 'abc', true, [], {}, '1e9'),
    ),
    weight: 1,
  },
)
const productSlug = () =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...slugs), weight: 4 },
    { arbitrary: fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/), weight: 1 },
    { arbitrary: weirdString, weight: 1 },
  )
const quantity = fc.oneof(
  fc.integer({ min: 1, max: 1000 }),
  fc.double(),
  fc.constantFrom(
    0,
    -1,
    1e6,
    1e6 + 1,
    1e-300,
    '2',
    '2.5',
    ' 3 ',
    'NaN',
    'Infinity',
    '0x10',
    true,
    null,
    [5],
  ),
  weirdString,
)
const item = () =>
  fc.record(
    {
      product: productSlug(),
      quantity,
      unit: fc.oneof(
        fc.constantFrom(...quantityUnits),
        fc.constantFrom('MT', 'tonnes', ''),
        weirdString,
      ),
      packSize: fc.oneof(text(120), fc.constant(''), fc.constant(null)),
    },
    { requiredKeys: [] },
  )

/** Values a field of the form may get: mostly plausible, sometimes anything at all. */
function fieldValue(name: string): fc.Arbitrary<unknown> {
  const plausible: Record<string, fc.Arbitrary<unknown>> = {
    form: fc.constantFrom('contact', 'product', 'quote', 'newsletter', '', 'CONTACT'),
    locale: fc.oneof(fc.constantFrom(...localeCodes), fc.constantFrom('xx', '', 'EN', 'de-DE')),
    sourcePage,
    elapsedMs,
    website: fc.constantFrom('', '', '', null, ' ', 'http://spam.example', 0, false),
    inquiryType: fc.constantFrom(...inquiryTypes, '', 'wholesale'),
    consent: fc.constantFrom(true, true, false, 'on', 'true', 'off', 1, null, 'yes'),
    email,
    phone,
    product: productSlug(),
    items: fc.oneof(
      { arbitrary: fc.array(item(), { minLength: 1, maxLength: 4 }), weight: 6 },
      { arbitrary: fc.array(item(), { maxLength: 60 }), weight: 1 },
    ),
    incoterm: fc.constantFrom(...incoterms, 'EXW', '', null, 'fob'),
    shipmentMonth: month,
    message: fc.oneof(text(5000), hugeString, fc.string({ unit: 'grapheme', maxLength: 400 })),
  }
  return fc.oneof(
    { arbitrary: plausible[name] ?? text(200), weight: 5 },
    { arbitrary: anyValue, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  )
}

const KEEP = Symbol('keep')

/** A submission of this form: a valid one with some fields changed, plus junk fields. */
function formObject(form: Form): fc.Arbitrary<Record<string, unknown>> {
  const base = () =>
    form === 'contact' ? contactBody() : form === 'product' ? productBody() : quoteBody(new Date())
  const names = Object.keys(base())
  // Built once: each field kept as sent by a valid form (mostly) or changed.
  const changes = fc.record(
    Object.fromEntries(
      names.map((n) => [
        n,
        fc.oneof(
          { arbitrary: fc.constant<unknown>(KEEP), weight: 5 },
          { arbitrary: fieldValue(n), weight: 1 },
        ),
      ]),
    ),
  )
  const junk = fc.dictionary(fc.oneof(weirdString, fc.constantFrom(...names)), anyValue, {
    maxKeys: 3,
  })
  return fc.tuple(changes, fc.option(junk, { freq: 4 })).map(([changed, extra]) => {
    const body = base()
    for (const n of names) if (changed[n] !== KEEP) body[n] = changed[n]
    return extra ? { ...extra, ...body } : body
  })
}

// ---- encodings ----

const contentTypes = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=x',
    'text/plain',
    'text/html',
    'application/xml',
    'application/octet-stream',
  ),
  fc.stringMatching(/^[a-zA-Z0-9/+.;= -]{0,40}$/),
)
const accept = fc.constantFrom(
  null,
  'application/json',
  'text/html',
  '*/*',
  'text/html, application/json',
)

function formFields(value: Record<string, unknown>): [string, string][] {
  return Object.entries(value).flatMap(([k, v]): [string, string][] =>
    v === undefined
      ? []
      : Array.isArray(v)
        ? v.map((x) => [k, typeof x === 'object' ? JSON.stringify(x) : String(x)])
        : [[k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)]],
  )
}

const preview = (s: string) => (s.length > 400 ? `${s.slice(0, 400)}… (${s.length} chars)` : s)

function encodings(form: Form): fc.Arbitrary<Encoded> {
  const object = formObject(form)
  const json = fc
    .tuple(object, fc.constantFrom('application/json', 'application/json; charset=utf-8'))
    .map(([v, ct]): Encoded => {
      const body = JSON.stringify(v)
      return {
        kind: 'json',
        body,
        contentType: ct,
        accept: 'application/json',
        preview: preview(body),
      }
    })
  const urlencoded = fc.tuple(object, accept).map(([v, acc]): Encoded => {
    const body = new URLSearchParams(formFields(v)).toString()
    return {
      kind: 'urlencoded',
      body,
      contentType: 'application/x-www-form-urlencoded',
      accept: acc,
      preview: preview(body),
    }
  })
  const multipart = fc.tuple(object, accept).map(([v, acc]): Encoded => {
    const data = new FormData()
    for (const [k, x] of formFields(v)) data.append(k, x)
    return {
      kind: 'multipart',
      body: data,
      contentType: null,
      accept: acc,
      preview: preview(JSON.stringify(v)),
    }
  })
  const anyJson = fc.jsonValue().map((v): Encoded => {
    const body = JSON.stringify(v) ?? 'null'
    return {
      kind: 'json-any',
      body,
      contentType: 'application/json',
      accept: null,
      preview: preview(body),
    }
  })
  const truncated = fc
    .tuple(object, fc.double({ min: 0, max: 1, noNaN: true }), contentTypes)
    .map(([v, cut, ct]): Encoded => {
      const full = JSON.stringify(v)
      const body = full.slice(0, Math.floor(full.length * cut))
      return { kind: 'truncated', body, contentType: ct, accept: null, preview: preview(body) }
    })
  const bytes = fc
    .tuple(fc.uint8Array({ maxLength: 2048 }), contentTypes, accept)
    .map(([b, ct, acc]): Encoded => ({
      kind: 'bytes',
      body: new Uint8Array(b),
      contentType: ct,
      accept: acc,
      preview: `${b.length} bytes: ${Buffer.from(b.slice(0, 64)).toString('hex')}`,
    }))
  const rawText = fc
    .tuple(fc.oneof(weirdString, hugeString), contentTypes, accept)
    .map(([s, ct, acc]): Encoded => ({
      kind: 'text',
      body: s,
      contentType: ct,
      accept: acc,
      preview: preview(JSON.stringify(s)),
    }))
  const lyingLength = fc
    .tuple(json, fc.constantFrom('0', '1', '40000', '99999999999', 'abc', '-1'))
    .map(([e, n]): Encoded => ({ ...e, kind: 'json+content-length', contentLength: n }))
  return fc.oneof(
    { arbitrary: json, weight: 8 },
    { arbitrary: urlencoded, weight: 3 },
    { arbitrary: multipart, weight: 2 },
    { arbitrary: anyJson, weight: 1 },
    { arbitrary: truncated, weight: 1 },
    { arbitrary: bytes, weight: 1 },
    { arbitrary: rawText, weight: 1 },
    { arbitrary: lyingLength, weight: 1 },
  )
}

/**
 * The request as it arrives over the wire. A multipart body is encoded to its bytes first, as a
 * browser sends it: a Request streaming a FormData itself, cancelled part-way by the size cap,
 * makes Node 24's fetch reject in the background ("ReadableStream is already closed").
 */
async function toRequest(e: Encoded): Promise<Request> {
  const headers: Record<string, string> = {}
  if (e.contentLength !== undefined) headers['content-length'] = e.contentLength
  let { body, contentType } = e
  if (body instanceof FormData) {
    const encoded = new Response(body)
    contentType = encoded.headers.get('content-type')
    body = new Uint8Array(await encoded.arrayBuffer())
  }
  return inquiryRequest(body, { contentType, accept: e.accept, headers })
}

// ---- the property ----

type Violation = { signature: string; example: string }

async function fuzz(label: string, inputs: fc.Arbitrary<Encoded>, numRuns = NUM_RUNS) {
  const violations: Violation[] = []
  const outcomes = new Map<string, number>()
  let rows = await countInquiries(payload)

  await fc.assert(
    fc.asyncProperty(inputs, async (sent) => {
      const problem = (signature: string, detail = '') =>
        violations.push({
          signature: `${label} ${sent.kind}: ${signature}`,
          example: `${detail}${sent.preview}`,
        })
      let response: Response
      try {
        response = await submit(await toRequest(sent))
      } catch (error) {
        problem(`threw ${String(error).slice(0, 120)}`)
        rows = await countInquiries(payload)
        return true
      }
      const after = await countInquiries(payload)
      const added = after - rows
      rows = after
      const status = response.status
      let accepted: boolean
      let outcome: string
      let id: number | undefined
      if (status === 303) {
        const location = response.headers.get('location') ?? ''
        const m = /^(?:\/[a-z]{2})?\/inquiry\?(.*)$/.exec(location)
        if (!m) {
          problem(`303 to ${location.slice(0, 80)}`)
          return true
        }
        const query = new URLSearchParams(m[1])
        outcome = query.get('status') ?? '?'
        accepted = outcome === 'sent'
        if (accepted) id = Number(query.get('ref')?.slice(4))
        // The plain-form twin of a 503.
        if (outcome === 'failed') problem('303 to the result page with status=failed')
      } else {
        let json: { ok?: unknown; status?: unknown; title?: unknown; id?: unknown }
        try {
          json = (await response.json()) as typeof json
        } catch {
          problem(`${status} without a JSON body`)
          return true
        }
        outcome = String(json.status)
        accepted = status === 201
        if (typeof json.title !== 'string' || json.title === '')
          problem(`${status} without a toast title`)
        if (accepted && (json.ok !== true || typeof json.id !== 'number'))
          problem('201 without ok and id')
        if (accepted) id = Number(json.id)
        if (status >= 500 || status < 200 || (status >= 300 && status < 400 && status !== 303))
          problem(`HTTP ${status} (${outcome}: ${String(json.title)})`)
      }
      outcomes.set(`${status} ${outcome}`, (outcomes.get(`${status} ${outcome}`) ?? 0) + 1)
      if (accepted && added !== 1) problem(`accepted (${status}) but ${added} rows added`)
      if (!accepted && added !== 0)
        problem(`refused (${status} ${outcome}) but ${added} rows added`)
      // What was accepted is an inquiry staff can work: they move it on from New.
      if (accepted && id)
        try {
          await payload.update({
            collection: 'inquiries',
            id,
            data: { status: 'in-review' },
            overrideAccess: false,
            user: { ...sales, collection: 'users' },
          })
        } catch (error) {
          problem(`stored, but staff cannot change its status: ${String(error).slice(0, 120)}`)
        }
      return true
    }),
    { numRuns, seed: SEED },
  )

  // One example per kind of problem, the shortest, so the report stays readable.
  const byKind = new Map<string, Violation>()
  for (const v of violations) {
    const seen = byKind.get(v.signature)
    if (!seen || v.example.length < seen.example.length) byKind.set(v.signature, v)
  }
  const counts = Object.fromEntries([...outcomes].sort())
  console.info(`${label}: ${numRuns} runs (seed ${SEED}), outcomes ${JSON.stringify(counts)}`)
  return { violations: [...byKind.values()], counts }
}

describe('hostile and random submissions (property-based)', () => {
  for (const form of ['contact', 'product', 'quote'] as const)
    it(`${form} form: ${NUM_RUNS} runs, never a 5xx or a throw, rows only for accepted ones`, async () => {
      const { violations, counts } = await fuzz(form, encodings(form))
      expect(violations).toEqual([])
      // The inputs reached the store, not just the validation.
      const accepted = Object.entries(counts)
        .filter(([k]) => k.startsWith('201') || k === '303 sent')
        .reduce((n, [, c]) => n + c, 0)
      expect(accepted).toBeGreaterThan(NUM_RUNS / 20)
    })
})

/** A JSON submission as the forms' script sends it. */
function asJson(value: Record<string, unknown>, kind: string): Encoded {
  const body = JSON.stringify(value)
  return {
    kind,
    body,
    contentType: 'application/json',
    accept: 'application/json',
    preview: preview(body),
  }
}

// Valid submissions with one field at its edges: whatever the schema lets through must be stored
// and be an inquiry staff can work.
describe('values the schema accepts are stored and workable (property-based)', () => {
  const runs = 300

  it(`email addresses: ${runs} runs, never a 5xx`, async () => {
    const inputs = fc
      .tuple(email, fc.constantFrom<Form>('contact', 'product', 'quote'))
      .map(([address, form]) => asJson(bodyOf(form, { email: address }), `email ${form}`))
    const { violations } = await fuzz('email', inputs, runs)
    expect(violations).toEqual([])
  })

  it(`page addresses (sourcePage): ${runs} runs, never a 5xx`, async () => {
    const inputs = fc
      .tuple(sourcePage, fc.constantFrom<Form>('contact', 'product', 'quote'))
      .map(([page, form]) => asJson(bodyOf(form, { sourcePage: page }), `sourcePage ${form}`))
    const { violations } = await fuzz('sourcePage', inputs, runs)
    expect(violations).toEqual([])
  })

  it(`free text in every text field: ${runs} runs, never a 5xx`, async () => {
    const textFields = {
      contact: ['company', 'name', 'country', 'products', 'quantity', 'message'],
      product: ['name', 'company', 'country', 'volume', 'targetSkus', 'message'],
      quote: ['company', 'name', 'country', 'destinationPort', 'destinationCountry', 'targetPrice'],
    } as const
    const inputs = fc
      .constantFrom<Form>('contact', 'product', 'quote')
      .chain((form) =>
        fc.tuple(
          fc.constant(form),
          fc.constantFrom(...textFields[form]),
          fc.string({ unit: fc.oneof(oneGrapheme, loneSurrogate, controlChar), minLength: 2 }),
        ),
      )
      .map(([form, field, value]) => asJson(bodyOf(form, { [field]: value }), `${field} ${form}`))
    const { violations } = await fuzz('text', inputs, runs)
    expect(violations).toEqual([])
  })
})

function bodyOf(form: Form, overrides: Record<string, unknown>): Record<string, unknown> {
  return form === 'contact'
    ? contactBody(overrides)
    : form === 'product'
      ? productBody(overrides)
      : quoteBody(new Date(), overrides)
}
