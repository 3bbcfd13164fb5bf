import type { CollectionConfig, FieldAccess } from 'payload'
import { adminOnly, salesTeam } from '@/access'
import {
  incoterms,
  inquiryForms,
  inquiryStatusLabels,
  inquiryStatuses,
  inquiryTypeLabels,
  inquiryTypes,
  quantityUnitLabels,
  quantityUnits,
} from '@/features/inquiries/constants'
import { exportInquiriesCsv } from '@/features/inquiries/export'
import {
  deleteInquiryHistory,
  recordAssignmentChange,
  recordStatusChange,
} from '@/features/inquiries/history'
import { deleteInquiryAttachments } from '@/features/attachments'
import { notifyNewAssignee } from '@/features/inquiries/assignment'
import { recordFirstResponse, revalidateResponseTime } from '@/features/inquiries/response-time'
import { localeCodes } from '@/i18n/locales'

/** What the buyer sent stays as sent: staff change status and notes only. */
const asSent: FieldAccess = () => false
const sent = { access: { update: asSent }, admin: { readOnly: true } } as const
/**
 * Set by the site alone: recordFirstResponse (they feed the response time shown on the contact
 * page) and the reply-reminder job.
 */
const computed = { access: { create: asSent, update: asSent } } as const

const options = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }))

/** Inquiries and quote requests from the contact page, product pages and the quote list. */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  labels: { singular: 'Inquiry', plural: 'Inquiries' },
  lockDocuments: false,
  defaultSort: '-createdAt',
  admin: {
    group: 'Sales',
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'type', 'name', 'company', 'country', 'status', 'assignedTo'],
    listSearchableFields: ['name', 'email', 'company', 'message'],
    description:
      'Every inquiry and quote request, newest first. Filter by status, type or date, change the status as you work a lead, and export the filtered list as CSV.',
    components: {
      beforeListTable: ['@/features/inquiries/admin/inbox-tools#InboxTools'],
    },
  },
  access: {
    read: salesTeam,
    create: () => false,
    update: salesTeam,
    delete: adminOnly,
  },
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportInquiriesCsv }],
  hooks: {
    beforeChange: [recordFirstResponse],
    afterChange: [
      recordStatusChange,
      recordAssignmentChange,
      revalidateResponseTime,
      notifyNewAssignee,
    ],
    beforeDelete: [
      deleteInquiryHistory,
      // Its files go with it (records and bytes): nobody may read them any more.
      ({ req, id }) => deleteInquiryAttachments(req.payload, Number(id), req),
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          index: true,
          options: options(inquiryTypes, inquiryTypeLabels),
          ...sent,
        },
        {
          name: 'form',
          label: 'Sent from',
          type: 'select',
          required: true,
          options: options(inquiryForms),
          ...sent,
        },
        {
          name: 'locale',
          label: 'Language',
          type: 'select',
          required: true,
          options: options(localeCodes),
          ...sent,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Contact person', type: 'text', required: true, ...sent },
        { name: 'email', type: 'email', required: true, index: true, ...sent },
        { name: 'company', type: 'text', ...sent },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', ...sent },
        { name: 'country', type: 'text', ...sent },
        { name: 'volume', label: 'Expected quantity', type: 'text', ...sent },
      ],
    },
    { name: 'targetSkus', label: 'Products of interest', type: 'text', ...sent },
    { name: 'message', type: 'textarea', required: true, ...sent },
    {
      name: 'product',
      label: 'Product (slug)',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'Set when the inquiry came from a product page.' },
      access: { update: asSent },
    },
    {
      name: 'lineItems',
      label: 'Quote line items',
      type: 'array',
      ...sent,
      admin: { readOnly: true, condition: (data) => Boolean(data?.lineItems?.length) },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'product', label: 'Product (slug)', type: 'text', required: true },
            { name: 'productName', label: 'Product', type: 'text', required: true },
            { name: 'quantity', type: 'number', required: true, min: 0 },
            {
              name: 'unit',
              type: 'select',
              required: true,
              options: options(quantityUnits, quantityUnitLabels),
            },
            { name: 'packSize', type: 'text' },
          ],
        },
      ],
    },
    {
      type: 'row',
      admin: { condition: (data) => data?.type === 'quote' && Boolean(data?.incoterm) },
      fields: [
        { name: 'incoterm', type: 'select', options: options(incoterms), ...sent },
        { name: 'destinationPort', type: 'text', ...sent },
        { name: 'destinationCountry', type: 'text', ...sent },
        { name: 'targetPrice', type: 'text', ...sent },
        { name: 'shipmentMonth', label: 'Shipment month', type: 'text', ...sent },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'consentAt',
          label: 'Consent given at',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          access: { update: asSent },
        },
        {
          name: 'policyVersion',
          label: 'Privacy policy version',
          type: 'text',
          ...sent,
          admin: {
            readOnly: true,
            description: 'When the privacy policy the buyer agreed to was last changed.',
          },
        },
        { name: 'sourcePage', label: 'Sent from page', type: 'text', ...sent },
      ],
    },
    {
      // The messages with the buyer and the reply box (features/conversations).
      name: 'conversation',
      type: 'ui',
      admin: {
        components: {
          Field: '@/features/conversations/admin/conversation-field#InquiryConversationField',
        },
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: options(inquiryStatuses, inquiryStatusLabels),
      admin: { position: 'sidebar' },
    },
    {
      name: 'assignedTo',
      label: 'Assigned to',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Staff who work inquiries; editors have no access to them.
      filterOptions: { role: { in: ['admin', 'sales'] } },
      admin: {
        position: 'sidebar',
        description:
          'Who answers this inquiry. New inquiries are assigned as Sales settings say; the new assignee is emailed.',
      },
    },
    {
      name: 'quotations',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: '@/features/quotations/admin/inquiry-quotations#InquiryQuotationsField',
        },
      },
    },
    {
      name: 'attachments',
      label: 'Attached files',
      type: 'ui',
      admin: {
        components: {
          Field: '@/features/attachments/admin/attachments-field#InquiryAttachmentsField',
        },
      },
    },
    {
      name: 'history',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/features/inquiries/admin/history-field#InquiryHistoryField' },
      },
    },
    {
      name: 'buyer',
      label: 'Buyer account',
      type: 'relationship',
      relationTo: 'buyers',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Set when the buyer was signed in when sending.',
      },
      access: { update: asSent },
    },
    {
      name: 'staffNotes',
      type: 'textarea',
      admin: { position: 'sidebar', rows: 8, description: 'Only staff see these notes.' },
    },
    {
      name: 'firstResponseAt',
      label: 'First response',
      type: 'date',
      ...computed,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Set when the status first moves on from New (spam does not count).',
      },
    },
    {
      name: 'firstResponseMinutes',
      label: 'Minutes to first response',
      type: 'number',
      ...computed,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'reminderSentAt',
      label: 'Reply reminder sent',
      type: 'date',
      ...computed,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        condition: (data) => Boolean(data?.reminderSentAt),
        description: 'The assignee was reminded that this inquiry has no reply yet.',
      },
    },
    {
      name: 'escalatedAt',
      label: 'Admins told',
      type: 'date',
      ...computed,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        condition: (data) => Boolean(data?.escalatedAt),
        description: 'The admins were told that this inquiry still has no reply.',
      },
    },
  ],
  timestamps: true,
}
