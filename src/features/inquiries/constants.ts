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

export const inquiryStatuses = ['new', 'in-progress', 'quoted', 'won', 'lost', 'spam'] as const
export type InquiryStatus = (typeof inquiryStatuses)[number]
export const inquiryStatusLabels: Record<InquiryStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
}

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
