import { describe, expect, it } from 'vitest'
import { poolSettings } from './db'

describe('PostgreSQL pool settings', () => {
  it('come from the environment, with defaults', () => {
    expect(poolSettings({})).toEqual({
      max: 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 10_000,
    })
    expect(
      poolSettings({
        DATABASE_POOL_MAX: '25',
        DATABASE_POOL_IDLE_TIMEOUT_MS: '5000',
        DATABASE_POOL_CONNECTION_TIMEOUT_MS: '2500',
      }),
    ).toEqual({ max: 25, idleTimeoutMillis: 5000, connectionTimeoutMillis: 2500 })
  })

  it('a bad value stops with one line naming the variable', () => {
    expect(() => poolSettings({ DATABASE_POOL_MAX: '1' })).toThrow(
      /^Invalid environment variable DATABASE_POOL_MAX: /,
    )
    expect(() => poolSettings({ DATABASE_POOL_CONNECTION_TIMEOUT_MS: 'soon' })).toThrow(
      /^Invalid environment variable DATABASE_POOL_CONNECTION_TIMEOUT_MS: /,
    )
  })
})
