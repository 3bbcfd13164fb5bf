import type { CollectionConfig } from 'payload'
import { contentEditors, publishedOrStaff, staffOnly } from '@/access'
import { collectionVersions } from '@/lib/drafts'
import { richText } from '@/fields/rich-text'
import { revalidateAfterChange, revalidateAfterDelete } from '@/lib/hooks'

/** Simple text pages: privacy policy, terms and the like, at /legal/{slug}. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Legal page', plural: 'Legal pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt'],
    listSearchableFields: ['title', 'slug'],
    group: 'Company pages',
  },
  versions: collectionVersions,
  access: {
    read: publishedOrStaff,
    readVersions: staffOnly,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    richText('body', { required: true, localized: true }),
  ],
}
