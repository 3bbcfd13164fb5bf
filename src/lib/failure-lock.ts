import { createHash } from 'node:crypto'
import { isIPv6 } from 'node:net'
import { createLimiter } from './limiter'
import { networkOf, type Limiter } from './rate-limit'

/**
 * Password tries at one account (staff sign-in, buyer sign-in and password change), counted so
 * that nobody can lock someone else out of their account:
 *
 * - per client address and account: `tries` per `lockMs`, then that address is refused at that
 *   account until the window ends; a success clears the address's count. The owner signing in
 *   from anywhere else is not affected. An IPv6 client counts as its /64 (one client holds a
 *   whole /64, so its addresses are not fresh tries each);
 * - per account from all addresses together (`perAccountPerHour`, 0 = none): a ceiling against
 *   guessing spread over many addresses. It does shut the account for everyone until the hour
 *   is over, but only for someone with more than perAccountPerHour / (tries per hour) addresses.
 *
 * Each try is counted before the password is checked, in one atomic step per limit, so a burst of
 * parallel tries gets no more checks than `tries`. The account is kept as a hash in the keys
 * (counts in Redis carry no email addresses).
 */

export type FailureLockRules = { tries: number; lockMs: number; perAccountPerHour: number }

export type LockDecision =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: 'address' | 'account' }

export type FailureLock = {
  /** Counts one password try of client `ip` at `account` and says whether it may be checked. */
  consume(ip: string, account: string): Promise<LockDecision>
  /** A right password: forgets `ip`'s failed tries at `account`. */
  reset(ip: string, account: string): Promise<void>
}

const HOUR = 60 * 60_000

const accountKey = (account: string) =>
  createHash('sha256').update(account.trim().toLowerCase()).digest('base64url')
const clientKey = (ip: string) => (isIPv6(ip) ? networkOf(ip) : ip)
const lockKey = (ip: string, account: string) => `${clientKey(ip)}|${accountKey(account)}`

/** A failure lock counted by `limiter` (createLimiter: in Redis when REDIS_URL is set). */
export function failureLock(
  name: string,
  rules: FailureLockRules,
  limiter: (name: string, rules: { limit: number; windowMs: number }[]) => Limiter = createLimiter,
): FailureLock {
  const perAddress = limiter(`${name}-lock`, [{ limit: rules.tries, windowMs: rules.lockMs }])
  const perAccount = limiter(`${name}-account`, [
    { limit: rules.perAccountPerHour, windowMs: HOUR },
  ])
  return {
    async consume(ip, account) {
      // A locked address's tries do not use up the account's ceiling.
      const own = await perAddress.consume(lockKey(ip, account))
      if (!own.allowed) return { ...own, scope: 'address' }
      const all = await perAccount.consume(accountKey(account))
      if (!all.allowed) return { ...all, scope: 'account' }
      return { allowed: true }
    },
    async reset(ip, account) {
      await perAddress.reset(lockKey(ip, account))
    },
  }
}
