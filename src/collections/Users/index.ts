import type { CollectionConfig } from 'payload'
import { adminFieldOnly, adminOnly, hasRole, isStaff } from '@/access'

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
    admin: ({ req }) => isStaff(req.user),
    read: ({ req }) =>
      hasRole(req.user as never, 'admin') || (req.user ? { id: { equals: req.user.id } } : false),
    create: adminOnly,
    update: ({ req }) =>
      hasRole(req.user as never, 'admin') || (req.user ? { id: { equals: req.user.id } } : false),
    delete: adminOnly,
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
