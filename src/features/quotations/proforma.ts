import type { Payload } from 'payload'
import { renderProforma, type ProformaData } from '@/features/documents'
import { inquiryReference } from '@/features/inquiries'
import { lineContainers, plannerNumbers, type StoredPackRow } from '@/features/load-planner'
import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import type { MailAttachment } from '@/features/email'
import type { Inquiry, Quotation } from '@/payload-types'
import { quotationUnits, type QuotationUnit } from './constants'

/**
 * What the proforma invoice of a quotation shows, in the buyer's language: each line's product
 * by its name in that language (with its variety, packing and HS code), quantities with their
 * units, and the amounts as the server computed them. A draft (no number yet) is marked DRAFT.
 */
export async function proformaData(
  payload: Payload,
  quotation: Quotation,
  inquiry: Inquiry,
  locale: Locale,
): Promise<ProformaData> {
  const lines = quotation.lines ?? []
  const ids = lines
    .map((l) => (typeof l.product === 'object' && l.product ? l.product.id : l.product))
    .filter((id): id is number => typeof id === 'number')
  const products = ids.length
    ? (
        await payload.find({
          collection: 'products',
          where: { id: { in: ids } },
          select: { name: true, variety: true, hsCode: true, packs: true },
          depth: 0,
          limit: ids.length,
          locale,
          overrideAccess: true,
        })
      ).docs
    : []
  const byId = new Map(products.map((p) => [p.id, p]))
  const t = serverTranslator(locale, 'quotation')
  const asContainers = containerLine(locale)
  const unitLabel = (unit: string) =>
    (quotationUnits as readonly string[]).includes(unit)
      ? t(`units.${unit as QuotationUnit}`)
      : unit
  return {
    locale,
    number: quotation.number ?? 'DRAFT',
    revision: quotation.revision ?? 1,
    reference: inquiryReference(inquiry.id),
    issuedAt: quotation.sentAt ?? new Date().toISOString(),
    validUntil: quotation.validUntil ?? new Date().toISOString(),
    currency: quotation.currency,
    buyer: {
      name: inquiry.name,
      company: inquiry.company ?? undefined,
      email: inquiry.email,
      phone: inquiry.phone ?? undefined,
      country: inquiry.destinationCountry || inquiry.country || undefined,
    },
    lines: lines.map((line) => {
      const id = typeof line.product === 'object' && line.product ? line.product.id : line.product
      const product = typeof id === 'number' ? byId.get(id) : undefined
      const name = product
        ? [product.name, product.variety && `(${product.variety})`].filter(Boolean).join(' ')
        : (line.name ?? '')
      const description = [name, line.packSize].filter(Boolean).join(' · ')
      const containerText = product ? asContainers(product.packs, line) : null
      return {
        description: containerText ? `${description}\n${containerText}` : description,
        hsCode: product?.hsCode ?? undefined,
        quantity: line.quantity ?? '0',
        unit: unitLabel(line.unit),
        unitPrice: line.unitPrice ?? '0',
        amount: line.amount ?? '0',
      }
    }),
    total: quotation.total ?? '0',
    incoterm: quotation.incoterm ?? undefined,
    port: quotation.port ?? undefined,
    paymentTerms: quotation.paymentTerms ?? undefined,
    leadTime: quotation.leadTime ?? undefined,
    notes: quotation.notes ?? undefined,
  }
}

/**
 * A line's quantity as containers of its pack, "≈ 1.6 × 20' FCL", in the buyer's language; null
 * when the product has no pack data or the unit is not a weight or packs.
 */
function containerLine(locale: Locale) {
  const t = serverTranslator(locale, 'loadPlanner')
  const n = plannerNumbers(locale)
  return (
    rows: readonly StoredPackRow[] | null | undefined,
    line: { packSize?: string | null; unit: string; quantity?: string | null },
  ): string | null => {
    const planned = lineContainers(rows, { ...line, packing: line.packSize })
    if (!planned) return null
    return t('asContainers', {
      count: n.tenths(planned.count.containersTenths),
      container: planned.container.shortLabel,
    }).replace(/[\u200e\u200f\u061c]/g, '')
  }
}

/** The proforma invoice of a quotation as a PDF file to attach or download. */
export async function proformaFile(
  payload: Payload,
  quotation: Quotation,
  inquiry: Inquiry,
  locale: Locale,
): Promise<MailAttachment> {
  const content = await renderProforma(await proformaData(payload, quotation, inquiry, locale))
  return {
    filename: `${quotation.number ?? `DRAFT-${quotation.id}`}.pdf`,
    contentType: 'application/pdf',
    content,
  }
}
