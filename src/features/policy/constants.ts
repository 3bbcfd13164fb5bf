/** The states of a policy update: only published ones are public. */
export const policyStatuses = ['proposed', 'published', 'rejected'] as const
export type PolicyStatus = (typeof policyStatuses)[number]

/**
 * A published update is "current" (shown on product and category pages) from its
 * announcement until CURRENT_MONTHS after its effective date, unless a later published update
 * names it as superseded. Upcoming measures (effective later) show at once.
 */
export const CURRENT_MONTHS = 24

/** At most this many notices on one page, newest effective date first. */
export const MAX_NOTICES = 6

/** An HS code prefix: 2 to 8 digits (chapter, heading, subheading, tariff line). */
export const HS_PREFIX = /^\d{2,8}$/

/** Largest follow / unfollow / unsubscribe form body. */
export const POLICY_BODY_BYTES = 4 * 1024

/** Follow and unfollow posts per client address per minute. */
export const FOLLOW_RATE_PER_MINUTE = 30
/** Unsubscribe link clicks per client address per minute. */
export const TOKEN_RATE_PER_MINUTE = 30

/** How often each server process looks for published updates whose followers wait for mail. */
export const NOTIFY_EVERY_MS = 60_000
/** The notification sweep's row in Scheduled jobs. */
export const NOTIFY_JOB = 'policy-alerts'
