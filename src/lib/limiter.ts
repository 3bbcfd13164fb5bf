import Redis from 'ioredis'
import { env } from './env'
import { logger } from './logger'
import { createRateLimiter, type Limiter, type RateRule } from './rate-limit'
import { singleton } from './singleton.mjs'

/**
 * The Redis connection for rate limits; commands fail at once while it is down (no queue), so
 * the limiters count in this process meanwhile (their insurance). Every key starts with
 * REDIS_KEY_PREFIX (several sites or test runs on one Redis).
 */
export function rateLimitRedis(url: string): Redis {
  // One connection per process.
  return singleton('rate-limit.redis', () => {
    const redis = new Redis(url, {
      keyPrefix: env().REDIS_KEY_PREFIX,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 500, 5000),
    })
    let down = false
    redis.on('error', (error) => {
      if (!down)
        logger.warn({ error: String(error) }, 'Redis unavailable: rate limits count per instance')
      down = true
    })
    redis.on('ready', () => (down = false))
    return redis
  })
}

/**
 * A rate limiter named `name`: shared by every instance through Redis when REDIS_URL is set
 * (this process's own counts while Redis is down), else counted in this process.
 */
export function createLimiter(name: string, rules: RateRule[]): Limiter {
  const url = env().REDIS_URL
  return createRateLimiter(name, rules, url ? rateLimitRedis(url) : undefined)
}
