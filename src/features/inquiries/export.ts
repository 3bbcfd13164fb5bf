import type { PayloadHandler, Where } from 'payload'
import { isSalesTeam } from '@/access'
import { toCsv } from '@/lib/csv'
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

const columns: [string, (i: Inquiry) => unknown][] = [
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
export const exportInquiriesCsv: PayloadHandler = async (req) => {
  if (!isSalesTeam(req.user))
    return Response.json(
      { error: 'Sign in as sales staff or an admin to export inquiries.' },
      { status: 403 },
    )
  const where = (req.query?.where ?? {}) as Where
  let docs: Inquiry[]
  try {
    ;({ docs } = await req.payload.find({
      collection: 'inquiries',
      where,
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    }))
  } catch {
    return Response.json({ error: 'The filter could not be applied.' }, { status: 400 })
  }
  const csv = toCsv(
    columns.map(([name]) => name),
    docs.map((d) => columns.map(([, get]) => get(d))),
  )
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="inquiries-${day}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
