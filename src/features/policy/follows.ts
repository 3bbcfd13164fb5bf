import type { Payload } from 'payload'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { deleteEach } from '@/lib/delete-each'
import { logger } from '@/lib/logger'
import { policyTokenBuyerId, verifyPolicyToken } from './tokens'

/** Follow, unfollow and unsubscribe: written by the site's own code, never through the API. */

const keyOf = (buyer: number, product: number) => `${buyer}:${product}`

/** A public (published) product by id, or null. */
async function publicProduct(payload: Payload, id: number) {
  const { docs } = await payload.find({
    collection: 'products',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    select: { slug: true },
    overrideAccess: false,
  })
  return docs[0] ?? null
}

export type FollowResult = 'followed' | 'not-found'

/** The buyer follows the product (again: nothing changes). */
export async function followProduct(
  payload: Payload,
  buyer: number,
  product: number,
): Promise<FollowResult> {
  if (!(await publicProduct(payload, product))) return 'not-found'
  const key = keyOf(buyer, product)
  const existing = await payload.count({
    collection: 'policy-follows',
    where: { key: { equals: key } },
    overrideAccess: true,
  })
  if (existing.totalDocs) return 'followed'
  try {
    await payload.create({
      collection: 'policy-follows',
      data: { buyer, product, key },
      overrideAccess: true,
    })
    logger.info({ buyer, product }, 'product followed')
  } catch (error) {
    // Two posts at once: the unique key let one in; the other finds it.
    const again = await payload.count({
      collection: 'policy-follows',
      where: { key: { equals: key } },
      overrideAccess: true,
    })
    if (!again.totalDocs) throw error
  }
  return 'followed'
}

export async function unfollowProduct(payload: Payload, buyer: number, product: number) {
  await payload.delete({
    collection: 'policy-follows',
    where: { key: { equals: keyOf(buyer, product) } },
    overrideAccess: true,
  })
}

export type FollowedProduct = { id: number; slug: string; name: string }

/** The products a buyer follows, in the page's language (those still public). */
export async function followedProducts(
  payload: Payload,
  buyer: number,
  locale: Locale,
): Promise<FollowedProduct[]> {
  const { docs: follows } = await payload.find({
    collection: 'policy-follows',
    where: { buyer: { equals: buyer } },
    pagination: false,
    depth: 0,
    select: { product: true },
    overrideAccess: true,
  })
  const ids = follows
    .map((f) => (typeof f.product === 'number' ? f.product : (f.product?.id ?? null)))
    .filter((id): id is number => id !== null)
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    locale,
    pagination: false,
    depth: 0,
    sort: 'name',
    select: { slug: true, name: true },
    overrideAccess: false,
  })
  return docs.map((p) => ({ id: p.id, slug: p.slug, name: p.name }))
}

export type TokenOwner = { id: number; email: string; locale: Locale; following: number }

/** The account an unsubscribe link belongs to, or null for a wrong or forged link. */
export async function policyTokenOwner(
  payload: Payload,
  token: string,
): Promise<TokenOwner | null> {
  const id = policyTokenBuyerId(token)
  if (id === null) return null
  const buyer = await payload
    .findByID({ collection: 'buyers', id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!buyer || !verifyPolicyToken(token, buyer)) return null
  const { totalDocs } = await payload.count({
    collection: 'policy-follows',
    where: { buyer: { equals: id } },
    overrideAccess: true,
  })
  return {
    id,
    email: buyer.email,
    locale: buyer.locale && isLocale(buyer.locale) ? buyer.locale : defaultLocale,
    following: totalDocs,
  }
}

/** An unsubscribe link's action: the account follows nothing any more. */
export async function unsubscribeAll(
  payload: Payload,
  token: string,
): Promise<{ status: 'unsubscribed'; locale: Locale } | { status: 'invalid' }> {
  const owner = await policyTokenOwner(payload, token)
  if (!owner) return { status: 'invalid' }
  await deleteEach(payload, 'policy-follows', { buyer: { equals: owner.id } })
  logger.info({ buyer: owner.id, stopped: owner.following }, 'policy alerts unsubscribed')
  return { status: 'unsubscribed', locale: owner.locale }
}
