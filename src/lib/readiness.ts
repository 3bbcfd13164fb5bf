import type Redis from 'ioredis'
import type { Payload } from 'payload'
import { sqlDb } from './sql'

export type Readiness = {
  ready: boolean
  database: 'ok' | 'unreachable'
  redis: 'ok' | 'unreachable' | 'not configured'
}

const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)),
  ])

/**
 * Whether this instance can serve: the database answers a query and, when configured, Redis
 * answers PING, each within 2 seconds.
 */
export async function readiness(payload: Payload, redis: Redis | null): Promise<Readiness> {
  const { drizzle, tables } = sqlDb(payload)
  const [database, cache] = await Promise.all([
    within(2000, drizzle.select({ id: tables.users.id }).from(tables.users).limit(1)).then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    ),
    redis
      ? within(2000, redis.ping()).then(
          () => 'ok' as const,
          () => 'unreachable' as const,
        )
      : Promise.resolve('not configured' as const),
  ])
  return { ready: database === 'ok' && cache !== 'unreachable', database, redis: cache }
}
