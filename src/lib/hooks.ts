import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'
import { isDraftOnly } from './drafts'
import { revalidateSite } from './revalidate'
import { singleton } from './singleton.mjs'

/*
 * What else must forget a collection's content when it changes (a feature's in-memory cache),
 * registered by that feature: the collections' hooks call into features without importing them.
 * One map per process, so a change made in one bundle reaches a cache loaded by another.
 */
const listeners = singleton('content-change.listeners', () => new Map<string, () => void>())

/** Calls `listener` after any collection document changes or is deleted in this process. */
export function onContentChange(key: string, listener: () => void): void {
  listeners.set(key, listener)
}

function contentChanged(): void {
  for (const listener of listeners.values()) listener()
}

// A draft (autosaved every few seconds while staff type) changes nothing public: the pages, the
// search index and the caches stay as they are until it is published.

export const revalidateAfterChange: CollectionAfterChangeHook = async ({
  doc,
  collection,
  operation,
  req,
}) => {
  if (await isDraftOnly({ doc, collection, operation, req })) return doc
  contentChanged()
  revalidateSite(`${collection.slug} changed`, req.context)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ doc, collection, req }) => {
  contentChanged()
  revalidateSite(`${collection.slug} deleted`, req.context)
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  if (await isDraftOnly({ doc, global, operation: 'update', req })) return doc
  revalidateSite(`${global.slug} changed`, req.context)
  return doc
}
