import type {
  CollectionAfterChangeHook,
  CollectionBeforeDeleteHook,
  Payload,
  PayloadRequest,
} from 'payload'
import { isStaff } from '@/access'
import type { InquiryEvent } from '@/payload-types'
import {
  inquiryStatusLabels,
  type InquiryEventActor,
  type InquiryEventKind,
  type InquiryStatus,
} from './constants'
import { deleteEach } from '@/lib/delete-each'
import { relationId } from '@/lib/relation-id'

export type InquiryEventInput = {
  inquiry: number
  kind: InquiryEventKind
  /** The staff member who made the change; none for the buyer or the system. */
  by?: number | null
  /** Who made it when no staff member did ('buyer' answering a quotation, 'system' a job). */
  actor?: Exclude<InquiryEventActor, 'staff'>
  from?: string | null
  to?: string | null
  note?: string | null
  /** When it happened; now by default. */
  at?: Date
}

/**
 * Adds one entry to an inquiry's history. The only way entries are written: the collection
 * refuses creates, updates and deletes through the API for everyone. Pass the request of the
 * change it records so that the entry is written in the same transaction.
 */
export async function recordInquiryEvent(
  payload: Payload,
  event: InquiryEventInput,
  req?: Partial<PayloadRequest>,
): Promise<InquiryEvent> {
  return payload.create({
    collection: 'inquiry-events',
    data: {
      inquiry: event.inquiry,
      at: (event.at ?? new Date()).toISOString(),
      by: event.by ?? null,
      actor: event.by ? 'staff' : (event.actor ?? 'system'),
      kind: event.kind,
      from: event.from ?? null,
      to: event.to ?? null,
      note: event.note ?? null,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

/** The staff member behind a request, if any (buyers and anonymous requests have none). */
export function staffUserId(req: Pick<PayloadRequest, 'user'> | undefined): number | null {
  const user = req?.user
  return user && isStaff(user) ? Number(user.id) : null
}

/**
 * Every status change of an inquiry goes into its history, with who made it: the staff member
 * signed in, or the system (a job, a script). A change made for the buyer (accepting a
 * quotation) is recorded by the code that makes it, which sets `context.inquiryEventRecorded`.
 */
export const recordStatusChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === doc.status) return doc
  if (context?.inquiryEventRecorded) return doc
  await recordInquiryEvent(
    req.payload,
    {
      inquiry: doc.id,
      kind: 'status',
      by: staffUserId(req),
      from: previousDoc.status,
      to: doc.status,
    },
    req,
  )
  return doc
}

/** A staff member as the history names them. */
async function staffName(req: PayloadRequest, id: number | null): Promise<string> {
  if (id === null) return NOBODY
  const user = await req.payload
    .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  return user ? user.name?.trim() || user.email : `User ${id}`
}

/** "Assigned: nobody → Meera Sales" when an inquiry is left unassigned. */
export const NOBODY = 'Nobody'

/**
 * A change of assignee goes into the history too, with who made it and the names before and
 * after (names, not ids: the entry still reads right when an account is deleted later). The
 * assignment of a new inquiry is recorded where the inquiry is stored (./store.ts).
 */
export const recordAssignmentChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  const [before, after] = [relationId(previousDoc.assignedTo), relationId(doc.assignedTo)]
  if (before === after) return doc
  await recordInquiryEvent(
    req.payload,
    {
      inquiry: doc.id,
      kind: 'assigned',
      by: staffUserId(req),
      from: await staffName(req, before),
      to: await staffName(req, after),
    },
    req,
  )
  return doc
}

/** "In review → Quoted" for the history list. */
export function describeStatusChange(from?: string | null, to?: string | null): string {
  const label = (s?: string | null) =>
    s ? (inquiryStatusLabels[s as InquiryStatus] ?? s) : 'nothing'
  return `${label(from)} → ${label(to)}`
}

/** An inquiry deleted (admins only) takes its history, messages and quotations with it. */
export const deleteInquiryHistory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['inquiry-messages', 'quotations', 'inquiry-events'] as const)
    await deleteEach(req.payload, collection, { inquiry: { equals: id } }, { req })
}
