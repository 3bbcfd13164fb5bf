import type { Payload } from 'payload'
import { newToken, normalizeEmail, sha256 } from '@/lib/security/tokens'
import { queueEmail } from '@/features/email'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { logger } from '@/lib/logger'
import type { Subscriber } from '@/payload-types'
import { CONFIRM_TOKEN_TTL_MS, type SubscriberSource } from './constants'
import { alreadySubscribedEmail, confirmationEmail } from './emails'
import { unsubscribeToken, unsubscribeTokenId, verifyUnsubscribeToken } from './tokens'

/**
 * Newsletter sign-up with double opt-in. Whatever the address's state (new, waiting for
 * confirmation, confirmed, unsubscribed), the visitor is told the same thing ("check your
 * inbox"); what differs is the email the address's owner receives.
 */

export type NewsletterContext = {
  payload: Payload
  siteUrl: string
  /** Called after an email was queued (to deliver it now). */
  onQueued?: () => void
  now?: () => Date
}

const clock = (ctx: Pick<NewsletterContext, 'now'>) => (ctx.now ? ctx.now() : new Date())

function localeOf(subscriber: Pick<Subscriber, 'locale'>): Locale {
  return subscriber.locale && isLocale(subscriber.locale) ? subscriber.locale : defaultLocale
}

async function companyName(ctx: NewsletterContext, locale: Locale): Promise<string> {
  try {
    const settings = await ctx.payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
    return settings.companyName || 'Bharat Agro Exports'
  } catch {
    return 'Bharat Agro Exports'
  }
}

/** The page with the Unsubscribe button (a mail program may open links without a click). */
export function unsubscribePageUrl(ctx: NewsletterContext, subscriber: Subscriber): string {
  const locale = localeOf(subscriber)
  return `${ctx.siteUrl}${localizedPath(locale, '/newsletter/unsubscribe')}?token=${unsubscribeToken(subscriber)}`
}

/** The one-click (RFC 8058) address of the List-Unsubscribe header: a POST unsubscribes. */
export function oneClickUnsubscribeUrl(ctx: NewsletterContext, subscriber: Subscriber): string {
  return `${ctx.siteUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken(subscriber)}`
}

async function send(
  ctx: NewsletterContext,
  subscriber: Subscriber,
  rendered: { subject: string; text: string; html: string },
) {
  await queueEmail(ctx.payload, {
    ...rendered,
    to: subscriber.email,
    kind: 'newsletter',
    listUnsubscribe: oneClickUnsubscribeUrl(ctx, subscriber),
  })
  ctx.onQueued?.()
}

export async function findSubscriber(payload: Payload, email: string): Promise<Subscriber | null> {
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: normalizeEmail(email) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export type SubscribeOutcome = 'confirmation-sent' | 'already-subscribed-notice'

/** A sign-up: a confirmation link, or for a confirmed address a notice that nothing changed. */
export async function subscribe(
  ctx: NewsletterContext,
  input: { email: string; locale: Locale; source: SubscriberSource },
): Promise<SubscribeOutcome> {
  const email = normalizeEmail(input.email)
  const now = clock(ctx)
  const existing = await findSubscriber(ctx.payload, email)

  if (existing?.status === 'confirmed') {
    // Written in the language of the page the form was sent from (most likely the owner's).
    await send(
      ctx,
      existing,
      alreadySubscribedEmail(input.locale, {
        company: await companyName(ctx, input.locale),
        newsUrl: `${ctx.siteUrl}${localizedPath(input.locale, '/articles')}`,
        unsubscribeUrl: unsubscribePageUrl(ctx, existing),
      }),
    )
    logger.info(
      { subscriber: existing.id },
      'newsletter sign-up of a confirmed address: notice sent',
    )
    return 'already-subscribed-notice'
  }

  // New, still waiting, or unsubscribed earlier: a fresh opt-in with a new link (the old one ends).
  const token = newToken()
  const fresh = {
    status: 'pending' as const,
    locale: input.locale,
    source: input.source,
    consentAt: now.toISOString(),
    confirmTokenHash: sha256(token),
    confirmTokenExpiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS).toISOString(),
    confirmTokenUsedAt: null,
  }
  let subscriber: Subscriber
  if (existing) {
    subscriber = await ctx.payload.update({
      collection: 'subscribers',
      id: existing.id,
      data: fresh,
      overrideAccess: true,
      depth: 0,
    })
  } else {
    try {
      subscriber = await ctx.payload.create({
        collection: 'subscribers',
        data: { ...fresh, email },
        overrideAccess: true,
        depth: 0,
      })
    } catch (error) {
      // Two sign-ups of one new address at the same moment: the other one sends the link.
      logger.warn({ error: String(error) }, 'newsletter sign-up could not be stored')
      return 'confirmation-sent'
    }
  }
  await send(
    ctx,
    subscriber,
    confirmationEmail(input.locale, {
      company: await companyName(ctx, input.locale),
      // The page with the Confirm button: opening the link changes nothing (mail scanners open
      // links by themselves, and a subscription needs the person's own click).
      confirmUrl: `${ctx.siteUrl}${localizedPath(input.locale, '/newsletter/confirm')}?token=${token}`,
      unsubscribeUrl: unsubscribePageUrl(ctx, subscriber),
      days: CONFIRM_TOKEN_TTL_MS / (24 * 60 * 60_000),
    }),
  )
  logger.info({ subscriber: subscriber.id }, 'newsletter sign-up: confirmation sent')
  return 'confirmation-sent'
}

