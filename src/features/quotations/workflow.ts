import type { PayloadRequest } from 'payload'
import type { Quotation } from '@/payload-types'
import { quotationIncoterms, quotationUnits, type QuotationUnit } from './constants'

/**
 * A new draft quotation for an inquiry, prefilled from what the buyer asked for: the quote
 * request's lines (catalogue product, name, quantity, unit, packing) or the product of a product
 * inquiry, the incoterm and the destination port. Null when there is no such inquiry.
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
    },
    user: req.user,
    overrideAccess: false,
    req,
  })
}
