import { describe, expect, it } from 'vitest'
import {
  bucketByExpiry,
  countByCountry,
  countByProduct,
  countByWeek,
  countConversion,
  dayMonth,
  formatMinutes,
  lastWeeks,
  median,
  productsOf,
  rankWithOther,
  weekStart,
} from './aggregate'

const utc = (iso: string) => new Date(iso)

describe('weeks (UTC, Monday to Sunday)', () => {
  it('start on Monday 00:00 UTC, whatever the day and hour', () => {
    expect(weekStart(utc('2026-11-28T23:59:59Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z')
    expect(weekStart(utc('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z')
    // Sunday night still belongs to the week that began on Monday.
    expect(weekStart(utc('2026-11-22T23:59:59.999Z')).toISOString()).toBe(
      '2026-11-16T00:00:00.000Z',
    )
  })

  it('cross the year boundary: the week of New Year 2026 began on Monday 29 December', () => {
    expect(weekStart(utc('2026-01-01T10:00:00Z')).toISOString()).toBe('2025-12-29T00:00:00.000Z')
    expect(weekStart(utc('2026-01-04T23:00:00Z')).toISOString()).toBe('2025-12-29T00:00:00.000Z')
    expect(weekStart(utc('2026-01-05T00:00:00Z')).toISOString()).toBe('2026-01-05T00:00:00.000Z')
  })

  it('the last 12 run oldest first and end with the current week', () => {
    const weeks = lastWeeks(utc('2026-01-14T08:00:00Z'))
    expect(weeks).toHaveLength(12)
    expect(weeks[0].toISOString()).toBe('2025-10-27T00:00:00.000Z')
    expect(weeks[9].toISOString()).toBe('2025-12-29T00:00:00.000Z')
    expect(weeks[11].toISOString()).toBe('2026-01-12T00:00:00.000Z')
    expect(weeks.map(dayMonth).slice(-3)).toEqual(['29 Dec', '5 Jan', '12 Jan'])
  })

  it('count each date in its week across the year boundary; older and future dates are left out', () => {
    const now = utc('2026-01-07T12:00:00Z')
    const counts = countByWeek(
      [
        utc('2025-12-31T23:59:59Z'), // week of 29 Dec
        utc('2026-01-01T00:00:00Z'), // week of 29 Dec
        utc('2026-01-04T23:59:59Z'), // week of 29 Dec (Sunday)
        utc('2026-01-05T00:00:00Z'), // week of 5 Jan
        utc('2025-12-28T23:59:59Z'), // week of 22 Dec
        utc('2025-10-19T12:00:00Z'), // 12 weeks ago and more: not shown
        utc('2026-01-07T12:00:01Z'), // after now
      ],
      now,
    )
    expect(counts).toHaveLength(12)
    expect(counts.map((w) => [dayMonth(w.start), w.count]).slice(-3)).toEqual([
      ['22 Dec', 1],
      ['29 Dec', 3],
      ['5 Jan', 1],
    ])
    expect(counts.reduce((sum, w) => sum + w.count, 0)).toBe(5)
    expect(counts[0].start.toISOString()).toBe('2025-10-20T00:00:00.000Z')
  })
})

describe('median', () => {
  it('is the middle value, the rounded mean of the two middle ones, or nothing', () => {
    expect(median([])).toBeNull()
    expect(median([42])).toBe(42)
    expect(median([600, 30, 90])).toBe(90)
    expect(median([30, 600, 90, 120])).toBe(105)
    expect(median([1, 2])).toBe(2) // 1.5 rounds up
  })

  it('is written as staff read it', () => {
    expect(formatMinutes(0)).toBe('0 min')
    expect(formatMinutes(45)).toBe('45 min')
    expect(formatMinutes(60)).toBe('1 h')
    expect(formatMinutes(200)).toBe('3 h 20 min')
    expect(formatMinutes(1440)).toBe('1 d')
    expect(formatMinutes(3125)).toBe('2 d 4 h')
  })
})

describe('countries', () => {
  it('are one country whatever the case and spacing, shown as most buyers wrote it', () => {
    expect(
      countByCountry([
        ' germany ',
        'GERMANY',
        'Germany',
        'germany',
        'Germany',
        'United  Arab\tEmirates',
        'united arab emirates',
        'United Arab Emirates',
        null,
        '   ',
        'côte d’ivoire',
      ]),
    ).toEqual([
      // Most often capitalised so; the lower-case spellings count but do not name it.
      { label: 'Germany', count: 5 },
      { label: 'United Arab Emirates', count: 3 },
      { label: 'Not given', count: 2 },
      // Only ever written in lower case: capitalised word by word.
      { label: 'Côte D’ivoire', count: 1 },
    ])
  })

  it('on a tie, prefer mixed case to capitals only, then the spelling seen first', () => {
    expect(countByCountry(['UAE', 'uae'])).toEqual([{ label: 'UAE', count: 2 }])
    expect(countByCountry(['GERMANY', 'Germany'])).toEqual([{ label: 'Germany', count: 2 }])
    expect(countByCountry(['GERMANY', 'GERMANY', 'Germany'])).toEqual([
      { label: 'GERMANY', count: 3 },
    ])
    expect(countByCountry(['Viet Nam', 'Vietnam', 'viet nam'])).toEqual([
      { label: 'Viet Nam', count: 2 },
      { label: 'Vietnam', count: 1 },
    ])
  })

  it('show the ten largest and add up the rest as Other', () => {
    const typed = Array.from({ length: 13 }, (_, i) =>
      Array.from({ length: 20 - i }, () => `Country ${String.fromCharCode(65 + i)}`),
    ).flat()
    const bars = countByCountry(typed)
    expect(bars).toHaveLength(11)
    expect(bars[0]).toEqual({ label: 'Country A', count: 20 })
    expect(bars[9]).toEqual({ label: 'Country J', count: 11 })
    expect(bars[10]).toEqual({ label: 'Other countries', count: 10 + 9 + 8 })
    expect(bars.reduce((sum, b) => sum + b.count, 0)).toBe(typed.length)
  })

  it('ranks equal counts by name and adds no Other bar when nothing is left over', () => {
    expect(
      rankWithOther(
        [
          { label: 'b', count: 1 },
          { label: 'a', count: 1 },
          { label: 'c', count: 2 },
        ],
        3,
        'Other',
      ),
    ).toEqual([
      { label: 'c', count: 2 },
      { label: 'a', count: 1 },
      { label: 'b', count: 1 },
    ])
  })
})

describe('products and categories', () => {
  const catalogue = new Map([
    ['turmeric-lakadong', { name: 'Lakadong Turmeric', category: 'Spices' }],
    ['cumin-seeds', { name: 'Cumin Seeds', category: 'Spices' }],
    ['basmati-1121', { name: '1121 Basmati Rice', category: 'Rice' }],
  ])

  it('an inquiry names its product page and quote lines, each once', () => {
    expect(
      productsOf({
        product: 'cumin-seeds',
        lineItems: [{ product: 'cumin-seeds' }, { product: 'basmati-1121' }, { product: null }],
      }),
    ).toEqual(['cumin-seeds', 'basmati-1121'])
    expect(productsOf({ product: null, lineItems: null })).toEqual([])
  })

  it('count per product, and once per category per inquiry', () => {
    const { products, categories } = countByProduct(
      [
        ['turmeric-lakadong', 'cumin-seeds'], // one quote request, two spices
        ['turmeric-lakadong'],
        ['basmati-1121'],
        ['retired-product'], // no longer in the catalogue
        [],
      ],
      catalogue,
    )
    expect(products).toEqual([
      { label: 'Lakadong Turmeric', count: 2 },
      { label: '1121 Basmati Rice', count: 1 },
      { label: 'Cumin Seeds', count: 1 },
      { label: 'retired-product', count: 1 },
    ])
    expect(categories).toEqual([
      { label: 'Spices', count: 2 },
      { label: 'Not in the catalogue', count: 1 },
      { label: 'Rice', count: 1 },
    ])
  })
})

describe('conversion', () => {
  it('counts the lifecycle: quoted or later is quoted, accepted is accepted, spam is left out', () => {
    expect(
      countConversion([
        'new',
        'in-review',
        'quoted',
        'accepted',
        'accepted',
        'declined',
        'expired',
        'withdrawn',
        'spam',
      ]),
    ).toEqual({ received: 8, quoted: 5, accepted: 2 })
  })
})

describe('open quotations by expiry', () => {
  it('fall into expired, this week, next week and later (UTC weeks)', () => {
    const now = utc('2026-12-30T12:00:00Z') // a Wednesday; the week ends Sunday 3 January
    expect(
      bucketByExpiry(
        [
          { validUntil: utc('2026-12-30T11:59:59Z') }, // just over, no answer
          { validUntil: utc('2027-01-10T00:00:00Z'), expired: true }, // marked expired
          { validUntil: utc('2026-12-30T12:00:00Z') }, // ends now
          { validUntil: utc('2027-01-03T23:59:59Z') }, // Sunday night
          { validUntil: utc('2027-01-04T00:00:00Z') }, // next Monday
          { validUntil: utc('2027-01-10T23:59:59Z') },
          { validUntil: utc('2027-01-11T00:00:00Z') }, // the week after next
        ],
        now,
      ),
    ).toEqual({ expired: 2, thisWeek: 2, nextWeek: 2, later: 1 })
  })
})
