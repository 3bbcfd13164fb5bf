import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { payloadSecret } from '@/lib/secret'
import { sha256 } from '@/lib/security/tokens'
import type { Quotation } from '@/payload-types'

/**
 * The buyer's link to a sent quotation: an HMAC of the quotation's id and send time under the
 * site's secret (256 bits, unguessable without the secret). Only its SHA-256 is stored, to find
 * the quotation; the link of a newer revision can be given on the old one's page because it is
 * computed again from the newer quotation, not read from the database.
 */
export function quotationToken(quotation: Pick<Quotation, 'id' | 'sentAt'>): string {
  if (!quotation.sentAt) throw new Error('A quotation has a link only once it is sent')
  return createHmac('sha256', payloadSecret())
    .update(`quotation-link:${quotation.id}:${new Date(quotation.sentAt).toISOString()}`)
    .digest('base64url')
}

export function quotationPath(locale: Locale, quotation: Pick<Quotation, 'id' | 'sentAt'>) {
  return localizedPath(locale, `/quotation/${quotationToken(quotation)}`)
}

/** Looks like one of our tokens (43 base64url characters)? */
export const tokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token)

/** The quotation a link belongs to, or null. */
export async function quotationByToken(payload: Payload, token: string): Promise<Quotation | null> {
  if (!tokenShape(token)) return null
  const { docs } = await payload.find({
    collection: 'quotations',
    where: { tokenHash: { equals: sha256(token) } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
