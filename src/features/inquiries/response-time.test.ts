import { describe, expect, it } from 'vitest'
import { formatDuration, median } from './response-time'

describe('response time', () => {
  it('median of odd and even counts', () => {
    expect(median([])).toBeNull()
    expect(median([30, 10, 20])).toBe(20)
    expect(median([10, 20, 31, 41])).toBe(26)
  })

  it('formats minutes, hours and days in the visitor language', () => {
    expect(formatDuration(45, 'en')).toBe('45 min')
    expect(formatDuration(200, 'en')).toBe('3 hr 20 min')
    expect(formatDuration(180, 'en')).toBe('3 hr')
    expect(formatDuration(1500, 'en')).toBe('1 day 1 hr')
    expect(formatDuration(200, 'de')).toBe('3 Std. 20 Min.')
  })
})
