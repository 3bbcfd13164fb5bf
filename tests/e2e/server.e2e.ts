import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { expect, test } from './support/test'
import { createTestDatabase } from '../helpers/database.mjs'
import { observatory } from './support/observatory'
import { pageTypes } from './support/pages'
import { renderingOnly } from './support/passes'
import { RawConnection } from './support/raw-http'

// The production server as deployed behind a TLS proxy: SITE_URL is https, requests arrive with
// X-Forwarded-Proto: https. Its own instance, so that stopping it cannot disturb other tests.
const port = Number(process.env.E2E_PORT || 3100) + 10
const origin = `http://127.0.0.1:${port}`
const site = 'https://www.example.test'
const admin = { email: 'admin@example.com', password: 'server-test-password' }

let child: ChildProcess
let exited: Promise<number | null>
let stdout = ''
let drop: () => Promise<void> = async () => {}
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'server-e2e-outbox-'))

/** The JSON lines the server has logged so far. */
const logLines = () =>
  stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)

test.describe.configure({ mode: 'serial' })
// The server's behaviour does not depend on the database: CI checks it on the embedded one.
renderingOnly('the production server')

test.beforeAll(async () => {
  test.setTimeout(240_000)
  const db = await createTestDatabase('server')
  drop = db.drop
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...db.env,
    SITE_URL: site,
    PAYLOAD_SECRET: 'server-e2e-secret-0123456789',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'info',
    MAIL_OUTBOX_DIR: outbox,
    NEWS_WORKER: 'false',
    BLOG_GENERATION: 'false',
    SHUTDOWN_TIMEOUT_MS: '20000',
  }
  if (!db.env.DATABASE_URL) delete env.DATABASE_URL
  child = spawn(process.execPath, ['server/index.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: process.cwd(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (d) => (stdout += d))
  child.stderr!.on('data', (d) => process.stderr.write(d))
  // 'close': after the exit and the last of its output.
  exited = new Promise((resolve) => child.once('close', (code) => resolve(code)))
  const deadline = Date.now() + 200_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
})

test.afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL')
    await exited
  }
  await drop().catch(() => undefined)
  fs.rmSync(outbox, { recursive: true, force: true })
})

const viaTls = { 'x-forwarded-proto': 'https' }

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

test('every answer is framed and the connection stays open: two requests in a row on one socket', async () => {
  test.setTimeout(90_000)
  // A cached page (the second answer comes from the copy in memory), a page made per request,
  // a 404 and a JSON answer of the API, each asked twice on the same connection.
  const asks = [
    { path: '/product/cumin-seeds', status: 200, text: 'Cumin' },
    { path: '/search?q=rice', status: 200, text: 'Rice' },
    { path: '/no-such-page', status: 404, text: '</html>' },
    { path: '/api/products?limit=2&depth=0', status: 200, text: '"docs"' },
  ]
  for (const acceptEncoding of ['gzip', 'br', 'identity']) {
    // Fresh copies: the first of each pair goes to Next.
    await new Promise((r) => setTimeout(r, 2_200))
    const connection = await RawConnection.open(port)
    try {
      for (const ask of asks) {
        for (const round of [1, 2]) {
          const what = `${acceptEncoding} ${ask.path} #${round}`
          connection.send('GET', ask.path, {
            'Accept-Encoding': acceptEncoding,
            'X-Forwarded-Proto': 'https',
          })
          const answer = await connection.answer().catch((error: Error) => {
            throw new Error(`${what}: ${error.message}`)
          })
          expect(answer.status, what).toBe(ask.status)
          expect(answer.headers.connection ?? 'keep-alive', what).toBe('keep-alive')
          expect(answer.framing, what).not.toBe('none')
          expect(answer.text, what).toContain(ask.text)
          if (acceptEncoding !== 'identity' && ask.path !== '/no-such-page')
            expect(answer.headers['content-encoding'], what).toBe(acceptEncoding)
          if (ask.path === '/product/cumin-seeds' && round === 2)
            expect(answer.headers['x-page-cache'], what).toBe('hit')
        }
      }
      expect(connection.closed).toBe(false)
    } finally {
      connection.close()
    }
  }
})

