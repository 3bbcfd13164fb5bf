import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

/**
 * Deletes the documents of `collection` that match `where`, one after the other, each with its
 * hooks. Payload's delete by `where` starts every document's deletion at once, and on
 * PostgreSQL they then share the transaction's one connection: pg 8 queues the queries with a
 * deprecation warning, pg 9 refuses them. One at a time, nothing is asked of the connection
 * while it is busy.
 */
export async function deleteEach(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  { req, context }: { req?: Partial<PayloadRequest>; context?: Record<string, unknown> } = {},
): Promise<number> {
  const within = req ? { req } : {}
  const { docs } = await payload.find({
    collection,
    where,
    depth: 0,
    pagination: false,
    select: {},
    overrideAccess: true,
    ...within,
  })
  for (const { id } of docs)
    await payload.delete({ collection, id, overrideAccess: true, context, ...within })
  return docs.length
}
