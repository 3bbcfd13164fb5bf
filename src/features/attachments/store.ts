import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload, PayloadRequest, Where } from 'payload'
import {
  ATTACHMENT_NAME_MAX,
  ATTACHMENTS_FIELD,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  type AttachmentErrorCode,
  type AttachmentSide,
} from './constants'
import { attachmentKinds, checkAttachment, type AttachmentKind } from './sniff'
import { attachmentsDir } from './storage-dir'
import { deleteEach } from '@/lib/delete-each'
import { relationId } from '@/lib/relation-id'
import { serialWrite, sqlDbIn } from '@/lib/sql'

/**
 * Attached files, from a post to the database and the private folder. The API, for the inquiry
 * forms (src/features/inquiries/submit.ts) and for anything else a buyer or staff attach files
 * to (a message thread):
 *
 * 1. `readAttachmentParts(formData | files)` → `{ files, errors }`: every file of the
 *    `attachments` field read and checked by its content (./sniff.ts), before anything is
 *    stored: at most MAX_ATTACHMENTS files, each non-empty, at most MAX_ATTACHMENT_BYTES, and a
 *    PDF, JPEG, PNG, XLSX or DOCX. The empty part a browser sends for an input left empty is
 *    skipped. `errors` name the refused files with a code (`inquiry.errors.<code>` is its text
 *    in every language); refuse the whole post when there are any, so that nothing is half-sent.
 * 2. `writeAttachmentFiles(files)` → the files written to ATTACHMENTS_DIR under random names,
 *    before anything of the post is stored (a failure throws AttachmentsNotSaved: store nothing,
 *    tell the sender, 503). Then their rows go in with what they belong to, in one write:
 *    `attachmentRows(written, owner)` in the inquiry's insert (src/features/inquiries/store.ts),
 *    `insertAttachmentRows(payload, written, owner, req)` in a message's hook. The row keeps the
 *    sanitised original name, sniffed type, size and SHA-256; a message's files also name the
 *    message. If that write fails, `removeAttachmentFiles(written)`: no file is kept without
 *    its row, and no inquiry or message without its files.
 * 3. `inquiryAttachments(payload, inquiryIds)` → the files sent with those inquiries (not with
 *    their messages), `messageAttachments(payload, messageIds)` → those of messages, for lists,
 *    and `attachmentHref(file, token?)` → the address where the inquiry's buyer and staff
 *    download one (./serve.ts checks who asks; `token`: the conversation's link, for a buyer
 *    who is not signed in).
 */

export type AttachmentPart = {
  /** The sanitised name, with the extension of what the file really is. */
  name: string
  kind: AttachmentKind
  contentType: string
  bytes: Uint8Array
}

export type AttachmentRefusal = {
  code: AttachmentErrorCode
  /** The refused file's (sanitised) name, when one file is meant. */
  name?: string
}

/** Bidirectional controls, other control characters, path separators and reserved characters. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"/\\|?*]/g

/**
 * A file name fit to show and to offer in a download: no folders, control or direction
 * characters, at most ATTACHMENT_NAME_MAX characters, and ending with the extension of what the
 * file is (a PDF named "report.exe" is kept as "report.exe.pdf").
 */
export function sanitiseFileName(raw: string, kind?: AttachmentKind): string {
  const base = raw.split(/[\\/]/).pop() ?? ''
  let name = base.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim()
  name = name.replace(/^[.\s]+|[.\s]+$/g, '')
  if (kind) {
    const ext = attachmentKinds[kind].extension
    const own = name.toLowerCase().split('.').pop()
    const fits = name.includes('.') && (own === ext || (kind === 'jpeg' && own === 'jpeg'))
    if (!name) name = `attachment.${ext}`
    else if (!fits) name = `${name}.${ext}`
  }
  const chars = [...name]
  if (chars.length > ATTACHMENT_NAME_MAX) {
    const dot = name.lastIndexOf('.')
    const ext = dot > 0 ? name.slice(dot) : ''
    name = [...name.slice(0, dot > 0 ? dot : undefined)]
      .slice(0, ATTACHMENT_NAME_MAX - [...ext].length)
      .join('')
      .trimEnd()
    name += ext
  }
  return name || 'attachment'
}

