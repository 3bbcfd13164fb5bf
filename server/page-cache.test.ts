import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { createPageCache, pickEncoding, REFRESH_GRACE_MS } from './page-cache.mjs'

describe('page copy: content negotiation', () => {
  it('prefers brotli, then gzip, honouring q=0 and the wildcard', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, deflate')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pickEncoding('gzip;q=0')).toBeNull()
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip')
    expect(pickEncoding('identity')).toBeNull()
    expect(pickEncoding(undefined)).toBeNull()
    expect(pickEncoding('')).toBeNull()
  })
})

describe('page copy: expiry under load', () => {
  /** A real server: the copy in front of a stand-in for Next that takes `renderMs` per page. */
  async function serverWithCopy(renderMs: number) {
    let clock = 1_000_000
    const cache = createPageCache({ ttlMs: 2000, now: () => clock })
    const rendered: string[] = []
    let status = 200
    const server = http.createServer((req, res) => {
      if (cache.serve(req, res)) return
      const body = Buffer.from(`<p>render ${rendered.length + 1}</p>`)
      rendered.push(req.url ?? '')
      setTimeout(() => {
        res.statusCode = status
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.setHeader('cache-control', 's-maxage=31536000')
        cache.store(req, res, body)
        res.end(body)
      }, renderMs)
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    servers.push(server)
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const get = async (p = '/product/cumin-seeds') => {
      const res = await fetch(base + p)
      return { state: res.headers.get('x-page-cache'), status: res.status, body: await res.text() }
    }
    return {
      get,
      cache,
      rendered,
      advance: (ms: number) => (clock += ms),
      failNext: () => (status = 500),
    }
  }
  const servers: http.Server[] = []
  afterAll(() => servers.forEach((s) => s.close()))

  it('an expired copy is refreshed by one request while the others get the old one', async () => {
    const s = await serverWithCopy(150)
    expect(await s.get()).toMatchObject({ state: null, body: '<p>render 1</p>' })
    expect(await s.get()).toMatchObject({ state: 'hit', body: '<p>render 1</p>' })

    s.advance(2000)
    const answers = await Promise.all(Array.from({ length: 8 }, () => s.get()))
    expect(s.rendered.length).toBe(2)
    expect(answers.filter((a) => a.state === null)).toEqual([
      { state: null, status: 200, body: '<p>render 2</p>' },
    ])
    expect(answers.filter((a) => a.state === 'stale').length).toBe(7)
    for (const a of answers.filter((a) => a.state === 'stale'))
      expect(a.body).toBe('<p>render 1</p>')
    // The refresh is the copy now.
    expect(await s.get()).toMatchObject({ state: 'hit', body: '<p>render 2</p>' })
  })

  it('forgets the copies of an address that moved, whatever their query, and no other', async () => {
    const s = await serverWithCopy(0)
    await s.get('/product/old')
    await s.get('/product/old?ref=qr')
    await s.get('/es/product/old')
    await s.get('/product/older')
    s.cache.forget(['/product/old', '/es/product/old'])
    expect((await s.get('/product/old')).state).toBeNull()
    expect((await s.get('/product/old?ref=qr')).state).toBeNull()
    expect((await s.get('/es/product/old')).state).toBeNull()
    expect((await s.get('/product/older')).state).toBe('hit')
  })

  it('an old copy is never served past the grace, nor after a refresh that was not kept', async () => {
    const s = await serverWithCopy(0)
    await s.get()
    s.advance(2000 + REFRESH_GRACE_MS)
    expect(await s.get()).toMatchObject({ state: null, body: '<p>render 2</p>' })

    s.advance(2000)
    s.failNext()
    expect(await s.get()).toMatchObject({ state: null, status: 500 })
    // The 500 was not stored and the expired copy is gone: Next answers again.
    expect(await s.get()).toMatchObject({ state: null, status: 500 })
    expect(s.rendered.length).toBe(4)
  })
})

describe('page copy: what is shared', () => {
  const servers: http.Server[] = []
  afterAll(() => servers.forEach((s) => s.close()))

  async function states(vary: string) {
    const cache = createPageCache({ ttlMs: 2000 })
    const server = http.createServer((req, res) => {
      if (cache.serve(req, res)) return
      const body = Buffer.from('<p>page</p>')
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('cache-control', 's-maxage=900')
      res.setHeader('vary', vary)
      cache.store(req, res, body)
      res.end(body)
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    servers.push(server)
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/about`
    const out: (string | null)[] = []
    for (let i = 0; i < 2; i++) out.push((await fetch(url)).headers.get('x-page-cache'))
    return out
  }

  it('keeps a page that varies on the encoding and the router’s headers only', async () => {
    expect(
      await states('rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding'),
    ).toEqual([null, 'hit'])
  })

  it('never shares a page that varies on another request header', async () => {
    for (const vary of ['Accept-Language', 'Cookie', 'rsc, Host', '*'])
      expect(await states(vary), vary).toEqual([null, null])
  })
})
