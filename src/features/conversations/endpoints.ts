import { APIError, ValidationError, type Endpoint, type PayloadRequest } from 'payload'
import { isSalesTeam } from '@/access'
import {
  attachmentHref,
  ATTACHMENTS_FIELD,
  formatSize,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  messageAttachments,
  readAttachmentParts,
  removeAttachmentFiles,
  writeAttachmentFiles,
  type AttachmentErrorCode,
  type AttachmentSummary,
  type WrittenAttachment,
} from '@/features/attachments'
import { kickOutbox } from '@/features/email'
import { ATTACHMENT_FILES_BYTES } from '@/lib/body-limits.mjs'
import { logger } from '@/lib/logger'
import { parseBody } from '@/lib/request-body'
import type { User } from '@/payload-types'
import { cleanMessageBody } from './body'
import { MESSAGE_FILES, MESSAGE_MAX, POST_BODY_MAX } from './constants'
import { conversationEmailsQueued, type MessageFiles } from './hooks'

const json = (body: Record<string, unknown>, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** The staff member's name as the thread shows it. */
export const staffName = (user: Pick<User, 'name' | 'email'> | null | undefined) =>
  user?.name?.trim() || user?.email || 'Staff'

/** A message's file as the Conversation box lists it (with the staff download link). */
export type AdminFile = { id: number; name: string; size: string; href: string }

export const adminFile = (file: AttachmentSummary): AdminFile => ({
  id: file.id,
  name: file.name,
  size: formatSize(file.size),
  href: attachmentHref(file),
})

/** Why a file is refused, for staff (English). */
const fileRefusals: Record<AttachmentErrorCode, [status: number, text: string]> = {
  attachmentType: [
    415,
    'Only PDF, JPEG, PNG, XLSX or DOCX files can be attached (checked by content)',
  ],
  attachmentTooLarge: [413, `Each file can be at most ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB`],
  attachmentEmpty: [422, 'A file is empty'],
  attachmentsTooMany: [422, `At most ${MAX_ATTACHMENTS} files can be attached`],
}

/**
 * The body of a reply: JSON `{ body }`, or multipart/form-data with `body` and files in
 * `attachments` (refused whole when one file is).
 */
async function readReply(
  req: PayloadRequest,
): Promise<{ body: unknown; files: File[] } | { status: number; error: string }> {
  if (!req.body || !req.headers) return { body: null, files: [] }
  const parsed = await parseBody(req as Request, POST_BODY_MAX, {
    field: ATTACHMENTS_FIELD,
    maxBytes: ATTACHMENT_FILES_BYTES,
  })
  if (!parsed.ok)
    return parsed.status === 413
      ? { status: 413, error: 'The reply and its files are too large.' }
      : { body: null, files: [] }
  return { body: parsed.value.body, files: parsed.files ?? [] }
}

/**
 * POST /api/inquiry-messages/reply/:id (JSON { body }, or multipart/form-data with `body` and
 * optional files in `attachments`): the Conversation box's "Send reply". A staff reply to the
 * inquiry, emailed to the buyer (collection hooks), its files (checked by content as the
 * buyer's) written first and stored with it as staff's (503 and nothing stored when they cannot
 * be written). Admins and sales staff only; staff cookies are honoured
 * from the site's own origin alone (Payload's csrf list).
 */
const reply: Endpoint = {
  path: '/reply/:id',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return json({ error: 'Sign in as sales staff first.' }, 401)
    if (!isSalesTeam(req.user))
      return json({ error: 'Only admins and sales staff reply to buyers.' }, 403)
    const raw = String(req.routeParams?.id ?? '')
    if (!/^[1-9]\d{0,9}$/.test(raw)) return json({ error: 'No such inquiry.' }, 404)
    const read = await readReply(req)
    if ('error' in read) return json({ error: read.error }, read.status)
    const clean = cleanMessageBody(read.body)
    if (!clean.ok)
      return json(
        {
          error:
            clean.error === 'empty'
              ? 'Write a message first.'
              : `A message is at most ${MESSAGE_MAX} characters.`,
        },
        400,
      )
    const attached = await readAttachmentParts(read.files)
    const refused = attached.errors[0]
    if (refused) {
      const [status, text] = fileRefusals[refused.code]
      return json({ error: `${text}${refused.name ? `: ${refused.name}` : ''}.` }, status)
    }
    // The files first: if they cannot be written, nothing is stored.
    let written: WrittenAttachment[]
    try {
      written = await writeAttachmentFiles(attached.files)
    } catch (error) {
      logger.error({ error: String(error), inquiry: Number(raw) }, 'reply files not written')
      return json(
        { error: 'The files could not be saved, so the reply was not sent. Please try again.' },
        503,
      )
    }
    try {
      const files: MessageFiles = { files: written, side: 'staff', buyerId: null }
      const doc = await req.payload.create({
        collection: 'inquiry-messages',
        data: { inquiry: Number(raw), body: clean.body, author: 'staff' },
        context: { [MESSAGE_FILES]: files },
        overrideAccess: false,
        user: req.user,
        depth: 0,
      })
      const stored = written.length
        ? ((await messageAttachments(req.payload, [doc.id])).get(doc.id) ?? [])
        : []
      await conversationEmailsQueued()
      kickOutbox()
      return json(
        {
          message: 'Reply sent to the buyer.',
          doc: {
            id: doc.id,
            author: 'staff',
            by: staffName(req.user as User),
            body: doc.body,
            createdAt: doc.createdAt,
            files: stored.map(adminFile),
          },
        },
        201,
      )
    } catch (error) {
      await removeAttachmentFiles(written)
      if (error instanceof ValidationError)
        return json({ error: error.data.errors.map((e) => e.message).join(' ') }, 400)
      if (error instanceof APIError && error.status < 500)
        return json({ error: error.message }, error.status)
      throw error
    }
  },
}

export const conversationEndpoints: Endpoint[] = [reply]
