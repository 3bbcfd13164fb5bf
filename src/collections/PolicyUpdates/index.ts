import type { Access, CollectionConfig } from 'payload'
import { contentEditors, isStaff } from '@/access'
import { requiredInEnglish } from '@/fields/localized'
import { HS_PREFIX, policyStatuses } from '@/features/policy/constants'
import { afterPolicyChange } from '@/features/policy/hooks'
import { revalidateAfterDelete } from '@/lib/hooks'
import type { PolicyUpdate } from '@/payload-types'

const url = (v: unknown) =>
  (typeof v === 'string' && /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/.test(v)) ||
  'A full http:// or https:// address of the official source'

/** 2 to 8 digits each; and an update affects something: products, prefixes or both. */
const prefixes = (v: unknown, { siblingData }: { siblingData?: Partial<PolicyUpdate> }) => {
  const list = Array.isArray(v) ? v : []
  if (!list.every((p) => typeof p === 'string' && HS_PREFIX.test(p)))
    return 'Each HS prefix has 2 to 8 digits, e.g. 1006 or 10063020'
  if (!list.length && !(siblingData?.products ?? []).length)
    return 'Choose the affected products or give HS code prefixes (or both).'
  return true
}

/** Staff read every update; everyone else only published ones (never proposals). */
const publishedOnly: Access = ({ req }) => isStaff(req.user) || { status: { equals: 'published' } }

/**
 * Changes of India's export rules (bans, minimum export prices, duties) and the products they
 * affect. Staff write them; the news ingestion proposes them; published ones show on the
 * product and category pages, and their followers get one email each.
 */
export const PolicyUpdates: CollectionConfig = {
  slug: 'policy-updates',
  labels: { singular: 'Policy update', plural: 'Policy updates' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'status', 'effectiveDate', 'announcedAt', 'example'],
    listSearchableFields: ['summary', 'hsPrefixes'],
    group: 'Catalogue',
    description:
      'Export bans, minimum export prices and duty changes. Only Published updates show on the site; proposals from the news wait here for a decision (filter by Status).',
  },
  defaultSort: '-announcedAt',
  access: {
    read: publishedOnly,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  hooks: { afterChange: [afterPolicyChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    {
      name: 'summary',
      type: 'text',
      localized: true,
      maxLength: 300,
      validate: requiredInEnglish,
      admin: {
        description: 'One sentence in your own words, e.g. "Export duty on onions removed".',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'announcedAt',
          label: 'Date announced',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        {
          name: 'effectiveDate',
          label: 'Effective date',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'proposed',
          index: true,
          admin: { description: 'Published: shown on the site and emailed to followers (once).' },
          options: policyStatuses.map((s) => ({
            value: s,
            label: s[0].toUpperCase() + s.slice(1),
          })),
        },
      ],
    },
    {
      name: 'sourceUrl',
      label: 'Official source',
      type: 'text',
      required: true,
      validate: url,
      admin: {
        description: 'The notification or press release, e.g. on dgft.gov.in or pib.gov.in.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'products',
          label: 'Affected products',
          type: 'relationship',
          relationTo: 'products',
          hasMany: true,
          maxDepth: 0,
        },
        {
          name: 'hsPrefixes',
          label: 'Affected HS code prefixes',
          type: 'text',
          hasMany: true,
          validate: prefixes,
          admin: {
            description:
              'Every product whose HS code starts with one of these is affected: 1006 (rice), 070310 (onions and shallots) …',
          },
        },
      ],
    },
    {
      name: 'supersedes',
      type: 'relationship',
      relationTo: 'policy-updates',
      hasMany: true,
      maxDepth: 0,
      admin: { description: 'Earlier updates this one replaces: they stop showing on the site.' },
    },
    {
      name: 'example',
      label: 'Example content',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Seeded example (a real, past measure).' },
    },
    {
      name: 'newsItem',
      label: 'Proposed from news item',
      type: 'relationship',
      relationTo: 'news',
      unique: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'notifiedAt',
      label: 'Followers emailed',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Set when the followers of the affected products were emailed (once).',
      },
      access: { create: () => false, update: () => false },
    },
  ],
}
