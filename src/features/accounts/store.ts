import { and, eq, isNull, lte, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { logger } from '@/lib/logger'
import { serialWrite, sqlDb } from '@/lib/sql'
import type { Buyer, BuyerToken } from '@/payload-types'
import type { TokenKind } from './constants'
import { newToken, sha256 } from '@/lib/security/tokens'
import { singleton } from '@/lib/singleton.mjs'

/** Reads and writes of buyers and their tokens, through the Local API (with full access). */

export async function findBuyerByEmail(payload: Payload, email: string): Promise<Buyer | null> {
  const { docs } = await payload.find({
    collection: 'buyers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The buyer's stored password hash (hidden from every API). */
export function passwordHashOf(buyer: Buyer): string {
  return (buyer as Buyer & { passwordHash: string }).passwordHash
}

export async function issueToken(
  payload: Payload,
  kind: TokenKind,
  buyer: number,
  ttlMs: number,
  extra: { passwordHash?: string; userAgent?: string | null; now?: Date } = {},
): Promise<string> {
  const token = newToken()
  const now = extra.now ?? new Date()
  await payload.create({
    collection: 'buyer-tokens',
    data: {
      kind,
      buyer,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
      lastSeenAt: now.toISOString(),
      createdAt: now.toISOString(),
      passwordHash: extra.passwordHash,
      userAgent: extra.userAgent?.slice(0, 300),
    },
    overrideAccess: true,
    depth: 0,
  })
  return token
}

export async function findToken(
  payload: Payload,
  kind: TokenKind,
  token: string,
): Promise<(BuyerToken & { buyer: Buyer }) | null> {
  if (!token || token.length > 200) return null
  const { docs } = await payload.find({
    collection: 'buyer-tokens',
    where: { and: [{ tokenHash: { equals: sha256(token) } }, { kind: { equals: kind } }] },
    limit: 1,
    depth: 1,
    showHiddenFields: true,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc || !doc.buyer || typeof doc.buyer !== 'object') return null
  return doc as BuyerToken & { buyer: Buyer }
}

/** Deletes the buyer's tokens of these kinds, but for `keep`. */
export async function deleteTokens(
  payload: Payload,
  buyer: number,
  kinds: TokenKind[],
  keep?: number,
): Promise<void> {
  await payload.delete({
    collection: 'buyer-tokens',
    where: {
      and: [
        { buyer: { equals: buyer } },
        { kind: { in: kinds } },
        ...(keep ? [{ id: { not_equals: keep } }] : []),
      ],
    },
    overrideAccess: true,
  })
}

/** The newest token of a kind for the buyer (to space out repeated emails). */
export async function latestToken(
  payload: Payload,
  buyer: number,
  kind: TokenKind,
): Promise<BuyerToken | null> {
  const { docs } = await payload.find({
    collection: 'buyer-tokens',
    where: { and: [{ buyer: { equals: buyer } }, { kind: { equals: kind } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * Links the guest inquiries sent from the buyer's address until it was proven (`provenAt`: the
 * confirmation, or a used reset link) to the account. Never by the address alone: an account
 * someone else opened with this address sees nothing until the owner confirms it, and guest
 * inquiries sent later (by anyone typing the address) stay unlinked.
 */
export async function linkInquiriesByEmail(
  payload: Payload,
  buyer: number,
  email: string,
  provenAt: string | null | undefined,
): Promise<void> {
  if (!provenAt) return
  const { drizzle, tables, sqlite } = sqlDb(payload)
  const t = tables.inquiries
  try {
    await serialWrite(sqlite, () =>
      drizzle
        .update(t)
        .set({ buyer })
        .where(
          and(
            isNull(t.buyer),
            eq(sql`lower(${t.email})`, email),
            lte(t.createdAt, new Date(provenAt).toISOString()),
          ),
        ),
    )
  } catch (error) {
    logger.error({ error: String(error), buyer }, 'could not link inquiries to the account')
  }
}

// Expired tokens are removed at most once an hour per process.
const prune = singleton('accounts.prune', () => ({ at: 0 }))

export async function pruneExpired(payload: Payload, now = new Date()): Promise<void> {
  if (now.getTime() - prune.at < 60 * 60_000) return
  prune.at = now.getTime()
  try {
    await payload.delete({
      collection: 'buyer-tokens',
      where: { expiresAt: { less_than: now.toISOString() } },
      overrideAccess: true,
    })
  } catch (error) {
    logger.warn({ error: String(error) }, 'could not prune expired account tokens')
  }
}
