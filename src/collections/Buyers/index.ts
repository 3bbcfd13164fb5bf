import type { CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { adminOnly, nobody, salesTeam } from '@/access'
import { tokenKinds } from '@/features/accounts/constants'
import { locales } from '@/i18n/locales'

/** Set by the accounts code alone (sign-up, confirmation, sign-in), never through the API. */
const readOnly = { access: { create: nobody, update: nobody }, admin: { readOnly: true } } as const

/** A buyer's sessions, links and followed products end with the account. */
const deleteTokens: CollectionAfterDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'buyer-tokens',
    where: { buyer: { equals: id } },
    overrideAccess: true,
    req,
  })
  await req.payload.delete({
    collection: 'policy-follows',
    where: { buyer: { equals: id } },
    overrideAccess: true,
    req,
  })
}

/**
 * Buyers' accounts, separate from staff (`users`): they sign in on the public site, never in
 * /admin. Sign-up, confirmation, sessions and password resets live in src/features/accounts;
 * the password hash is never readable through any API.
 */
export const Buyers: CollectionConfig = {
  slug: 'buyers',
  labels: { singular: 'Buyer account', plural: 'Buyer accounts' },
  lockDocuments: false,
  defaultSort: '-createdAt',
  admin: {
    group: 'Sales',
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'company', 'country', 'emailConfirmedAt'],
    listSearchableFields: ['email', 'firstName', 'lastName', 'company'],
    description:
      'Buyers who signed up on the website. Their inquiries link to them. Buyers manage their own profile and password on the site.',
  },
  access: {
    read: salesTeam,
    create: () => false,
    update: adminOnly,
    delete: adminOnly,
  },
  hooks: { afterDelete: [deleteTokens] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    { name: 'email', type: 'email', required: true, unique: true, index: true, ...readOnly },
    {
      name: 'passwordHash',
      type: 'text',
      required: true,
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'company', type: 'text' },
        { name: 'country', type: 'text' },
        { name: 'phone', type: 'text' },
      ],
    },
    {
      name: 'locale',
      label: 'Preferred language',
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: locales.map((l) => ({ value: l.code, label: l.label })),
    },
    {
      name: 'emailConfirmedAt',
      label: 'Email confirmed',
      type: 'date',
      access: readOnly.access,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastSignInAt',
      label: 'Last sign-in',
      type: 'date',
      access: readOnly.access,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
  timestamps: true,
}

/**
 * Sessions, email-confirmation and password-reset links of buyers. Only the SHA-256 of each
 * token is stored; the token itself is in the buyer's cookie or email. Not shown in the admin and
 * closed to every API: only the accounts code reads it (with overrideAccess).
 */
export const BuyerTokens: CollectionConfig = {
  slug: 'buyer-tokens',
  lockDocuments: false,
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'kind', type: 'select', required: true, options: [...tokenKinds] },
    { name: 'buyer', type: 'relationship', relationTo: 'buyers', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
    { name: 'lastSeenAt', type: 'date' },
    /** For a confirmation link: the password chosen at that sign-up, applied when it is used. */
    { name: 'passwordHash', type: 'text' },
    { name: 'userAgent', type: 'text' },
  ],
  timestamps: true,
}
