import http from 'node:http'
import sharp from 'sharp'
import { expect, test } from './support/test'
import {
  type OwnServer,
  admin,
  rawRequest as raw,
  site,
  startOwnServer,
  viaTls,
} from './support/own-server'
import { RawConnection } from './support/raw-http'

// How the production server (server/index.mjs) speaks HTTP: framing and keep-alive, the Host a
// page is made for, methods, status codes and body sizes. Its own instance, as
// deployed behind a TLS proxy: SITE_URL is https, requests arrive with X-Forwarded-Proto: https.
// Run on both databases: Payload's API answers some of these requests.
const port = Number(process.env.E2E_PORT || 3100) + 11
const origin = `http://127.0.0.1:${port}`
let server: OwnServer
const logLines = () => server.logLines()

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  server = await startOwnServer('http', port)
})

test.afterAll(async () => {
  await server?.stop()
})

/** Any method, any headers (Host too), a body or none: status, headers and body. */
const rawRequest = (method: string, path: string, options?: Parameters<typeof raw>[3]) =>
  raw(origin, method, path, options)
/** A GET with headers fetch() will not send (Host), read whole. */
const rawGet = (path: string, headers: Record<string, string>) =>
  rawRequest('GET', path, { headers })

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

test('a route handler answers a method it does not take with a 405 and Allow, as its OPTIONS does', async () => {
  // Our own route handlers (Next's 405 for a method they lack had no Allow) and those outside /api.
  const routes: [string, string, string[]][] = [
    ['/api/health', 'GET, HEAD, OPTIONS', ['POST', 'PUT', 'DELETE', 'PATCH']],
    ['/api/ready', 'GET, HEAD, OPTIONS', ['POST', 'DELETE']],
    ['/api/inquiry', 'OPTIONS, POST', ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH']],
    ['/api/account/confirm', 'GET, HEAD, OPTIONS, POST', ['PUT', 'DELETE', 'PATCH']],
    ['/api/newsletter/subscribe', 'GET, HEAD, OPTIONS, POST', ['PUT', 'DELETE']],
    ['/api/documents/catalogue', 'GET, HEAD, OPTIONS, POST', ['PATCH', 'DELETE']],
    ['/api/internal/revalidate', 'OPTIONS, POST', ['GET', 'PUT']],
    ['/api/news/refresh', 'OPTIONS, POST', ['GET', 'DELETE']],
    ['/.well-known/security.txt', 'GET, HEAD', ['POST', 'PUT', 'DELETE']],
    ['/sitemap.xml', 'GET, HEAD', ['POST', 'DELETE']],
    ['/og/product/cumin-seeds', 'GET, HEAD', ['POST', 'PATCH']],
  ]
  for (const [path, allow, wrong] of routes) {
    for (const method of wrong) {
      const res = await rawRequest(method, path, {
        headers: { ...viaTls, 'content-type': 'application/json' },
      })
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.allow, `${method} ${path}`).toBe(allow)
      if (path.startsWith('/api/') && method !== 'HEAD')
        expect(JSON.parse(res.body), `${method} ${path}`).toEqual({
          errors: [{ message: 'Method Not Allowed' }],
        })
    }
    // Next's own answer to OPTIONS names the same methods.
    const options = await rawRequest('OPTIONS', path, { headers: viaTls })
    expect(options.status, `OPTIONS ${path}`).toBe(204)
    expect(options.headers.allow, `OPTIONS ${path}`).toBe(allow)
  }
  // Payload's REST API: its route takes every method, and Payload answers one that a
  // collection or global has no endpoint for with its own 404 ("Route not found"); never a 5xx.
  for (const [method, path] of [
    ['PUT', '/api/products'],
    ['PUT', '/api/products/1'],
    ['PATCH', '/api/globals/site-settings/x'],
    ['DELETE', '/api/globals/site-settings'],
    ['PUT', '/api/users/login'],
    ['DELETE', '/api/users/me'],
    ['PATCH', '/api/no-such-collection'],
  ]) {
    const res = await rawRequest(method, path, {
      headers: { ...viaTls, 'content-type': 'application/json', 'content-length': '2' },
      body: Buffer.from('{}'),
    })
    expect(res.status, `${method} ${path}: ${res.body.slice(0, 200)}`).toBe(404)
  }
  expect(logLines().filter((l) => l.msg === 'request failed')).toEqual([])
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
    // The rest of the body is read and dropped, not cut off under the answer (lingering close).
    expect(res.headers.connection ?? 'keep-alive', path).toBe('keep-alive')
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
