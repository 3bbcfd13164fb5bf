import type { CollectionConfig } from 'payload'
import { nobody, salesTeam } from '@/access'
import {
  inquiryEventActors,
  inquiryEventKindLabels,
  inquiryEventKinds,
} from '@/features/inquiries/constants'

/**
 * The history of each inquiry: status changes and quotation events, with who and when. Written
 * only by the site's own hooks and endpoints (`recordInquiryEvent` in features/inquiries), never
 * through the API; read by admins and sales staff, shown on the inquiry's edit view.
 */
export const InquiryEvents: CollectionConfig = {
  slug: 'inquiry-events',
  labels: { singular: 'Inquiry event', plural: 'Inquiry history' },
  lockDocuments: false,
  defaultSort: '-at',
  admin: {
    group: 'Sales',
    useAsTitle: 'kind',
    defaultColumns: ['at', 'inquiry', 'kind', 'from', 'to', 'by', 'actor'],
    description:
      'What happened to each inquiry, and who did it. Written by the site alone; it cannot be edited.',
  },
  access: {
    read: salesTeam,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  fields: [
    {
      name: 'inquiry',
      type: 'relationship',
      relationTo: 'inquiries',
      required: true,
      index: true,
    },
    {
      name: 'at',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'by',
      label: 'Staff member',
      type: 'relationship',
      relationTo: 'users',
      admin: { description: 'Empty when the buyer or the system made the change.' },
    },
    {
      name: 'actor',
      type: 'select',
      required: true,
      defaultValue: 'system',
      options: inquiryEventActors.map((value) => ({ value, label: value })),
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: inquiryEventKinds.map((value) => ({ value, label: inquiryEventKindLabels[value] })),
    },
    {
      type: 'row',
      fields: [
        { name: 'from', type: 'text' },
        { name: 'to', type: 'text' },
      ],
    },
    { name: 'note', type: 'textarea' },
  ],
  timestamps: true,
}
