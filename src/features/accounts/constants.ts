/** Limits and lifetimes of buyer accounts. Each is a product decision, stated once here. */

/** The spec's minimum password length. */
export const PASSWORD_MIN = 6
/** Long enough for a passphrase, short enough that hashing it cannot be used to burn CPU. */
export const PASSWORD_MAX = 128
export const NAME_MAX = 80
export { EMAIL_MAX } from '@/components/form/limits'
export const PROFILE_FIELD_MAX = 120

/** The httpOnly session cookie, and a readable flag that only says "a session may exist". */
export const SESSION_COOKIE = 'buyer_session'
export const SIGNED_IN_HINT_COOKIE = 'signed_in'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** A session ends after this long without activity... */
export const SESSION_IDLE_MS = 30 * DAY
/** ...and is renewed (expiry pushed out, cookie re-sent) at most this often while in use. */
export const SESSION_RENEW_AFTER_MS = DAY

/** Email confirmation and password reset links. */
export const CONFIRM_TOKEN_TTL_MS = 2 * DAY
export const RESET_TOKEN_TTL_MS = 60 * MINUTE

/**
 * Password tries (sign-in, password change) from one client address at one account within
 * LOCK_MS; after them that address is refused at that account until LOCK_MS from the first try
 * is over. A right password clears the count. Other addresses are not affected.
 */
export const MAX_FAILED_SIGN_INS = 5
export const LOCK_MS = 10 * MINUTE

/** Body size accepted by the account endpoints. */
export const ACCOUNT_BODY_BYTES = 8 * 1024

export const tokenKinds = ['session', 'confirm', 'reset'] as const
export type TokenKind = (typeof tokenKinds)[number]
