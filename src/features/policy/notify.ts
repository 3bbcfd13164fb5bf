import { and, eq, isNull } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { kickOutbox, queueEmail } from '@/features/email'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { env } from '@/lib/env'
import { runLeased, startPeriodicJob, stopPeriodicJob } from '@/lib/job-lease'
import { logger } from '@/lib/logger'
import { siteUrl } from '@/lib/site-url'
import { serialWrite, sqlDb } from '@/lib/sql'
import type { Buyer } from '@/payload-types'
import { NOTIFY_EVERY_MS, NOTIFY_JOB } from './constants'
import { policyAlertEmail } from './emails'
import { affects, type UpdateScope } from './match'
import { policyUnsubscribeToken } from './tokens'

type Localized = string | Record<string, string | null | undefined> | null | undefined

/** A localized field read with locale 'all': the language's text, else the English. */
function inLocale(value: Localized, locale: Locale): string {
  if (typeof value === 'string') return value
  return value?.[locale] || value?.[defaultLocale] || ''
}

export type AlertReport = { updates: number; emails: number }

/**
 * Takes an update's alerts for this pass: one conditional UPDATE (published, not yet notified)
 * that only one of several concurrent passes, in any process, can win.
 */
async function claimUpdate(payload: Payload, id: number, now: Date): Promise<boolean> {
  const { drizzle, tables, sqlite } = sqlDb(payload)
  const t = tables.policy_updates
  const claimed: { id: number }[] = await serialWrite(sqlite, () =>
    drizzle
      .update(t)
      .set({ notifiedAt: now.toISOString(), updatedAt: new Date().toISOString() })
      .where(and(eq(t.id, id), eq(t.status, 'published'), isNull(t.notifiedAt)))
      .returning({ id: t.id }),
  )
  return claimed.length === 1
}

/**
 * One pass: every published update whose followers have not been emailed is claimed with a
 * conditional update of its `notifiedAt` (only one process wins it, whatever the number of
 * server instances), then each buyer following one or more affected products gets one email,
 * in the account's language, with a one-click unsubscribe link. An update is emailed once in
 * its life: unpublished and published again, it is not sent a second time. The claim comes
 * before the emails are queued (in the outbox, which then delivers each once): a process that
 * dies between the two loses that update's emails rather than ever sending one twice.
 */
export async function sendPolicyAlerts(
  payload: Payload,
  { siteUrl: site, now = new Date() }: { siteUrl: string; now?: Date },
): Promise<AlertReport> {
  const report: AlertReport = { updates: 0, emails: 0 }
  const { docs: pending } = await payload.find({
    collection: 'policy-updates',
    where: {
      and: [{ status: { equals: 'published' } }, { notifiedAt: { exists: false } }],
    },
    pagination: false,
    depth: 0,
    locale: 'all',
    overrideAccess: true,
  })
  if (!pending.length) return report
  const { docs: products } = await payload.find({
    collection: 'products',
    pagination: false,
    depth: 0,
    locale: 'all',
    select: { name: true, hsCode: true },
    overrideAccess: true,
  })
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 }).catch(() => null)
  const company = settings?.companyName || 'Bharat Agro Exports'

  for (const update of pending) {
    if (!(await claimUpdate(payload, update.id, now))) continue
    report.updates++
    const affected = products.filter((p) => affects(update as unknown as UpdateScope, p))
    if (!affected.length) continue
    const { docs: follows } = await payload.find({
      collection: 'policy-follows',
      where: { product: { in: affected.map((p) => p.id) } },
      pagination: false,
      depth: 1,
      overrideAccess: true,
    })
    // One email per buyer, naming every affected product they follow.
    const byBuyer = new Map<number, { buyer: Buyer; products: number[] }>()
    for (const f of follows) {
      const buyer = typeof f.buyer === 'object' ? f.buyer : null
      const product = typeof f.product === 'number' ? f.product : (f.product?.id ?? null)
      if (!buyer || product === null) continue
      const entry = byBuyer.get(buyer.id) ?? { buyer, products: [] }
      entry.products.push(product)
      byBuyer.set(buyer.id, entry)
    }
    for (const { buyer, products: followed } of byBuyer.values()) {
      const locale: Locale = buyer.locale && isLocale(buyer.locale) ? buyer.locale : defaultLocale
      const token = policyUnsubscribeToken(buyer)
      const names = followed.map((id) =>
        inLocale(products.find((p) => p.id === id)?.name as Localized, locale),
      )
      try {
        await queueEmail(payload, {
          ...policyAlertEmail(locale, {
            company,
            products: names,
            summary: inLocale(update.summary as Localized, locale),
            effectiveDate: update.effectiveDate,
            sourceUrl: update.sourceUrl,
            unsubscribeUrl: `${site}${localizedPath(locale, '/policy/unsubscribe')}?token=${token}`,
          }),
          to: buyer.email,
          kind: 'policy-alert',
          listUnsubscribe: `${site}/api/policy/unsubscribe?token=${token}`,
        })
        report.emails++
      } catch (error) {
        logger.error(
          { error: String(error), update: update.id, buyer: buyer.id },
          'policy alert not queued',
        )
      }
    }
  }
  if (report.updates) logger.info(report, 'policy alerts queued')
  return report
}

/** One pass under the job's lease; 'locked' when another instance is running it. */
export function tickPolicyAlerts(
  payload: Payload,
  { now = new Date(), site }: { now?: Date; site: string },
) {
  return runLeased(
    payload,
    { name: NOTIFY_JOB, leaseMs: 5 * NOTIFY_EVERY_MS, everyMs: NOTIFY_EVERY_MS },
    { now },
    () => sendPolicyAlerts(payload, { siteUrl: site, now }),
    ({ updates, emails }) => `${updates} update(s), ${emails} email(s) queued`,
  )
}

/**
 * Runs the pass every minute in this process (decision 011: our own pollers), besides the pass a
 * publication starts at once (`kickPolicyAlerts`). POLICY_ALERTS=false leaves it to others.
 */
export function startPolicyAlerts(getPayload: () => Promise<Payload>) {
  if (env().POLICY_ALERTS === 'false') return
  startPeriodicJob(
    NOTIFY_JOB,
    { everyMs: NOTIFY_EVERY_MS, firstAfterMs: 20_000 },
    () => runAndDeliver(getPayload()),
    (error) => logger.error({ error: String(error) }, 'policy alerts failed'),
  )
}

export const stopPolicyAlerts = () => stopPeriodicJob(NOTIFY_JOB)

async function runAndDeliver(payload: Promise<Payload>) {
  const result = await tickPolicyAlerts(await payload, { site: siteUrl() })
  if (result !== 'locked' && result.emails) kickOutbox()
}

/**
 * After an update is published: a pass shortly after, once the staff member's save has been
 * committed (the hook runs inside its transaction). If another instance holds the lease just
 * then, the periodic pass sends within a minute.
 */
export function kickPolicyAlerts(payload: Payload) {
  setTimeout(() => {
    runAndDeliver(Promise.resolve(payload)).catch((error) =>
      logger.error({ error: String(error) }, 'policy alerts failed'),
    )
  }, 1_000).unref()
}
