import type {
  CollectionConfig,
  CollectionSlug,
  GlobalConfig,
  Payload,
  PayloadRequest,
} from 'payload'

/**
 * Drafts, history and scheduled publishing, alike on every type the public pages show
 * (products, categories, pages, posts, news and the page globals). Staff edit a draft that
 * autosaves (and so refreshes the live preview) while the site keeps the published version;
 * Publish makes it public, and a publish or unpublish can be scheduled on Payload's jobs queue
 * (src/lib/scheduled-publish.ts runs it). Each document keeps its newest versions.
 */
const drafts = {
  autosave: { interval: 1500 },
  schedulePublish: true,
} as const

/** Versions a document keeps (the oldest are dropped beyond this). */
export const MAX_VERSIONS = 25

export const collectionVersions: CollectionConfig['versions'] = {
  drafts,
  maxPerDoc: MAX_VERSIONS,
}

export const globalVersions: GlobalConfig['versions'] = { drafts, max: MAX_VERSIONS }

const sameTime = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && Date.parse(a) === Date.parse(b)

/**
 * Whether a change left the published document as it was: a draft saved (or autosaved) over
 * it, or a draft of a document never published. Payload then writes only a version, not the
 * document's own row, so that row's time differs from the change's. Publishing and unpublishing
 * write the row (same time): the public pages change.
 */
export async function isDraftOnly({
  doc,
  collection,
  global,
  operation,
  req,
}: {
  doc: { id?: number | string; _status?: unknown; updatedAt?: unknown }
  collection?: { slug: string; versions?: unknown }
  global?: { slug: string; versions?: unknown }
  operation?: 'create' | 'update'
  req: PayloadRequest
}): Promise<boolean> {
  const versions = (collection ?? global)?.versions as { drafts?: unknown } | false | undefined
  const hasDrafts = Boolean(versions && versions.drafts)
  if (!hasDrafts || doc._status !== 'draft') return false
  if (operation === 'create') return true
  const payload: Payload = req.payload
  const row = (
    collection
      ? await payload.db.findOne({
          collection: collection.slug as CollectionSlug,
          where: { id: { equals: doc.id } },
          select: { updatedAt: true },
          req,
        })
      : await payload.db.findGlobal({ slug: global!.slug, select: { updatedAt: true }, req })
  ) as { updatedAt?: unknown } | null
  return !row || !sameTime(row.updatedAt, doc.updatedAt)
}
