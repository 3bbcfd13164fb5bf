import { describe, expect, it } from 'vitest'
import {
  onShutdown,
  publishContact,
  publishMovedPages,
  requestStore,
  runRequest,
  shutdownApp,
  watchContact,
  watchMovedPages,
} from './server-channels.mjs'

describe('the channels between the production server and the app', () => {
  it('a request id the server runs with is in every store the app bound, across awaits', async () => {
    const first = requestStore()
    const second = requestStore()
    const seen = await runRequest({ id: 'req-1' }, async () => {
      await new Promise((r) => setTimeout(r, 5))
      return [first.getStore()?.id, second.getStore()?.id]
    })
    expect(seen).toEqual(['req-1', 'req-1'])
    expect(first.getStore()).toBeUndefined()
  })

  it('the server waits for the app to stop its work', async () => {
    let stopped = false
    onShutdown(async () => {
      await new Promise((r) => setTimeout(r, 20))
      stopped = true
    })
    await shutdownApp()
    expect(stopped).toBe(true)
  })

  it('the server hears the contact address the app publishes', () => {
    const heard: unknown[] = []
    watchContact((known) => heard.push(known))
    publishContact({ email: 'sales@example.com' })
    expect(heard).toEqual([{ email: 'sales@example.com', company: null }])
  })

  it('the server hears which addresses moved', () => {
    const heard: string[][] = []
    watchMovedPages((paths) => heard.push(paths))
    publishMovedPages(['/product/a', '/es/product/a'])
    expect(heard).toEqual([['/product/a', '/es/product/a']])
  })
})
