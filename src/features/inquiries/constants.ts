import { EMAIL_MAX, SITE_PATH_MAX } from '@/components/form/limits'

/** The eight inquiry types of the contact form, in the order the spec lists them. */
export const inquiryTypes = [
  'product',
  'quote',
  'quality',
  'bulk',
  'private-label',
  'partnership',
  'technical',
  'general',
] as const
export type InquiryType = (typeof inquiryTypes)[number]

/** English labels, used in /admin, the sales email and the CSV export. */
export const inquiryTypeLabels: Record<InquiryType, string> = {
  product: 'Product Inquiry',
  quote: 'Quote Request',
  quality: 'Quality Information',
  bulk: 'Bulk Order',
  'private-label': 'Private Label',
  partnership: 'Partnership Opportunity',
  technical: 'Technical Support',
  general: 'General Inquiry',
}

/**
 * The lifecycle of an inquiry or quote request: New → In review → Quoted → Accepted / Declined /
 * Expired, plus Withdrawn (by the buyer) and Spam (staff). Every change is kept in the
 * inquiry's history (`inquiry-events`, see ./history.ts).
 */
export const inquiryStatuses = [
  'new',
  'in-review',
  'quoted',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
  'spam',
] as const
export type InquiryStatus = (typeof inquiryStatuses)[number]
export const inquiryStatusLabels: Record<InquiryStatus, string> = {
  new: 'New',
  'in-review': 'In review',
  quoted: 'Quoted',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
  spam: 'Spam',
}

/** Statuses of databases written before the lifecycle, and what they became. */
export const formerInquiryStatuses = {
  'in-progress': 'in-review',
  won: 'accepted',
  lost: 'declined',
} as const satisfies Record<string, InquiryStatus>

/** What one entry of an inquiry's history records. */
export const inquiryEventKinds = [
  'status',
  'quotation-sent',
  'quotation-revised',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
  'assigned',
  'note',
  'message',
] as const
export type InquiryEventKind = (typeof inquiryEventKinds)[number]
export const inquiryEventKindLabels: Record<InquiryEventKind, string> = {
  status: 'Status changed',
  'quotation-sent': 'Quotation sent',
  'quotation-revised': 'Quotation revised',
  accepted: 'Accepted by the buyer',
  declined: 'Declined by the buyer',
  expired: 'Expired',
  withdrawn: 'Withdrawn by the buyer',
  assigned: 'Assigned',
  note: 'Note',
  message: 'Message sent',
}
/** Who made a change that no staff member made. */
export const inquiryEventActors = ['staff', 'buyer', 'system'] as const
export type InquiryEventActor = (typeof inquiryEventActors)[number]

export const quantityUnits = ['kg', 'mt', 'containers'] as const
export type QuantityUnit = (typeof quantityUnits)[number]
export const quantityUnitLabels: Record<QuantityUnit, string> = {
  kg: 'kg',
  mt: 'MT',
  containers: 'containers',
}

export const incoterms = ['FOB', 'CIF', 'CFR'] as const

/** Where the three forms come from; sent as the hidden field `form`. */
export const inquiryForms = ['contact', 'product', 'quote'] as const
export type InquiryForm = (typeof inquiryForms)[number]

/** Limits of one submission. */
export const limits = {
  /** Whole request body, bytes. Larger bodies get 413. */
  bodyBytes: 32 * 1024,
  name: 100,
  company: 200,
  email: EMAIL_MAX,
  phone: 40,
  country: 100,
  products: 500,
  quantity: 100,
  message: 5000,
  port: 100,
  targetPrice: 100,
  packSize: 120,
  quoteItems: 50,
  itemQuantity: 1_000_000,
  sourcePage: SITE_PATH_MAX,
} as const

/** A form sent sooner than this after it was shown was not filled in by a person. */
export const MIN_FILL_MS = 3000

/** How far ahead a preferred shipment month may lie. */
export const MAX_SHIPMENT_MONTHS_AHEAD = 24
