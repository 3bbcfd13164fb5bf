import { APIError, type CollectionBeforeChangeHook, type Validate } from 'payload'
import type { Quotation } from '@/payload-types'
import { QUOTATION_SYSTEM } from './constants'
import {
  lineAmount,
  normalizePrice,
  normalizeQuantity,
  parseDecimal,
  PRICE_PLACES,
  QUANTITY_PLACES,
  sumAmounts,
} from './money'

type Line = NonNullable<Quotation['lines']>[number]

const empty = (value: unknown) => value === undefined || value === null || value === ''

/** A quantity as staff type it: 12, 12.5 (a point, up to 3 places); may wait until sending. */
export const validQuantity: Validate = (value) =>
  empty(value) || parseDecimal(value, QUANTITY_PLACES) !== null
    ? true
    : `Enter the quantity as a number such as 12 or 12.5 (digits, a point before up to ${QUANTITY_PLACES} decimals).`

/** A unit price: 1250, 1250.50 (a point, up to 4 places); may wait until sending. */
export const validPrice: Validate = (value) =>
  empty(value) || parseDecimal(value, PRICE_PLACES) !== null
    ? true
    : `Enter the unit price as a number such as 1250 or 1250.50 (digits, a point before up to ${PRICE_PLACES} decimals, no currency sign or thousands separator).`

/** Fields only the site's own quotation code sets (sending, revising, answers). */
const systemFields = [
  'number',
  'revision',
  'previous',
  'supersededBy',
  'status',
  'sentAt',
  'answeredAt',
  'answerNote',
  'remindedAt',
  'tokenHash',
] as const

/** What staff may no longer change once a quotation has left the draft state. */
const isSystemWrite = (context: Record<string, unknown> | undefined) =>
  Boolean(context?.[QUOTATION_SYSTEM])

/**
 * Before every save: line amounts and the total are computed here, from quantity × unit price,
 * whatever was sent for them; staff cannot set the fields the workflow owns, and a quotation
 * that has been sent no longer changes (a revision is made instead).
 */
export const computeQuotation: CollectionBeforeChangeHook<Quotation> = async ({
  data,
  originalDoc,
  operation,
  context,
  req,
}) => {
  if (!isSystemWrite(context)) {
    if (operation === 'update' && originalDoc && originalDoc.status !== 'draft')
      throw new APIError(
        'This quotation has been sent and can no longer be changed. Use "Revise" to make a new revision.',
        400,
        undefined,
        true,
      )
    // Whatever the request says, an update keeps the stored values (the link's hash, which
    // staff cannot read, is left out and so kept as stored).
    const own = data as Record<string, unknown>
    for (const field of systemFields) {
      if (operation === 'create' || field === 'tokenHash') delete own[field]
      else own[field] = originalDoc?.[field] ?? null
    }
    if (operation === 'create') {
      data.status = 'draft'
      data.revision = 1
    }
  }

  const lines: Line[] = (data.lines ?? originalDoc?.lines ?? []) as Line[]
  // Names of lines that name a catalogue product but no text of their own.
  const missing = lines.filter((l) => !l.name && l.product)
  if (missing.length) {
    const ids = missing.map((l) => (typeof l.product === 'object' ? l.product?.id : l.product))
    const { docs } = await req.payload.find({
      collection: 'products',
      where: { id: { in: ids } },
      select: { name: true },
      depth: 0,
      limit: ids.length,
      locale: 'en',
      req,
    })
    const names = new Map(docs.map((p) => [p.id, p.name]))
    for (const line of missing)
      line.name =
        names.get(Number(typeof line.product === 'object' ? line.product?.id : line.product)) ??
        null
  }
  const amounts: string[] = []
  for (const line of lines) {
    line.quantity = normalizeQuantity(line.quantity) ?? line.quantity
    line.unitPrice = empty(line.unitPrice)
      ? null
      : (normalizePrice(line.unitPrice) ?? line.unitPrice)
    line.amount = lineAmount(line.quantity, line.unitPrice)
    if (line.amount !== null) amounts.push(line.amount)
  }
  if (data.lines) data.lines = lines
  data.total = sumAmounts(amounts)

  const inquiryId =
    typeof data.inquiry === 'object' && data.inquiry
      ? data.inquiry.id
      : (data.inquiry ?? (originalDoc?.inquiry as number | undefined))
  const number = data.number ?? originalDoc?.number
  const revision = data.revision ?? originalDoc?.revision ?? 1
  data.title = number
    ? `${number}${revision > 1 ? ` rev. ${revision}` : ''}`
    : `Draft for INQ-${String(inquiryId ?? '').padStart(6, '0')}${revision > 1 ? ` rev. ${revision}` : ''}`
  return data
}

/** Every line names a product or has a name. */
export const validLineName: Validate = (value, { siblingData }) =>
  !empty(value) || !empty((siblingData as Line | undefined)?.product)
    ? true
    : 'Choose a product or type the name of what is quoted.'
