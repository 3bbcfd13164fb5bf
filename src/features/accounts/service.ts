import type { Payload } from 'payload'
import { queueEmail } from '@/features/email'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { FailureLock } from '@/lib/failure-lock'
import { logger } from '@/lib/logger'
import type { Buyer } from '@/payload-types'
import {
  CONFIRM_TOKEN_TTL_MS,
  RESET_TOKEN_TTL_MS,
  SESSION_IDLE_MS,
  SESSION_RENEW_AFTER_MS,
} from './constants'
import { alreadyRegisteredEmail, confirmationEmail, resetEmail } from './emails'
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password'
import type { Profile, SignIn, SignUp } from './schema'
import {
  deleteTokens,
  findBuyerByEmail,
  findToken,
  issueToken,
  latestToken,
  linkInquiriesByEmail,
  passwordHashOf,
  pruneExpired,
} from './store'
import { normalizeEmail, sha256 } from '@/lib/security/tokens'

/**
 * What buyers can do with their account. Every answer that could tell whether an address is
 * registered is the same either way: sign-up always says "check your email", a wrong password and
 * an unknown address fail alike (after the same hashing work), password tries are counted per
 * client address and email address whether or not it has an account, and resend/reset always say
 * "sent".
 */

export type AccountContext = {
  payload: Payload
  siteUrl: string
  /** Called after an email was queued (to deliver it now). */
  onQueued?: () => void
  now?: () => Date
}

/** The same email is sent at most once a minute per account (resend, reset). */
const EMAIL_SPACING_MS = 60_000

const clock = (ctx: Pick<AccountContext, 'now'>) => (ctx.now ? ctx.now() : new Date())

async function companyName(ctx: AccountContext, locale: Locale): Promise<string> {
  try {
    const settings = await ctx.payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
    return settings.companyName || 'Bharat Agro Exports'
  } catch {
    return 'Bharat Agro Exports'
  }
}

function buyerLocale(buyer: Pick<Buyer, 'locale'>): Locale {
  return buyer.locale && isLocale(buyer.locale) ? buyer.locale : defaultLocale
}

async function send(
  ctx: AccountContext,
  to: string,
  rendered: { subject: string; text: string; html?: string | null },
) {
  await queueEmail(ctx.payload, { ...rendered, to, kind: 'account' })
  ctx.onQueued?.()
}

async function sendConfirmation(ctx: AccountContext, buyer: Buyer, passwordHash: string) {
  await deleteTokens(ctx.payload, buyer.id, ['confirm'])
  const token = await issueToken(ctx.payload, 'confirm', buyer.id, CONFIRM_TOKEN_TTL_MS, {
    passwordHash,
    now: clock(ctx),
  })
  const locale = buyerLocale(buyer)
  // The page with the Confirm button: opening the link changes nothing.
  const url = `${ctx.siteUrl}${localizedPath(locale, '/auth/confirm')}?token=${token}`
  await send(
    ctx,
    buyer.email,
    confirmationEmail(locale, {
      firstName: buyer.firstName,
      company: await companyName(ctx, locale),
      url,
      hours: CONFIRM_TOKEN_TTL_MS / 3_600_000,
    }),
  )
}

// ---------------------------------------------------------------------------------------------
// Sign-up and confirmation

export type SignUpResult = { status: 'check-email' }

export async function signUp(
  ctx: AccountContext,
  input: SignUp & { locale: Locale },
): Promise<SignUpResult> {
  const email = normalizeEmail(input.email)
  // Hashed first, whatever happens next, so every path takes as long.
  const passwordHash = await hashPassword(input.password)
  const existing = await findBuyerByEmail(ctx.payload, email)
  if (existing?.emailConfirmedAt) {
    const locale = buyerLocale(existing)
    await send(
      ctx,
      existing.email,
      alreadyRegisteredEmail(locale, {
        firstName: existing.firstName,
        company: await companyName(ctx, locale),
        signInUrl: `${ctx.siteUrl}${localizedPath(locale, '/auth')}`,
        resetUrl: `${ctx.siteUrl}${localizedPath(locale, '/auth/forgot')}`,
      }),
    )
    logger.info({ buyer: existing.id }, 'sign-up for an existing account: notice sent')
    return { status: 'check-email' }
  }

  let buyer: Buyer
  if (existing) {
    // Not confirmed yet: the latest sign-up's details win, and its link carries its password.
    buyer = await ctx.payload.update({
      collection: 'buyers',
      id: existing.id,
      data: {
        firstName: input.firstName,
        lastName: input.lastName,
        locale: input.locale,
        passwordHash,
      } as Partial<Buyer>,
      overrideAccess: true,
      depth: 0,
    })
  } else {
    try {
      buyer = await ctx.payload.create({
        collection: 'buyers',
        data: {
          firstName: input.firstName,
          lastName: input.lastName,
          email,
          locale: input.locale,
          passwordHash,
        } as Buyer & { passwordHash: string },
        overrideAccess: true,
        depth: 0,
      })
    } catch (error) {
      // Two sign-ups for one address at the same moment: the other one created the account.
      logger.warn({ error: String(error) }, 'sign-up could not create the account')
      return { status: 'check-email' }
    }
  }
  await sendConfirmation(ctx, buyer, passwordHash)
  logger.info({ buyer: buyer.id }, 'sign-up: confirmation sent')
  return { status: 'check-email' }
}

