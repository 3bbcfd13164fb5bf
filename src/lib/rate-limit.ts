import { logger } from './logger'

/**
 * Fixed-window counters per key, in this process. Each rule is "at most `limit` hits per
 * `windowMs`"; a limit of 0 switches the rule off. (Shared counters across instances come with
 * Redis; see docs.)
 */
/** `global`: one counter for all keys (a cap on the whole site), else one per key. */
export type RateRule = { limit: number; windowMs: number; global?: boolean }

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>()

  constructor(private readonly rules: RateRule[]) {}

  /** Would one more hit for `key` stay within every rule? Does not count it. */
  check(key: string, now = Date.now()): RateDecision {
    let retryAfterMs = 0
    this.rules.forEach((rule, i) => {
      if (rule.limit <= 0) return
      const entry = this.hits.get(`${i}:${rule.global ? '*' : key}`)
      if (entry && entry.resetAt > now && entry.count >= rule.limit)
        retryAfterMs = Math.max(retryAfterMs, entry.resetAt - now)
    })
    return retryAfterMs > 0
      ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
      : { allowed: true }
  }

  /** Counts one hit for `key` against every rule. */
  hit(key: string, now = Date.now()): void {
    if (this.hits.size > 50_000) this.prune(now)
    this.rules.forEach((rule, i) => {
      if (rule.limit <= 0) return
      const id = `${i}:${rule.global ? '*' : key}`
      const entry = this.hits.get(id)
      if (!entry || entry.resetAt <= now)
        this.hits.set(id, { count: 1, resetAt: now + rule.windowMs })
      else entry.count++
    })
  }

  private prune(now: number): void {
    for (const [id, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(id)
  }
}

/**
 * The client's address. Next passes the socket address as X-Forwarded-For when the request has
 * none; a reverse proxy appends the address it saw. With `trustedProxies` proxies in front, the
 * client is the entry the outermost trusted proxy added. Without a proxy a client can send its own
 * header, so the per-address limit is backed by a site-wide cap.
 */
export function clientIp(headers: Headers, trustedProxies: number): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const ip = chain[chain.length - Math.max(1, trustedProxies)] ?? chain[0] ?? 'unknown'
  return ip.replace(/^::ffff:/, '')
}

/** A limiter: in this process (RateLimiter) or shared by every instance (RedisRateLimiter). */
export type Limiter = {
  check(key: string): RateDecision | Promise<RateDecision>
  hit(key: string): void | Promise<void>
}

type RedisClient = import('ioredis').default

/**
 * The same fixed windows in Redis, shared by every server instance: one counter per rule and key
 * (`rl:{name}:{rule}:{key}`), created with the window as its expiry. When Redis cannot be reached
 * the limiter falls back to this process's own counters, so limits still hold per instance.
 */
export class RedisRateLimiter {
  private readonly fallback: RateLimiter
  private warned = false

  constructor(
    private readonly name: string,
    private readonly rules: RateRule[],
    private readonly redis: RedisClient,
  ) {
    this.fallback = new RateLimiter(rules)
  }

  private active(key: string): { id: string; rule: RateRule }[] {
    return this.rules.flatMap((rule, i) =>
      rule.limit > 0 ? [{ id: `rl:${this.name}:${i}:${rule.global ? '*' : key}`, rule }] : [],
    )
  }

  private failed(error: unknown) {
    if (!this.warned)
      logger.warn(
        { limiter: this.name, error: String(error) },
        'Redis unavailable: counting in this process',
      )
    this.warned = true
  }

  async check(key: string): Promise<RateDecision> {
    const active = this.active(key)
    if (!active.length) return { allowed: true }
    try {
      const multi = this.redis.multi()
      for (const { id } of active) multi.get(id).pttl(id)
      const replies = (await multi.exec()) ?? []
      let retryAfterMs = 0
      active.forEach(({ rule }, j) => {
        const count = Number(replies[2 * j]?.[1] ?? 0)
        const ttl = Number(replies[2 * j + 1]?.[1] ?? -1)
        if (count >= rule.limit)
          retryAfterMs = Math.max(retryAfterMs, ttl > 0 ? ttl : rule.windowMs)
      })
      this.warned = false
      return retryAfterMs > 0
        ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
        : { allowed: true }
    } catch (error) {
      this.failed(error)
      return this.fallback.check(key)
    }
  }

  async hit(key: string): Promise<void> {
    const active = this.active(key)
    if (!active.length) return
    try {
      const multi = this.redis.multi()
      for (const { id, rule } of active) multi.set(id, 0, 'PX', rule.windowMs, 'NX').incr(id)
      await multi.exec()
    } catch (error) {
      this.failed(error)
      this.fallback.hit(key)
    }
  }
}
