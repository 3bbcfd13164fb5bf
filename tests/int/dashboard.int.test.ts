import type { Payload, ServerProps, TypedUser } from 'payload'
import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LifecycleStatus } from '@/features/dashboard/aggregate'
import { openQuotationsByExpiry, teamFigures } from '@/features/dashboard/queries'
import { TeamDashboard, TeamFiguresLink } from '@/features/dashboard/admin/dashboard'
import { startTestPayload } from '../helpers/payload'

/**
 * The team dashboard's figures (src/features/dashboard) from inquiries stored through the Local
 * API with known dates, countries, products and statuses, on the real database; read as the
 * staff member who opens the dashboard.
 */

let payload: Payload
let close: () => Promise<void>
const staff: Record<'admin' | 'sales' | 'editor', TypedUser> = {} as never

// A Wednesday: the 12 weeks shown run from Monday 20 October 2025 to this week of 5 January.
const NOW = new Date('2026-01-07T12:00:00.000Z')

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('dashboard', { seeded: true }))
  for (const role of ['admin', 'sales', 'editor'] as const) {
    const user = await payload.create({
      collection: 'users',
      data: { email: `${role}@dashboard.test`, password: 'correct-horse-battery', role },
    })
    staff[role] = { ...user, collection: 'users' } as TypedUser
  }
})
afterAll(async () => close?.())

type Arrival = {
  at: string
  country?: string
  status?: LifecycleStatus
  product?: string
  lines?: string[]
  replyMinutes?: number
}

/** An inquiry that arrived at `at`, as the site's forms store it (then worked by staff). */
async function arrived({ at, country, status = 'new', product, lines, replyMinutes }: Arrival) {
  const doc = await payload.create({
    collection: 'inquiries',
    overrideAccess: true,
    data: {
      type: lines ? 'quote' : product ? 'product' : 'general',
      form: lines ? 'quote' : product ? 'product' : 'contact',
      locale: 'en',
      name: 'Sara Ali',
      email: 'sara@acme.example',
      message: 'Please send your price list.',
      country,
      product,
      lineItems: lines?.map((slug) => ({
        product: slug,
        productName: slug,
        quantity: 1,
        unit: 'mt' as const,
      })),
      status,
      firstResponseMinutes: replyMinutes,
      createdAt: at,
    },
  })
  expect(doc.createdAt).toBe(new Date(at).toISOString())
  return doc
}

