import { describe, expect, it } from 'vitest'
import { oneAtATime, sessionWriteKey } from './session-writes'

describe('session writes', () => {
  it('queues the auth endpoints that rewrite sessions, per collection', () => {
    expect(sessionWriteKey('POST', '/api/users/login')).toBe('users')
    expect(sessionWriteKey('POST', '/api/users/logout')).toBe('users')
    expect(sessionWriteKey('POST', '/api/users/refresh-token')).toBe('users')
    expect(sessionWriteKey('GET', '/api/users/me')).toBeNull()
    expect(sessionWriteKey('POST', '/api/products')).toBeNull()
    expect(sessionWriteKey('POST', '/api/users/login/extra')).toBeNull()
  })

  it('runs tasks of one key one after another, even when one fails', async () => {
    const log: string[] = []
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`${name} start`)
        await new Promise((resolve) => setTimeout(resolve, ms))
        log.push(`${name} end`)
        if (fail) throw new Error(name)
        return name
      }
    const results = await Promise.allSettled([
      oneAtATime('users', task('a', 30, true)),
      oneAtATime('users', task('b', 5)),
      oneAtATime('buyers', task('c', 1)),
    ])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled'])
    // b waited for a; c, in another queue, did not.
    expect(log.indexOf('b start')).toBeGreaterThan(log.indexOf('a end'))
    expect(log.indexOf('c end')).toBeLessThan(log.indexOf('a end'))
  })
})