/** A GET with headers fetch() will not send (Host), read whole. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get(`${origin}${path}`, { headers }, (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (d) => (body += d))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
        })
        .on('error', reject)
    },
  )
}

test('a request’s Host never reaches a page, its Link header, a redirect or the copy others get', async () => {
  const evil = {
    host: 'evil.example',
    'x-forwarded-host': 'evil-forwarded.example',
    'x-forwarded-proto': 'http',
  }
  const leaks = (answer: { headers: http.IncomingHttpHeaders; body: string }) =>
    `${JSON.stringify(answer.headers)}\n${answer.body}`.match(/evil[\w.-]*/g) ?? []
  for (const path of ['/about', '/es/catalogue', '/product/cumin-seeds']) {
    // A fresh copy, made for the evil request.
    await new Promise((r) => setTimeout(r, 2_200))
    const planted = await rawGet(path, evil)
    expect(planted.status, path).toBe(200)
    expect(leaks(planted), path).toEqual([])
    // hreflang: every alternate on the site's origin, as SITE_URL says.
    const links = String(planted.headers.link ?? '').match(/<[^>]+>/g) ?? []
    expect(links.length, path).toBeGreaterThan(8)
    for (const link of links) expect(link, path).toMatch(/^<https:\/\/www\.example\.test\//)
    // The canonical address never takes the request's host either.
    expect(planted.body, path).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/)
    const normal = await rawGet(path, { 'x-forwarded-proto': 'https' })
    expect(normal.headers['x-page-cache'], path).toBe('hit')
    expect(leaks(normal), path).toEqual([])
    expect(normal.headers.link).toBe(planted.headers.link)
  }
  // Redirects keep to the site too.
  const moved = await rawGet('/category/spices?page=2', evil)
  expect(moved.status).toBe(308)
  expect(leaks(moved)).toEqual([])
  expect(moved.headers.location).toMatch(
    /^(\/|https:\/\/www\.example\.test\/)category\/spices\/page\/2$/,
  )
})

test('security.txt names the site’s contact, expires within a year and is canonical on SITE_URL', async () => {
  const res = await fetch(`${origin}/.well-known/security.txt`, { headers: viaTls })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  const text = await res.text()
  const fields = Object.fromEntries(
    text
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  )
  const settings = (await (await fetch(`${origin}/api/globals/site-settings`)).json()) as {
    email: string
  }
  expect(settings.email).toMatch(/@/)
  expect(fields.Contact).toBe(`mailto:${settings.email}`)
  // RFC 9116: an Internet date, in the future, less than a year ahead.
  expect(fields.Expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
  const expires = Date.parse(fields.Expires)
  expect(expires).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000)
  expect(expires).toBeLessThanOrEqual(Date.now() + 366 * 24 * 3600 * 1000)
  expect(fields['Preferred-Languages']).toBe('en, es, fr, de, zh, ja, ar, ru')
  expect(fields.Canonical).toBe(`${site}/.well-known/security.txt`)
})

/** Any method, any headers, a body or none: status, headers and body. */
function rawRequest(
  method: string,
  path: string,
  {
    headers = {},
    body,
    localAddress,
  }: { headers?: Record<string, string>; body?: Buffer | Buffer[]; localAddress?: string } = {},
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request(`${origin}${path}`, { method, headers, localAddress }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (d) => (text += d))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        )
      })
      // The server may answer and close before the whole body is sent.
      request.on('error', (error: NodeJS.ErrnoException) =>
        ['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error),
      )
      for (const part of Array.isArray(body) ? body : body ? [body] : []) request.write(part)
      request.end()
    },
  )
}

test('a method an address does not take is a 405 with Allow; a missing file a 404', async () => {
  for (const path of ['/', '/about', '/es/product/cumin-seeds', '/robots.txt']) {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND']) {
      const res = await rawRequest(method, path)
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.allow, `${method} ${path}`).toBe('GET, HEAD')
    }
  }
  const options = await rawRequest('OPTIONS', '/about')
  expect(options.status).toBe(204)
  expect(options.headers.allow).toBe('GET, HEAD')
  // The sign-in and account pages' forms post to the page itself.
  const signIn = await rawRequest('DELETE', '/es/auth')
  expect(signIn.status).toBe(405)
  expect(signIn.headers.allow).toBe('GET, HEAD, POST')
  // The admin's pages post to themselves (Payload's server functions), nothing else.
  const adminPut = await rawRequest('PUT', '/admin')
  expect(adminPut.status).toBe(405)
  expect(adminPut.headers.allow).toBe('GET, HEAD, POST')
  // The API, the admin and Next's files: never a 5xx for an unknown method.
  for (const path of ['/api/products', '/api/health', '/admin', '/_next/static/x.js']) {
    const res = await rawRequest('TRACE', path)
    expect(res.status, `TRACE ${path}`).toBe(405)
    expect(res.headers.allow, `TRACE ${path}`).toMatch(/^GET, HEAD/)
  }
  expect(JSON.parse((await rawRequest('TRACE', '/api/products')).body)).toEqual({
    errors: [{ message: 'Method Not Allowed' }],
  })
  // A media file that does not exist, however its name is spelled.
  for (const name of [
    'no-such-file.png',
    '%252e%252e%252fno-such.png',
    'a%2520b.webp',
    '%2561.png',
  ]) {
    const res = await fetch(`${origin}/api/media/file/${name}`)
    expect(res.status, name).toBe(404)
    expect(await res.json(), name).toEqual({ errors: [{ message: 'Not Found' }] })
  }
})

