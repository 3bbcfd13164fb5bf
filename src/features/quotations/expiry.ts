import type { Payload } from 'payload'
import { queueEmail } from '@/features/email'
import { recordInquiryEvent } from '@/features/inquiries'
import { runLeased, startPeriodicJob, stopPeriodicJob } from '@/lib/job-lease'
import { logger } from '@/lib/logger'
import type { Inquiry, Quotation } from '@/payload-types'
import { lapsed } from './answer'
import { QUOTATION_SYSTEM } from './constants'
import { inquiryLocale, reminderEmail } from './emails'
import { quotationPath } from './link'

/** The buyer is reminded this many days before a quotation's validity ends. */
export const REMIND_DAYS_BEFORE = 3

const DAY = 86_400_000

export type SweepReport = { expired: number; reminded: number }

/**
 * One pass of the quotations' clock: sent quotations past their validity date become Expired
 * (their inquiry too, if it is still Quoted, with an entry in its history by the system), and
 * those ending within REMIND_DAYS_BEFORE days remind the buyer once. Each change is claimed with
 * a conditional update, so several server processes may run it at once.
 */
export async function sweepQuotations(
  payload: Payload,
  { now = new Date(), siteUrl }: { now?: Date; siteUrl: string },
): Promise<SweepReport> {
  const { docs } = await payload.find({
    collection: 'quotations',
    where: {
      and: [
        { status: { equals: 'sent' } },
        {
          validUntil: {
            less_than: new Date(now.getTime() + (REMIND_DAYS_BEFORE + 1) * DAY).toISOString(),
          },
        },
      ],
    },
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  let expired = 0
  let reminded = 0
  for (const quotation of docs) {
    const inquiry = quotation.inquiry as Inquiry
    if (lapsed(quotation, now)) {
      const claimed = await payload.update({
        collection: 'quotations',
        where: { and: [{ id: { equals: quotation.id } }, { status: { equals: 'sent' } }] },
        data: { status: 'expired' },
        context: { [QUOTATION_SYSTEM]: true },
        overrideAccess: true,
        depth: 0,
      })
      if (claimed.docs.length !== 1) continue
      expired++
      if (inquiry.status === 'quoted')
        await payload.update({
          collection: 'inquiries',
          id: inquiry.id,
          data: { status: 'expired' },
          context: { inquiryEventRecorded: true },
          overrideAccess: true,
        })
      await recordInquiryEvent(payload, {
        inquiry: inquiry.id,
        kind: 'expired',
        actor: 'system',
        from: inquiry.status,
        to: inquiry.status === 'quoted' ? 'expired' : inquiry.status,
        note: quotation.number,
      })
      continue
    }
    if (quotation.remindedAt) continue
    const claimed = await payload.update({
      collection: 'quotations',
      where: {
        and: [
          { id: { equals: quotation.id } },
          { status: { equals: 'sent' } },
          { remindedAt: { exists: false } },
        ],
      },
      data: { remindedAt: now.toISOString() },
      context: { [QUOTATION_SYSTEM]: true },
      overrideAccess: true,
      depth: 0,
    })
    if (claimed.docs.length !== 1) continue
    const url = `${siteUrl}${quotationPath(inquiryLocale(inquiry), quotation as Quotation)}`
    await queueEmail(payload, {
      ...reminderEmail(quotation, inquiry, url),
      to: inquiry.email,
      kind: 'quotation',
    })
    reminded++
  }
  if (expired || reminded) logger.info({ expired, reminded }, 'quotations swept')
  return { expired, reminded }
}

/** How often each server process runs the sweep. */
export const SWEEP_EVERY_MS = 15 * 60_000
/** The sweep's row in Scheduled jobs. */
export const SWEEP_JOB = 'quotation-sweep'

/**
 * One sweep under the job's lease, so that two server instances never sweep at once (each
 * quotation is expired and each reminder sent once); 'locked' when another instance holds it.
 */
export async function tickQuotationSweep(
  payload: Payload,
  { now = new Date(), owner, siteUrl }: { now?: Date; owner?: string; siteUrl: string },
): Promise<SweepReport | 'locked'> {
  return runLeased(
    payload,
    { name: SWEEP_JOB, leaseMs: 2 * SWEEP_EVERY_MS, everyMs: SWEEP_EVERY_MS },
    { now, owner },
    () => sweepQuotations(payload, { now, siteUrl }),
    ({ expired, reminded }) => `${expired} expired, ${reminded} reminder(s) sent`,
  )
}

/**
 * Runs the sweep every 15 minutes in this process (decision 011: our own pollers). Set
 * QUOTATION_SWEEP=false to leave it to other instances.
 */
export function startQuotationSweep(
  getPayload: () => Promise<Payload>,
  siteUrl: () => string,
  onQueued?: () => void,
) {
  if (process.env.QUOTATION_SWEEP === 'false') return
  startPeriodicJob(
    SWEEP_JOB,
    { everyMs: SWEEP_EVERY_MS, firstAfterMs: 30_000 },
    async () => {
      const report = await tickQuotationSweep(await getPayload(), { siteUrl: siteUrl() })
      if (report !== 'locked' && report.reminded > 0) onQueued?.()
    },
    (error) => logger.error({ error: String(error) }, 'quotation sweep failed'),
  )
}

export async function stopQuotationSweep(): Promise<void> {
  await stopPeriodicJob(SWEEP_JOB)
}
