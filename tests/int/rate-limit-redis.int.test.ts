import Redis from 'ioredis'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failureLock } from '@/lib/failure-lock'
import { rateLimitRedis } from '@/lib/limiter'
import { createRateLimiter, type RateRule } from '@/lib/rate-limit'
import { closedPort } from '../helpers/smtp-server'
import { contactBody, countInquiries, jsonRequest, submitter } from '../helpers/inquiry-fixtures'
import { startTestPayload } from '../helpers/payload'

/**
 * Rate limits shared through a real Redis (this machine runs one on 127.0.0.1:6379; another with
 * REDIS_TEST_URL). Two limiter objects on one Redis stand for two server instances.
 */
const url = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379'
const run = `t${Date.now().toString(36)}${process.pid}`
// The app's own limiters (src/lib/limiter.ts) read these when first made.
process.env.REDIS_URL = url
process.env.REDIS_KEY_PREFIX = `${run}:`
delete process.env.INQUIRY_RATE_PER_MINUTE
const clients: Redis[] = []

function client(target = url): Redis {
  const redis = new Redis(target, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    retryStrategy: () => null,
  })
  redis.on('error', () => {})
  clients.push(redis)
  return redis
}

async function ready(redis: Redis) {
  if (redis.status !== 'ready') await new Promise((r) => redis.once('ready', r))
  return redis
}

const limiter = async (name: string, rules: RateRule[], redis?: Redis) =>
  createRateLimiter(`${run}-${name}`, rules, redis ?? (await ready(client())))

afterAll(async () => {
  const redis = await ready(client())
  const keys = [...(await redis.keys(`rl:${run}-*`)), ...(await redis.keys(`${run}:*`))]
  if (keys.length) await redis.del(...keys)
  await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())))
  rateLimitRedis(url).disconnect()
})

describe('rate limits in Redis', () => {
  it('two instances share one count per address', async () => {
    const rules = [{ limit: 3, windowMs: 60_000 }]
    const a = await limiter('shared', rules)
    const b = await limiter('shared', rules)
    expect(await a.consume('203.0.113.1')).toEqual({ allowed: true })
    expect(await b.consume('203.0.113.1')).toEqual({ allowed: true })
    expect(await a.consume('203.0.113.1')).toEqual({ allowed: true })
    const denied = await b.consume('203.0.113.1')
    expect(denied.allowed).toBe(false)
    expect(denied.allowed === false && denied.retryAfterSeconds).toBeGreaterThan(55)
    expect(await b.consume('203.0.113.2')).toEqual({ allowed: true })
  })

  it('a burst over two instances is counted atomically: exactly `limit` pass', async () => {
    const rules = [{ limit: 5, windowMs: 60_000 }]
    const [a, b] = [await limiter('burst', rules), await limiter('burst', rules)]
    const decisions = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).consume('203.0.113.3')),
    )
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5)
  })

  it('the password-try lock is shared by instances: a burst gets exactly 5 tries', async () => {
    const redis = await ready(client())
    const lock = () =>
      failureLock('pw', { tries: 5, lockMs: 600_000, perAccountPerHour: 100 }, (name, rules) =>
        createRateLimiter(`${run}-${name}`, rules, redis),
      )
    const [a, b] = [lock(), lock()]
    const decisions = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).consume('198.51.100.9', 'x@y.example')),
    )
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5)
    // Another address is not locked out; a right password on one instance clears it on both.
    expect(await a.consume('198.51.100.10', 'x@y.example')).toEqual({ allowed: true })
    await b.reset('198.51.100.9', 'x@y.example')
    expect(await a.consume('198.51.100.9', 'x@y.example')).toEqual({ allowed: true })
  })

  it('a window ends when its counter expires; a network rule counts a /24 together', async () => {
    const shortWindow = await limiter('short', [{ limit: 1, windowMs: 1000 }])
    await shortWindow.consume('x')
    expect((await shortWindow.consume('x')).allowed).toBe(false)
    await new Promise((r) => setTimeout(r, 1100))
    expect((await shortWindow.consume('x')).allowed).toBe(true)

    const network = await limiter('net', [{ limit: 2, windowMs: 60_000, perNetwork: true }])
    await network.consume('192.0.2.1')
    await network.consume('192.0.2.2')
    expect((await network.consume('192.0.2.3')).allowed).toBe(false)
    expect((await network.consume('192.0.3.3')).allowed).toBe(true)
  })

  it('keys start with REDIS_KEY_PREFIX', async () => {
    const { createLimiter, rateLimitRedis } = await import('@/lib/limiter')
    const app = createLimiter('prefixed', [{ limit: 1, windowMs: 60_000 }])
    // (Until the connection is up, the limiter counts in this process.)
    await ready(rateLimitRedis(url))
    expect((await app.consume('198.51.100.1')).allowed).toBe(true)
    const redis = await ready(client())
    expect(await redis.keys(`${run}:rl:prefixed:0:198.51.100.1`)).toHaveLength(1)
  })

  it('with Redis down, each instance keeps limiting on its own', async () => {
    const down = client(`redis://127.0.0.1:${await closedPort()}`)
    const l = await limiter('down', [{ limit: 2, windowMs: 60_000 }], down)
    expect((await l.consume('z')).allowed).toBe(true)
    expect((await l.consume('z')).allowed).toBe(true)
    expect((await l.consume('z')).allowed).toBe(false)
    expect((await l.consume('y')).allowed).toBe(true)
  })
})

