import { describe, expect, it, vi } from 'vitest'
import { singleton } from './singleton.mjs'

describe('singleton', () => {
  it('creates an instance once per key and hands the same one back', () => {
    let made = 0
    const a = singleton('test.counter', () => ({ n: ++made }))
    const b = singleton('test.counter', () => ({ n: ++made }))
    expect(b).toBe(a)
    expect(made).toBe(1)
    expect(singleton('test.other', () => ({ n: 0 }))).not.toBe(a)
  })

  it('shares instances between copies of the module (as Next bundles load them)', async () => {
    const first = singleton('test.shared', () => ({}))
    // A second copy of the module, as a separate bundle would load it.
    vi.resetModules()
    const copy = await import('./singleton.mjs')
    expect(copy.singleton).not.toBe(singleton)
    expect(copy.singleton('test.shared', () => ({}))).toBe(first)
  })
})
