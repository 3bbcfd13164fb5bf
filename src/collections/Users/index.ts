import type { CollectionConfig } from 'payload'
import { adminFieldOnly, adminOnly, adminOrSelf, staffOnly } from '@/access'

/** Staff accounts for /admin. Buyers have their own collection. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: 'Settings' },
  access: {
    admin: staffOnly,
    // Admins manage every account; editors and sales see and edit their own (not their role).
    read: adminOrSelf,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    // Payload's default lets any staff member unlock any account locked after failed logins.
    unlock: adminOnly,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'admin',
      options: [
        { label: 'Admin (everything)', value: 'admin' },
        { label: 'Editor (content)', value: 'editor' },
        { label: 'Sales (inquiries)', value: 'sales' },
      ],
      access: { update: adminFieldOnly },
      saveToJWT: true,
    },
  ],
}
