import Redis from 'ioredis'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RedisRateLimiter, type RateRule } from '@/lib/rate-limit'
import { seed } from '@/seed'
import { closedPort } from '../helpers/smtp-server'
import { contactBody, jsonRequest, submitter } from '../helpers/inquiry-fixtures'
import { startTestPayload } from '../helpers/payload'

/**
 * Rate limits shared through a real Redis (this machine runs one on 127.0.0.1:6379; another with
 * REDIS_TEST_URL). Two limiter objects on one Redis stand for two server instances.
 */
const url = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379'
const run = `t${Date.now().toString(36)}${process.pid}`
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
  new RedisRateLimiter(`${run}-${name}`, rules, redis ?? (await ready(client())))

afterAll(async () => {
  const redis = await ready(client())
  const keys = await redis.keys(`rl:${run}-*`)
  if (keys.length) await redis.del(...keys)
  await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())))
})

describe('rate limits in Redis', () => {
  it('two instances share one count per address', async () => {
    const rules = [{ limit: 3, windowMs: 60_000 }]
    const a = await limiter('shared', rules)
    const b = await limiter('shared', rules)
    await a.hit('203.0.113.1')
    await b.hit('203.0.113.1')
    expect(await a.check('203.0.113.1')).toEqual({ allowed: true })
    await a.hit('203.0.113.1')
    const denied = await b.check('203.0.113.1')
    expect(denied.allowed).toBe(false)
    expect(denied.allowed === false && denied.retryAfterSeconds).toBeGreaterThan(55)
    expect(await b.check('203.0.113.2')).toEqual({ allowed: true })
  })

  it('a window ends when its counter expires; a global rule counts every address', async () => {
    const shortWindow = await limiter('short', [{ limit: 1, windowMs: 400 }])
    await shortWindow.hit('x')
    expect((await shortWindow.check('x')).allowed).toBe(false)
    await new Promise((r) => setTimeout(r, 500))
    expect((await shortWindow.check('x')).allowed).toBe(true)

    const site = await limiter('site', [{ limit: 2, windowMs: 60_000, global: true }])
    await site.hit('a')
    await site.hit('b')
    expect((await site.check('c')).allowed).toBe(false)
  })

  it('with Redis down, each instance keeps limiting on its own', async () => {
    const down = client(`redis://127.0.0.1:${await closedPort()}`)
    const l = await limiter('down', [{ limit: 2, windowMs: 60_000 }], down)
    await l.hit('z')
    await l.hit('z')
    expect((await l.check('z')).allowed).toBe(false)
    expect((await l.check('y')).allowed).toBe(true)
  })
})

describe('an endpoint behind a shared limit', () => {
  let payload: Payload
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ payload, close } = await startTestPayload('rlredis'))
    await seed(payload)
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

  it('acknowledgements to one address over two instances meet one daily cap (issue 25, item 4)', async () => {
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
})
