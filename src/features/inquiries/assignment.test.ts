import { describe, expect, it } from 'vitest'
import { pickInTurn } from './assignment'

describe('whose turn it is (round-robin)', () => {
  it('gives the first inquiries to those never assigned one, lowest id first', () => {
    expect(pickInTurn([7, 3, 5], new Map())).toBe(3)
    expect(pickInTurn([7, 3, 5], new Map([[3, '2026-11-27T10:00:00.000Z']]))).toBe(5)
  })

  it('then to whoever was assigned one longest ago', () => {
    const last = new Map([
      [3, '2026-11-27T10:00:00.000Z'],
      [5, '2026-11-27T09:00:00.000Z'],
      [7, '2026-11-27T11:00:00.000Z'],
    ])
    expect(pickInTurn([3, 5, 7], last)).toBe(5)
  })

  it('alternates between two people as their assignments are recorded', () => {
    const last = new Map<number, string>()
    const picks: number[] = []
    for (let i = 0; i < 6; i++) {
      const id = pickInTurn([2, 4], last)!
      picks.push(id)
      last.set(id, new Date(Date.UTC(2026, 10, 27, 9, i)).toISOString())
    }
    expect(picks).toEqual([2, 4, 2, 4, 2, 4])
  })

  it('lets a newcomer in at once, and ignores people no longer in the turn', () => {
    const last = new Map([
      [2, '2026-11-27T09:00:00.000Z'],
      [4, '2026-11-27T09:01:00.000Z'],
      [9, '2026-11-01T09:00:00.000Z'],
    ])
    expect(pickInTurn([2, 4, 6], last)).toBe(6)
    expect(pickInTurn([4], last)).toBe(4)
  })

  it('picks the lowest id on a tie, and nobody from an empty team', () => {
    const same = '2026-11-27T09:00:00.000Z'
    expect(
      pickInTurn(
        [8, 6],
        new Map([
          [8, same],
          [6, same],
        ]),
      ),
    ).toBe(6)
    expect(pickInTurn([], new Map())).toBeNull()
  })
})
