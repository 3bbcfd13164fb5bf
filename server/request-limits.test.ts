import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  allowedMethods,
  bodyLimit,
  pageRequestForSite,
  refuseLargeBody,
  refuseMethod,
} from './request-limits.mjs'

const locales = ['en', 'es', 'ar']

describe('request limits: methods', () => {
  it('a page takes GET and HEAD, a page whose form posts to itself POST too', () => {
    expect(allowedMethods('/', locales)).toEqual(['GET', 'HEAD'])
    expect(allowedMethods('/es/product/cumin', locales)).toEqual(['GET', 'HEAD'])
    expect(allowedMethods('/robots.txt', locales)).toEqual(['GET', 'HEAD'])
    expect(allowedMethods('/auth/reset', locales)).toEqual(['GET', 'HEAD', 'POST'])
    expect(allowedMethods('/ar/account', locales)).toEqual(['GET', 'HEAD', 'POST'])
    // (A page named like a form page further down is an ordinary page.)
    expect(allowedMethods('/blog/account', locales)).toEqual(['GET', 'HEAD'])
  })

  it('the API takes the usual methods, the admin GET, HEAD and POST, Next’s files GET and HEAD', () => {
    for (const p of ['/admin', '/admin/collections/products'])
      expect(allowedMethods(p, locales)).toEqual(['GET', 'HEAD', 'POST'])
    for (const p of ['/api/products', '/api'])
      expect(allowedMethods(p, locales)).toEqual([
        'GET',
        'HEAD',
        'POST',
        'PUT',
        'PATCH',
        'DELETE',
        'OPTIONS',
      ])
    expect(allowedMethods('/_next/static/chunks/a.js', locales)).toEqual(['GET', 'HEAD'])
  })
})

