import type { CollectionConfig } from 'payload'
import { contentEditors, publishedOrStaff, staffOnly } from '@/access'
import { newsCategories, STOCK_IMAGES } from '@/features/news/constants'
import { sanitizeNewsHtml } from '@/features/news/sanitize'
import { collectionVersions } from '@/lib/drafts'
import { revalidateAfterChange, revalidateAfterDelete } from '@/lib/hooks'

const url = (v: unknown) =>
  v == null || v === '' || /^https?:\/\/\S+$/.test(String(v)) || 'A full http(s):// address'

/** Export news: ten built-in briefings plus items gathered from feeds and search. */
export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'News item', plural: 'News' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'source', 'publishedAt', 'builtin'],
    group: 'Blog & news',
    listSearchableFields: ['title', 'description', 'newsId'],
  },
  defaultSort: '-publishedAt',
  versions: collectionVersions,
  access: {
    read: publishedOrStaff,
    readVersions: staffOnly,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  hooks: {
    beforeChange: [
      ({ data }) => {
        // Stored HTML is sanitised on the way in; pages sanitise again on the way out.
        if (typeof data.fullContent === 'string')
          data.fullContent = sanitizeNewsHtml(data.fullContent)
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
          name: 'newsId',
          label: 'News id',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { description: "'1'…'10' for built-in items, 'web-{n}' for gathered ones." },
          validate: (v: unknown) =>
            (typeof v === 'string' && /^[a-z0-9-]{1,40}$/.test(v)) || 'Letters, digits and hyphens',
        },
        {
          name: 'category',
          type: 'select',
          required: true,
          index: true,
          options: [...newsCategories],
        },
      ],
    },
    { name: 'title', type: 'text', required: true, index: true, localized: true },
    { name: 'description', type: 'textarea', required: true, maxLength: 400, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'publishedAt',
          type: 'date',
          index: true,
          admin: { description: 'Gathered items: the date of the source.' },
        },
        {
          name: 'daysAgo',
          type: 'number',
          min: 0,
          admin: { description: 'Built-in items: shown as this many days before today.' },
        },
        { name: 'builtin', type: 'checkbox', defaultValue: false, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'source', type: 'text', required: true },
        { name: 'sourceUrl', type: 'text', required: true, validate: url },
        { name: 'articleUrl', type: 'text', validate: url },
      ],
    },
    { name: 'stockImage', type: 'number', min: 1, max: STOCK_IMAGES, defaultValue: 1 },
    {
      name: 'fullContent',
      type: 'textarea',
      admin: {
        rows: 20,
        description:
          'HTML: headings, paragraphs, lists and links only; anything else is removed on save.',
      },
    },
    {
      type: 'collapsible',
      label: 'Rewriting',
      admin: { initCollapsed: true },
      fields: [
        { name: 'isRewritten', type: 'checkbox', defaultValue: false },
        { name: 'originalSource', type: 'text' },
        { name: 'rewriteTimestamp', type: 'date' },
      ],
    },
  ],
}
