import { describe, expect, it } from 'vitest'
import { failureLock } from './failure-lock'
import { createRateLimiter } from './rate-limit'

const lock = (perAccountPerHour = 0) =>
  failureLock('unit', { tries: 2, lockMs: 60_000, perAccountPerHour }, createRateLimiter)

describe('failureLock', () => {
  it('locks one address out of one account, and no one else', async () => {
    const l = lock()
    expect(await l.consume('198.51.100.1', 'a@x.example')).toEqual({ allowed: true })
    expect(await l.consume('198.51.100.1', 'A@x.example ')).toEqual({ allowed: true })
    expect(await l.consume('198.51.100.1', 'a@x.example')).toMatchObject({
      allowed: false,
      scope: 'address',
    })
    expect(await l.consume('198.51.100.2', 'a@x.example')).toEqual({ allowed: true })
    expect(await l.consume('198.51.100.1', 'b@x.example')).toEqual({ allowed: true })
    await l.reset('198.51.100.1', 'a@x.example')
    expect(await l.consume('198.51.100.1', 'a@x.example')).toEqual({ allowed: true })
  })

  it('counts an IPv6 client as its /64', async () => {
    const l = lock()
    await l.consume('2001:db8:1:2::1', 'a@x.example')
    await l.consume('2001:db8:1:2::2', 'a@x.example')
    expect((await l.consume('2001:db8:1:2:ffff::3', 'a@x.example')).allowed).toBe(false)
    expect((await l.consume('2001:db8:1:3::1', 'a@x.example')).allowed).toBe(true)
  })

  it('has a ceiling per account over all addresses', async () => {
    const l = lock(3)
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      expect(await l.consume(ip, 'a@x.example')).toEqual({ allowed: true })
    expect(await l.consume('192.0.2.4', 'a@x.example')).toMatchObject({
      allowed: false,
      scope: 'account',
    })
  })
})
