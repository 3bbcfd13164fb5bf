import { describe, expect, it } from 'vitest'
import { pickEncoding } from './page-cache.mjs'

describe('page copy: content negotiation', () => {
  it('prefers brotli, then gzip, honouring q=0 and the wildcard', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, deflate')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pickEncoding('gzip;q=0')).toBeNull()
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip')
    expect(pickEncoding('identity')).toBeNull()
    expect(pickEncoding(undefined)).toBeNull()
    expect(pickEncoding('')).toBeNull()
  })
})
