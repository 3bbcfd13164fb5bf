import { z } from 'zod/mini'
import '@/lib/zod-browser'
import { EMAIL_MAX, SITE_PATH_MAX } from './limits'

/*
 * Field rules the site's forms share (inquiries, accounts, newsletter), used by the browser and
 * by the server. Error messages are keys of the forms' `errors` texts. Written with zod's "mini"
 * functions so the browser gets only the checks used.
 */

// Control characters other than tab and line breaks have no place in a form field.
export const controlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const lineBreaks = /[\u0000-\u001f\u007f]/

/** A missing value (undefined or null) read as an empty text. */
export const emptyWhenMissing = z.transform((v: unknown) =>
  v === undefined || v === null ? '' : v,
)

/** A required one-line text field. */
export function line(max: number, required: string, min = 1, minMessage = required) {
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(min, { error: minMessage }),
    z.maxLength(max, { error: 'tooLong' }),
    z.refine((v) => !lineBreaks.test(v), { error: 'invalidText' }),
  )
}

/** An optional text field: empty becomes null; `forbidden` characters are refused. */
function optional(max: number, forbidden: RegExp) {
  return z.pipe(
    z.pipe(
      emptyWhenMissing,
      z.string({ error: 'invalidText' }).check(
        z.trim(),
        z.maxLength(max, { error: 'tooLong' }),
        z.refine((v) => !forbidden.test(v), { error: 'invalidText' }),
      ),
    ),
    z.transform((v: string) => (v === '' ? null : v)),
  )
}

/** An optional one-line text field. */
export const optionalLine = (max: number) => optional(max, lineBreaks)

/** An optional multi-line text: line breaks allowed. */
export const optionalText = (max: number) => optional(max, controlChars)

/**
 * The address rule of Payload's email fields (no quotes, spaces or double dots; domain labels
 * neither start nor end with a hyphen), so every address the forms accept can be stored and
 * edited in /admin. Zod's own address pattern applies too.
 */
const emailPattern =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

export function email(message: string) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.maxLength(EMAIL_MAX, { error: 'tooLong' }),
      z.regex(z.regexes.email, { error: message }),
      z.regex(emailPattern, { error: message }),
    )
}

/** A path on this site (printable ASCII, no scheme or host) to return to, or null. */
export function sitePath(value: unknown): string | null {
  return typeof value === 'string' &&
    value.length <= SITE_PATH_MAX &&
    /^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/.test(value)
    ? value
    : null
}
