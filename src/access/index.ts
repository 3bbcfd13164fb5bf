import type { Access, FieldAccess } from 'payload'

export type StaffRole = 'admin' | 'editor' | 'sales'

type MaybeStaff = { collection?: string; role?: StaffRole | null } | null | undefined

export function isStaff(user: MaybeStaff): boolean {
  return Boolean(user && user.collection === 'users')
}

export function hasRole(user: MaybeStaff, ...roles: StaffRole[]): boolean {
  return Boolean(user && user.collection === 'users' && user.role && roles.includes(user.role))
}

export const anyone: Access = () => true
export const staffOnly: Access = ({ req }) => isStaff(req.user as MaybeStaff)
export const adminOnly: Access = ({ req }) => hasRole(req.user as MaybeStaff, 'admin')
/** Content (catalogue, pages, posts, news): admins and editors write; everyone reads. */
export const contentEditors: Access = ({ req }) =>
  hasRole(req.user as MaybeStaff, 'admin', 'editor')
/** Inquiries, quote requests and their emails: admins and sales staff. */
export const isSalesTeam = (user: unknown): boolean => hasRole(user as MaybeStaff, 'admin', 'sales')
export const salesTeam: Access = ({ req }) => isSalesTeam(req.user)
export const adminFieldOnly: FieldAccess = ({ req }) => hasRole(req.user as MaybeStaff, 'admin')
