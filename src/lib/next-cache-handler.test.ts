import net from 'node:net'
import Redis from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { createRedisCacheHandler } from './next-cache-handler.mjs'

/**
 * The page cache shared through Redis (the local Redis on 127.0.0.1:6379, or REDIS_TEST_URL).
 * Two handler classes with their own in-process state stand for two server instances.
 */
const url = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379'
const prefix = `t${Date.now().toString(36)}${process.pid}:`
type Handler = ReturnType<typeof createRedisCacheHandler>
const made: Handler[] = []

function instance(target = url): InstanceType<Handler> {
  const Class = createRedisCacheHandler({ url: target, prefix, commandTimeoutMs: 500 })
  made.push(Class)
  return new Class({})
}

const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/en/product/cumin' },
  status: 200,
  segmentData: new Map([['/_tree', Buffer.from([0, 1, 254, 255])]]),
  postponed: undefined,
})
const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }
const setCtx = { cacheControl: { revalidate: 900, expire: 31_536_000 } }

afterAll(async () => {
  const redis = new Redis(url)
  const keys = await redis.keys(`${prefix}*`)
  if (keys.length) await redis.del(...keys)
  await redis.quit()
  for (const Class of made) Class.redis.disconnect()
})

describe('page cache in Redis', () => {
  it('an entry stored by one instance is served by another, bytes and lifetime intact', async () => {
    const a = instance()
    const b = instance()
    await a.set('/en/product/cumin', page('<p>Cumin</p>'), setCtx)
    const got = await b.get('/en/product/cumin', ctx)
    expect(got?.value.html).toBe('<p>Cumin</p>')
    expect(Buffer.isBuffer(got?.value.rscData)).toBe(true)
    expect(got?.value.rscData.toString()).toBe('rsc:<p>Cumin</p>')
    expect([...got!.value.segmentData.get('/_tree')]).toEqual([0, 1, 254, 255])
    expect(got?.cacheControl).toEqual({ revalidate: 900, expire: 31_536_000 })
    expect(await b.get('/en/product/pepper', ctx)).toBeNull()
  })

  it('a revalidation on one instance makes every instance render again', async () => {
    const a = instance()
    const b = instance()
    await a.set('/en/about', page('<p>old</p>'), setCtx)
    expect((await b.get('/en/about', ctx))?.value.html).toBe('<p>old</p>') // b now holds a copy
    await new Promise((r) => setTimeout(r, 5))
    await a.revalidateTag(['_N_T_/layout'])
    expect(await b.get('/en/about', ctx)).toBeNull()
    expect(await a.get('/en/about', ctx)).toBeNull()
    // The page rendered again after the revalidation is served everywhere.
    await b.set('/en/about', page('<p>new</p>'), setCtx)
    expect((await a.get('/en/about', ctx))?.value.html).toBe('<p>new</p>')
    // An unrelated tag leaves it alone.
    await a.revalidateTag('_N_T_/en/blog/layout')
    expect((await b.get('/en/about', ctx))?.value.html).toBe('<p>new</p>')
  })

  it("an instance's copy gives way to a newer entry stored by another", async () => {
    const a = instance()
    const b = instance()
    await a.set('/en/quality', page('<p>one</p>'), setCtx)
    expect((await b.get('/en/quality', ctx))?.value.html).toBe('<p>one</p>')
    await new Promise((r) => setTimeout(r, 5))
    await a.set('/en/quality', page('<p>two</p>'), setCtx)
    expect((await b.get('/en/quality', ctx))?.value.html).toBe('<p>two</p>')
  })

  it('without Redis it caches in the process, applies its own revalidations, never throws', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer()
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo
        server.close(() => resolve(port))
      })
    })
    const down = instance(`redis://127.0.0.1:${closed}`)
    expect(await down.get('/en/contact', ctx)).toBeNull()
    await down.set('/en/contact', page('<p>contact</p>'), setCtx)
    expect((await down.get('/en/contact', ctx))?.value.html).toBe('<p>contact</p>')
    await new Promise((r) => setTimeout(r, 5))
    await down.revalidateTag('_N_T_/layout')
    expect(await down.get('/en/contact', ctx)).toBeNull()
  })
})
