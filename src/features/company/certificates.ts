/** Certificate validity computed from dates: an expired certificate is never shown as valid. */

export const EXPIRING_DAYS = 60

export type CertificateDates = { validUntil?: string | null; ongoing?: boolean | null }

export type CertificateState =
  | { state: 'ongoing' }
  | { state: 'valid'; until: Date; daysLeft: number }
  | { state: 'expiring'; until: Date; daysLeft: number }
  | { state: 'expired'; until: Date | null }

const DAY = 24 * 60 * 60 * 1000

/** Valid through the whole of its last day (in UTC). */
export function certificateState(cert: CertificateDates, now: Date = new Date()): CertificateState {
  if (cert.ongoing) return { state: 'ongoing' }
  if (!cert.validUntil) return { state: 'expired', until: null }
  const until = new Date(cert.validUntil)
  if (Number.isNaN(until.getTime())) return { state: 'expired', until: null }
  const end = Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate()) + DAY
  const daysLeft = Math.ceil((end - now.getTime()) / DAY)
  if (daysLeft <= 0) return { state: 'expired', until }
  return { state: daysLeft <= EXPIRING_DAYS ? 'expiring' : 'valid', until, daysLeft }
}

/** A one-line status for staff in the admin list. */
export function certificateStatusLabel(cert: CertificateDates, now: Date = new Date()): string {
  const s = certificateState(cert, now)
  switch (s.state) {
    case 'ongoing':
      return 'Ongoing'
    case 'valid':
      return `Valid (${s.daysLeft} days left)`
    case 'expiring':
      return `Expires soon: ${s.daysLeft} day${s.daysLeft === 1 ? '' : 's'} left`
    case 'expired':
      return 'EXPIRED: renew'
  }
}