test('a request body over its limit is refused with a 413 before it is read', async () => {
  const big = Buffer.from(
    JSON.stringify({ email: 'a@example.com', note: 'x'.repeat(2 * 1024 * 1024) }),
  )
  const json = { 'content-type': 'application/json' }
  // Said by its Content-Length: refused at once (also when the client waits for "100 Continue").
  for (const path of ['/api/products', '/api/account/forgot', '/api/inquiry', '/api/users/login']) {
    const res = await rawRequest('POST', path, {
      headers: { ...json, 'content-length': String(big.length) },
      body: big,
    })
    expect(res.status, path).toBe(413)
    expect(res.headers.connection, path).toBe('close')
  }
  const declared = await rawRequest('POST', '/api/products', {
    headers: { ...json, 'content-length': String(big.length) },
    body: big,
  })
  expect(JSON.parse(declared.body)).toEqual({
    errors: [{ message: 'Request body too large: at most 1 MB.' }],
  })
  const waiting = await new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
    let continued = false
    const request = http.request(`${origin}/api/products`, {
      method: 'POST',
      headers: { ...json, 'content-length': String(big.length), expect: '100-continue' },
    })
    request.on('continue', () => {
      continued = true
      request.end(big)
    })
    request.on('response', (res) => {
      res.resume()
      resolve({ status: res.statusCode ?? 0, continued })
    })
    request.on('error', reject)
  })
  expect(waiting).toEqual({ status: 413, continued: false })

  // In chunks without a Content-Length: counted as it arrives, refused past 1 MB.
  const pieces = Array.from({ length: 32 }, (_, i) => big.subarray(i * 65_536, (i + 1) * 65_536))
  const chunked = await rawRequest('POST', '/api/products', { headers: json, body: pieces })
  expect(chunked.status).toBe(413)
  expect(JSON.parse(chunked.body)).toEqual({
    errors: [{ message: 'Request body too large: at most 1 MB.' }],
  })
  // A page's form post too (plain text there).
  const form = await rawRequest('POST', '/auth', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: pieces,
  })
  expect(form.status).toBe(413)
  expect(form.body).toBe('Request body too large: at most 1 MB.\n')
  // A body within the limit, chunked or not, goes through whole.
  // (From an address of its own: the sign-in limits count per address.)
  for (const declare of [false, true]) {
    const small = Buffer.from(
      JSON.stringify({ email: `limit-${declare}@example.com`, locale: 'en' }),
    )
    const length: Record<string, string> = declare ? { 'content-length': String(small.length) } : {}
    const res = await rawRequest('POST', '/api/account/forgot', {
      headers: { ...json, ...viaTls, ...length },
      body: [small.subarray(0, 10), small.subarray(10)],
      localAddress: '127.0.0.23',
    })
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, status: 'sent' })
  }
  // Nothing was logged as a server error, and the server still answers.
  expect(logLines().filter((l) => l.msg === 'request failed')).toEqual([])
  expect((await fetch(`${origin}/api/health`)).status).toBe(200)
})

test('staff upload to the media collection up to 20 MB; a larger one is a 413', async () => {
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { ...viaTls, 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  expect(login.status).toBe(200)
  const { token } = (await login.json()) as { token: string }
  /** A file of the given size, as the admin's upload form sends it (a photo of noise). */
  const upload = async (megabytes: number) => {
    const boundary = 'upload-limit-test'
    const side = Math.ceil(Math.sqrt((megabytes * 1024 * 1024) / 3))
    const file = await sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer()
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n` +
          `${JSON.stringify({ alt: `A ${megabytes} MB file` })}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="noise-${megabytes}.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    return rawRequest('POST', '/api/media', {
      headers: {
        ...viaTls,
        authorization: `JWT ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      },
      body,
    })
  }
  const allowed = await upload(3)
  expect(allowed.status, allowed.body.slice(0, 300)).toBe(201)
  const refused = await upload(21)
  expect(refused.status).toBe(413)
  expect(JSON.parse(refused.body)).toEqual({
    errors: [{ message: 'Request body too large: at most 20 MB.' }],
  })
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

  child.kill('SIGTERM')
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
  expect(await exited).toBe(0)
  expect(logLines().at(-1)).toMatchObject({ msg: 'stopped' })
})
