import http from 'node:http'
import net from 'node:net'
import zlib from 'node:zlib'
import { expect, test } from './support/test'
import { observatory } from './support/observatory'
import { type OwnServer, admin, site, startOwnServer, viaTls } from './support/own-server'
import { pageTypes } from './support/pages'
import { renderingOnly } from './support/passes'

// The production server as deployed behind a TLS proxy: SITE_URL is https, requests arrive with
// X-Forwarded-Proto: https. Its own instance, so that stopping it cannot disturb other tests.
// (How it speaks HTTP, checked on both databases: ./http.e2e.ts.)
const port = Number(process.env.E2E_PORT || 3100) + 10
const origin = `http://127.0.0.1:${port}`
let server: OwnServer
const logLines = () => server.logLines()

test.describe.configure({ mode: 'serial' })
// The server's behaviour does not depend on the database: CI checks it on the embedded one.
renderingOnly('the production server')

test.beforeAll(async () => {
  test.setTimeout(240_000)
  server = await startOwnServer('server', port)
})

test.afterAll(async () => {
  await server?.stop()
})

test('every public page type grades A+ by the Observatory’s rules', async () => {
  // (The Arabic pages send the same headers: tests/e2e/security-headers.e2e.ts.)
  const scores: string[] = []
  for (const p of pageTypes) {
    const res = await fetch(`${origin}${p}`, { headers: viaTls, redirect: 'manual' })
    expect(res.status, p).toBe(p === '/no-such-page' ? 404 : 200)
    const headers: Record<string, string | string[]> = Object.fromEntries(res.headers)
    headers['set-cookie'] = res.headers.getSetCookie()
    const graded = observatory({ url: `${site}${p}`, headers, body: await res.text() })
    expect(headers['strict-transport-security'], p).toBe(
      'max-age=63072000; includeSubDomains; preload',
    )
    expect(String(headers['content-security-policy']), p).toMatch(/; upgrade-insecure-requests$/)
    expect(
      graded.tests.filter((t) => t.modifier < 0),
      p,
    ).toEqual([])
    expect(graded.score, p).toBeGreaterThanOrEqual(100)
    expect(graded.grade, p).toBe('A+')
    scores.push(`${p} ${graded.score}`)
  }
  test.info().annotations.push({ type: 'scores', description: scores.join(', ') })
})

