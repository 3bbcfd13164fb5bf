import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'
import { invalidateSearchIndex } from '@/features/catalogue/search-index.server'
import { revalidateSite } from './revalidate'

export const revalidateAfterChange: CollectionAfterChangeHook = ({ doc, collection, req }) => {
  invalidateSearchIndex()
  revalidateSite(`${collection.slug} changed`, req.context)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ doc, collection, req }) => {
  invalidateSearchIndex()
  revalidateSite(`${collection.slug} deleted`, req.context)
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = ({ doc, global, req }) => {
  revalidateSite(`${global.slug} changed`, req.context)
  return doc
}
