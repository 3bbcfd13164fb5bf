export const emailKinds = [
  'sales-notification',
  'inquiry-assignment',
  'inquiry-reminder',
  'buyer-acknowledgement',
  'account',
  'newsletter',
  'quotation',
  'conversation',
  'policy-alert',
] as const
export type EmailKind = (typeof emailKinds)[number]

export const emailStatuses = ['queued', 'sending', 'sent', 'failed'] as const
export type EmailStatus = (typeof emailStatuses)[number]

/** Delay before each retry, in minutes; after the last one a message is marked failed. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 180, 720] as const

/** A message left in "sending" this long (a crash mid-delivery) is picked up again. */
export const STALE_SENDING_MS = 5 * 60 * 1000

/** How often each server process looks for due messages. */
export const OUTBOX_POLL_MS = 15_000
