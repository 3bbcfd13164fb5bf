import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { bootstrap } from '@/seed/bootstrap'
import { startTestPayload } from '../helpers/payload'

let payload: Payload
let close: () => Promise<void>
const saved = { ...process.env }

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('boot'))
  Object.assign(process.env, {
    SEED_DEMO_CONTENT: 'false',
    ADMIN_EMAIL: 'owner@bharat.example',
    ADMIN_PASSWORD: 'first-admin-password',
  })
})
afterAll(async () => {
  for (const k of ['SEED_DEMO_CONTENT', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'])
    if (saved[k] === undefined) delete process.env[k]
    else process.env[k] = saved[k]
  await close?.()
})

it('the first account registered in /admin is an admin, whatever role the form sent', async () => {
  const [{ default: config }, { REST_POST }] = await Promise.all([
    import('@payload-config'),
    import('@payloadcms/next/routes'),
  ])
  const res = await REST_POST(config)(
    new Request('http://localhost/api/users/first-register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'first@bharat.example',
        password: 'first-pass-123',
        role: 'sales',
      }),
    }),
    { params: Promise.resolve({ slug: ['users', 'first-register'] }) },
  )
  expect(res.status).toBe(200)
  const users = await payload.find({ collection: 'users', depth: 0 })
  expect(users.docs.map((u) => [u.email, u.role])).toEqual([['first@bharat.example', 'admin']])
  await payload.delete({ collection: 'users', id: users.docs[0].id })
})

it('an empty site (SEED_DEMO_CONTENT=false) still gets its first admin from ADMIN_EMAIL, once', async () => {
  await bootstrap(payload)
  await bootstrap(payload)
  const users = await payload.find({ collection: 'users', depth: 0 })
  expect(users.docs.map((u) => [u.email, u.role])).toEqual([['owner@bharat.example', 'admin']])
  expect((await payload.count({ collection: 'products' })).totalDocs).toBe(0)
})