/** The files of a post: a FormData's `attachments` entries, or the files themselves. */
function filesOf(input: FormData | Iterable<File>): File[] {
  const entries = input instanceof FormData ? input.getAll(ATTACHMENTS_FIELD) : [...input]
  // An input left empty is posted as a part with no name and no bytes.
  return entries.filter((f): f is File => typeof f !== 'string' && !(f.size === 0 && !f.name))
}

/** Reads and checks the attached files of a post (step 1 above). Nothing is stored. */
export async function readAttachmentParts(
  input: FormData | Iterable<File>,
): Promise<{ files: AttachmentPart[]; errors: AttachmentRefusal[] }> {
  const all = filesOf(input)
  if (all.length > MAX_ATTACHMENTS) return { files: [], errors: [{ code: 'attachmentsTooMany' }] }
  const files: AttachmentPart[] = []
  const errors: AttachmentRefusal[] = []
  for (const file of all) {
    // Over the limit by its size alone: not read.
    if (file.size > MAX_ATTACHMENT_BYTES) {
      errors.push({ code: 'attachmentTooLarge', name: sanitiseFileName(file.name) })
      continue
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    const checked = checkAttachment(bytes)
    if (!checked.ok) {
      errors.push({ code: checked.code, name: sanitiseFileName(file.name) })
      continue
    }
    files.push({
      name: sanitiseFileName(file.name, checked.kind),
      kind: checked.kind,
      contentType: attachmentKinds[checked.kind].type,
      bytes,
    })
  }
  return { files, errors }
}

/** A checked file written to ATTACHMENTS_DIR, waiting for its row (see `attachmentRows`). */
export type WrittenAttachment = {
  part: AttachmentPart
  /** Its random name in ATTACHMENTS_DIR (the buyer's name of the file is only shown). */
  filename: string
  size: number
  sha256: string
}

/** The files could not be written: nothing of the post may be stored. */
export class AttachmentsNotSaved extends Error {
  constructor(cause: unknown) {
    super(`attachments could not be written: ${String((cause as Error)?.message ?? cause)}`, {
      cause,
    })
    this.name = 'AttachmentsNotSaved'
  }
}

/**
 * Writes checked files to ATTACHMENTS_DIR under random names (step 2 above), before anything of
 * the post is stored. On any failure the files written so far are removed and
 * AttachmentsNotSaved is thrown, so that the caller stores nothing and says so.
 */
export async function writeAttachmentFiles(files: AttachmentPart[]): Promise<WrittenAttachment[]> {
  if (files.length === 0) return []
  const dir = attachmentsDir()
  const written: WrittenAttachment[] = []
  try {
    await fs.mkdir(dir, { recursive: true })
    for (const part of files) {
      const data = Buffer.from(part.bytes.buffer, part.bytes.byteOffset, part.bytes.byteLength)
      const filename = `${randomBytes(16).toString('hex')}.${attachmentKinds[part.kind].extension}`
      const file = path.join(dir, filename)
      // 'wx': never over another file; a file left half-written (a full disk) goes.
      await fs.writeFile(file, data, { flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
        if (error?.code !== 'EEXIST') await fs.rm(file, { force: true }).catch(() => undefined)
        throw error
      })
      written.push({
        part,
        filename,
        size: data.byteLength,
        sha256: createHash('sha256').update(data).digest('hex'),
      })
    }
    return written
  } catch (error) {
    await removeAttachmentFiles(written)
    throw new AttachmentsNotSaved(error)
  }
}

/** Removes written files whose post was not stored after all (best effort). */
export async function removeAttachmentFiles(files: WrittenAttachment[]): Promise<void> {
  const dir = attachmentsDir()
  await Promise.all(
    files.map((f) => fs.rm(path.join(dir, f.filename), { force: true }).catch(() => undefined)),
  )
}

/** What written files belong to. */
export type AttachmentOwner = {
  inquiryId: number
  /** The message the files were sent with, if any. */
  messageId?: number | null
  buyerId?: number | null
  side: AttachmentSide
}

/**
 * The `attachments` rows of written files (values for the adapter's Drizzle table, as Payload
 * stores an upload), to insert in the same write as what they belong to.
 */
export function attachmentRows(
  files: WrittenAttachment[],
  owner: AttachmentOwner,
  now = new Date(),
): Record<string, unknown>[] {
  return files.map((f, i) => ({
    inquiry: owner.inquiryId,
    message: owner.messageId ?? null,
    buyer: owner.buyerId ?? null,
    side: owner.side,
    originalName: f.part.name,
    contentType: f.part.contentType,
    sha256: f.sha256,
    filename: f.filename,
    mimeType: f.part.contentType,
    filesize: f.size,
    // A millisecond apart: lists (oldest first) keep the order they were sent in.
    createdAt: new Date(now.getTime() + i).toISOString(),
    updatedAt: new Date(now.getTime() + i).toISOString(),
  }))
}

/**
 * Inserts the rows of written files (a message's, from its hook); with `req`, inside the
 * request's transaction (PostgreSQL), so that a failure takes back the whole write.
 */
export async function insertAttachmentRows(
  payload: Payload,
  files: WrittenAttachment[],
  owner: AttachmentOwner,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  if (files.length === 0) return
  const { drizzle, tables, sqlite } = await sqlDbIn(payload, req)
  await serialWrite(sqlite, () =>
    drizzle.insert(tables.attachments).values(attachmentRows(files, owner)),
  )
}

export type AttachmentSummary = {
  id: number
  inquiry: number
  name: string
  contentType: string
  size: number
}

/** Attachments matching `where`, oldest first, grouped by `by`. */
async function grouped(
  payload: Payload,
  where: Where,
  by: 'inquiry' | 'message',
): Promise<Map<number, AttachmentSummary[]>> {
  const out = new Map<number, AttachmentSummary[]>()
  const { docs } = await payload.find({
    collection: 'attachments',
    where,
    sort: 'createdAt',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { inquiry: true, message: true, originalName: true, contentType: true, filesize: true },
  })
  for (const doc of docs) {
    const key = relationId(doc[by])
    if (key === null) continue
    const list = out.get(key) ?? []
    list.push({
      id: doc.id,
      inquiry: relationId(doc.inquiry)!,
      name: doc.originalName,
      contentType: doc.contentType,
      size: doc.filesize ?? 0,
    })
    out.set(key, list)
  }
  return out
}

/** The files sent with these inquiries (not with their messages), by inquiry (step 3 above). */
export async function inquiryAttachments(
  payload: Payload,
  inquiryIds: number[],
): Promise<Map<number, AttachmentSummary[]>> {
  if (inquiryIds.length === 0) return new Map()
  return grouped(
    payload,
    { and: [{ inquiry: { in: inquiryIds } }, { message: { exists: false } }] },
    'inquiry',
  )
}

/** The files sent with these messages, by message (step 3 above). */
export async function messageAttachments(
  payload: Payload,
  messageIds: number[],
): Promise<Map<number, AttachmentSummary[]>> {
  if (messageIds.length === 0) return new Map()
  return grouped(payload, { message: { in: messageIds } }, 'message')
}

/** Deletes a message's files (records and bytes), for when the message itself is deleted. */
export async function deleteMessageAttachments(
  payload: Payload,
  messageId: number,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await deleteEach(payload, 'attachments', { message: { equals: messageId } }, { req })
}

/** Deletes an inquiry's files (records and bytes), for when the inquiry itself is deleted. */
export async function deleteInquiryAttachments(
  payload: Payload,
  inquiryId: number,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await deleteEach(payload, 'attachments', { inquiry: { equals: inquiryId } }, { req })
}

/**
 * Where the inquiry's buyer and staff download a file; with `token` (the conversation's link),
 * where whoever holds that link does, signed in or not.
 */
export function attachmentHref(
  file: Pick<AttachmentSummary, 'id' | 'name'>,
  token?: string,
): string {
  const href = `/api/attachment/${file.id}/${encodeURIComponent(file.name)}`
  return token ? `${href}?t=${encodeURIComponent(token)}` : href
}

/** "2.4 MB", "380 KB": a size as people read it. */
export function formatSize(bytes: number, locale = 'en'): string {
  const format = (n: number, unit: 'megabyte' | 'kilobyte') =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: n < 10 ? 1 : 0,
    }).format(n)
  return bytes >= 1024 * 1024
    ? format(bytes / (1024 * 1024), 'megabyte')
    : format(Math.max(1, Math.round(bytes / 1024)), 'kilobyte')
}
