import { describe, expect, it } from 'vitest'
import { certificateState, certificateStatusLabel } from './certificates'

const now = new Date('2026-11-22T10:00:00Z')

describe('certificateState', () => {
  it.each([
    [{ validUntil: '2027-08-31' }, 'valid'],
    [{ validUntil: '2026-12-31' }, 'expiring'],
    [{ validUntil: '2026-11-22' }, 'expiring'],
    [{ validUntil: '2026-11-21' }, 'expired'],
    [{ validUntil: '2025-12-31' }, 'expired'],
    [{ validUntil: null }, 'expired'],
    [{ validUntil: 'not a date' }, 'expired'],
    [{ validUntil: null, ongoing: true }, 'ongoing'],
    [{ validUntil: '2020-01-01', ongoing: true }, 'ongoing'],
  ])('%j is %s', (cert, state) => {
    expect(certificateState(cert, now).state).toBe(state)
  })

  it('labels the status for staff', () => {
    expect(certificateStatusLabel({ validUntil: '2025-11-30' }, now)).toBe('EXPIRED: renew')
    expect(certificateStatusLabel({ validUntil: '2026-11-23' }, now)).toBe(
      'Expires soon: 2 days left',
    )
    expect(certificateStatusLabel({ validUntil: '2027-08-31' }, now)).toMatch(
      /^Valid \(\d+ days left\)$/,
    )
    expect(certificateStatusLabel({ ongoing: true }, now)).toBe('Ongoing')
  })
})
