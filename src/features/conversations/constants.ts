/** Limits and rules of an inquiry's conversation. Each is a product decision, stated once here. */

/** The longest message, in characters (after trimming). */
export const MESSAGE_MAX = 5000
/** A form post is refused above this many bytes (the message in UTF-8 and the other fields). */
export const POST_BODY_MAX = 32 * 1024

/** Who wrote a message. */
export const messageAuthors = ['buyer', 'staff'] as const
export type MessageAuthor = (typeof messageAuthors)[number]

/**
 * Inquiries whose conversation is closed: nobody writes to a spam sender, and a buyer who
 * withdrew is not written to again. Their token links stop working.
 */
export const closedStatuses = ['spam', 'withdrawn'] as const
export const isClosed = (status: string | null | undefined) =>
  (closedStatuses as readonly string[]).includes(status ?? '')

/** Statuses of the inquiry's quotations that the buyer sees (drafts are staff's own). */
export const buyerQuotationStatuses = [
  'sent',
  'accepted',
  'declined',
  'expired',
  'superseded',
] as const

/**
 * The key of the context the site's own conversation code passes to Payload when it writes a
 * buyer's message (the REST API only ever writes staff messages).
 */
export const CONVERSATION_BUYER = 'conversationBuyer'

/**
 * The key of the context that carries the files sent with a new message (`MessageFiles` of
 * ./hooks.ts: written to disk by the caller beforehand): the message's hook inserts their rows
 * in the message's own write, and its email names them.
 */
export const MESSAGE_FILES = 'conversationFiles'

/** Buyer posts per client address. */
export const BUYER_POSTS_PER_MINUTE = 6
export const BUYER_POSTS_PER_DAY = 100
