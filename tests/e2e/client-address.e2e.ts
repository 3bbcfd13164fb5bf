import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from './support/test'
import { startAppServer, type AppServer } from '../helpers/app-server.mjs'
import { createTestDatabase } from '../helpers/database.mjs'
import { contactBody } from '../fixtures/contact-body'

/**
 * Per-address limits on the production server (server/index.mjs) with no proxy in front
 * (TRUST_PROXY_HOPS=0): the client's address is the socket's, whatever X-Forwarded-For says.
 * Clients come from different loopback addresses (all of 127.0.0.0/8 is this machine).
 */
const PER_MINUTE = 5

let server: AppServer
let drop: () => Promise<void> = async () => {}
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'client-address-outbox-'))

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(600_000)
  const db = await createTestDatabase('clientaddr')
  drop = db.drop
  server = await startAppServer({
    env: {
      DATABASE_URL: undefined,
      SQLITE_FILE: undefined,
      ...db.env,
      PAYLOAD_SECRET: 'client-address-secret-0123456789',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'client-address-password',
      LOG_LEVEL: 'error',
      SMTP_URL: undefined,
      MAIL_OUTBOX_DIR: outbox,
      REDIS_URL: undefined,
      TRUST_PROXY_HOPS: '0',
      INQUIRY_RATE_PER_MINUTE: String(PER_MINUTE),
      INQUIRY_RATE_PER_DAY: '100',
      // The site-wide cap this replaced (ignored now): 10 a minute for everyone together.
      INQUIRY_RATE_SITE_PER_MINUTE: '10',
      NEWS_WORKER: 'false',
      NEWS_SEARCH_KEY: '',
      BLOG_GENERATION: 'false',
    },
    timeoutMs: 540_000,
  })
})

test.afterAll(async () => {
  await server?.stop()
  await drop().catch(() => undefined)
  fs.rmSync(outbox, { recursive: true, force: true })
})

/** POST /api/inquiry from the local address `from`, with extra request headers. */
function postInquiry(from: string, headers: Record<string, string>, n: number): Promise<number> {
  const body = JSON.stringify(contactBody({ email: `client${n}@buyer.example` }))
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}/api/inquiry`,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** Headers a client forges to pass for another address each time. */
const forged = (i: number) => ({
  'x-forwarded-for': `198.51.${i}.${i + 1}`,
  'x-real-ip': `203.0.113.${i + 1}`,
  forwarded: `for=192.0.2.${i + 1}`,
})

test('a client rotating X-Forwarded-For is still limited by its own address', async () => {
  const statuses: number[] = []
  for (let i = 0; i < PER_MINUTE + 3; i++)
    statuses.push(await postInquiry('127.0.0.2', forged(i), i))
  expect(statuses.slice(0, PER_MINUTE)).toEqual(Array(PER_MINUTE).fill(201))
  expect(statuses.slice(PER_MINUTE)).toEqual([429, 429, 429])
})

test('one client’s flood does not lock anyone else out', async () => {
  // 30 more in parallel from the same client, forged headers and all.
  const flood = await Promise.all(
    Array.from({ length: 30 }, (_, i) => postInquiry('127.0.0.2', forged(100 + i), 100 + i)),
  )
  expect(flood.every((s) => s === 429)).toBe(true)
  // Another client, in another network and in the same one, is served.
  expect(await postInquiry('127.0.1.9', {}, 200)).toBe(201)
  expect(await postInquiry('127.0.0.3', {}, 201)).toBe(201)
})
