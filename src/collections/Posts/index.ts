import type { CollectionConfig } from 'payload'
import { contentEditors, publishedOrStaff, staffOnly } from '@/access'
import { blogCategories, readTime } from '@/features/blog/constants'
import { collectionVersions } from '@/lib/drafts'
import { translateEndpoint } from '@/features/translations/endpoint'
import { machineTranslatedField, translationStatusField } from '@/features/translations/field'
import { richText } from '@/fields/rich-text'
import { revalidateAfterChange, revalidateAfterDelete } from '@/lib/hooks'
import { richTextToPlain } from '@/lib/rich-text'

/** Blog posts of the "Agricultural Export Authority Hub", with drafts and versions. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    defaultColumns: [
      'title',
      'category',
      'date',
      'languages',
      'featured',
      'isAIGenerated',
      '_status',
    ],
    group: 'Blog & news',
    listSearchableFields: ['title', 'postId', 'excerpt'],
  },
  defaultSort: '-date',
  versions: collectionVersions,
  access: {
    // The public sees published posts; staff see drafts and versions too (sales read-only).
    read: publishedOrStaff,
    readVersions: staffOnly,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  endpoints: [translateEndpoint('posts')],
  hooks: {
    beforeValidate: [
      ({ data }) => {
        if (data && !data.readTime && data.content)
          data.readTime = readTime(richTextToPlain(data.content))
        return data
      },
    ],
    afterChange: [revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'postId',
          label: 'Post id',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: {
            description:
              'The id in the URL: /blog/{id}. Generated posts use ai-{timestamp}-{random}.',
          },
          validate: (v: unknown) =>
            (typeof v === 'string' && /^[a-z0-9][a-z0-9-]{0,80}$/.test(v)) ||
            'Lower-case letters, digits and hyphens',
        },
        {
          name: 'category',
          type: 'select',
          required: true,
          index: true,
          options: [...blogCategories],
        },
        {
          name: 'date',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
      ],
    },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'excerpt', type: 'textarea', required: true, maxLength: 300, localized: true },
    richText('content', {
      required: true,
      localized: true,
      description:
        'Headings, lists, links (to products, categories, posts and pages too), tables, pictures and quotes.',
    }),
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'text', required: true, localized: true },
        {
          name: 'readTime',
          type: 'text',
          admin: { description: 'Leave empty to compute from the length.' },
        },
        { name: 'featured', type: 'checkbox', defaultValue: false },
        { name: 'isAIGenerated', label: 'AI enhanced', type: 'checkbox', defaultValue: false },
      ],
    },
    { name: 'tags', type: 'text', hasMany: true },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Empty: generated artwork for the category.' },
    },
    translationStatusField,
    machineTranslatedField,
  ],
}
