import { ValidationError, type Payload, type PayloadRequest } from 'payload'
import { queueEmail } from '@/features/email'
import { recordInquiryEvent, staffUserId } from '@/features/inquiries'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { logger } from '@/lib/logger'
import { sha256 } from '@/lib/security/tokens'
import type { Quotation } from '@/payload-types'
import {
  DEFAULT_VALID_DAYS,
  QUOTATION_SYSTEM,
  quotationIncoterms,
  quotationUnits,
  type QuotationUnit,
} from './constants'
import { quotationEmail } from './emails'
import { quotationPath, quotationToken } from './link'
import { formatMoney, isPositive } from './money'
import { proformaFile } from './proforma'

/**
 * A new draft quotation for an inquiry, prefilled from what the buyer asked for: the quote
 * request's lines (catalogue product, name, quantity, unit, packing) or the product of a product
 * inquiry, the incoterm and the destination port, valid for DEFAULT_VALID_DAYS. Null when there
 * is no such inquiry.
 */
export async function draftFromInquiry(
  req: PayloadRequest,
  inquiryId: number,
): Promise<Quotation | null> {
  const { payload } = req
  const inquiry = await payload
    .findByID({ collection: 'inquiries', id: inquiryId, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!inquiry) return null
  const wanted = inquiry.lineItems?.length
    ? inquiry.lineItems.map((item) => ({
        slug: item.product,
        name: item.productName,
        quantity: String(item.quantity),
        unit: item.unit,
        packSize: item.packSize ?? null,
      }))
    : inquiry.product
      ? [{ slug: inquiry.product, name: null, quantity: null, unit: 'mt', packSize: null }]
      : []
  const slugs = [...new Set(wanted.map((w) => w.slug))]
  const products = slugs.length
    ? (
        await payload.find({
          collection: 'products',
          where: { slug: { in: slugs } },
          select: { slug: true, name: true },
          depth: 0,
          limit: slugs.length,
          locale: 'en',
          overrideAccess: true,
        })
      ).docs
    : []
  const bySlug = new Map(products.map((p) => [p.slug, p]))
  const incoterm = quotationIncoterms.find((i) => i === inquiry.incoterm) ?? null
  return payload.create({
    collection: 'quotations',
    data: {
      inquiry: inquiry.id,
      status: 'draft',
      currency: 'USD',
      lines: wanted.map((w) => ({
        product: bySlug.get(w.slug)?.id ?? null,
        name: w.name ?? bySlug.get(w.slug)?.name ?? w.slug,
        quantity: w.quantity,
        unit: (quotationUnits as readonly string[]).includes(w.unit)
          ? (w.unit as QuotationUnit)
          : 'mt',
        packSize: w.packSize,
      })),
      incoterm,
      port: inquiry.destinationPort ?? null,
      validUntil: defaultValidity(new Date()),
    },
    user: req.user,
    overrideAccess: false,
    req,
  })
}

/**
 * The day DEFAULT_VALID_DAYS after `from` (UTC), at noon as the admin's day picker keeps days: it
 * shows the same day in every time zone. The quotation is valid to that day's end (`lapsed`).
 */
export function defaultValidity(from: Date): string {
  const day = new Date(from)
  day.setUTCDate(day.getUTCDate() + DEFAULT_VALID_DAYS)
  day.setUTCHours(12, 0, 0, 0)
  return day.toISOString()
}

export class QuotationError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 410 = 400,
  ) {
    super(message)
  }
}

const system = { [QUOTATION_SYSTEM]: true, inquiryEventRecorded: true }

/** What must hold before a quotation goes to the buyer; each problem in words staff act on. */
export function sendProblems(quotation: Quotation, now = new Date()): string[] {
  const problems: string[] = []
  const lines = quotation.lines ?? []
  if (lines.length === 0) problems.push('Add at least one line.')
  lines.forEach((line, i) => {
    if (!isPositive(line.quantity, 3)) problems.push(`Line ${i + 1}: enter a quantity above 0.`)
    if (!isPositive(line.unitPrice)) problems.push(`Line ${i + 1}: enter a unit price above 0.`)
  })
  if (!quotation.validUntil) problems.push('Set the date the quotation is valid until.')
  else if (Date.parse(quotation.validUntil) <= now.getTime())
    problems.push('The validity date has passed: set one in the future.')
  return problems
}

