/**
 * The quotations' clock (features/quotations/expiry.ts) with a clock the test controls and a
 * real SMTP server: a reminder to the buyer in their language 3 days before the validity ends
 * (once), then Expired for the quotation and its inquiry, with the history entry by the system.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverDueEmails } from '@/features/email/outbox'
import { smtpTransport } from '@/features/email/transport'
import { SWEEP_JOB, sweepQuotations, tickQuotationSweep } from '@/features/quotations/expiry'
import { quotationToken } from '@/features/quotations/link'
import { QUOTATION_SYSTEM } from '@/features/quotations/constants'
import { startTestPayload } from '../helpers/payload'
import { parseMail, startSmtpServer, type SmtpTestServer } from '../helpers/smtp-server'

const SITE = 'http://site.test'
const DAY = 86_400_000
let payload: Payload
let close: () => Promise<void>
let smtp: SmtpTestServer
let numbers = 0

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('qexpiry'))
  smtp = await startSmtpServer()
})
afterAll(async () => {
  await smtp?.close()
  await close?.()
})

/** A quotation sent on `sentAt`, valid until the end of `validUntil`. */
async function sentQuotation(locale: 'ja' | 'en', validUntil: Date, sentAt: Date) {
  const inquiry = await payload.create({
    collection: 'inquiries',
    data: {
      type: 'quote',
      form: 'quote',
      locale,
      name: 'Kenji Sato',
      email: `kenji-${validUntil.getTime()}@example.jp`,
      message: 'Quote please.',
      status: 'quoted',
    },
  })
  const quotation = await payload.create({
    collection: 'quotations',
    data: {
      inquiry: inquiry.id,
      status: 'sent',
      number: `PI-2026-${String(++numbers).padStart(4, '0')}`,
      sentAt: sentAt.toISOString(),
      currency: 'USD',
      lines: [{ name: 'Sesame seeds', quantity: '10', unit: 'mt', unitPrice: '1800' }],
      validUntil: validUntil.toISOString(),
    },
    context: { [QUOTATION_SYSTEM]: true },
  })
  const { sha256 } = await import('@/lib/security/tokens')
  await payload.update({
    collection: 'quotations',
    id: quotation.id,
    data: { tokenHash: sha256(quotationToken(quotation)) },
    context: { [QUOTATION_SYSTEM]: true },
  })
  return { inquiry, quotation }
}

describe('the quotations clock', () => {
  it('reminds the buyer once, 3 days before the end, then marks the quotation expired', async () => {
    const now = new Date('2030-03-10T09:00:00.000Z')
    const valid = new Date('2030-03-12T00:00:00.000Z')
    const { inquiry, quotation } = await sentQuotation('ja', valid, new Date(now.getTime() - DAY))
    // Far from its end: nothing.
    const far = await sentQuotation('en', new Date('2030-04-30T00:00:00.000Z'), now)

    expect(await sweepQuotations(payload, { now, siteUrl: SITE })).toEqual({
      expired: 0,
      reminded: 1,
    })
    // Once only.
    expect(await sweepQuotations(payload, { now, siteUrl: SITE })).toEqual({
      expired: 0,
      reminded: 0,
    })
    await deliverDueEmails(payload, { transport: smtpTransport(smtp.url), now })
    expect(smtp.received.map((m) => m.to)).toEqual([[inquiry.email]])
    const mail = parseMail(smtp.received[0].raw)
    expect(mail.headers.subject).toBe(
      `リマインダー：見積書 ${quotation.number} の有効期限は 2030年3月12日 です`,
    )
    const text = mail.parts.find((p) => p.contentType.startsWith('text/plain'))!.body
    expect(text).toContain(`${SITE}/ja/quotation/${quotationToken(quotation)}`)

    // The day after its validity date: expired, with its inquiry.
    const later = new Date('2030-03-13T00:30:00.000Z')
    expect(await sweepQuotations(payload, { now: later, siteUrl: SITE })).toEqual({
      expired: 1,
      reminded: 0,
    })
    expect((await payload.findByID({ collection: 'quotations', id: quotation.id })).status).toBe(
      'expired',
    )
    expect((await payload.findByID({ collection: 'inquiries', id: inquiry.id })).status).toBe(
      'expired',
    )
    const events = await payload.find({
      collection: 'inquiry-events',
      where: { inquiry: { equals: inquiry.id }, kind: { equals: 'expired' } },
      depth: 0,
    })
    expect(events.docs).toMatchObject([{ actor: 'system', by: null, to: 'expired' }])
    expect(
      (await payload.findByID({ collection: 'quotations', id: far.quotation.id })).status,
    ).toBe('sent')
  })

  it('runs on one server instance at a time, so two at once expire and remind once', async () => {
    const now = new Date('2030-03-20T09:00:00.000Z')
    const ending = await sentQuotation('en', new Date('2030-03-22T00:00:00.000Z'), now)
    const over = await sentQuotation('en', new Date('2030-03-19T00:00:00.000Z'), now)
    const results = await Promise.all([
      tickQuotationSweep(payload, { now, owner: 'instance-a', siteUrl: SITE }),
      tickQuotationSweep(payload, { now, owner: 'instance-b', siteUrl: SITE }),
    ])
    expect(results).toContainEqual('locked')
    expect(results).toContainEqual({ expired: 1, reminded: 1 })
    const reminders = await payload.find({
      collection: 'emails',
      where: { to: { equals: ending.inquiry.email } },
      depth: 0,
    })
    expect(reminders.totalDocs).toBe(1)
    const events = await payload.find({
      collection: 'inquiry-events',
      where: { inquiry: { equals: over.inquiry.id }, kind: { equals: 'expired' } },
      depth: 0,
    })
    expect(events.totalDocs).toBe(1)
    // The run is on record for the admin's Scheduled jobs list, and the lease is given back.
    const job = await payload.find({
      collection: 'scheduled-jobs',
      where: { name: { equals: SWEEP_JOB } },
      depth: 0,
    })
    expect(job.docs[0]).toMatchObject({
      lastResult: '1 expired, 1 reminder(s) sent',
      lockedBy: null,
    })
    expect(await tickQuotationSweep(payload, { now, owner: 'instance-b', siteUrl: SITE })).toEqual({
      expired: 0,
      reminded: 0,
    })
  })
})
