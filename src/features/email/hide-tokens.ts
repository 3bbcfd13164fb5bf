/** What a hidden link or token reads as in the admin and API. */
export const HIDDEN = '[hidden]'

/**
 * An email's body as the API and the admin show it: without the tokens that make a link act
 * for its owner (sign-in confirmation, password reset, newsletter confirm and unsubscribe).
 * Every query string is hidden, and every run of 32 or more token characters (our tokens are
 * 43, Payload's staff reset token 40, in the path: /admin/reset/<token>). Only the delivery
 * worker reads the real body, straight from the database.
 */
export function hideTokens(body: string): string {
  return body
    .replace(/(https?:\/\/[^\s"'<>?#]*)[?#][^\s"'<>]*/gi, `$1?${HIDDEN}`)
    .replace(/[\w-]{32,}/g, HIDDEN)
}