test('the grading tells a weak policy from a strict one', () => {
  const strict = {
    url: `${site}/`,
    body: '<script src="/a.js" integrity="sha256-x"></script>',
    headers: {
      'content-type': 'text/html',
      'content-security-policy':
        "default-src 'self'; script-src 'self' 'sha256-abc'; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'",
      'strict-transport-security': 'max-age=63072000',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-origin',
    },
  }
  expect(observatory(strict).score).toBe(125)
  const inline = {
    ...strict,
    headers: {
      ...strict.headers,
      'content-security-policy':
        "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    },
  }
  // 100 − 20, and no bonus below 90.
  expect(observatory(inline)).toMatchObject({ score: 80, grade: 'B+' })
  const cookie = {
    ...strict,
    headers: { ...strict.headers, 'set-cookie': ['sessionid=1; Path=/'] },
  }
  expect(observatory(cookie).tests.find((t) => t.test === 'cookies')?.modifier).toBe(-30)
  const noHsts = { ...strict, headers: { ...strict.headers, 'strict-transport-security': '' } }
  expect(observatory(noHsts).score).toBeLessThan(100)
})

test('cookies are Secure, SameSite, and HttpOnly unless script must read them', async () => {
  // Signing out sets (clears) the buyer's session cookie and its readable "signed in" hint.
  const signout = await fetch(`${origin}/api/account/signout`, {
    method: 'POST',
    headers: { ...viaTls, 'content-type': 'application/json' },
    body: JSON.stringify({ locale: 'en' }),
  })
  expect(signout.status).toBe(200)
  const buyer = signout.headers.getSetCookie()
  expect(buyer.find((c) => c.startsWith('buyer_session='))).toMatch(
    /; SameSite=Lax; HttpOnly; Secure$/,
  )
  const hint = buyer.find((c) => c.startsWith('signed_in='))
  expect(hint).toMatch(/; SameSite=Lax; Secure$/)
  expect(hint).not.toMatch(/HttpOnly/)

  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { ...viaTls, 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  expect(login.status).toBe(200)
  const staff = login.headers.getSetCookie()
  const token = staff.find((c) => c.startsWith('payload-token='))
  expect(token).toMatch(/HttpOnly/)
  expect(token).toMatch(/Secure/)
  expect(token).toMatch(/SameSite=Lax/)

  const graded = observatory({
    url: `${site}/`,
    headers: {
      'set-cookie': [...buyer, ...staff],
      'strict-transport-security': 'max-age=63072000',
    },
    body: '',
  })
  expect(graded.tests.find((t) => t.test === 'cookies')).toMatchObject({
    result: 'cookies-secure-with-httponly-sessions-and-samesite',
    modifier: 5,
  })
})

test('every response carries a request id, logged with the request as one JSON line', async () => {
  const given = await fetch(`${origin}/about?utm_source=x`, {
    headers: { 'x-request-id': 'edge-7f3a.9' },
  })
  expect(given.status).toBe(200)
  expect(given.headers.get('x-request-id')).toBe('edge-7f3a.9')
  const made = await fetch(`${origin}/about`, { headers: { 'x-request-id': 'not <a> sane id' } })
  const id = made.headers.get('x-request-id')
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)

  // The app's own lines written while serving a request carry its id too.
  const refused = await fetch(`${origin}/api/account/signin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'https://elsewhere.example',
      'x-request-id': 'edge-cross-site',
    },
    body: JSON.stringify({ email: 'a@example.com', password: 'x' }),
  })
  expect(refused.status).toBe(403)

  await expect
    .poll(() => logLines().find((l) => l.reqId === 'edge-7f3a.9' && l.msg === 'request'))
    .toMatchObject({ method: 'GET', path: '/about', status: 200, service: 'site' })
  const line = logLines().find((l) => l.reqId === 'edge-7f3a.9' && l.msg === 'request')!
  expect(typeof line.durationMs).toBe('number')
  // A line is written when the response has finished, which can be after the client has it.
  await expect.poll(() => logLines().some((l) => l.reqId === id && l.msg === 'request')).toBe(true)
  await expect
    .poll(() => logLines().find((l) => l.reqId === 'edge-cross-site' && l.level === 40))
    .toMatchObject({ msg: 'cross-site request refused' })
})

test('a public page is answered from a copy in memory for 2 s: same page and policy, compressed, never for a cookie or a per-request page', async () => {
  test.setTimeout(60_000)
  const get = (p: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${origin}${p}`, { method, headers: { ...viaTls, ...headers } })
  const page = '/product/cumin-seeds'
  // Wait for a fresh copy (an earlier test may have made one).
  await new Promise((r) => setTimeout(r, 2_200))
  const first = await get(page)
  expect(first.status).toBe(200)
  expect(first.headers.get('x-page-cache')).toBeNull()
  const html = await first.text()
  expect(html).toContain('Cumin')

  const second = await get(page)
  expect(second.headers.get('x-page-cache')).toBe('hit')
  expect(await second.text()).toBe(html)
  for (const name of ['content-security-policy', 'cache-control', 'content-type', 'etag'])
    expect(second.headers.get(name), name).toBe(first.headers.get(name))
  // Per response, not copied: the request id, HSTS and Next's own cache status.
  expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
  expect(second.headers.get('x-nextjs-cache')).toBeNull()
  expect(second.headers.get('strict-transport-security')).toMatch(/^max-age=63072000/)

  // Compressed as asked (fetch decompresses; the raw bytes are checked with http.get).
  const raw = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
    http
      .get(
        `${origin}${page}`,
        { headers: { ...viaTls, 'accept-encoding': 'gzip;q=1, br;q=0' } },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c) => chunks.push(c))
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
          )
        },
      )
      .on('error', reject)
  })
  expect(raw.encoding).toBe('gzip')
  expect(zlib.gunzipSync(raw.bytes).toString()).toBe(html)

  // (A fresh copy first: the one above may have expired on a slow machine.)
  await (await get(page)).text()
  const head = await get(page, {}, 'HEAD')
  expect(head.status).toBe(200)
  expect(head.headers.get('x-page-cache')).toBe('hit')
  expect(await head.text()).toBe('')
  const etag = first.headers.get('etag')
  if (etag) expect((await get(page, { 'if-none-match': etag })).status).toBe(304)

  // A cookie may choose the language or carry a session: Next answers.
  const withCookie = await get(page, { cookie: 'NEXT_LOCALE=es; lang-chosen=1' })
  expect(withCookie.headers.get('x-page-cache')).toBeNull()
  // Pages made per request and error pages are never copied.
  for (const p of ['/search?q=rice', '/no-such-page']) {
    await get(p)
    expect((await get(p)).headers.get('x-page-cache'), p).toBeNull()
  }

  // After 2 s Next is asked again.
  await new Promise((r) => setTimeout(r, 2_200))
  const later = await get(page)
  expect(later.headers.get('x-page-cache')).toBeNull()
  expect(await later.text()).toBe(html)
})

