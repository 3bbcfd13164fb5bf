import type { Access, FieldAccess, PayloadRequest } from 'payload'

/**
 * Who may do what. Staff accounts live in `users` with one role:
 * - admin: everything, including staff accounts and their roles;
 * - editor: content (catalogue, pages, certificates, posts, blog topics, news, media, globals);
 * - sales: inquiries and the outbox, and reads content without changing it.
 * Anonymous visitors (and any other signed-in account, e.g. buyers) read published content only.
 */
export type StaffRole = 'admin' | 'editor' | 'sales'

type MaybeStaff = { collection?: string; role?: StaffRole | null } | null | undefined

/** Access functions that only look at the signed-in user (usable as `access.admin` too). */
type UserCheck = ({ req }: { req: Pick<PayloadRequest, 'user'> }) => boolean

export function isStaff(user: unknown): boolean {
  return Boolean(user && (user as MaybeStaff)?.collection === 'users')
}

export function hasRole(user: unknown, ...roles: StaffRole[]): boolean {
  const role = (user as MaybeStaff)?.role
  return isStaff(user) && Boolean(role && roles.includes(role))
}

/** Everyone, signed in or not. */
export const anyone: Access = () => true
/** Nobody through the API (documents or fields the site's own code writes or reads). */
export const nobody = (): boolean => false
/** Any staff member, whatever the role; also who may open /admin. */
export const staffOnly: UserCheck = ({ req }) => isStaff(req.user)
export const adminOnly: UserCheck = ({ req }) => hasRole(req.user, 'admin')
/** Content (catalogue, pages, posts, news, media, globals): admins and editors write it. */
export const contentEditors: UserCheck = ({ req }) => hasRole(req.user, 'admin', 'editor')
/** Drafts: every staff member reads them (sales read-only); everyone else only published ones. */
export const publishedOrStaff: Access = ({ req }) =>
  isStaff(req.user) || { _status: { equals: 'published' } }
/** Staff accounts: admins reach every account, other staff only their own, nobody else any. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  return isStaff(req.user) && req.user ? { id: { equals: req.user.id } } : false
}
/** Inquiries, quote requests and their emails: admins and sales staff. */
export const isSalesTeam = (user: unknown): boolean => hasRole(user, 'admin', 'sales')
export const salesTeam: UserCheck = ({ req }) => isSalesTeam(req.user)
export const adminFieldOnly: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
