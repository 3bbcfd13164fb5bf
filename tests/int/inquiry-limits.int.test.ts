/**
 * The inquiry endpoint's own limits (src/app/api/inquiry/route.ts, with the default settings),
 * through its real route handler. The client's address arrives as the production server hands it
 * on (X-Forwarded-For set from the socket: server/client-address.mjs).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { contactBody, countInquiries, jsonRequest } from '../helpers/inquiry-fixtures'
import { startTestPayload } from '../helpers/payload'

vi.hoisted(() => {
  // The defaults, whatever the shell running the tests says; counted in this process.
  for (const name of [
    'INQUIRY_RATE_PER_MINUTE',
    'INQUIRY_RATE_PER_DAY',
    'INQUIRY_RATE_NETWORK_PER_MINUTE',
    'INQUIRY_RATE_NETWORK_PER_DAY',
    'INQUIRY_RATE_SITE_PER_MINUTE',
    'REDIS_URL',
  ])
    delete process.env[name]
})

let payload: Payload
let close: () => Promise<void>
let POST: (request: Request) => Promise<Response>

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('inqlimits', { seeded: true }))
  ;({ POST } = await import('@/app/api/inquiry/route'))
})
afterAll(async () => close?.())

const post = (ip: string, n: number) =>
  POST(
    jsonRequest(contactBody({ email: `limits${n}@buyer.example` }), { 'x-forwarded-for': ip }),
  ).then((r) => r.status)

describe('inquiry limits (defaults)', () => {
  it('20 parallel posts from one address: exactly 5 stored (INQUIRY_RATE_PER_MINUTE)', async () => {
    const before = await countInquiries(payload)
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => post('192.0.2.1', i)))
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)
    expect(await countInquiries(payload)).toBe(before + 5)
  })

  it('one client rotating addresses in its IPv6 /64 does not lock anyone else out', async () => {
    // 120 addresses of one /64: once counted for the whole site, this locked everyone out.
    const statuses: number[] = []
    for (let i = 0; i < 120; i++)
      statuses.push(await post(`2001:db8:5:6::${i.toString(16)}`, 100 + i))
    // Everyone else is served: an IPv4 client, and the next /64…
    expect(await post('203.0.113.9', 300)).toBe(201)
    expect(await post('2001:db8:5:7::1', 301)).toBe(201)
    // …and the flooder's network got INQUIRY_RATE_NETWORK_PER_MINUTE (20), no more.
    expect(statuses.filter((s) => s === 201)).toHaveLength(20)
  })
})
