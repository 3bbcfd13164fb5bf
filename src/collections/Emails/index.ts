import type { CollectionConfig } from 'payload'
import { adminOnly, hasRole, isSalesTeam, salesTeam } from '@/access'
import { emailKinds, emailStatuses } from '@/features/email/constants'
import { retryNowWhenRequeued } from '@/features/email/outbox'

/**
 * The outbox: every email the site sends is stored here first and delivered by a worker that
 * retries with growing delays, so a failing mail server never loses a message.
 */
export const Emails: CollectionConfig = {
  slug: 'emails',
  labels: { singular: 'Email', plural: 'Outbox' },
  lockDocuments: false,
  defaultSort: '-createdAt',
  admin: {
    group: 'Sales',
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'subject', 'to', 'status', 'attempts', 'lastError'],
    listSearchableFields: ['subject', 'to'],
    description:
      'Emails the site sends, with their delivery status. Queued and failed messages are retried automatically with growing delays; to retry a failed message now, set its status to Queued and save.',
  },
  access: {
    // Account and newsletter emails carry links that act for their owner (sign-in, password
    // reset, confirming a subscription): admins only.
    read: ({ req }) =>
      hasRole(req.user as never, 'admin') ||
      (isSalesTeam(req.user) && { kind: { not_in: ['account', 'newsletter'] } }),
    create: () => false,
    update: salesTeam,
    delete: adminOnly,
  },
  hooks: { beforeChange: [retryNowWhenRequeued] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'to', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'replyTo', type: 'text', admin: { readOnly: true } },
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: emailKinds.map((k) => ({ value: k, label: k })),
          admin: { readOnly: true },
        },
      ],
    },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'text',
      label: 'Text body',
      type: 'textarea',
      required: true,
      admin: { readOnly: true, rows: 14 },
    },
    { name: 'html', label: 'HTML body', type: 'textarea', admin: { readOnly: true, rows: 6 } },
    { name: 'inquiry', type: 'relationship', relationTo: 'inquiries', admin: { readOnly: true } },
    {
      name: 'listUnsubscribe',
      label: 'Unsubscribe URL',
      type: 'text',
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.listUnsubscribe),
        description:
          'Sent as the List-Unsubscribe header with one-click unsubscribe (RFC 8058): mail programs show an Unsubscribe button.',
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: emailStatuses.map((s) => ({ value: s, label: s })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'attempts',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'nextAttemptAt',
      label: 'Next attempt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'sentAt',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'lastError', type: 'text', admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'messageId',
      label: 'Message id',
      type: 'text',
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
