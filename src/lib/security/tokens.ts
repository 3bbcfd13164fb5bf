import { createHash, randomBytes } from 'node:crypto'

/** A random 256-bit token for a cookie or a link. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What is stored instead of a token or an email address. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url')
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}
