import { describe, expect, it } from 'vitest'
import {
  addWorkingMinutes,
  clockMinutes,
  defaultWorkingWeek as week,
  workingMinutesBetween,
  type WorkingWeek,
} from './working-hours'

// Asia/Kolkata is UTC+05:30 all year: 09:00 IST = 03:30 UTC, 18:00 IST = 12:30 UTC.
// 2026-11-27 is a Friday, 2026-11-30 a Monday.
const at = (iso: string) => new Date(iso)
const hours = (from: string, to: string, w: WorkingWeek = week) =>
  workingMinutesBetween(at(from), at(to), w) / 60

describe('working minutes between two instants (Mon–Fri 09:00–18:00 Asia/Kolkata)', () => {
  it('counts a span inside one working day', () => {
    expect(hours('2026-11-26T04:30:00Z', '2026-11-26T07:30:00Z')).toBe(3)
  })

  it('counts nothing for an evening, a night or a weekend', () => {
    expect(hours('2026-11-26T13:00:00Z', '2026-11-26T22:00:00Z')).toBe(0)
    expect(hours('2026-11-28T03:30:00Z', '2026-11-29T12:30:00Z')).toBe(0)
  })

  it('counts an arrival after hours from the next opening', () => {
    // Thursday 20:00 IST → Friday 11:00 IST: 2 working hours.
    expect(hours('2026-11-26T14:30:00Z', '2026-11-27T05:30:00Z')).toBe(2)
    // Before opening: Thursday 07:00 IST → Thursday 10:00 IST: 1 hour.
    expect(hours('2026-11-26T01:30:00Z', '2026-11-26T04:30:00Z')).toBe(1)
  })

  it('crosses Friday to Monday without counting the weekend', () => {
    // Friday 17:00 IST → Monday 10:00 IST: 1 + 1 hours.
    expect(hours('2026-11-27T11:30:00Z', '2026-11-30T04:30:00Z')).toBe(2)
    // A whole week from Monday 09:00 to next Monday 09:00: 5 × 9 hours.
    expect(hours('2026-11-30T03:30:00Z', '2026-12-07T03:30:00Z')).toBe(45)
  })

  it('is zero when the end is not after the start, or the week has no working time', () => {
    expect(hours('2026-11-26T07:30:00Z', '2026-11-26T04:30:00Z')).toBe(0)
    expect(hours('2026-11-26T00:00:00Z', '2026-12-26T00:00:00Z', { ...week, days: [] })).toBe(0)
    expect(hours('2026-11-26T00:00:00Z', '2026-12-26T00:00:00Z', { ...week, start: '18:00' })).toBe(
      0,
    )
  })

  it('reads the window in the given time zone, summer time included', () => {
    const berlin: WorkingWeek = { ...week, timeZone: 'Europe/Berlin' }
    // Monday 09:00–18:00 in Berlin in winter (UTC+1) is 08:00–17:00 UTC.
    expect(hours('2026-11-30T07:00:00Z', '2026-11-30T09:00:00Z', berlin)).toBe(1)
    // The Friday before the clocks go back (UTC+2): 07:00–16:00 UTC; Monday after: UTC+1.
    expect(hours('2026-10-23T15:00:00Z', '2026-10-26T09:00:00Z', berlin)).toBe(2)
  })
})

describe('the instant N working hours after an arrival', () => {
  it('lands inside the same day when there is room', () => {
    expect(addWorkingMinutes(at('2026-11-26T04:30:00Z'), 120, week)?.toISOString()).toBe(
      '2026-11-26T06:30:00.000Z',
    )
  })

  it('carries over the night and the weekend', () => {
    // Friday 16:00 IST + 24 working hours: 2 h Friday, 9 h Monday, 9 h Tuesday, 4 h Wednesday
    // → Wednesday 13:00 IST = 07:30 UTC.
    expect(addWorkingMinutes(at('2026-11-27T10:30:00Z'), 24 * 60, week)?.toISOString()).toBe(
      '2026-12-02T07:30:00.000Z',
    )
  })

  it('starts an arrival on Saturday at Monday opening', () => {
    expect(addWorkingMinutes(at('2026-11-28T08:00:00Z'), 60, week)?.toISOString()).toBe(
      '2026-11-30T04:30:00.000Z',
    )
  })

  it('agrees with the count of working minutes', () => {
    const from = at('2026-11-25T17:42:00Z')
    for (const minutes of [1, 59, 540, 541, 1440, 2880, 5000]) {
      const due = addWorkingMinutes(from, minutes, week)!
      expect(workingMinutesBetween(from, due, week)).toBe(minutes)
    }
  })

  it('is null for a week without working time', () => {
    expect(addWorkingMinutes(at('2026-11-26T04:30:00Z'), 60, { ...week, days: [] })).toBeNull()
  })
})

describe('clock times', () => {
  it('reads HH:MM and refuses nonsense', () => {
    expect(clockMinutes('09:00')).toBe(540)
    expect(clockMinutes('24:00')).toBe(1440)
    expect(clockMinutes('9:30')).toBe(570)
    for (const bad of ['25:00', '12:60', '24:01', 'noon', '', '9'])
      expect(clockMinutes(bad), bad).toBeNull()
  })
})
