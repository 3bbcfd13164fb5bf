import { isSalesTeam } from '@/access'
import { csvExportHandler, type CsvColumn } from '@/lib/csv-export'
import type { Inquiry } from '@/payload-types'
import {
  inquiryStatusLabels,
  inquiryTypeLabels,
  quantityUnitLabels,
  type InquiryStatus,
  type InquiryType,
  type QuantityUnit,
} from './constants'
import { inquiryReference } from './emails'

const columns: CsvColumn<Inquiry>[] = [
  ['Reference', (i) => inquiryReference(i.id)],
  ['Received', (i) => i.createdAt],
  ['Status', (i) => inquiryStatusLabels[i.status as InquiryStatus] ?? i.status],
  ['Type', (i) => inquiryTypeLabels[i.type as InquiryType] ?? i.type],
  ['Form', (i) => i.form],
  ['Language', (i) => i.locale],
  ['Contact person', (i) => i.name],
  ['Email', (i) => i.email],
  ['Company', (i) => i.company],
  ['Phone', (i) => i.phone],
  ['Country', (i) => i.country],
  ['Expected quantity', (i) => i.volume],
  ['Products of interest', (i) => i.targetSkus],
  ['Product', (i) => i.product],
  [
    'Line items',
    (i) =>
      (i.lineItems ?? [])
        .map(
          (l) =>
            `${l.productName} (${l.product}): ${l.quantity} ${quantityUnitLabels[l.unit as QuantityUnit] ?? l.unit}${l.packSize ? `, ${l.packSize}` : ''}`,
        )
        .join('\n'),
  ],
  ['Incoterm', (i) => i.incoterm],
  ['Destination port', (i) => i.destinationPort],
  ['Destination country', (i) => i.destinationCountry],
  ['Target price', (i) => i.targetPrice],
  ['Shipment month', (i) => i.shipmentMonth],
  ['Message', (i) => i.message],
  ['Consent given at', (i) => i.consentAt],
  ['Privacy policy version', (i) => i.policyVersion],
  ['Sent from page', (i) => i.sourcePage],
  ['First response', (i) => i.firstResponseAt],
  ['Minutes to first response', (i) => i.firstResponseMinutes],
  ['Staff notes', (i) => i.staffNotes],
]

/**
 * GET /api/inquiries/export.csv?where[...]: the inbox list as filtered in /admin (the same
 * query string), newest first, for sales staff and admins.
 */
export const exportInquiriesCsv = csvExportHandler<Inquiry>({
  collection: 'inquiries',
  columns,
  name: 'inquiries',
  allowed: isSalesTeam,
  forbidden: 'Sign in as sales staff or an admin to export inquiries.',
})
