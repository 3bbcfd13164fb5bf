import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'
import { adminOnly, nobody, salesTeam } from '@/access'
import {
  subscriberSourceLabels,
  subscriberSources,
  subscriberStatusLabels,
  subscriberStatuses,
  type SubscriberStatus,
} from '@/features/newsletter/constants'
import { exportSubscribersCsv } from '@/features/newsletter/export'
import { locales } from '@/i18n/locales'

const hidden = { access: { read: nobody, create: nobody, update: nobody }, admin: { hidden: true } }
/** What the subscriber did stays as recorded: staff change the status only. */
const recorded = { access: { update: nobody }, admin: { readOnly: true } } as const
const dateTime = { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } as const

/**
 * Staff may only take an address off the list (a request by email, a complaint): confirming one
 * takes the subscriber's own click on the emailed link, so nobody is subscribed by hand.
 */
const staffMayOnlyUnsubscribe: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (!req.user || !originalDoc) return data
  const next = data.status as SubscriberStatus | undefined
  if (next === undefined || next === originalDoc.status) return data
  if (next !== 'unsubscribed')
    throw new ValidationError({
      collection: 'subscribers',
      errors: [
        {
          path: 'status',
          message:
            'An address is confirmed only by its owner, through the link in the confirmation email. Staff can set Unsubscribed.',
        },
      ],
    })
  return { ...data, unsubscribedAt: new Date().toISOString(), confirmTokenHash: null }
}

/**
 * Newsletter sign-ups from /articles and the footer (double opt-in: only Confirmed addresses may
 * be sent a newsletter). Written by the site (src/features/newsletter); staff read and export.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  lockDocuments: false,
  defaultSort: '-createdAt',
  admin: {
    group: 'Mail',
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'locale', 'source', 'confirmedAt', 'createdAt'],
    listSearchableFields: ['email'],
    description:
      'Addresses that asked for the newsletter. Only Confirmed addresses (the owner clicked the link in the confirmation email) may be sent one. Export the confirmed list as CSV; to take an address off the list, set it to Unsubscribed.',
    components: {
      beforeListTable: ['@/features/newsletter/admin/subscriber-tools#SubscriberTools'],
    },
  },
  access: {
    read: salesTeam,
    create: () => false,
    update: adminOnly,
    delete: adminOnly,
  },
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportSubscribersCsv }],
  hooks: { beforeChange: [staffMayOnlyUnsubscribe] },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      ...recorded,
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
        ],
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: subscriberStatuses.map((s) => ({ value: s, label: subscriberStatusLabels[s] })),
        },
        {
          name: 'locale',
          label: 'Language',
          type: 'select',
          required: true,
          defaultValue: 'en',
          options: locales.map((l) => ({ value: l.code, label: l.label })),
          ...recorded,
        },
        {
          name: 'source',
          label: 'Signed up on',
          type: 'select',
          required: true,
          options: subscriberSources.map((s) => ({ value: s, label: subscriberSourceLabels[s] })),
          ...recorded,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'consentAt',
          label: 'Asked to subscribe at',
          type: 'date',
          required: true,
          access: { update: nobody },
          admin: {
            ...dateTime,
            description: 'When the address was last entered in the form (the consent request).',
          },
        },
        {
          name: 'confirmedAt',
          label: 'Confirmed at',
          type: 'date',
          access: { update: nobody },
          admin: { ...dateTime, description: 'When the owner clicked the confirmation link.' },
        },
        {
          name: 'unsubscribedAt',
          label: 'Unsubscribed at',
          type: 'date',
          access: { update: nobody },
          admin: dateTime,
        },
      ],
    },
    // The pending confirmation link: a hash of its token, its expiry, and when it was used.
    { name: 'confirmTokenHash', type: 'text', index: true, ...hidden },
    { name: 'confirmTokenExpiresAt', type: 'date', ...hidden },
    { name: 'confirmTokenUsedAt', type: 'date', ...hidden },
  ],
  timestamps: true,
}
