import type { CollectionConfig } from 'payload'
import { anyone, contentEditors } from '@/access'
import { certificateStatusLabel } from '@/features/company/certificates'
import { revalidateAfterChange, revalidateAfterDelete } from '@/lib/hooks'

/** Certifications shown on the quality page, with their validity. */
export const Certificates: CollectionConfig = {
  slug: 'certificates',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'validUntil', 'status', 'whenExpired', 'file'],
    group: 'Company pages',
    description:
      'Validity is computed from the dates: expired certificates show "Renewal in progress" or are hidden, never as valid.',
  },
  defaultSort: 'order',
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'issuer', type: 'text', required: true, localized: true },
    { name: 'scope', type: 'textarea', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'validUntil', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
        {
          name: 'ongoing',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'No expiry date' },
        },
        {
          name: 'whenExpired',
          type: 'select',
          required: true,
          defaultValue: 'renewal',
          options: [
            { label: 'Show "Renewal in progress"', value: 'renewal' },
            { label: 'Hide from the site', value: 'hide' },
          ],
        },
      ],
    },
    {
      name: 'status',
      type: 'text',
      virtual: true,
      admin: { readOnly: true, description: 'Computed from the dates.' },
      hooks: { afterRead: [({ siblingData }) => certificateStatusLabel(siblingData)] },
    },
    {
      name: 'file',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The certificate document (PDF or image) buyers can download.' },
    },
    { name: 'order', type: 'number', defaultValue: 0, index: true },
  ],
}
