import type { Access, CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from 'payload'
import { adminFieldOnly, adminOnly, adminOrSelf, hasRole, staffOnly } from '@/access'
import { clearStaffLoginLock, limitStaffLogin } from './login-limits'

const noStaffYet = async (req: PayloadRequest) =>
  (await req.payload.count({ collection: 'users', req, overrideAccess: true })).totalDocs === 0

/**
 * The first account, registered on /admin's create-first-user screen (POST
 * /api/users/first-register), is always an admin: anything less would leave nobody able to
 * manage staff. Later accounts get the role the admin chose, never one by default.
 */
const firstAccountIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation === 'create' && req.payloadAPI !== 'local' && (await noStaffYet(req)))
    return { ...data, role: 'admin' }
  return data
}

/**
 * Sales staff also see who else works inquiries (admins and sales), to assign one to a
 * colleague; editors see only themselves.
 */
const readable: Access = (args) => {
  const { req } = args
  if (hasRole(req.user, 'sales') && req.user)
    return { or: [{ id: { equals: req.user.id } }, { role: { in: ['admin', 'sales'] } }] }
  return adminOrSelf(args)
}

/** Staff accounts for /admin. Buyers have their own collection. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  auth: {
    // Off: Payload's lock holds an account for everyone, so five wrong passwords from anywhere
    // would shut any admin out. Failed tries lock per address and account instead
    // (./login-limits.ts).
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role', 'updatedAt'],
    listSearchableFields: ['name', 'email'],
    group: 'System',
  },
  access: {
    admin: staffOnly,
    // Admins manage every account; editors and sales edit their own (not their role); sales
    // also see the sales team's accounts (assignment of inquiries).
    read: readable,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    // No account locks any more (maxLoginAttempts 0, see auth); the endpoint stays admin-only.
    unlock: adminOnly,
  },
  hooks: {
    beforeChange: [firstAccountIsAdmin],
    beforeOperation: [limitStaffLogin],
    afterLogin: [clearStaffLoginLock],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      // No default privilege: whoever adds a staff member picks the role (the first account
      // is an admin, see firstAccountIsAdmin).
      defaultValue: async ({ req }) => ((await noStaffYet(req)) ? 'admin' : undefined),
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
