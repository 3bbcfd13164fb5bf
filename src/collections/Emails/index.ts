import type { Access, CollectionConfig, FieldHook } from 'payload'
import { adminOnly, hasRole, isSalesTeam } from '@/access'
import { emailKinds, emailStatuses } from '@/features/email/constants'
import { hideTokens } from '@/features/email/hide-tokens'
import { onlyRetryByStaff, retryNowWhenRequeued } from '@/features/email/outbox'

// Account and newsletter emails carry links that act for their owner (sign-in, password
// reset, confirming a subscription): admins only.
const readable: Access = ({ req }) =>
  hasRole(req.user, 'admin') ||
  (isSalesTeam(req.user) && { kind: { not_in: ['account', 'newsletter', 'policy-alert'] } })

/** Written by the site alone: no API request changes what is sent, to whom, or its history. */
const system = { access: { create: () => false, update: () => false } } as const

/**
 * No API answer (reads, and the documents returned by updates and deletes) and no admin screen
 * carries a working token: only the delivery worker reads the real body, from the database.
 */
const tokensHidden: FieldHook = ({ value, overrideAccess }) =>
  !overrideAccess && typeof value === 'string' ? hideTokens(value) : value
const hidesTokens = { hooks: { afterRead: [tokensHidden] } }

/** The size of the bytes a base64 text holds. */
const base64Bytes = (text: string) =>
  (text.length * 3) / 4 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0)

/**
 * Attached files are kept whole for the delivery worker; API answers and the admin show their
 * names, types and sizes only.
 */
const attachmentsListed: FieldHook = ({ value, overrideAccess }) =>
  !overrideAccess && Array.isArray(value)
    ? value.map((a: { filename?: string; contentType?: string; base64?: string }) => ({
        filename: a.filename,
        contentType: a.contentType,
        bytes: base64Bytes(a.base64 ?? ''),
      }))
    : value

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
    group: 'Mail',
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'subject', 'to', 'status', 'attempts', 'lastError'],
    listSearchableFields: ['subject', 'to'],
    description:
      'Emails the site sends, with their delivery status. Queued and failed messages are retried automatically with growing delays; to retry a failed message now, set its status to Queued and save.',
  },
  access: {
    read: readable,
    create: () => false,
    // Only the status, only of emails the user may read, only back to Queued (retry now).
    update: readable,
    delete: adminOnly,
  },
  hooks: { beforeChange: [onlyRetryByStaff, retryNowWhenRequeued] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'to', type: 'text', required: true, ...system, admin: { readOnly: true } },
        { name: 'replyTo', type: 'text', ...system, admin: { readOnly: true } },
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: emailKinds.map((k) => ({ value: k, label: k })),
          ...system,
          admin: { readOnly: true },
        },
      ],
    },
    { name: 'subject', type: 'text', required: true, ...system, admin: { readOnly: true } },
    {
      name: 'text',
      label: 'Text body',
      type: 'textarea',
      required: true,
      ...system,
      ...hidesTokens,
      admin: { readOnly: true, rows: 14 },
    },
    {
      name: 'html',
      label: 'HTML body',
      type: 'textarea',
      ...system,
      ...hidesTokens,
      admin: { readOnly: true, rows: 6 },
    },
    {
      name: 'attachments',
      label: 'Attached files',
      type: 'json',
      ...system,
      hooks: { afterRead: [attachmentsListed] },
      admin: {
        readOnly: true,
        condition: (data) => Array.isArray(data?.attachments) && data.attachments.length > 0,
        description: 'Files sent with the message: name, type and size.',
      },
    },
    {
      name: 'inquiry',
      type: 'relationship',
      relationTo: 'inquiries',
      ...system,
      admin: { readOnly: true },
    },
    {
      name: 'listUnsubscribe',
      label: 'Unsubscribe URL',
      type: 'text',
      ...system,
      ...hidesTokens,
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
      ...system,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'nextAttemptAt',
      label: 'Next attempt',
      type: 'date',
      index: true,
      ...system,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'sentAt',
      type: 'date',
      ...system,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'lastError', type: 'text', ...system, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'messageId',
      label: 'Message id',
      type: 'text',
      ...system,
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
