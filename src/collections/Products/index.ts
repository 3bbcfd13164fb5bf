import type { CollectionConfig, Field } from 'payload'
import { contentEditors, publishedOrStaff, staffOnly } from '@/access'
import { collectionVersions } from '@/lib/drafts'
import { richText } from '@/fields/rich-text'
import { revalidateAfterChange, revalidateAfterDelete } from '@/lib/hooks'
import { artKinds } from '@/features/catalogue/constants'

const keyValue = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'key', type: 'text', required: true },
        { name: 'value', type: 'text', required: true },
      ],
    },
  ],
})

const hex = (value: unknown) =>
  typeof value !== 'string' || /^#[0-9a-fA-F]{6}$/.test(value) || 'Use a colour like #c2410c'

export const Products: CollectionConfig = {
  slug: 'products',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'variety', 'category', 'hsCode', 'updatedAt'],
    listSearchableFields: ['name', 'slug', 'variety', 'hsCode'],
    group: 'Catalogue',
    description:
      'Empty fields show the catalogue defaults on the site (origin India, MOQ 500 kg …).',
  },
  defaultSort: 'position',
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
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, index: true },
        {
          name: 'slug',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          validate: (v: unknown) =>
            (typeof v === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v)) ||
            'Lower-case letters, digits and hyphens, e.g. turmeric-lakadong',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'relationship',
          relationTo: 'categories',
          required: true,
          index: true,
          // The category, not its popular products and theirs in turn (a loop).
          maxDepth: 1,
        },
        { name: 'variety', type: 'text' },
        { name: 'position', type: 'number', defaultValue: 0, index: true },
      ],
    },
    richText('description', {
      description: 'Empty: a one-line description made from the name and variety.',
    }),
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'collapsible',
      label: 'Trading information',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'origin', type: 'text' },
            { name: 'grade', type: 'text' },
            { name: 'moisture', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'hsCode',
              label: 'HS code',
              type: 'text',
              index: true,
              validate: (v: unknown) =>
                v == null || v === '' || /^\d{8}$/.test(String(v)) || 'An 8-digit ITC-HS code',
            },
            { name: 'moq', label: 'MOQ', type: 'text' },
            { name: 'leadTime', type: 'text' },
            { name: 'port', type: 'text' },
            { name: 'price', type: 'text' },
          ],
        },
        { name: 'packSizes', type: 'text', hasMany: true },
        { name: 'certifications', type: 'text', hasMany: true },
      ],
    },
    keyValue('specifications', 'Specifications'),
    {
      name: 'varieties',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        keyValue('attributes', 'Attributes'),
      ],
    },
    {
      name: 'qualityParameters',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'parameter', type: 'text', required: true },
            { name: 'specification', type: 'text', required: true },
            { name: 'method', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'art',
      type: 'group',
      label: 'Generated artwork (used when no image is uploaded)',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'kind',
          type: 'select',
          defaultValue: 'seeds',
          options: artKinds.map((k) => ({ label: k, value: k })),
        },
        { name: 'main', type: 'text', defaultValue: '#b45309', validate: hex },
        { name: 'accent', type: 'text', defaultValue: '#78350f', validate: hex },
      ],
    },
  ],
}
