import type { Payload, PayloadRequest, Where } from 'payload'
import { addressOf, isAbsolute, type AddressedCollection } from './paths'

export const REDIRECTS = 'redirects' as const

/** What a redirect row holds (the plugin's fields). */
export type RedirectRow = {
  id: number | string
  from: string
  to?: {
    type?: 'reference' | 'custom' | null
    url?: string | null
    reference?: {
      relationTo: string
      value: number | string | Record<string, unknown>
    } | null
  } | null
}

/** Only the address fields of a referenced document are read. */
const populate = {
  products: { slug: true },
  categories: { slug: true },
  posts: { postId: true },
  pages: { slug: true },
  news: { newsId: true },
}

/**
 * Where a redirect leads: a site path without the language, a full address, or null (a
 * reference to a document that is gone).
 */
export function targetOf(row: RedirectRow | undefined | null): string | null {
  if (!row?.to) return null
  if (row.to.type !== 'reference') return row.to.url || null
  const ref = row.to.reference
  if (!ref || typeof ref.value !== 'object' || !(ref.relationTo in addressOf)) return null
  return addressOf[ref.relationTo as AddressedCollection](ref.value as never)
}

/** The redirect stored for an address without its language, or null. */
export async function findRedirect(
  payload: Payload,
  from: string,
  req?: PayloadRequest,
): Promise<RedirectRow | null> {
  const { docs } = await payload.find({
    collection: REDIRECTS,
    where: { from: { equals: from } },
    limit: 1,
    pagination: false,
    depth: 1,
    populate: populate as never,
    // Read by the server for any visitor: the list itself is for staff only.
    overrideAccess: true,
    req,
  })
  return (docs[0] as unknown as RedirectRow) ?? null
}

/**
 * A document's public address changed from `from` to `to`: the old address leads to the new
 * one. Any redirect from the new address goes (the page is there again; kept, it would make a
 * loop), and redirects that led to the old address are pointed on by the redirects' own hooks.
 */
export async function recordMove(req: PayloadRequest, from: string, to: string): Promise<void> {
  const { payload } = req
  const collection = REDIRECTS
  await payload.delete({
    collection,
    where: { from: { equals: to } },
    overrideAccess: true,
    req,
  })
  const existing = await findRedirect(payload, from, req)
  const data = { from, to: { type: 'custom', url: to } } as never
  if (existing)
    await payload.update({ collection, id: existing.id, data, overrideAccess: true, req })
  else await payload.create({ collection, data, overrideAccess: true, req })
}

/**
 * Redirects that lead to `from` now lead where `row` leads (one hop, never a chain); one that
 * would then lead back to its own address is deleted.
 */
export async function pointOn(req: PayloadRequest, row: RedirectRow): Promise<void> {
  const { payload } = req
  const collection = REDIRECTS
  const where: Where = {
    and: [
      { 'to.type': { equals: 'custom' } },
      { 'to.url': { equals: row.from } },
      { id: { not_equals: row.id } },
    ],
  }
  const { docs } = await payload.find({
    collection,
    where,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const to = row.to?.type === 'reference' ? row.to : { type: 'custom' as const, url: row.to?.url }
  const reference =
    to.type === 'reference' && to.reference
      ? {
          relationTo: to.reference.relationTo,
          value:
            typeof to.reference.value === 'object'
              ? (to.reference.value as { id: number | string }).id
              : to.reference.value,
        }
      : undefined
  const target = targetOf(row)
  for (const doc of docs as unknown as RedirectRow[]) {
    if (target && !isAbsolute(target) && target === doc.from) {
      await payload.delete({ collection, id: doc.id, overrideAccess: true, req })
      continue
    }
    await payload.update({
      collection,
      id: doc.id,
      data: {
        to: reference ? { type: 'reference', reference } : { type: 'custom', url: to.url },
      } as never,
      overrideAccess: true,
      req,
    })
  }
}
