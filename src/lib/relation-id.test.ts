import { describe, expect, it } from 'vitest'
import { relationId } from './relation-id'

describe('relationId', () => {
  it('reads an id stored as a number or as the related document, and null when empty', () => {
    expect(relationId(7)).toBe(7)
    expect(relationId({ id: 7, email: 'a@b.c' })).toBe(7)
    expect(relationId(null)).toBeNull()
    expect(relationId(undefined)).toBeNull()
    expect(relationId({})).toBeNull()
  })
})
