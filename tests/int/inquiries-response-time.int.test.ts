import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { responseTimeStats } from '@/features/inquiries/response-time'
import type { Inquiry, User } from '@/payload-types'
import { startTestPayload } from '../helpers/payload'

const MINUTE = 60_000

let payload: Payload
let close: () => Promise<void>
let sales: User

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('inqresponse'))
  sales = await payload.create({
    collection: 'users',
    data: { email: 'sales@bharat.test', password: 'correct-horse-battery', role: 'sales' },
  })
})
afterAll(async () => close?.())

/** An inquiry that arrived `minutesAgo` minutes before `now`. */
async function arrived(minutesAgo: number, now = Date.now()): Promise<Inquiry> {
  const doc = await payload.create({
    collection: 'inquiries',
    overrideAccess: true,
    data: {
      type: 'general',
      form: 'contact',
      locale: 'en',
      name: 'Sara Ali',
      email: 'sara@acme.example',
      message: 'Please send your price list for spices.',
      status: 'new',
      createdAt: new Date(now - minutesAgo * MINUTE).toISOString(),
    },
  })
  expect(Date.parse(doc.createdAt)).toBe(now - minutesAgo * MINUTE)
  return doc
}

/** Staff change the status in /admin. */
function setStatus(id: number, status: Inquiry['status']) {
  return payload.update({
    collection: 'inquiries',
    id,
    data: { status },
    overrideAccess: false,
    user: { ...sales, collection: 'users' },
  })
}

describe('first response', () => {
  it('is recorded when staff first move an inquiry on from New', async () => {
    const doc = await arrived(45)
    expect(doc.firstResponseAt ?? null).toBeNull()
    const startedAt = Date.now()
    const updated = await setStatus(doc.id, 'in-review')
    const at = Date.parse(updated.firstResponseAt ?? '')
    expect(at).toBeGreaterThanOrEqual(startedAt - 1000)
    expect(at).toBeLessThanOrEqual(Date.now() + 1000)
    expect(updated.firstResponseMinutes).toBe(45)

    // Later changes keep the first response.
    const quoted = await setStatus(doc.id, 'quoted')
    expect(quoted.firstResponseAt).toBe(updated.firstResponseAt)
    expect(quoted.firstResponseMinutes).toBe(45)
  })

  it('is not recorded when an inquiry is marked spam, nor by a note', async () => {
    const doc = await arrived(10)
    const spam = await setStatus(doc.id, 'spam')
    expect(spam.status).toBe('spam')
    expect(spam.firstResponseAt ?? null).toBeNull()
    expect(spam.firstResponseMinutes ?? null).toBeNull()

    const other = await arrived(12)
    const noted = await payload.update({
      collection: 'inquiries',
      id: other.id,
      data: { staffNotes: 'Called, no answer.' },
      overrideAccess: false,
      user: { ...sales, collection: 'users' },
    })
    expect(noted.status).toBe('new')
    expect(noted.firstResponseAt ?? null).toBeNull()
  })

  it('gives the median minutes over the last 90 days, without spam', async () => {
    // Fresh start: only what this test answers counts.
    await payload.delete({ collection: 'inquiries', where: { id: { exists: true } } })
    const now = Date.now()
    for (const minutes of [30, 600, 90])
      await setStatus((await arrived(minutes, now)).id, 'accepted')
    // Answered, then found to be spam: left out.
    const spam = await arrived(5, now)
    await setStatus(spam.id, 'in-review')
    await setStatus(spam.id, 'spam')
    // Answered, but arrived more than 90 days ago: left out.
    await setStatus((await arrived(100 * 24 * 60, now)).id, 'quoted')
    // Not answered yet: left out.
    await arrived(20, now)

    expect(await responseTimeStats(payload)).toEqual({ count: 3, medianMinutes: 90 })

    await setStatus((await arrived(120, now)).id, 'declined')
    expect(await responseTimeStats(payload)).toEqual({ count: 4, medianMinutes: 105 })

    // Seen 100 days later, every one of them has left the 90-day window.
    const later = new Date(now + 100 * 24 * 60 * MINUTE)
    expect(await responseTimeStats(payload, later)).toEqual({ count: 0, medianMinutes: null })
  })
})
