import { createHmac, timingSafeEqual } from 'node:crypto'
import { payloadSecret } from '@/lib/secret'

/**
 * Unsubscribe links of policy alerts: `{buyer id}.{signature}`, an HMAC of the buyer's id and
 * address under a key derived from PAYLOAD_SECRET (like the newsletter's). Nothing is stored;
 * the link works without signing in and stops every policy alert of that account.
 */

const key = () => createHmac('sha256', payloadSecret()).update('policy-unsubscribe').digest()

function signature(id: number, email: string): string {
  return createHmac('sha256', key()).update(`${id}:${email.toLowerCase()}`).digest('base64url')
}

export function policyUnsubscribeToken(buyer: { id: number; email: string }): string {
  return `${buyer.id}.${signature(buyer.id, buyer.email)}`
}

/** The buyer id a well-formed token names (its signature still to be checked), or null. */
export function policyTokenBuyerId(token: string): number | null {
  const m = /^([1-9]\d{0,14})\.[\w-]{43}$/.exec(token)
  return m ? Number(m[1]) : null
}

export function verifyPolicyToken(token: string, buyer: { id: number; email: string }): boolean {
  const expected = Buffer.from(policyUnsubscribeToken(buyer))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
