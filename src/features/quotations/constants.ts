/** A quotation's life: a draft, sent to the buyer, then answered, lapsed or replaced. */
export const quotationStatuses = [
  'draft',
  'sent',
  'accepted',
  'declined',
  'expired',
  'superseded',
] as const
export type QuotationStatus = (typeof quotationStatuses)[number]
export const quotationStatusLabels: Record<QuotationStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  superseded: 'Superseded',
}

// The currencies quotations are priced in: those the proforma invoice can write out in words.
export { currencies, type Currency } from '@/features/documents'

/** Units a line is priced in; the first three are those of the quote form. */
export const quotationUnits = ['kg', 'mt', 'containers', 'bags', 'cartons'] as const
export type QuotationUnit = (typeof quotationUnits)[number]
export const quotationUnitLabels: Record<QuotationUnit, string> = {
  kg: 'kg',
  mt: 'MT',
  containers: 'containers',
  bags: 'bags',
  cartons: 'cartons',
}

/** Incoterms 2020. */
export const quotationIncoterms = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const

/** Keys of the context that the site's own quotation code passes to Payload. */
export const QUOTATION_SYSTEM = 'quotationSystem'

/** A new draft is valid for this many days, to the end of that day (UTC); staff may change it. */
export const DEFAULT_VALID_DAYS = 14