/** The next free PI-YYYY-NNNN of the year, as far as the database knows now. */
async function nextNumber(payload: Payload, year: number): Promise<string> {
  const prefix = `PI-${year}-`
  const { docs } = await payload.find({
    collection: 'quotations',
    where: { number: { like: prefix } },
    select: { number: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  let last = 0
  for (const { number } of docs) {
    const match = /^PI-\d{4}-(\d+)$/.exec(number ?? '')
    if (match) last = Math.max(last, Number(match[1]))
  }
  return `${prefix}${String(last + 1).padStart(4, '0')}`
}

const isUniqueClash = (error: unknown) =>
  error instanceof ValidationError &&
  (error.data?.errors ?? []).some((e: { path?: string }) => e.path === 'number')

/**
 * Marks a draft sent with its number: a revision carries its first revision's number with
 * "-R<n>"; a first quotation takes the year's next number. Two sends at once may read the same
 * next number: the unique index lets one win and the other takes the one after (race-safe on
 * both databases).
 */
async function markSent(payload: Payload, quotation: Quotation, now: Date): Promise<Quotation> {
  const previous =
    quotation.previous && typeof quotation.previous === 'object' ? quotation.previous : null
  const base = previous?.number?.replace(/-R\d+$/, '') ?? null
  for (let attempt = 0; ; attempt++) {
    const number = base
      ? `${base}-R${quotation.revision ?? 2}`
      : await nextNumber(payload, now.getUTCFullYear())
    const sent = { id: quotation.id, sentAt: now.toISOString() }
    try {
      return await payload.update({
        collection: 'quotations',
        id: quotation.id,
        data: {
          number,
          status: 'sent',
          sentAt: sent.sentAt,
          tokenHash: sha256(quotationToken(sent)),
        },
        context: system,
        overrideAccess: true,
        depth: 1,
      })
    } catch (error) {
      if (!isUniqueClash(error) || attempt >= 20) throw error
    }
  }
}

/**
 * "Send quotation" on a draft: checks it, gives it its number, marks it sent (a previous
 * revision becomes superseded), sets the inquiry to Quoted with an entry in its history, and
 * queues the email to the buyer in the inquiry's language with the link to answer it.
 */
export async function sendQuotation(
  req: PayloadRequest,
  id: number,
  { siteUrl, now = new Date() }: { siteUrl: string; now?: Date },
): Promise<Quotation> {
  const { payload } = req
  const quotation = await payload
    .findByID({ collection: 'quotations', id, depth: 1, overrideAccess: true })
    .catch(() => null)
  if (!quotation) throw new QuotationError('No such quotation.', 404)
  if (quotation.status !== 'draft')
    throw new QuotationError('Only a draft can be sent; this quotation was sent already.', 409)
  const problems = sendProblems(quotation, now)
  if (problems.length) throw new QuotationError(problems.join(' '))
  const inquiry =
    typeof quotation.inquiry === 'object'
      ? quotation.inquiry
      : await payload.findByID({ collection: 'inquiries', id: quotation.inquiry, depth: 0 })

  const sent = await markSent(payload, quotation, now)
  const by = staffUserId(req)
  const previous =
    quotation.previous && typeof quotation.previous === 'object' ? quotation.previous : null
  if (previous && previous.status === 'sent')
    await payload.update({
      collection: 'quotations',
      id: previous.id,
      data: { status: 'superseded', supersededBy: sent.id },
      context: system,
      overrideAccess: true,
    })
  if (inquiry.status !== 'quoted')
    await payload.update({
      collection: 'inquiries',
      id: inquiry.id,
      data: { status: 'quoted' },
      context: { inquiryEventRecorded: true },
      overrideAccess: true,
    })
  await recordInquiryEvent(payload, {
    inquiry: inquiry.id,
    kind: previous ? 'quotation-revised' : 'quotation-sent',
    by,
    from: inquiry.status,
    to: 'quoted',
    note: `${sent.number}: ${formatMoney(sent.total ?? '0', sent.currency, 'en')}`,
  })
  const locale = (isLocale(inquiry.locale) ? inquiry.locale : defaultLocale) as Locale
  const email = quotationEmail(sent, inquiry, `${siteUrl}${quotationPath(locale, sent)}`)
  // The proforma invoice goes with it. Should drawing it fail, the buyer still gets the
  // quotation and its link (staff can download the PDF from the admin and send it).
  const attachments = await proformaFile(payload, sent, inquiry, locale).then(
    (file) => [file],
    (error) => {
      logger.error({ err: error, quotation: sent.id }, 'proforma invoice not attached')
      return []
    },
  )
  await queueEmail(payload, { ...email, to: inquiry.email, kind: 'quotation', attachments })
  logger.info({ quotation: sent.id, number: sent.number, inquiry: inquiry.id }, 'quotation sent')
  return sent
}

/** "Revise" on a sent quotation: a new draft, revision n + 1, with the same lines and terms. */
export async function reviseQuotation(req: PayloadRequest, id: number): Promise<Quotation> {
  const { payload } = req
  const quotation = await payload
    .findByID({ collection: 'quotations', id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!quotation) throw new QuotationError('No such quotation.', 404)
  if (quotation.status !== 'sent')
    throw new QuotationError('Only a sent quotation that is not yet answered can be revised.', 409)
  const open = await payload.find({
    collection: 'quotations',
    where: { previous: { equals: quotation.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (open.docs[0]) return open.docs[0]
  const { lines, currency, incoterm, port, paymentTerms, leadTime, validUntil, notes } = quotation
  return payload.create({
    collection: 'quotations',
    data: {
      inquiry: quotation.inquiry,
      status: 'draft',
      revision: (quotation.revision ?? 1) + 1,
      previous: quotation.id,
      currency,
      lines: (lines ?? []).map(({ id: _id, ...line }) => line),
      incoterm,
      port,
      paymentTerms,
      leadTime,
      validUntil,
      notes,
    },
    context: system,
    overrideAccess: true,
    req,
  })
}
