import { describe, expect, it } from 'vitest'
import { clientIp, RateLimiter } from './rate-limit'

describe('RateLimiter', () => {
  it('allows `limit` hits per window per key, then says when to retry', () => {
    const limiter = new RateLimiter([{ limit: 2, windowMs: 60_000 }])
    limiter.hit('a', 0)
    limiter.hit('a', 1000)
    expect(limiter.check('a', 2000)).toEqual({ allowed: false, retryAfterSeconds: 58 })
    expect(limiter.check('b', 2000)).toEqual({ allowed: true })
    expect(limiter.check('a', 60_000)).toEqual({ allowed: true })
  })

  it('applies every rule; the longest wait wins; a limit of 0 is off', () => {
    const limiter = new RateLimiter([
      { limit: 0, windowMs: 1000 },
      { limit: 5, windowMs: 60_000 },
      { limit: 6, windowMs: 86_400_000 },
    ])
    for (let i = 0; i < 5; i++) limiter.hit('a', i * 61_000)
    expect(limiter.check('a', 5 * 61_000).allowed).toBe(true)
    limiter.hit('a', 5 * 61_000)
    const d = limiter.check('a', 5 * 61_000 + 1)
    expect(d.allowed).toBe(false)
    if (!d.allowed) expect(d.retryAfterSeconds).toBeGreaterThan(80_000)
  })

  it('a site-wide rule counts every key together', () => {
    const limiter = new RateLimiter([{ limit: 2, windowMs: 60_000, global: true }])
    limiter.hit('a', 0)
    limiter.hit('b', 0)
    expect(limiter.check('c', 1).allowed).toBe(false)
  })
})

describe('clientIp', () => {
  const h = (xff: string) => new Headers({ 'x-forwarded-for': xff })
  it('takes the address Next or the trusted proxy added', () => {
    expect(clientIp(h('203.0.113.7'), 0)).toBe('203.0.113.7')
    expect(clientIp(h('1.1.1.1, 203.0.113.7'), 1)).toBe('203.0.113.7')
    expect(clientIp(h('1.1.1.1, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7')
    expect(clientIp(h('::ffff:127.0.0.1'), 0)).toBe('127.0.0.1')
    expect(clientIp(new Headers(), 0)).toBe('unknown')
  })
})