export type ConfirmLink =
  | { status: 'pending'; locale: Locale; email: string }
  | { status: 'already-confirmed' | 'expired'; locale: Locale }
  | { status: 'invalid' }

export type ConfirmResult =
  { status: 'confirmed' | 'already-confirmed' | 'expired'; locale: Locale } | { status: 'invalid' }

/** The /auth status that tells the buyer how a confirmation link went. */
export const confirmResultStatus = {
  pending: 'link-invalid',
  confirmed: 'confirmed',
  'already-confirmed': 'already-confirmed',
  expired: 'link-expired',
  invalid: 'link-invalid',
} as const

async function confirmLink(
  ctx: Pick<AccountContext, 'payload' | 'now'>,
  token: string,
): Promise<{ link: ConfirmLink; found: Awaited<ReturnType<typeof findToken>> }> {
  const found = await findToken(ctx.payload, 'confirm', token)
  if (!found) return { link: { status: 'invalid' }, found }
  const locale = buyerLocale(found.buyer)
  if (found.usedAt) return { link: { status: 'already-confirmed', locale }, found }
  if (Date.parse(found.expiresAt) <= clock(ctx).getTime())
    return { link: { status: 'expired', locale }, found }
  return { link: { status: 'pending', locale, email: found.buyer.email }, found }
}

/** What a confirmation link would do, for the page with the Confirm button. Changes nothing. */
export async function checkConfirmLink(
  ctx: Pick<AccountContext, 'payload' | 'now'>,
  token: string,
): Promise<ConfirmLink> {
  return (await confirmLink(ctx, token)).link
}

/**
 * The Confirm button (a post, never the GET of the link): the address is proven, the password of
 * that sign-up applies, and the guest inquiries sent from the address until now join the account.
 */
export async function confirmEmail(ctx: AccountContext, token: string): Promise<ConfirmResult> {
  const { link, found } = await confirmLink(ctx, token)
  if (link.status !== 'pending') return link
  if (!found) return { status: 'invalid' }
  const buyer = found.buyer
  const now = clock(ctx)
  const confirmedAt = buyer.emailConfirmedAt ?? now.toISOString()
  await ctx.payload.update({
    collection: 'buyers',
    id: buyer.id,
    data: {
      emailConfirmedAt: confirmedAt,
      ...(found.passwordHash ? { passwordHash: found.passwordHash } : {}),
    } as Partial<Buyer>,
    overrideAccess: true,
    depth: 0,
  })
  // Kept (marked used) until it expires, so a second click says "already confirmed".
  await ctx.payload.update({
    collection: 'buyer-tokens',
    id: found.id,
    data: { usedAt: now.toISOString(), passwordHash: null },
    overrideAccess: true,
    depth: 0,
  })
  await deleteTokens(ctx.payload, buyer.id, ['confirm'], found.id)
  await linkInquiriesByEmail(ctx.payload, buyer.id, buyer.email, confirmedAt)
  logger.info({ buyer: buyer.id }, 'email confirmed')
  return { status: 'confirmed', locale: link.locale }
}

/** Sends a new confirmation link to an unconfirmed account; says nothing either way. */
export async function resendConfirmation(ctx: AccountContext, rawEmail: string): Promise<void> {
  const buyer = await findBuyerByEmail(ctx.payload, normalizeEmail(rawEmail))
  if (!buyer || buyer.emailConfirmedAt) return
  const recent = await latestToken(ctx.payload, buyer.id, 'confirm')
  if (recent && clock(ctx).getTime() - Date.parse(recent.createdAt) < EMAIL_SPACING_MS) return
  await sendConfirmation(ctx, buyer, passwordHashOf(buyer))
}

// ---------------------------------------------------------------------------------------------
// Sign-in, sessions, sign-out

export type SignInResult =
  | { status: 'signed-in'; token: string; buyer: Buyer }
  | { status: 'invalid' }
  | { status: 'unconfirmed' }
  | { status: 'locked'; retryAfterSeconds: number }