describe('team figures', () => {
  beforeAll(async () => {
    await payload.delete({ collection: 'inquiries', where: { id: { exists: true } } })
    const spam: Arrival = { at: '2026-01-06T09:00:00Z', country: 'Spamland', status: 'spam' }
    for (const a of [
      // This week (from Monday 5 January).
      {
        at: '2026-01-05T00:00:00Z',
        country: 'Germany',
        product: 'turmeric-lakadong',
        status: 'quoted',
        replyMinutes: 30,
      },
      { at: '2026-01-07T11:59:00Z', country: ' germany ', status: 'in-review', replyMinutes: 90 },
      // The week of 29 December, across the new year.
      {
        at: '2025-12-31T23:59:59Z',
        country: 'GERMANY',
        lines: ['turmeric-lakadong', 'cumin-seeds', 'basmati-1121'],
        status: 'accepted',
        replyMinutes: 600,
      },
      {
        at: '2026-01-01T00:00:00Z',
        country: 'United Arab Emirates',
        lines: ['basmati-1121'],
        status: 'declined',
        replyMinutes: 120,
      },
      { at: '2026-01-04T23:59:59Z', country: 'united  arab emirates', product: 'cumin-seeds' },
      // The week of 22 December.
      { at: '2025-12-28T23:59:59Z', product: 'no-longer-sold', status: 'expired' },
      // The first week shown: Monday 20 October.
      { at: '2025-10-20T00:00:00Z', country: 'Japan', status: 'withdrawn' },
      // Left out: spam, older than 12 weeks, after "now".
      spam,
      { ...spam, at: '2026-01-05T10:00:00Z', product: 'turmeric-lakadong', replyMinutes: 1 },
      { at: '2025-10-19T23:59:59Z', country: 'Japan', status: 'accepted', replyMinutes: 5 },
      { at: '2026-01-07T12:00:01Z', country: 'Japan' },
    ] satisfies Arrival[])
      await arrived(a)
  })

  it('counts inquiries per week in UTC, over the year boundary, spam left out', async () => {
    const figures = await teamFigures({ payload, user: staff.sales, now: NOW })
    expect(figures.since.toISOString()).toBe('2025-10-20T00:00:00.000Z')
    expect(figures.weeks.map((w) => w.start.toISOString().slice(0, 10))).toEqual([
      '2025-10-20',
      '2025-10-27',
      '2025-11-03',
      '2025-11-10',
      '2025-11-17',
      '2025-11-24',
      '2025-12-01',
      '2025-12-08',
      '2025-12-15',
      '2025-12-22',
      '2025-12-29',
      '2026-01-05',
    ])
    expect(figures.weeks.map((w) => w.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 3, 2])
  })

  it('groups countries as typed, case and spacing ignored', async () => {
    const { countries } = await teamFigures({ payload, user: staff.sales, now: NOW })
    expect(countries).toEqual([
      { label: 'Germany', count: 3 },
      { label: 'United Arab Emirates', count: 2 },
      { label: 'Japan', count: 1 },
      { label: 'Not given', count: 1 },
    ])
  })

  it('counts products by name and categories from the catalogue', async () => {
    const { products, categories } = await teamFigures({ payload, user: staff.admin, now: NOW })
    expect(products).toEqual([
      { label: 'Basmati 1121', count: 2 },
      { label: 'Cumin', count: 2 },
      { label: 'Turmeric', count: 2 },
      { label: 'no-longer-sold', count: 1 },
    ])
    // The quote for turmeric, cumin and basmati counts once for Spices and once for grains.
    expect(categories).toEqual([
      { label: 'Spices', count: 3 },
      { label: 'Cereals & Grains', count: 2 },
      { label: 'Not in the catalogue', count: 1 },
    ])
  })

  it('counts conversion and the median first reply of the same inquiries', async () => {
    const { conversion, firstReply } = await teamFigures({ payload, user: staff.sales, now: NOW })
    // Quoted, accepted, declined and expired were all quoted; one accepted.
    expect(conversion).toEqual({ received: 7, quoted: 4, accepted: 1 })
    // 30, 90, 120, 600 minutes: the spam reply (1) and the older one (5) are not counted.
    expect(firstReply).toEqual({ medianMinutes: 105, answered: 4 })
  })

  it('are not read for an editor, whose role has no access to inquiries', async () => {
    await expect(teamFigures({ payload, user: staff.editor, now: NOW })).rejects.toThrow(
      /not allowed/i,
    )
  })

  it('applies an access rule that narrows the inquiries a reader sees', async () => {
    const access = payload.collections.inquiries.config.access
    const read = access.read
    // As if each salesperson saw only the inquiries of the countries they look after.
    access.read = () => ({
      country: { in: ['United Arab Emirates', 'united  arab emirates', 'Japan'] },
    })
    try {
      const { weeks, countries, conversion } = await teamFigures({
        payload,
        user: staff.sales,
        now: NOW,
      })
      expect(weeks.map((w) => w.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0])
      expect(countries).toEqual([
        { label: 'United Arab Emirates', count: 2 },
        { label: 'Japan', count: 1 },
      ])
      expect(conversion).toEqual({ received: 3, quoted: 1, accepted: 0 })
    } finally {
      access.read = read
    }
  })

  it('open quotations: none without a quotations collection', async () => {
    if (payload.collections['quotations' as never]) return // wired once the collection exists
    expect(await openQuotationsByExpiry({ payload, user: staff.sales, now: NOW })).toBeNull()
  })
})

describe('the dashboard in /admin', () => {
  const render = async (role: keyof typeof staff) => {
    const props = { payload, user: staff[role] } as unknown as ServerProps
    const [link, figures] = await Promise.all([TeamFiguresLink(props), TeamDashboard(props)])
    return renderToStaticMarkup(createElement(Fragment, null, link, figures))
  }

  beforeAll(async () => {
    // The dashboard reads the real clock: two inquiries of today, and one spam.
    const now = new Date().toISOString()
    await arrived({ at: now, country: 'Kenya', product: 'cumin-seeds', status: 'quoted' })
    await arrived({ at: now, country: ' kenya', status: 'accepted', replyMinutes: 200 })
    await arrived({ at: now, country: 'Spamland', status: 'spam' })
  })

  it('shows admin and sales staff the charts, with every value in their accessible names', async () => {
    for (const role of ['admin', 'sales'] as const) {
      const html = await render(role)
      for (const title of [
        'Team figures',
        'Inquiries per week',
        'Conversion',
        'Median first reply',
        'Inquiries by country',
        'Inquiries by product',
        'Inquiries by category',
        'Open quotations by expiry',
      ])
        expect(html, `${role}: ${title}`).toMatch(new RegExp(`<h[23][^>]*>${title}</h[23]>`))
      expect(html).toContain('<a href="#team-figures">')
      expect(html).toMatch(
        /role="img" aria-label="Inquiries per week: week of \d+ \w+ 0, [^"]*, this week so far 2\."/,
      )
      expect(html).toContain('aria-label="Inquiries by country: Kenya 2."')
      expect(html).toContain('aria-label="Inquiries by product: Cumin 1."')
      expect(html).toContain('aria-label="Inquiries by category: Spices 1."')
      expect(html).toContain(
        'aria-label="Conversion: Received 2, Quoted 2 (100% of those received), Accepted 1 (50% of those received)."',
      )
      expect(html).toContain(
        'aria-label="Median first reply: 3 h 20 min, from 1 of 2 inquiries answered so far."',
      )
      // Visible values on the bars, not only in the names.
      expect(html).toMatch(
        /<span class="tf-value">1<!-- --> · 50%<\/span>|<span class="tf-value">1 · 50%<\/span>/,
      )
      expect(html).not.toContain('Spamland')
      expect(html).toContain('No open quotations.')
    }
  })

  it('shows an editor nothing of it', async () => {
    expect(await render('editor')).toBe('')
  })
})

