import Redis from 'ioredis'
import { env } from './env'
import { logger } from './logger'
import { RateLimiter, RedisRateLimiter, type Limiter, type RateRule } from './rate-limit'

// One Redis connection per process (Next loads modules in more than one bundle).
const shared = globalThis as { __rateLimitRedis?: Redis }

/**
 * The Redis connection for rate limits; commands fail at once while it is down (no queue).
 * Every key starts with REDIS_KEY_PREFIX (several sites or test runs on one Redis).
 */
export function rateLimitRedis(url: string): Redis {
  if (!shared.__rateLimitRedis) {
    const redis = new Redis(url, {
      keyPrefix: env().REDIS_KEY_PREFIX,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 500, 5000),
    })
    redis.on('error', (error) => logger.debug({ error: String(error) }, 'rate-limit Redis error'))
    shared.__rateLimitRedis = redis
  }
  return shared.__rateLimitRedis
}

/**
 * A rate limiter named `name`: shared by every instance through Redis when REDIS_URL is set,
 * else counted in this process.
 */
export function createLimiter(name: string, rules: RateRule[]): Limiter {
  const url = env().REDIS_URL
  return url ? new RedisRateLimiter(name, rules, rateLimitRedis(url)) : new RateLimiter(rules)
}
