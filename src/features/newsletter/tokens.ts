import { createHmac, timingSafeEqual } from 'node:crypto'
import { payloadSecret } from '@/lib/secret'

/**
 * Unsubscribe links: `{id}.{signature}`, the signature an HMAC of the subscriber's id and address
 * under a key derived from PAYLOAD_SECRET. Nothing is stored, so every email (the confirmation,
 * the "already subscribed" notice, any later newsletter) can carry a working link, and old links
 * keep working. Confirmation links are random tokens instead, stored only as a hash.
 */

const key = () => createHmac('sha256', payloadSecret()).update('newsletter-unsubscribe').digest()

function signature(id: number, email: string): string {
  return createHmac('sha256', key()).update(`${id}:${email}`).digest('base64url')
}

export function unsubscribeToken(subscriber: { id: number; email: string }): string {
  return `${subscriber.id}.${signature(subscriber.id, subscriber.email)}`
}

/** The subscriber id a well-formed token names (its signature still to be checked), or null. */
export function unsubscribeTokenId(token: string): number | null {
  const m = /^([1-9]\d{0,14})\.[\w-]{43}$/.exec(token)
  return m ? Number(m[1]) : null
}

export function verifyUnsubscribeToken(
  token: string,
  subscriber: { id: number; email: string },
): boolean {
  const expected = Buffer.from(unsubscribeToken(subscriber))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
