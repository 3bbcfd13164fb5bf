/** Limits and lifetimes of the newsletter sign-up. Each is a product decision, stated once here. */

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriberStatus = (typeof subscriberStatuses)[number]
export const subscriberStatusLabels: Record<SubscriberStatus, string> = {
  pending: 'Pending (not confirmed)',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
}

/** Where the sign-up block was: the news list, or the footer of any page. */
export const subscriberSources = ['articles', 'footer'] as const
export type SubscriberSource = (typeof subscriberSources)[number]
export const subscriberSourceLabels: Record<SubscriberSource, string> = {
  articles: 'News page (/articles)',
  footer: 'Footer',
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** A confirmation link works once, for this long. */
export const CONFIRM_TOKEN_TTL_MS = 7 * DAY

/** Body size accepted by the newsletter endpoints. */
export const NEWSLETTER_BODY_BYTES = 4 * 1024

/**
 * Confirm and unsubscribe requests per client address and minute. Generous: a mail provider's
 * one-click unsubscribe (RFC 8058) comes from its own servers, for many recipients.
 */
export const TOKEN_RATE_PER_MINUTE = 60

/**
 * Sign-ups per minute from one network (IPv4 /24, IPv6 /64): an IPv6 client holds a whole /64 of
 * addresses. Not site-wide, so one client's flood cannot stop everyone else signing up.
 */
export const SUBSCRIBE_NETWORK_PER_MINUTE = 20
