import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { logger } from '@/lib/logger'
import { attachmentsDir } from './storage-dir'
import { relationId } from '@/lib/relation-id'

/**
 * Who asks for a file: a sales-team member (admin or sales), a signed-in buyer, and/or someone
 * holding an inquiry's conversation link (`inquiry`: the inquiry that link opens; checked by
 * the caller).
 */
export type Asker = { staff: boolean; buyer: number | null; inquiry?: number | null }

const notFound = () =>
  Response.json(
    { errors: [{ message: 'Not Found' }] },
    { status: 404, headers: { 'cache-control': 'private, no-store' } },
  )

/** `filename*=` (RFC 6266/8187) with a plain ASCII `filename=` for old clients. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/**
 * GET /api/attachment/{id}/{name}: the file, to the sales team, to the buyer whose inquiry it
 * belongs to, and to whoever holds that inquiry's conversation link (`?t=`: the page of that
 * link shows the same files); 404 to everybody else (whether the file exists is nobody else's business), as to
 * a file that does not exist. Always a download (never shown inline, so never run as a page of
 * this site), with its sniffed type, and never kept by a shared cache.
 */
export async function serveAttachment(
  payload: Payload,
  idParam: string,
  who: Asker,
): Promise<Response> {
  if (!/^\d{1,12}$/.test(idParam) || (!who.staff && !who.buyer && !who.inquiry)) return notFound()
  const doc = await payload
    .findByID({ collection: 'attachments', id: Number(idParam), depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!doc?.filename) return notFound()
  const inquiryId = typeof doc.inquiry === 'object' ? doc.inquiry.id : doc.inquiry
  if (!who.staff && !(who.inquiry && who.inquiry === inquiryId)) {
    const inquiry = await payload
      .findByID({
        collection: 'inquiries',
        id: inquiryId,
        depth: 0,
        overrideAccess: true,
        select: { buyer: true },
      })
      .catch(() => null)
    const owner = relationId(inquiry?.buyer)
    if (!owner || owner !== who.buyer) return notFound()
  }
  const dir = attachmentsDir()
  const file = path.resolve(dir, doc.filename)
  if (!file.startsWith(dir + path.sep)) return notFound()
  let bytes: Buffer
  try {
    bytes = await fs.readFile(file)
  } catch (error) {
    logger.error({ error: String(error), attachment: doc.id }, 'attachment file missing')
    return notFound()
  }
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': doc.contentType,
      'content-length': String(bytes.byteLength),
      'content-disposition': contentDisposition(doc.originalName),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // Opened by mistake as a document of this site, it could run nothing.
      'content-security-policy': "default-src 'none'; sandbox",
    },
  })
}