/**
 * The password tries of one client (sign-in and password change share them): the lock per client
 * address and account, with the account's ceiling over all addresses (src/lib/failure-lock.ts).
 * An outsider's wrong passwords lock only the outsider's address out of the account.
 */
export type PasswordTries = { lock: FailureLock; ip: string }

export async function signIn(
  ctx: AccountContext,
  input: SignIn,
  tries: PasswordTries,
  meta: { userAgent?: string | null } = {},
): Promise<SignInResult> {
  const now = clock(ctx)
  void pruneExpired(ctx.payload, now)
  const email = normalizeEmail(input.email)
  // Counted before the (slow) check, registered or not: a burst gets no more checks than allowed.
  const decision = await tries.lock.consume(tries.ip, email)
  if (!decision.allowed) return { status: 'locked', retryAfterSeconds: decision.retryAfterSeconds }

  const buyer = await findBuyerByEmail(ctx.payload, email)
  const stored = buyer ? passwordHashOf(buyer) : await decoyHash()
  const matches = await verifyPassword(input.password, stored)
  if (!buyer || !matches) return { status: 'invalid' }
  await tries.lock.reset(tries.ip, email)
  if (!buyer.emailConfirmedAt) return { status: 'unconfirmed' }

  const token = await issueToken(ctx.payload, 'session', buyer.id, SESSION_IDLE_MS, {
    userAgent: meta.userAgent,
    now,
  })
  const rehash = needsRehash(stored) ? await hashPassword(input.password) : null
  const updated = await ctx.payload.update({
    collection: 'buyers',
    id: buyer.id,
    data: {
      lastSignInAt: now.toISOString(),
      ...(rehash ? { passwordHash: rehash } : {}),
    } as Partial<Buyer>,
    overrideAccess: true,
    depth: 0,
  })
  // Again at each sign-in, in case linking failed at confirmation: still only until then.
  await linkInquiriesByEmail(ctx.payload, buyer.id, buyer.email, buyer.emailConfirmedAt)
  logger.info({ buyer: buyer.id }, 'buyer signed in')
  return { status: 'signed-in', token, buyer: updated }
}

export type Session = {
  buyer: Buyer
  tokenId: number
  /** The session was extended: the cookie should be sent again with the new lifetime. */
  renewed: boolean
}

/** The buyer of a session cookie, renewing the session while it is in use. */
export async function readSession(
  ctx: AccountContext,
  token: string | undefined | null,
): Promise<Session | null> {
  if (!token) return null
  const found = await findToken(ctx.payload, 'session', token)
  if (!found) return null
  const now = clock(ctx)
  if (Date.parse(found.expiresAt) <= now.getTime()) {
    await ctx.payload
      .delete({ collection: 'buyer-tokens', id: found.id, overrideAccess: true })
      .catch(() => {})
    return null
  }
  const lastSeen = Date.parse(found.lastSeenAt ?? found.createdAt)
  let renewed = false
  if (now.getTime() - lastSeen >= SESSION_RENEW_AFTER_MS) {
    await ctx.payload.update({
      collection: 'buyer-tokens',
      id: found.id,
      data: {
        lastSeenAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
      },
      overrideAccess: true,
      depth: 0,
    })
    renewed = true
  }
  return { buyer: found.buyer, tokenId: found.id, renewed }
}

export async function signOut(ctx: AccountContext, token: string | undefined | null) {
  if (!token) return
  await ctx.payload.delete({
    collection: 'buyer-tokens',
    where: { and: [{ tokenHash: { equals: sha256(token) } }, { kind: { equals: 'session' } }] },
    overrideAccess: true,
  })
}

// ---------------------------------------------------------------------------------------------
// Password reset and change

/** Emails a single-use reset link when the address has an account; says nothing either way. */
export async function requestPasswordReset(ctx: AccountContext, rawEmail: string): Promise<void> {
  const buyer = await findBuyerByEmail(ctx.payload, normalizeEmail(rawEmail))
  if (!buyer) return
  const recent = await latestToken(ctx.payload, buyer.id, 'reset')
  if (recent && clock(ctx).getTime() - Date.parse(recent.createdAt) < EMAIL_SPACING_MS) return
  const token = await issueToken(ctx.payload, 'reset', buyer.id, RESET_TOKEN_TTL_MS, {
    now: clock(ctx),
  })
  const locale = buyerLocale(buyer)
  await send(
    ctx,
    buyer.email,
    resetEmail(locale, {
      firstName: buyer.firstName,
      company: await companyName(ctx, locale),
      url: `${ctx.siteUrl}${localizedPath(locale, '/auth/reset')}?token=${token}`,
      minutes: RESET_TOKEN_TTL_MS / 60_000,
    }),
  )
  logger.info({ buyer: buyer.id }, 'password reset link sent')
}

