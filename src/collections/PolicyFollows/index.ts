import type { CollectionConfig } from 'payload'
import { adminOnly, nobody, salesTeam } from '@/access'

/**
 * Buyers following a product's export-policy updates: written by the site alone (the Follow
 * button, the account page's Unfollow, the email's unsubscribe link), never through the API.
 */
export const PolicyFollows: CollectionConfig = {
  slug: 'policy-follows',
  labels: { singular: 'Product follow', plural: 'Product follows' },
  lockDocuments: false,
  defaultSort: '-createdAt',
  admin: {
    group: 'Sales',
    defaultColumns: ['buyer', 'product', 'createdAt'],
    description:
      'Buyers who asked to be emailed when an export-policy update affecting a product is published.',
  },
  access: { read: salesTeam, create: nobody, update: nobody, delete: adminOnly },
  fields: [
    {
      name: 'buyer',
      type: 'relationship',
      relationTo: 'buyers',
      // Not `required` (a NOT NULL column): deleting a product or an account empties it.
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      index: true,
      maxDepth: 0,
      admin: { readOnly: true },
    },
    {
      // "{buyer}:{product}": one follow per buyer and product, even for two posts at once.
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      admin: { readOnly: true, hidden: true },
    },
  ],
}
