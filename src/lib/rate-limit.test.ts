import { describe, expect, it } from 'vitest'
import { clientIp, createRateLimiter, networkOf } from './rate-limit'

describe('createRateLimiter (in this process)', () => {
  it('allows `limit` requests per window per key, then says when to retry', async () => {
    const limiter = createRateLimiter('unit', [{ limit: 2, windowMs: 60_000 }])
    expect(await limiter.consume('a')).toEqual({ allowed: true })
    expect(await limiter.consume('a')).toEqual({ allowed: true })
    const refused = await limiter.consume('a')
    expect(refused.allowed).toBe(false)
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(55)
    expect(await limiter.consume('b')).toEqual({ allowed: true })
  })

  it('counts a burst of parallel requests atomically: exactly `limit` pass', async () => {
    const limiter = createRateLimiter('unit', [{ limit: 5, windowMs: 60_000 }])
    const decisions = await Promise.all(Array.from({ length: 20 }, () => limiter.consume('a')))
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5)
  })

  it('applies every rule, stops at the first refusal; a limit of 0 is off', async () => {
    const limiter = createRateLimiter('unit', [
      { limit: 0, windowMs: 1000 },
      { limit: 2, windowMs: 60_000 },
      { limit: 3, windowMs: 86_400_000 },
    ])
    await limiter.consume('a')
    await limiter.consume('a')
    // Refused by the minute's rule: not counted against the day's.
    for (let i = 0; i < 5; i++) expect((await limiter.consume('a')).allowed).toBe(false)
    await limiter.reset('a')
    expect((await limiter.consume('a')).allowed).toBe(true)
  })

  it('a per-network rule counts an IPv4 /24 or an IPv6 /64 together, nothing wider', async () => {
    const limiter = createRateLimiter('unit', [{ limit: 2, windowMs: 60_000, perNetwork: true }])
    await limiter.consume('198.51.100.1')
    await limiter.consume('198.51.100.200')
    expect((await limiter.consume('198.51.100.7')).allowed).toBe(false)
    expect((await limiter.consume('198.51.101.7')).allowed).toBe(true)
    await limiter.consume('2001:db8:1:2::1')
    await limiter.consume('2001:db8:1:2:ffff::9')
    expect((await limiter.consume('2001:db8:1:2:abcd::1')).allowed).toBe(false)
    expect((await limiter.consume('2001:db8:1:3::1')).allowed).toBe(true)
  })
})

describe('networkOf', () => {
  it('names the /24 of IPv4 and the /64 of IPv6 addresses', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24')
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(networkOf('2001:0db8:0001:0002:0003:0004:0005:0006')).toBe('2001:db8:1:2::/64')
    expect(networkOf('a::b:c:d:e:1.2.3.4')).toBe('a:0:b:c::/64')
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(networkOf('unknown')).toBe('unknown')
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
