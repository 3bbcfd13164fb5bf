import { createHmac, timingSafeEqual } from 'node:crypto'
import { payloadSecret } from '@/lib/secret'

/**
 * The signed timestamp a form page carries for its plain (no-JavaScript) post: `{ms}.{HMAC}`,
 * the time the page was rendered and an HMAC-SHA256 of it under PAYLOAD_SECRET, so that a robot
 * can neither make one up nor move its time. Pages are cached, so it is the time of the render,
 * not of the visit: docs/decisions/008-form-time-trap.md.
 */

/** The hidden field that carries it. */
export const FORM_TOKEN_FIELD = 'formToken'

/** How old a page's stamp may be when its form is sent. */
export const FORM_TOKEN_MAX_AGE_MS = 48 * 60 * 60_000

function signature(issuedAt: number, secret: string): Buffer {
  return createHmac('sha256', secret).update(`inquiry-form-rendered:${issuedAt}`).digest()
}

/** A stamp for a page rendered now. */
export function issueFormToken(now = Date.now(), secret = payloadSecret()): string {
  return `${now}.${signature(now, secret).toString('base64url')}`
}

/** How long ago the stamp was issued, or null when it is missing, malformed or forged. */
export function formTokenAge(
  token: unknown,
  now = Date.now(),
  secret = payloadSecret(),
): number | null {
  if (typeof token !== 'string') return null
  const m = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!m) return null
  const issuedAt = Number(m[1])
  const given = Buffer.from(m[2], 'base64url')
  const expected = signature(issuedAt, secret)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return now - issuedAt
}
