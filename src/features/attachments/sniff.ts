import { MAX_ATTACHMENT_BYTES, type AttachmentErrorCode } from './constants'

/**
 * What a file is, read from its bytes: the five kinds a buyer may attach (PDF, JPEG, PNG, XLSX,
 * DOCX) by their magic numbers, never by the file's name or the browser's claimed type. Office
 * files are ZIP archives: one is XLSX or DOCX only when its central directory (the archive's
 * table of contents, read without unpacking anything) names `xl/workbook.xml` or
 * `word/document.xml`. Everything else is refused. Why our own ZIP directory reader:
 * docs/decisions/022-attachment-types.md.
 */

export const attachmentKinds = {
  pdf: { type: 'application/pdf', extension: 'pdf' },
  jpeg: { type: 'image/jpeg', extension: 'jpg' },
  png: { type: 'image/png', extension: 'png' },
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  docx: {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
} as const

export type AttachmentKind = keyof typeof attachmentKinds

/** Content types the forms' file input offers (its accept attribute), with the extensions. */
export const ATTACHMENT_ACCEPT = [
  ...Object.values(attachmentKinds).map((k) => k.type),
  '.pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.xlsx',
  '.docx',
].join(',')

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b)

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const ZIP = [0x50, 0x4b, 0x03, 0x04] // PK\3\4: a local file header

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
/** The end-of-central-directory record is 22 bytes plus a comment of at most 65535. */
const EOCD_MIN = 22
const EOCD_SEARCH = EOCD_MIN + 0xffff

/**
 * The entry names of a ZIP archive's central directory, or null when there is none that holds
 * together (a truncated file, offsets pointing outside it, ZIP64, which no Office file of this
 * size needs). Nothing is decompressed, so a "ZIP bomb" costs nothing.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const stop = Math.max(0, bytes.length - EOCD_SEARCH)
  let eocd = -1
  for (let i = bytes.length - EOCD_MIN; i >= stop; i--)
    if (view.getUint32(i, true) === EOCD) {
      eocd = i
      break
    }
  if (eocd < 0) return null
  const count = view.getUint16(eocd + 10, true)
  const size = view.getUint32(eocd + 12, true)
  const offset = view.getUint32(eocd + 16, true)
  if (count === 0xffff || offset === 0xffffffff || offset + size > eocd) return null
  const decoder = new TextDecoder()
  const names: string[] = []
  let at = offset
  for (let n = 0; n < count; n++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL) return null
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const end = at + 46 + nameLength
    if (end > eocd) return null
    names.push(decoder.decode(bytes.subarray(at + 46, end)))
    at = end + extraLength + commentLength
  }
  return names
}

/**
 * Whether a PDF ends as one does: its cross-reference pointer (`startxref`, or a classic `xref`
 * table) and `%%EOF` within the last kilobyte. Payload's upload check asks the same of a PDF
 * before it stores one; a file refused there would be lost after the buyer was told it was sent.
 */
function pdfTrailer(bytes: Uint8Array): boolean {
  const tail = latin1.decode(bytes.subarray(Math.max(0, bytes.length - 1024)))
  return tail.includes('%%EOF') && tail.includes('xref')
}

const latin1 = new TextDecoder('latin1')

/** The kind of file these bytes are, or null for anything a buyer may not attach. */
export function sniffAttachment(bytes: Uint8Array): AttachmentKind | null {
  if (startsWith(bytes, PDF)) return pdfTrailer(bytes) ? 'pdf' : null
  if (startsWith(bytes, JPEG)) return 'jpeg'
  if (startsWith(bytes, PNG)) return 'png'
  if (startsWith(bytes, ZIP)) {
    const names = zipEntryNames(bytes)
    if (!names) return null
    if (names.includes('xl/workbook.xml')) return 'xlsx'
    if (names.includes('word/document.xml')) return 'docx'
  }
  return null
}

/**
 * One file as received: its kind, or why it is refused (empty, over 10 MiB, or not one of the
 * five kinds whatever its name says).
 */
export function checkAttachment(
  bytes: Uint8Array,
): { ok: true; kind: AttachmentKind } | { ok: false; code: AttachmentErrorCode } {
  if (bytes.length === 0) return { ok: false, code: 'attachmentEmpty' }
  if (bytes.length > MAX_ATTACHMENT_BYTES) return { ok: false, code: 'attachmentTooLarge' }
  const kind = sniffAttachment(bytes)
  return kind ? { ok: true, kind } : { ok: false, code: 'attachmentType' }
}
