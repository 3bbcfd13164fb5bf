import type { CollectionConfig } from 'payload'
import { contentEditors, publishedOrStaff, staffOnly } from '@/access'
import { collectionVersions } from '@/lib/drafts'
import { richText } from '@/fields/rich-text'
import { revalidateAfterChange, revalidateAfterDelete } from '@/lib/hooks'
import { categoryIds } from '@/features/catalogue/constants'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'displayCount', 'order', 'updatedAt'],
    group: 'Catalogue',
  },
  defaultSort: 'order',
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
    {
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      options: categoryIds.map((id) => ({ label: id, value: id })),
      admin: { description: 'The id in the URL: /category/{id}.' },
    },
    { name: 'name', type: 'text', required: true, localized: true },
    richText('description', { required: true, localized: true }),
    {
      name: 'displayCount',
      type: 'text',
      required: true,
      admin: { description: 'Marketing count shown on the home card, e.g. "200+".' },
    },
    {
      name: 'icon',
      type: 'select',
      required: true,
      defaultValue: 'package',
      options: ['flame', 'wheat', 'bean', 'droplet', 'carrot', 'package'].map((v) => ({
        label: v,
        value: v,
      })),
    },
    {
      name: 'popular',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      maxRows: 4,
      // The products, not their categories and theirs in turn (a loop).
      maxDepth: 1,
      admin: { description: 'Four popular products named on the home card.' },
    },
    {
      name: 'banner',
      label: 'Banner picture',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'image' } },
      admin: {
        description:
          'A wide photo behind the category title and on its card; keep the subject on the right or set the focal point. Empty: the generated banner is shown.',
      },
    },
    { name: 'order', type: 'number', required: true, defaultValue: 0, index: true },
  ],
}