describe('an endpoint behind a shared limit', () => {
  let payload: Payload
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ payload, close } = await startTestPayload('rlredis', { seeded: true }))
  })
  afterAll(async () => close?.())

  it('inquiries from one address over two instances meet one limit (429 with Retry-After)', async () => {
    const rules = [{ limit: 2, windowMs: 60_000 }]
    const instanceA = submitter(payload, await limiter('inquiry', rules))
    const instanceB = submitter(payload, await limiter('inquiry', rules))
    const ip = '198.51.100.9'
    expect((await instanceA(jsonRequest(contactBody()), { ip })).status).toBe(201)
    expect((await instanceB(jsonRequest(contactBody()), { ip })).status).toBe(201)
    const third = await instanceA(jsonRequest(contactBody()), { ip })
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('acknowledgements to one address over two instances meet one daily cap', async () => {
    const rules = [{ limit: 3, windowMs: 24 * 60 * 60_000 }]
    const instanceA = submitter(payload)
    const instanceB = submitter(payload)
    const acksA = await limiter('inquiry-acks', rules)
    const acksB = await limiter('inquiry-acks', rules)
    const email = `cap-${run}@target.example`
    const kinds: string[][] = []
    for (const [send, ackLimiter] of [
      [instanceA, acksA],
      [instanceB, acksB],
      [instanceA, acksA],
      [instanceB, acksB],
      [instanceA, acksA],
    ] as const) {
      const response = await send(jsonRequest(contactBody({ email })), { ackLimiter })
      expect(response.status).toBe(201)
      const { id } = (await response.json()) as { id: number }
      const { docs } = await payload.find({
        collection: 'emails',
        where: { inquiry: { equals: id } },
        depth: 0,
      })
      kinds.push(docs.map((d) => d.kind).sort())
    }
    const both = ['buyer-acknowledgement', 'sales-notification']
    expect(kinds).toEqual([both, both, both, ['sales-notification'], ['sales-notification']])
  })

  it('20 parallel posts to the inquiry endpoint from one address: exactly 5 stored', async () => {
    // The route's own limiter (the default 5 a minute), counted in Redis.
    const { rateLimitRedis } = await import('@/lib/limiter')
    await ready(rateLimitRedis(url))
    const { POST } = await import('@/app/api/inquiry/route')
    const before = await countInquiries(payload)
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        POST(
          jsonRequest(contactBody({ email: `redis-burst${i}@buyer.example` }), {
            'x-forwarded-for': '198.51.100.10',
          }),
        ).then((r) => r.status),
      ),
    )
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)
    expect(await countInquiries(payload)).toBe(before + 5)
    expect(await (await ready(client())).keys(`${run}:rl:inquiry:0:198.51.100.10`)).toHaveLength(1)
  })
})
