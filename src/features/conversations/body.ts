import { MESSAGE_MAX } from './constants'

export type CleanBody = { ok: true; body: string } | { ok: false; error: 'empty' | 'too-long' }

/**
 * A message as it is kept: plain text, line breaks as \n, control characters other than line
 * breaks and tabs removed, spaces around it trimmed; refused when nothing is left or when it is
 * longer than MESSAGE_MAX characters (UTF-16 units, as
 * the form's maxlength and Payload count them).
 */
export function cleanMessageBody(raw: unknown): CleanBody {
  if (typeof raw !== 'string') return { ok: false, error: 'empty' }
  const body = raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .trim()
  if (!body) return { ok: false, error: 'empty' }
  if (body.length > MESSAGE_MAX) return { ok: false, error: 'too-long' }
  return { ok: true, body }
}