test('an address that starts to redirect is not answered from the copy in memory', async () => {
  test.setTimeout(60_000)
  const get = (p: string) => fetch(`${origin}${p}`, { headers: viaTls, redirect: 'manual' })
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { ...viaTls, 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const auth = { ...viaTls, authorization: `JWT ${(await login.json()).token}` }
  const found = await fetch(
    `${origin}/api/products?where[slug][equals]=black-pepper-malabar&depth=0`,
    {
      headers: auth,
    },
  )
  const id = (await found.json()).docs[0].id
  const rename = (slug: string) =>
    fetch(`${origin}/api/products/${id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ slug }),
    })

  for (const p of ['/product/black-pepper-malabar', '/es/product/black-pepper-malabar']) {
    await (await get(p)).text()
    expect((await get(p)).headers.get('x-page-cache'), p).toBe('hit')
  }
  expect((await rename('black-pepper-malabar-moved')).status).toBe(200)
  try {
    for (const p of ['/product/black-pepper-malabar', '/es/product/black-pepper-malabar']) {
      const moved = await get(p)
      expect(moved.status, p).toBe(308)
      expect(moved.headers.get('location'), p).toBe(`${p}-moved`)
    }
  } finally {
    // Back again: the page answers, and the redirect that would now loop is gone.
    expect((await rename('black-pepper-malabar')).status).toBe(200)
  }
  expect((await get('/product/black-pepper-malabar')).status).toBe(200)
  const back = await get('/product/black-pepper-malabar-moved')
  expect(back.status).toBe(308)
  expect(back.headers.get('location')).toBe('/product/black-pepper-malabar')
})

test('SIGTERM: the request in flight completes, new connections are refused, exit 0', async () => {
  // A request whose body is still arriving when the signal comes: in flight, not idle.
  const body = JSON.stringify({ email: 'nobody@example.com', locale: 'en' })
  let answer: { status: number; body: string } | null = null
  const request = http.request(`${origin}/api/account/forgot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  })
  const answered = new Promise<void>((resolve, reject) => {
    request.on('response', (res) => {
      let text = ''
      res.on('data', (d) => (text += d))
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, body: text }
        resolve()
      })
    })
    request.on('error', reject)
  })
  request.write(body.slice(0, 10))
  await new Promise((r) => setTimeout(r, 300))

  server.child.kill('SIGTERM')
  await expect.poll(() => logLines().some((l) => l.msg === 'shutting down')).toBe(true)
  const refused = await new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.on('connect', () => {
      socket.destroy()
      resolve('connected')
    })
    socket.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'))
  })
  expect(refused).toBe('ECONNREFUSED')
  expect(answer).toBeNull()

  request.end(body.slice(10))
  await answered
  expect(answer).toMatchObject({ status: 200 })
  expect(JSON.parse(answer!.body)).toMatchObject({ ok: true, status: 'sent' })
  expect(await server.exited).toBe(0)
  expect(logLines().at(-1)).toMatchObject({ msg: 'stopped' })
})
