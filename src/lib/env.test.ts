import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { envSchema, parseEnv } from './env'

describe('parseEnv', () => {
  it('accepts an empty environment with defaults', () => {
    const r = parseEnv({})
    expect(r.ok).toBe(true)
    if (r.ok) {
      expect(r.env.PORT).toBe(3000)
      expect(r.env.SQLITE_FILE).toBe('data/site.db')
      expect(r.env.DATABASE_URL).toBeUndefined()
    }
  })

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: '', PORT: '' }).ok).toBe(true)
  })

  it.each([
    ['PORT', 'abc', 'Invalid environment variable PORT'],
    ['PORT', '70000', 'Invalid environment variable PORT'],
    [
      'DATABASE_URL',
      'mysql://x',
      'Invalid environment variable DATABASE_URL: must start with postgres:// or postgresql://',
    ],
    ['SMTP_URL', 'http://mail', 'Invalid environment variable SMTP_URL'],
    [
      'PAYLOAD_SECRET',
      'short',
      'Invalid environment variable PAYLOAD_SECRET: must be at least 16 characters',
    ],
    ['ADMIN_EMAIL', 'not-an-email', 'Invalid environment variable ADMIN_EMAIL'],
    ['SEED_DEMO_CONTENT', 'yes', 'Invalid environment variable SEED_DEMO_CONTENT'],
    ['SITE_URL', 'example.com', 'Invalid environment variable SITE_URL'],
  ])('%s=%s gives one line naming it', (name, value, message) => {
    const r = parseEnv({ [name]: value })
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.errors).toHaveLength(1)
      expect(r.errors[0]).toContain(message)
    }
  })
})

describe('.env.example', () => {
  it('documents every variable the app reads', () => {
    const text = fs.readFileSync(path.resolve(__dirname, '../../.env.example'), 'utf8')
    const missing = Object.keys(envSchema.shape).filter(
      (k) => k !== 'NODE_ENV' && !new RegExp(`^#? ?${k}=`, 'm').test(text),
    )
    expect(missing).toEqual([])
  })
})
