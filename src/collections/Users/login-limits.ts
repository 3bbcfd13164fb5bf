import { pbkdf2, randomBytes } from 'node:crypto'
import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { env } from '@/lib/env'
import { failureLock, type FailureLock } from '@/lib/failure-lock'
import { createLimiter } from '@/lib/limiter'
import { clientIp, type Limiter, type RateDecision } from '@/lib/rate-limit'
import { singleton } from '@/lib/singleton.mjs'

/**
 * Limits on staff sign-in (POST /api/users/login, which the admin's login form also posts to),
 * in place of Payload's `maxLoginAttempts`, which locks an account for everyone: five wrong
 * passwords from anywhere would shut any admin out.
 *
 * - per client address (AUTH_RATE_PER_MINUTE, AUTH_RATE_PER_DAY), like buyer sign-in;
 * - per address and account (src/lib/failure-lock.ts, shared with buyer sign-in):
 *   STAFF_MAX_FAILED_LOGINS tries, then that address is locked out of that account for the rest
 *   of STAFF_LOCK_MS; a successful sign-in clears it. The admin signing in from anywhere else is
 *   not affected;
 * - per account from all addresses (STAFF_LOGIN_PER_ACCOUNT_PER_HOUR), against guessing spread
 *   over many addresses; high enough that one address (held to STAFF_MAX_FAILED_LOGINS per lock
 *   time) cannot use it up.
 *
 * Every try is counted before the password is checked, in one atomic step per limit. An unknown
 * address costs the same hashing time as a known one (Payload skips the hash when it finds no
 * account), so the answer time does not tell which addresses have staff accounts.
 */

const MINUTE = 60_000
export const STAFF_MAX_FAILED_LOGINS = 5
export const STAFF_LOCK_MS = 10 * MINUTE

type StaffLoginLimiters = { perIp: Limiter; lock: FailureLock }

// Made at the first sign-in (the environment is read then), once per process.
function limiters(): StaffLoginLimiters {
  return singleton<StaffLoginLimiters>('staff-login.limiters', () => ({
    perIp: createLimiter('staff-login', [
      { limit: env().AUTH_RATE_PER_MINUTE, windowMs: MINUTE },
      { limit: env().AUTH_RATE_PER_DAY, windowMs: 24 * 60 * MINUTE },
    ]),
    lock: failureLock('staff-login', {
      tries: STAFF_MAX_FAILED_LOGINS,
      lockMs: STAFF_LOCK_MS,
      perAccountPerHour: env().STAFF_LOGIN_PER_ACCOUNT_PER_HOUR,
    }),
  }))
}

const emailOf = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  // (At most an address's length: it is looked up.)
  return typeof email === 'string' ? email.toLowerCase().trim().slice(0, 254) : ''
}

const ipOf = (req: PayloadRequest) => clientIp(req.headers, env().TRUST_PROXY_HOPS)

function refuse(req: PayloadRequest, decision: RateDecision, what: string): never {
  const seconds = decision.allowed ? 60 : decision.retryAfterSeconds
  const minutes = Math.ceil(seconds / 60)
  req.responseHeaders = new Headers({ 'Retry-After': String(seconds) })
  throw new APIError(
    `${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    429,
    undefined,
    true,
  )
}

/**
 * The work Payload does to check a password (pbkdf2-sha256-v1: 600,000 rounds of SHA-256, a
 * 32-byte key; payload/dist/auth/strategies/local/generatePasswordSaltHash.js), for an address
 * without an account. tests/int/roles.int.test.ts compares the answer times, so a Payload
 * upgrade that changes the cost shows there.
 */
function decoyHash(password: string): Promise<void> {
  return new Promise((resolve) =>
    pbkdf2(password, randomBytes(32).toString('hex'), 600_000, 32, 'sha256', () => resolve()),
  )
}

export const limitStaffLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  // The Local API (seed, scripts, tests) is this app's own code.
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  const email = emailOf(args.data)
  const ip = ipOf(req)
  const { perIp, lock } = limiters()

  const decision = await perIp.consume(ip)
  if (!decision.allowed) refuse(req, decision, 'Too many sign-in attempts from your address.')
  const locked = await lock.consume(ip, email)
  if (!locked.allowed)
    refuse(
      req,
      locked,
      locked.scope === 'address'
        ? 'Too many failed sign-ins to this account from your address.'
        : 'Too many sign-in attempts to this account.',
    )

  const password = (args.data as { password?: unknown } | undefined)?.password
  if (email && typeof password === 'string' && password) {
    const known = await req.payload.count({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
      req,
    })
    if (known.totalDocs === 0) await decoyHash(password)
  }
  return args
}

/** A successful sign-in clears its address's failed tries for the account. */
export const clearStaffLoginLock: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI === 'local') return user
  await limiters().lock.reset(ipOf(req), String(user.email ?? ''))
  return user
}