describe('at 10,000 inquiries', () => {
  it('reads the figures of 12 weeks in well under a second', async () => {
    await payload.delete({ collection: 'inquiries', where: { id: { exists: true } } })
    const countries = ['Germany', 'germany ', 'UAE', 'Japan', 'Netherlands', 'Spain', 'Brazil']
    const slugs = ['turmeric-lakadong', 'cumin-seeds', 'basmati-1121', 'garam-masala']
    const statuses: LifecycleStatus[] = ['new', 'in-review', 'quoted', 'accepted', 'declined']
    type Insert = {
      values: (
        v: unknown[],
      ) => PromiseLike<unknown> & { returning: (c: unknown) => Promise<unknown> }
    }
    const db = payload.db as unknown as {
      drizzle: { insert: (t: unknown) => Insert }
      tables: Record<string, Record<string, unknown>>
    }
    const TOTAL = 10_000
    // Spread over the 12 weeks up to NOW (from Monday 20 October), two of three with a reply;
    // one in ten is a quote request for turmeric and basmati, the others name one product.
    const span = NOW.getTime() - Date.parse('2025-10-20T00:00:00Z')
    const quote = (i: number) => i % 10 === 0
    for (let start = 0; start < TOTAL; start += 500) {
      const rows = Array.from({ length: Math.min(500, TOTAL - start) }, (_, k) => {
        const i = start + k
        const at = new Date(NOW.getTime() - Math.floor((i / TOTAL) * span)).toISOString()
        return {
          type: quote(i) ? 'quote' : 'product',
          form: quote(i) ? 'quote' : 'product',
          locale: 'en',
          name: `Buyer ${i}`,
          email: `buyer${i}@bulk.example`,
          message: 'Price please.',
          country: countries[i % countries.length],
          product: quote(i) ? null : slugs[i % slugs.length],
          status: statuses[i % statuses.length],
          firstResponseMinutes: i % 3 === 2 ? null : 10 + (i % 50),
          createdAt: at,
          updatedAt: at,
        }
      })
      const ids = (await db.drizzle
        .insert(db.tables.inquiries)
        .values(rows)
        .returning({ id: db.tables.inquiries.id })) as { id: number }[]
      const lines = ids
        .filter((_, k) => quote(start + k))
        .flatMap(({ id }) =>
          ['turmeric-lakadong', 'basmati-1121'].map((product, n) => ({
            id: `bulk-${id}-${n}`,
            _order: n + 1,
            _parentID: id,
            product,
            productName: product,
            quantity: 2,
            unit: 'mt',
          })),
        )
      await db.drizzle.insert(db.tables.inquiries_line_items).values(lines)
    }
    expect((await payload.count({ collection: 'inquiries' })).totalDocs).toBe(TOTAL)

    // The best of three reads: the machine the tests run on is shared.
    const times: number[] = []
    let figures = await teamFigures({ payload, user: staff.sales, now: NOW })
    for (let run = 0; run < 3; run++) {
      const started = performance.now()
      figures = await teamFigures({ payload, user: staff.sales, now: NOW })
      times.push(Math.round(performance.now() - started))
    }
    console.log(`dashboard: the figures of ${TOTAL} inquiries in ${times.join(', ')} ms`)

    expect(figures.weeks.reduce((sum, w) => sum + w.count, 0)).toBe(TOTAL)
    expect(figures.countries[0]).toEqual({ label: 'Germany', count: Math.ceil((TOTAL * 2) / 7) })
    expect(figures.conversion).toEqual({ received: TOTAL, quoted: 6000, accepted: 2000 })
    // Product pages: 2,500 each, less the one in ten sent as quote requests; those 1,000 name
    // turmeric and basmati.
    expect(figures.products).toEqual([
      { label: 'Basmati 1121', count: 2000 + 1000 },
      { label: 'Turmeric', count: 2000 + 1000 },
      { label: 'Cumin', count: 2500 },
      { label: 'Garam Masala', count: 2500 },
    ])
    expect(figures.categories).toEqual([
      { label: 'Spices', count: 2000 + 2500 + 1000 },
      { label: 'Cereals & Grains', count: 3000 },
      { label: 'Processed Foods', count: 2500 },
    ])
    // The Local API's find took 2.5 to 3 s here for the same rows.
    expect(Math.min(...times)).toBeLessThan(1_000)
  })
})