describe('request limits: bodies', () => {
  it('1 MiB, an upload to the media collection up to the upload limit', () => {
    const json = { 'content-type': 'application/json' }
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' }
    expect(bodyLimit('/api/products', json)).toBe(1024 * 1024)
    expect(bodyLimit('/api/products', multipart)).toBe(1024 * 1024)
    expect(bodyLimit('/api/media', json)).toBe(1024 * 1024)
    expect(bodyLimit('/api/media', multipart)).toBeGreaterThan(20 * 1024 * 1024)
    expect(bodyLimit('/api/media/12', multipart)).toBeGreaterThan(20 * 1024 * 1024)
    expect(bodyLimit('/api/mediafiles', multipart)).toBe(1024 * 1024)
  })

  it('an inquiry with attached files: five files of 10 MiB, multipart to /api/inquiry only', () => {
    const json = { 'content-type': 'application/json' }
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' }
    expect(bodyLimit('/api/inquiry', json)).toBe(1024 * 1024)
    expect(bodyLimit('/api/inquiry', multipart)).toBeGreaterThan(50 * 1024 * 1024)
    expect(bodyLimit('/api/inquiry', multipart)).toBeLessThan(52 * 1024 * 1024)
    expect(bodyLimit('/api/inquiry/x', multipart)).toBe(1024 * 1024)
    expect(bodyLimit('/api/inquiryx', multipart)).toBe(1024 * 1024)
    expect(bodyLimit('/api/newsletter/subscribe', multipart)).toBe(1024 * 1024)
  })

  it('messages with attached files: the same limit, multipart to their two addresses only', () => {
    const json = { 'content-type': 'application/json' }
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' }
    const files = bodyLimit('/api/inquiry', multipart)
    expect(bodyLimit('/api/conversation', multipart)).toBe(files)
    expect(bodyLimit('/api/conversation', json)).toBe(1024 * 1024)
    expect(bodyLimit('/api/inquiry-messages/reply/12', multipart)).toBe(files)
    expect(bodyLimit('/api/inquiry-messages/reply/12', json)).toBe(1024 * 1024)
    expect(bodyLimit('/api/inquiry-messages/reply/x', multipart)).toBe(1024 * 1024)
    expect(bodyLimit('/api/inquiry-messages', multipart)).toBe(1024 * 1024)
    expect(bodyLimit('/api/conversations', multipart)).toBe(1024 * 1024)
  })

  // A server that refuses as the production server does, then reads the whole body as a
  // JSON parser would.
  let base = ''
  const received: number[] = []
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if (refuseMethod(req, res, path, locales)) return
    if (refuseLargeBody(req, res, path)) return
    let bytes = 0
    req.on('data', (chunk: Buffer) => (bytes += chunk.length))
    req.on('end', () => {
      received.push(bytes)
      if (res.headersSent) return
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end(String(bytes))
    })
  })
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  function send(
    method: string,
    path: string,
    headers: Record<string, string>,
    pieces: Buffer[],
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${base}${path}`, { method, headers }, (res) => {
        let body = ''
        res.on('data', (d) => (body += d))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      request.on('error', (error: NodeJS.ErrnoException) =>
        ['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error),
      )
      for (const piece of pieces) request.write(piece)
      request.end()
    })
  }

  const twoMegabytes = Buffer.alloc(2 * 1024 * 1024, 'a')
  const pieces = Array.from({ length: 32 }, (_, i) =>
    twoMegabytes.subarray(i * 65_536, (i + 1) * 65_536),
  )

  it('refuses a body whose Content-Length is over the limit, without reading it', async () => {
    received.length = 0
    const res = await send(
      'POST',
      '/api/products',
      { 'content-type': 'application/json', 'content-length': String(twoMegabytes.length) },
      [twoMegabytes],
    )
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body)).toEqual({
      errors: [{ message: 'Request body too large: at most 1 MB.' }],
    })
    expect(received).toEqual([])
  })

  it('a client still sending its body reads the whole 413 (the rest is dropped, not reset)', async () => {
    // One connection, the body written slowly after the answer is out: the server must not
    // close under the client (a reset can discard the answer before the client reads it).
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    let answer = ''
    socket.on('data', (d) => (answer += d))
    const errors: string[] = []
    socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? 'error'))
    socket.write(
      `POST /api/products HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${twoMegabytes.length}\r\n\r\n`,
    )
    await expect.poll(() => answer).toContain('413')
    for (const piece of pieces) {
      if (socket.destroyed) break
      socket.write(piece)
      await new Promise((r) => setTimeout(r, 5))
    }
    // Sent whole, the connection is still there for another request, answered in turn.
    socket.write('GET /api/y HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n')
    await expect.poll(() => answer.match(/HTTP\/1\.1 /g)?.length ?? 0).toBe(2)
    expect(errors).toEqual([])
    expect(answer).toContain('Request body too large: at most 1 MB.')
    socket.destroy()
  })

  it('refuses a chunked body as it passes the limit; the reader never gets more', async () => {
    received.length = 0
    const res = await send('POST', '/auth', { 'content-type': 'text/plain' }, pieces)
    expect(res.status).toBe(413)
    expect(res.body).toBe('Request body too large: at most 1 MB.\n')
    await expect.poll(() => received.length).toBe(1)
    expect(received[0]).toBeLessThanOrEqual(1024 * 1024)
  })

  it('lets a body within the limit through whole, chunked or not', async () => {
    const body = Buffer.alloc(900 * 1024, 'b')
    const parts = [body.subarray(0, 1000), body.subarray(1000)]
    const chunked = await send('POST', '/api/x', {}, parts)
    expect(chunked).toMatchObject({ status: 200, body: String(body.length) })
    const declared = await send('POST', '/api/x', { 'content-length': String(body.length) }, parts)
    expect(declared).toMatchObject({ status: 200, body: String(body.length) })
  })

  it('answers TRACE with a 405 and Allow', async () => {
    const res = await send('TRACE', '/about', {}, [])
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
  })
})

describe('request limits: host', () => {
  it('a page request is made for the site’s host and protocol', () => {
    const req = {
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      } as http.IncomingHttpHeaders,
    }
    pageRequestForSite(req as http.IncomingMessage, new URL('https://www.example.test'))
    expect(req.headers).toEqual({ host: 'www.example.test', 'x-forwarded-proto': 'https' })
  })
})