export type ResetResult = { status: 'reset'; locale: Locale } | { status: 'invalid' | 'expired' }

/**
 * Sets a new password from a reset link. Ends every session of the account, and clears the failed
 * tries of the address the link was used from (most likely the buyer's own).
 */
export async function resetPassword(
  ctx: AccountContext,
  input: { token: string; password: string },
  tries: PasswordTries,
): Promise<ResetResult> {
  const found = await findToken(ctx.payload, 'reset', input.token)
  if (!found || found.usedAt) return { status: 'invalid' }
  const now = clock(ctx)
  if (Date.parse(found.expiresAt) <= now.getTime()) return { status: 'expired' }
  const passwordHash = await hashPassword(input.password)
  const buyer = found.buyer
  // The link reached the inbox: the address is proven.
  const confirmedAt = buyer.emailConfirmedAt ?? now.toISOString()
  await ctx.payload.update({
    collection: 'buyers',
    id: buyer.id,
    data: { passwordHash, emailConfirmedAt: confirmedAt } as Partial<Buyer>,
    overrideAccess: true,
    depth: 0,
  })
  await linkInquiriesByEmail(ctx.payload, buyer.id, buyer.email, confirmedAt)
  await deleteTokens(ctx.payload, buyer.id, ['session', 'reset', 'confirm'])
  await tries.lock.reset(tries.ip, buyer.email)
  logger.info({ buyer: buyer.id }, 'password reset')
  return { status: 'reset', locale: buyerLocale(buyer) }
}

/**
 * A new password for a signed-in buyer, who proves the current one. Each try counts towards the
 * same lock of this client address at this account as sign-in does (and is refused while it
 * holds): a stolen session must not become an unlimited password-guessing line.
 */
export async function changePassword(
  ctx: AccountContext,
  session: Session,
  input: { currentPassword: string; password: string },
  tries: PasswordTries,
): Promise<'changed' | 'wrong-password' | { locked: true; retryAfterSeconds: number }> {
  const buyer = await ctx.payload.findByID({
    collection: 'buyers',
    id: session.buyer.id,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })
  const email = normalizeEmail(buyer.email)
  const decision = await tries.lock.consume(tries.ip, email)
  if (!decision.allowed) return { locked: true, retryAfterSeconds: decision.retryAfterSeconds }
  if (!(await verifyPassword(input.currentPassword, passwordHashOf(buyer)))) return 'wrong-password'
  await tries.lock.reset(tries.ip, email)
  await ctx.payload.update({
    collection: 'buyers',
    id: buyer.id,
    data: { passwordHash: await hashPassword(input.password) } as Partial<Buyer>,
    overrideAccess: true,
    depth: 0,
  })
  // Other devices are signed out; this one stays.
  await deleteTokens(ctx.payload, buyer.id, ['session', 'reset'], session.tokenId)
  return 'changed'
}

export async function updateProfile(
  ctx: AccountContext,
  session: Session,
  profile: Profile,
): Promise<Buyer> {
  return ctx.payload.update({
    collection: 'buyers',
    id: session.buyer.id,
    data: profile as Partial<Buyer>,
    overrideAccess: true,
    depth: 0,
  })
}

/** The buyer's inquiries and quote requests, newest first. */
export async function buyerInquiries(ctx: Pick<AccountContext, 'payload'>, buyer: number) {
  const { docs } = await ctx.payload.find({
    collection: 'inquiries',
    where: { buyer: { equals: buyer } },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
    select: {
      type: true,
      form: true,
      status: true,
      createdAt: true,
      product: true,
      message: true,
      lineItems: true,
      firstResponseAt: true,
    },
  })
  return docs
}

/**
 * /account's two lists: inquiries sent with the account (signed in, after confirming), and the
 * guest inquiries from the address that joined the account when the address was proven ("sent
 * before you had an account").
 */
export async function accountInquiries(
  ctx: Pick<AccountContext, 'payload'>,
  buyer: Pick<Buyer, 'id' | 'emailConfirmedAt'>,
) {
  const all = await buyerInquiries(ctx, buyer.id)
  const provenAt = buyer.emailConfirmedAt ? Date.parse(buyer.emailConfirmedAt) : Infinity
  return {
    current: all.filter((i) => Date.parse(i.createdAt) > provenAt),
    earlier: all.filter((i) => Date.parse(i.createdAt) <= provenAt),
  }
}
