/**
 * Quotations through Payload's real REST handlers, signed in as each staff role: line amounts
 * and totals computed on the server (typed ones ignored), clear 400s for bad numbers, who may
 * do what, and a draft made from a quote request's lines.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUOTATION_SYSTEM } from '@/features/quotations/constants'
import type { Inquiry } from '@/payload-types'
import { paragraphs } from '../e2e/support/rich-text'
import { startTestPayload } from '../helpers/payload'

type Who = 'admin' | 'sales' | 'editor' | 'anonymous'
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
type Handler = (req: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the REST API's parsed JSON
type Reply = { status: number; body: Record<string, any> }

let payload: Payload
let close: () => Promise<void>
let handlers: Record<Method, Handler>
const tokens: Partial<Record<Who, string>> = {}
const password = 'quotations-test-pw-1'

async function api(who: Who, method: Method, path: string, body?: unknown): Promise<Reply> {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  const headers = new Headers()
  if (tokens[who]) headers.set('Authorization', `JWT ${tokens[who]}`)
  if (body) headers.set('Content-Type', 'application/json')
  const response = await handlers[method](
    new Request(url, { method, headers, body: body ? JSON.stringify(body) : undefined }),
    { params: Promise.resolve({ slug }) },
  )
  const text = await response.text()
  try {
    return { status: response.status, body: JSON.parse(text) }
  } catch {
    return { status: response.status, body: { text } }
  }
}

let inquiry: Inquiry
let turmeric: number
let turmericName: string

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('quotations'))
  // Two catalogue products (the seed would take a minute).
  const category = await payload.create({
    collection: 'categories',
    data: {
      slug: 'spices',
      name: 'Spices',
      description: paragraphs(['Whole and ground spices.']),
      displayCount: '2+',
      icon: 'flame',
      order: 1,
      _status: 'published',
    },
  })
  for (const [slug, name] of [
    ['turmeric-lakadong', 'Lakadong Turmeric'],
    ['basmati-1121', '1121 Basmati Rice'],
  ])
    await payload.create({
      collection: 'products',
      data: { slug, name, category: category.id, _status: 'published' },
    })
  const [{ default: config }, routes] = await Promise.all([
    import('@payload-config'),
    import('@payloadcms/next/routes'),
  ])
  handlers = {
    GET: routes.REST_GET(config),
    POST: routes.REST_POST(config),
    PATCH: routes.REST_PATCH(config),
    DELETE: routes.REST_DELETE(config),
  }
  for (const role of ['admin', 'sales', 'editor'] as const) {
    await payload.create({
      collection: 'users',
      data: { email: `${role}@quotations.test`, password, role },
    })
    const res = await api('anonymous', 'POST', '/api/users/login', {
      email: `${role}@quotations.test`,
      password,
    })
    tokens[role] = res.body.token
  }
  const product = (
    await payload.find({
      collection: 'products',
      where: { slug: { equals: 'turmeric-lakadong' } },
      depth: 0,
      locale: 'en',
    })
  ).docs[0]
  turmeric = product.id
  turmericName = product.name
  inquiry = await payload.create({
    collection: 'inquiries',
    data: {
      type: 'quote',
      form: 'quote',
      locale: 'de',
      name: 'Jonas Weber',
      email: 'jonas@gewuerz.example',
      message: 'Quote request for 2 product(s).',
      status: 'new',
      lineItems: [
        {
          product: 'turmeric-lakadong',
          productName: 'Lakadong Turmeric',
          quantity: 2.5,
          unit: 'mt',
          packSize: '25 kg PP bags',
        },
        {
          product: 'basmati-1121',
          productName: '1121 Basmati Rice',
          quantity: 1,
          unit: 'containers',
        },
      ],
      incoterm: 'CIF',
      destinationPort: 'Hamburg',
    },
  })
})
afterAll(async () => close?.())

const lines = [
  { name: 'Cumin seeds', quantity: '3', unit: 'mt', unitPrice: '33.33', amount: '1.00' },
  { name: 'Pepper', quantity: '0.1', unit: 'kg', unitPrice: '0.2', amount: '999' },
  { product: 0, quantity: '1.005', unit: 'kg', unitPrice: '1', amount: '5' },
]

describe('quotations', () => {
  it('computes line amounts and the total on the server, ignoring typed ones', async () => {
    const res = await api('sales', 'POST', '/api/quotations?depth=0', {
      inquiry: inquiry.id,
      currency: 'EUR',
      lines: lines.map((l) => ('product' in l ? { ...l, product: turmeric } : l)),
      total: '1000000.00',
      status: 'accepted',
      number: 'PI-1999-0001',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const stored = await payload.findByID({ collection: 'quotations', id: res.body.doc.id })
    expect(stored.lines?.map((l) => [l.name, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['Cumin seeds', '3', '33.33', '99.99'],
      ['Pepper', '0.1', '0.20', '0.02'],
      // Named from the catalogue; 1.005 × 1 rounds half up.
      [turmericName, '1.005', '1.00', '1.01'],
    ])
    expect(stored.total).toBe('101.02')
    // The workflow's fields are not the client's to set.
    expect(stored).toMatchObject({ status: 'draft', revision: 1, currency: 'EUR' })
    expect(stored.number ?? null).toBeNull()

    // An update recomputes from the new lines, and a typed total is ignored again.
    const patched = await api('sales', 'PATCH', `/api/quotations/${stored.id}?depth=0`, {
      lines: [{ name: 'Cumin seeds', quantity: '10', unit: 'mt', unitPrice: '0.1' }],
      total: '5.00',
    })
    expect(patched.status, JSON.stringify(patched.body)).toBe(200)
    expect(patched.body.doc.lines[0].amount).toBe('1.00')
    expect(patched.body.doc.total).toBe('1.00')
    // Changing something else keeps the computed total.
    const noted = await api('sales', 'PATCH', `/api/quotations/${stored.id}`, {
      notes: 'Prices ex works.',
    })
    expect(noted.status, JSON.stringify(noted.body)).toBe(200)
    expect((await payload.findByID({ collection: 'quotations', id: stored.id })).total).toBe('1.00')
  })

  it('refuses malformed numbers with a 400 that says what to type', async () => {
    for (const [field, value, words] of [
      ['unitPrice', '12,50', 'unit price'],
      ['unitPrice', '-3', 'unit price'],
      ['quantity', 'two', 'quantity'],
      ['quantity', '1.2345', 'quantity'],
    ] as const) {
      const before = (await payload.count({ collection: 'quotations' })).totalDocs
      const res = await api('sales', 'POST', '/api/quotations', {
        inquiry: inquiry.id,
        currency: 'USD',
        lines: [{ name: 'Cumin', quantity: '1', unit: 'kg', unitPrice: '1', [field]: value }],
      })
      expect(res.status, `${field}=${value}`).toBe(400)
      expect(JSON.stringify(res.body).toLowerCase()).toContain(`enter the ${words}`)
      expect((await payload.count({ collection: 'quotations' })).totalDocs).toBe(before)
    }
    const nameless = await api('sales', 'POST', '/api/quotations', {
      inquiry: inquiry.id,
      currency: 'USD',
      lines: [{ quantity: '1', unit: 'kg', unitPrice: '1' }],
    })
    expect(nameless.status).toBe(400)
    expect(JSON.stringify(nameless.body)).toContain('Choose a product or type the name')
  })

  it('is for admins and sales staff only', async () => {
    const draft = await payload.create({
      collection: 'quotations',
      data: { inquiry: inquiry.id, status: 'draft', currency: 'USD', lines: [] },
    })
    for (const who of ['editor', 'anonymous'] as const) {
      expect((await api(who, 'GET', '/api/quotations')).status, who).toBe(403)
      expect((await api(who, 'GET', `/api/quotations/${draft.id}`)).status, who).toBe(403)
      expect(
        (await api(who, 'POST', '/api/quotations', { inquiry: inquiry.id, currency: 'USD' }))
          .status,
        who,
      ).toBe(403)
      expect(
        (await api(who, 'PATCH', `/api/quotations/${draft.id}`, { notes: 'x' })).status,
        who,
      ).toBe(403)
      const made = await api(who, 'POST', `/api/quotations/from-inquiry/${inquiry.id}`)
      expect(made.status, who).toBe(who === 'anonymous' ? 401 : 403)
    }
    for (const who of ['admin', 'sales'] as const) {
      const list = await api(who, 'GET', '/api/quotations?depth=0')
      expect(list.status).toBe(200)
      expect(list.body.docs.map((d: { id: number }) => d.id)).toContain(draft.id)
      // The link's hash is never read through the API.
      expect(list.body.docs.every((d: object) => !('tokenHash' in d))).toBe(true)
      const patched = await api(who, 'PATCH', `/api/quotations/${draft.id}`, { notes: who })
      expect(patched.status, JSON.stringify(patched.body)).toBe(200)
    }
    expect((await api('sales', 'DELETE', `/api/quotations/${draft.id}`)).status).toBe(403)
    expect((await api('admin', 'DELETE', `/api/quotations/${draft.id}`)).status).toBe(200)
  })

  it('no longer changes once sent', async () => {
    const draft = await payload.create({
      collection: 'quotations',
      data: {
        inquiry: inquiry.id,
        status: 'draft',
        currency: 'USD',
        lines: [{ name: 'Cumin', quantity: '1', unit: 'kg', unitPrice: '2' }],
      },
    })
    await payload.update({
      collection: 'quotations',
      id: draft.id,
      data: { status: 'sent' },
      context: { [QUOTATION_SYSTEM]: true },
    })
    const res = await api('sales', 'PATCH', `/api/quotations/${draft.id}`, {
      lines: [{ name: 'Cumin', quantity: '1', unit: 'kg', unitPrice: '1' }],
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('Use \\"Revise\\"')
    const stored = await payload.findByID({ collection: 'quotations', id: draft.id })
    expect(stored.lines?.[0]?.unitPrice).toBe('2.00')
    expect(stored.status).toBe('sent')
  })

  it("is made from an inquiry, prefilled with the buyer's lines, port and incoterm", async () => {
    const res = await api('sales', 'POST', `/api/quotations/from-inquiry/${inquiry.id}`)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.url).toBe(`/admin/collections/quotations/${res.body.id}`)
    const draft = await payload.findByID({ collection: 'quotations', id: res.body.id, depth: 0 })
    expect(draft).toMatchObject({
      inquiry: inquiry.id,
      status: 'draft',
      incoterm: 'CIF',
      port: 'Hamburg',
      total: '0.00',
    })
    expect(
      draft.lines?.map((l) => [l.product, l.name, l.quantity, l.unit, l.packSize, l.unitPrice]),
    ).toEqual([
      [turmeric, 'Lakadong Turmeric', '2.5', 'mt', '25 kg PP bags', null],
      [expect.any(Number), '1121 Basmati Rice', '1', 'containers', null, null],
    ])
    expect((await api('sales', 'POST', '/api/quotations/from-inquiry/999999')).status).toBe(404)
    expect((await api('sales', 'POST', '/api/quotations/from-inquiry/abc')).status).toBe(404)
  })
})
