import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { payloadSecret } from '@/lib/secret'
import type { Inquiry } from '@/payload-types'
import { isClosed } from './constants'

const signature = (inquiry: Pick<Inquiry, 'id' | 'createdAt'>) =>
  createHmac('sha256', payloadSecret())
    .update(`conversation-link:${inquiry.id}:${new Date(inquiry.createdAt).toISOString()}`)
    .digest('base64url')

/**
 * The buyer's link to an inquiry's conversation, one per inquiry: its id, a dash and an HMAC of the id
 * and arrival time under the site's secret (256 bits, unguessable without the secret). Nothing
 * is stored: the link is checked by computing the HMAC again. It stops working when the inquiry
 * is marked Spam or Withdrawn (`inquiryByConversationToken`).
 */
export function conversationToken(inquiry: Pick<Inquiry, 'id' | 'createdAt'>): string {
  return `${inquiry.id}-${signature(inquiry)}`
}

export const conversationPath = (locale: Locale, inquiry: Pick<Inquiry, 'id' | 'createdAt'>) =>
  localizedPath(locale, `/conversation/${conversationToken(inquiry)}`)

/** The buyer's page of a signed-in buyer's inquiry. */
export const accountInquiryPath = (locale: Locale, id: number) =>
  localizedPath(locale, `/account/inquiries/${id}`)

// The signature's fixed length makes the split unambiguous (it may itself start with a dash).
const TOKEN = /^([1-9]\d{0,9})-([A-Za-z0-9_-]{43})$/

/**
 * Looks like one of our links (an id, a dash, 43 base64url characters)? No dot: a path with one
 * is taken for a file and never reaches the pages (src/proxy.ts).
 */
export const conversationTokenShape = (token: string) => TOKEN.test(token)

/**
 * The inquiry a link belongs to, or null: a malformed or forged link, an inquiry that no longer
 * exists, or one whose conversation is closed (Spam, Withdrawn).
 */
export async function inquiryByConversationToken(
  payload: Payload,
  token: string,
): Promise<Inquiry | null> {
  const match = TOKEN.exec(token)
  if (!match) return null
  const inquiry = await payload
    .findByID({ collection: 'inquiries', id: Number(match[1]), depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!inquiry) return null
  const expected = Buffer.from(signature(inquiry))
  const given = Buffer.from(match[2])
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  return isClosed(inquiry.status) ? null : inquiry
}
