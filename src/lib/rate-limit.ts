import { isIPv4, isIPv6 } from 'node:net'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

/**
 * Rate limits with rate-limiter-flexible: each rule is "at most `limit` requests per `windowMs`"
 * (whole seconds; a limit of 0 switches the rule off). `consume` counts a request and answers
 * in one atomic step (one Lua script in Redis), so a burst of parallel requests cannot all pass
 * a check made before any of them was counted.
 *
 * `perNetwork`: one count for the client's network (IPv4 /24, IPv6 /64) instead of its address,
 * so a client cannot step around a limit by rotating addresses inside its own block, and no
 * single client can use up a count everybody shares.
 */
export type RateRule = { limit: number; windowMs: number; perNetwork?: boolean }

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type Limiter = {
  /** Counts one request for `key` against every rule and says whether it may go ahead. */
  consume(key: string): Promise<RateDecision>
  /** Forgets `key`'s counts (e.g. a lock of failed sign-ins, after a successful one). */
  reset(key: string): Promise<void>
}

type RedisClient = import('ioredis').default

/** The network of an address: `a.b.c.0/24` for IPv4, the first four groups + `::/64` for IPv6. */
export function networkOf(ip: string): string {
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`
  if (!isIPv6(ip)) return ip
  const [head, tail = ''] = ip.split('%')[0].split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // An embedded IPv4 tail (::ffff:1.2.3.4) takes two groups.
  const width = left.length + right.length + (right.at(-1)?.includes('.') ? 1 : 0)
  const groups = [...left, ...Array(Math.max(0, 8 - width)).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

/**
 * One rule as a rate-limiter-flexible limiter: in Redis (shared by every instance, with this
 * process's own counts as insurance while Redis cannot be reached) or in this process.
 */
function ruleLimiter(name: string, i: number, rule: RateRule, redis?: RedisClient) {
  const options = {
    keyPrefix: `rl:${name}:${i}`,
    points: rule.limit,
    duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
  }
  if (!redis) return new RateLimiterMemory(options)
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    insuranceLimiter: new RateLimiterMemory(options),
  })
}

/**
 * A limiter of several rules (e.g. per minute and per day). The rules are consumed in order and
 * the first refusal stops: a request refused by the per-minute rule does not use up the day's.
 */
export function createRateLimiter(name: string, rules: RateRule[], redis?: RedisClient): Limiter {
  const active = rules.flatMap((rule, i) =>
    rule.limit > 0
      ? [{ rule, limiter: ruleLimiter(name, i, rule, redis) as RateLimiterAbstract }]
      : [],
  )
  const keyFor = (rule: RateRule, key: string) => (rule.perNetwork ? networkOf(key) : key)
  return {
    async consume(key) {
      for (const { rule, limiter } of active) {
        try {
          await limiter.consume(keyFor(rule, key))
        } catch (error) {
          // A refusal comes as a RateLimiterRes; anything else is a store error without insurance.
          if (!(error instanceof RateLimiterRes)) throw error
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
          }
        }
      }
      return { allowed: true }
    },
    async reset(key) {
      await Promise.all(active.map(({ rule, limiter }) => limiter.delete(keyFor(rule, key))))
    },
  }
}

/**
 * The client's address, as the production server (server/index.mjs, server/client-address.mjs)
 * hands it on in X-Forwarded-For: the socket's address, or with TRUST_PROXY_HOPS proxies in front
 * the one the outermost trusted proxy saw. Without that server (next dev) Next passes the socket
 * address itself when the request has no such header; with `trustedProxies` hops the client is
 * the entry the outermost trusted proxy appended.
 */
export function clientIp(headers: Headers, trustedProxies: number): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const ip = chain[chain.length - Math.max(1, trustedProxies)] ?? chain[0] ?? 'unknown'
  return ip.replace(/^::ffff:/, '')
}
