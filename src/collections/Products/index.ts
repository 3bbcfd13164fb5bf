import type {
  ArrayFieldValidation,
  CollectionConfig,
  Field,
  UploadFieldSingleValidation,
} from 'payload'
import { array, upload } from 'payload/shared'
import { contentEditors, publishedOrStaff, staffOnly } from '@/access'
import { collectionVersions } from '@/lib/drafts'
import { requiredInEnglish } from '@/fields/localized'
import { translateEndpoint } from '@/features/translations/endpoint'
import { machineTranslatedField, translationStatusField } from '@/features/translations/field'
import { richText } from '@/fields/rich-text'
import { revalidateAfterChange, revalidateAfterDelete } from '@/lib/hooks'
import { artKinds } from '@/features/catalogue/constants'
import { packsField } from './packs'

const keyValue = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'key', type: 'text', localized: true, validate: requiredInEnglish },
        { name: 'value', type: 'text', localized: true, validate: requiredInEnglish },
      ],
    },
  ],
})

/** Payload's own checks (row counts), then at most one main picture: the page shows one large. */
const mainPictureRule: ArrayFieldValidation = (rows, options) => {
  const counted = array(rows, options)
  if (counted !== true) return counted
  const main = (Array.isArray(rows) ? rows : []).filter((r) => (r as { main?: boolean })?.main)
  return main.length <= 1 || 'Mark one picture as main, not several.'
}

const pictureChosen: UploadFieldSingleValidation = (value, options) =>
  value == null ? 'Choose or upload a picture, or remove this row.' : upload(value, options)

const hex = (value: unknown) =>
  typeof value !== 'string' || /^#[0-9a-fA-F]{6}$/.test(value) || 'Use a colour like #c2410c'

export const Products: CollectionConfig = {
  slug: 'products',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'variety', 'category', 'hsCode', 'languages', 'updatedAt'],
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
  endpoints: [translateEndpoint('products')],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, index: true, localized: true },
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
        { name: 'variety', type: 'text', localized: true },
        { name: 'position', type: 'number', defaultValue: 0, index: true },
      ],
    },
    richText('description', {
      localized: true,
      description: 'Empty: a one-line description made from the name and variety.',
    }),
    {
      name: 'gallery',
      label: 'Pictures',
      labels: { singular: 'Picture', plural: 'Pictures' },
      type: 'array',
      maxRows: 12,
      admin: {
        description:
          'Shown in this order; the first is the main picture unless another is marked main. Drag to reorder. Alt text and focal point are set on the picture itself. Empty: the generated artwork is shown.',
      },
      validate: mainPictureRule,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'image',
              label: 'Picture',
              type: 'upload',
              relationTo: 'media',
              // Checked here rather than `required`, which would make the column NOT NULL: a
              // picture deleted from the library then leaves an empty row (skipped on the
              // page), not a database error.
              validate: pictureChosen,
              filterOptions: { mimeType: { contains: 'image' } },
            },
            { name: 'main', label: 'Main picture', type: 'checkbox', defaultValue: false },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Trading information',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'origin', type: 'text', localized: true },
            { name: 'grade', type: 'text', localized: true },
            { name: 'moisture', type: 'text', localized: true },
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
            { name: 'moq', label: 'MOQ', type: 'text', localized: true },
            { name: 'leadTime', type: 'text', localized: true },
            { name: 'port', type: 'text', localized: true },
            { name: 'price', type: 'text', localized: true },
          ],
        },
        {
          name: 'packSizes',
          type: 'text',
          hasMany: true,
          localized: true,
          admin: { description: 'As text on the product page, e.g. "25 kg PP bags".' },
        },
        packsField,
        { name: 'certifications', type: 'text', hasMany: true },
      ],
    },
    keyValue('specifications', 'Specifications'),
    {
      name: 'varieties',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', localized: true, validate: requiredInEnglish },
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
            { name: 'parameter', type: 'text', localized: true, validate: requiredInEnglish },
            { name: 'specification', type: 'text', localized: true, validate: requiredInEnglish },
            { name: 'method', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'art',
      type: 'group',
      label: 'Generated artwork (used when no picture is uploaded)',
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
    translationStatusField,
    machineTranslatedField,
  ],
}
