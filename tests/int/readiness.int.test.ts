import Redis from 'ioredis'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readiness } from '@/lib/readiness'
import { startTestPayload } from '../helpers/payload'
import { closedPort } from '../helpers/smtp-server'

let payload: Payload
let close: () => Promise<void>
const clients: Redis[] = []
const redis = (url: string) => {
  const r = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  })
  r.on('error', () => {})
  clients.push(r)
  return r
}

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('ready'))
})
afterAll(async () => {
  clients.forEach((c) => c.disconnect())
  await close?.()
})

describe('readiness (/api/ready)', () => {
  it('is ready when the database answers; Redis is optional', async () => {
    expect(await readiness(payload, null)).toEqual({
      ready: true,
      database: 'ok',
      redis: 'not configured',
    })
  })

  it('checks the configured Redis', async () => {
    const up = redis(process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379')
    await new Promise((r) => up.once('ready', r))
    expect(await readiness(payload, up)).toMatchObject({ ready: true, redis: 'ok' })
    const down = redis(`redis://127.0.0.1:${await closedPort()}`)
    expect(await readiness(payload, down)).toEqual({
      ready: false,
      database: 'ok',
      redis: 'unreachable',
    })
  })
})