export type ConfirmLink =
  | { status: 'pending'; locale: Locale; subscriber: Subscriber }
  | { status: 'already-confirmed' | 'expired' | 'used'; locale: Locale }
  | { status: 'invalid' }

/** What a confirmation link stands for, changing nothing (the page with the button asks). */
export async function checkConfirmLink(
  ctx: Pick<NewsletterContext, 'payload' | 'now'>,
  token: string,
): Promise<ConfirmLink> {
  if (!/^[\w-]{20,100}$/.test(token)) return { status: 'invalid' }
  const { docs } = await ctx.payload.find({
    collection: 'subscribers',
    where: { confirmTokenHash: { equals: sha256(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const subscriber = docs[0]
  if (!subscriber) return { status: 'invalid' }
  const locale = localeOf(subscriber)
  if (subscriber.confirmTokenUsedAt)
    return { status: subscriber.status === 'confirmed' ? 'already-confirmed' : 'used', locale }
  const expires = subscriber.confirmTokenExpiresAt
  if (!expires || Date.parse(expires) <= clock(ctx).getTime()) return { status: 'expired', locale }
  return { status: 'pending', locale, subscriber }
}

export type ConfirmResult =
  | { status: 'confirmed' | 'already-confirmed' | 'expired' | 'used'; locale: Locale }
  | { status: 'invalid' }

/** Each outcome of a confirmation link as the result page (/newsletter?status=…) names it. */
export const confirmResultPage = {
  confirmed: 'confirmed',
  'already-confirmed': 'already-confirmed',
  expired: 'link-expired',
  used: 'link-invalid',
  invalid: 'link-invalid',
} as const satisfies Record<ConfirmResult['status'], string>

/** The button behind the confirmation email's link: works once, until the link expires. */
export async function confirmSubscription(
  ctx: NewsletterContext,
  token: string,
): Promise<ConfirmResult> {
  const link = await checkConfirmLink(ctx, token)
  if (link.status !== 'pending') return link
  const now = clock(ctx).toISOString()
  await ctx.payload.update({
    collection: 'subscribers',
    id: link.subscriber.id,
    data: { status: 'confirmed', confirmedAt: now, unsubscribedAt: null, confirmTokenUsedAt: now },
    overrideAccess: true,
    depth: 0,
  })
  logger.info({ subscriber: link.subscriber.id }, 'newsletter subscription confirmed')
  return { status: 'confirmed', locale: link.locale }
}

/** The subscriber an unsubscribe link belongs to, or null for a wrong or forged link. */
export async function subscriberForUnsubscribe(
  payload: Payload,
  token: string,
): Promise<Subscriber | null> {
  const id = unsubscribeTokenId(token)
  if (id === null) return null
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const subscriber = docs[0]
  return subscriber && verifyUnsubscribeToken(token, subscriber) ? subscriber : null
}

export type UnsubscribeResult =
  { status: 'unsubscribed'; locale: Locale; email: string } | { status: 'invalid' }

/** Takes the address off the list; a pending confirmation link stops working too. */
export async function unsubscribe(
  ctx: NewsletterContext,
  token: string,
): Promise<UnsubscribeResult> {
  const subscriber = await subscriberForUnsubscribe(ctx.payload, token)
  if (!subscriber) return { status: 'invalid' }
  if (subscriber.status !== 'unsubscribed' || subscriber.confirmTokenHash) {
    await ctx.payload.update({
      collection: 'subscribers',
      id: subscriber.id,
      data: {
        status: 'unsubscribed',
        unsubscribedAt:
          subscriber.status === 'unsubscribed'
            ? subscriber.unsubscribedAt
            : clock(ctx).toISOString(),
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
      },
      overrideAccess: true,
      depth: 0,
    })
    logger.info({ subscriber: subscriber.id }, 'newsletter unsubscribed')
  }
  return { status: 'unsubscribed', locale: localeOf(subscriber), email: subscriber.email }
}
