import type { Endpoint, PayloadRequest } from 'payload'
import { isSalesTeam } from '@/access'
import { kickOutbox } from '@/features/email'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'
import { proformaFile } from './proforma'
import { draftFromInquiry, QuotationError, reviseQuotation, sendQuotation } from './workflow'

const json = (body: Record<string, unknown>, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** The id in the path, or null when it is not a positive integer. */
export function routeId(req: PayloadRequest): number | null {
  const raw = String(req.routeParams?.id ?? '')
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null
}

/** Admins and sales staff only; anyone else gets 403 (or 401 when not signed in). */
export function refuseUnlessSales(req: PayloadRequest): Response | null {
  if (!req.user) return json({ error: 'Sign in as sales staff first.' }, 401)
  if (!isSalesTeam(req.user))
    return json({ error: 'Only admins and sales staff work on quotations.' }, 403)
  return null
}

/** POST /api/quotations/from-inquiry/:id → a new draft priced from the inquiry's lines. */
const fromInquiry: Endpoint = {
  path: '/from-inquiry/:id',
  method: 'post',
  handler: async (req) => {
    const refused = refuseUnlessSales(req)
    if (refused) return refused
    const id = routeId(req)
    if (id === null) return json({ error: 'No such inquiry.' }, 404)
    const quotation = await draftFromInquiry(req, id)
    if (!quotation) return json({ error: 'No such inquiry.' }, 404)
    return json(
      {
        id: quotation.id,
        url: `/admin/collections/quotations/${quotation.id}`,
        message: 'Draft quotation created.',
      },
      201,
    )
  },
}

/** A workflow step on one quotation; its refusals as 4xx with the reason. */
function step(
  path: string,
  run: (req: PayloadRequest, id: number) => Promise<{ id: number; message: string }>,
): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      const refused = refuseUnlessSales(req)
      if (refused) return refused
      const id = routeId(req)
      if (id === null) return json({ error: 'No such quotation.' }, 404)
      try {
        const done = await run(req, id)
        return json({ ...done, url: `/admin/collections/quotations/${done.id}` })
      } catch (error) {
        if (error instanceof QuotationError) return json({ error: error.message }, error.status)
        throw error
      }
    },
  }
}

/** POST /api/quotations/:id/send: number, status Sent, inquiry Quoted, email to the buyer. */
const send = step('/:id/send', async (req, id) => {
  const sent = await sendQuotation(req, id, { siteUrl: siteUrl() })
  kickOutbox()
  return { id: sent.id, message: `Quotation ${sent.number} sent to the buyer.` }
})

/** POST /api/quotations/:id/revise: a new draft revision of a sent quotation. */
const revise = step('/:id/revise', async (req, id) => {
  const draft = await reviseQuotation(req, id)
  return { id: draft.id, message: `Revision ${draft.revision} created as a draft.` }
})

/**
 * GET /api/quotations/:id/proforma.pdf: the proforma invoice as the buyer gets it (a draft's
 * marked DRAFT), in the inquiry's language, or `?locale=en` for staff to read.
 */
const proforma: Endpoint = {
  path: '/:id/proforma.pdf',
  method: 'get',
  handler: async (req) => {
    const refused = refuseUnlessSales(req)
    if (refused) return refused
    const id = routeId(req)
    const quotation =
      id === null
        ? null
        : await req.payload
            .findByID({ collection: 'quotations', id, depth: 0, overrideAccess: true })
            .catch(() => null)
    if (!quotation) return json({ error: 'No such quotation.' }, 404)
    const inquiry = await req.payload.findByID({
      collection: 'inquiries',
      id: typeof quotation.inquiry === 'object' ? quotation.inquiry.id : quotation.inquiry,
      depth: 0,
      overrideAccess: true,
    })
    const asked = new URL(req.url ?? 'http://x').searchParams.get('locale')
    const locale = isLocale(asked ?? '')
      ? (asked as Locale)
      : isLocale(inquiry.locale)
        ? inquiry.locale
        : defaultLocale
    const file = await proformaFile(req.payload, quotation, inquiry, locale)
    return new Response(new Uint8Array(file.content), {
      headers: {
        'content-type': file.contentType,
        'content-disposition': `inline; filename="${file.filename}"`,
        'cache-control': 'private, no-store',
      },
    })
  },
}

export const quotationEndpoints: Endpoint[] = [fromInquiry, send, revise, proforma]
