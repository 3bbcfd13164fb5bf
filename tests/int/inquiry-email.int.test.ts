import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { RETRY_DELAYS_MINUTES, STALE_SENDING_MS } from '@/features/email/constants'
import { deliverDueEmails } from '@/features/email/outbox'
import { fileOutboxTransport, smtpTransport } from '@/features/email/transport'
import { localeCodes } from '@/i18n/locales'
import { env } from '@/lib/env'
import { createLimiter } from '@/lib/limiter'
import type { Email } from '@/payload-types'
import en from '../../messages/en.json'
import {
  SALES_EMAIL,
  answer,
  contactBody,
  jsonRequest,
  submitter,
  type Submitter,
} from '../helpers/inquiry-fixtures'
import { startTestPayload } from '../helpers/payload'
import {
  closedPort,
  mailPart,
  parseMail,
  smtpError,
  startSmtpServer,
  type SmtpTestServer,
} from '../helpers/smtp-server'

const MINUTE = 60_000

let payload: Payload
let close: () => Promise<void>
let submit: Submitter
let smtp: SmtpTestServer
const servers: SmtpTestServer[] = []
const tmpDirs: string[] = []

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('inqmail', { seeded: true }))
  submit = submitter(payload)
  smtp = await startSmtpServer()
  servers.push(smtp)
})

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()))
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true })
  await close?.()
})

// Each test starts with an empty outbox and an empty mailbox.
beforeEach(async () => {
  await payload.delete({ collection: 'emails', where: { id: { exists: true } } })
  smtp.received.length = 0
})

function reference(id: number): string {
  return `INQ-${String(id).padStart(6, '0')}`
}

async function outbox(): Promise<Email[]> {
  const { docs } = await payload.find({
    collection: 'emails',
    sort: 'createdAt',
    depth: 0,
    pagination: false,
  })
  return docs
}

/** Submits a valid contact inquiry and returns its id; its two emails are then queued. */
async function submitContact(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await submit(jsonRequest(contactBody(overrides)))
  expect(response.status).toBe(201)
  const { id } = await answer(response)
  expect(await outbox()).toHaveLength(2)
  return id!
}

describe('delivery over SMTP', () => {
  it('delivers the sales email with every field and the acknowledgement to the buyer', async () => {
    const body = contactBody({
      company: 'Gewürzhaus Müller & Söhne',
      name: 'José Ñúñez',
      email: 'jose@gewuerz-mueller.example',
      phone: '+49 (40) 123-456',
      country: 'Deutschland',
      products: 'Kurkuma "Lakadong", Basmati 1121',
      quantity: '3 × 20ft FCL',
      message:
        'Bitte Angebot für 3 Container. <script>alert("x")</script> & "Qualität" > 5% Curcumin.',
      inquiryType: 'private-label',
    })
    const response = await submit(jsonRequest(body))
    expect(response.status).toBe(201)
    const id = (await answer(response)).id!
    const ref = reference(id)

    const report = await deliverDueEmails(payload, { transport: smtpTransport(smtp.url) })
    expect(report).toEqual({ sent: 2, retrying: 0, failed: 0 })
    expect(smtp.received).toHaveLength(2)

    const toSales = smtp.received.filter((m) => m.to.includes(SALES_EMAIL))
    expect(toSales).toHaveLength(1)
    const sales = parseMail(toSales[0].raw)
    expect(sales.headers.subject).toContain(ref)
    expect(sales.headers.subject).toContain('Gewürzhaus Müller & Söhne')
    expect(sales.headers.to).toContain(SALES_EMAIL)
    expect(sales.headers['reply-to']).toContain('jose@gewuerz-mueller.example')
    expect(sales.headers.from).toContain(env().MAIL_FROM.replace(/^.*</, '').replace(/>$/, ''))
    const text = mailPart(sales, 'text/plain')
    const html = mailPart(sales, 'text/html')
    for (const key of [
      'company',
      'name',
      'email',
      'phone',
      'country',
      'products',
      'quantity',
      'message',
      'sourcePage',
    ])
      expect(text, key).toContain(String(body[key]))
    expect(text).toContain('Private Label')
    expect(text).toContain(ref)
    expect(text).toContain(`http://site.test/admin/collections/inquiries/${id}`)
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(html).not.toContain('<script>')
    expect(html).toContain('Gewürzhaus Müller &amp; Söhne')

    const toBuyer = smtp.received.filter((m) => m.to.includes('jose@gewuerz-mueller.example'))
    expect(toBuyer).toHaveLength(1)
    const ack = parseMail(toBuyer[0].raw)
    expect(ack.headers.subject).toBe(
      new IntlMessageFormat(en.inquiry.ackEmail.subject, 'en').format({ ref }),
    )
    // To an address nobody has proved: what was received, not what was written.
    const ackText = mailPart(ack, 'text/plain')
    expect(ackText).toContain(en.inquiry.ackEmail.greetingGeneric)
    expect(ackText).toContain(ref)
    expect(ackText).toContain(en.inquiry.types['private-label'])
    for (const key of ['company', 'name', 'phone', 'products', 'quantity', 'message'])
      expect(ackText, key).not.toContain(String(body[key]))
    expect(mailPart(ack, 'text/html')).not.toContain('<script>')
    expect(mailPart(ack, 'text/html')).not.toContain('Bitte Angebot')

    const rows = await outbox()
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent'])
    for (const row of rows) {
      expect(row.attempts).toBe(1)
      expect(row.sentAt).toBeTruthy()
      expect(row.lastError ?? null).toBeNull()
      expect(row.nextAttemptAt ?? null).toBeNull()
      expect(row.messageId).toMatch(/^<.+@.+>$/)
      const received = smtp.received.find((m) => m.to.includes(row.to))
      expect(parseMail(received!.raw).headers['message-id']).toBe(row.messageId)
    }

    // Nothing is delivered twice.
    expect(await deliverDueEmails(payload, { transport: smtpTransport(smtp.url) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    })
    expect(smtp.received).toHaveLength(2)
  })
})

describe('language and direction of the delivered emails', () => {
  for (const locale of localeCodes) {
    it(`${locale}: the acknowledgement is in the buyer's language and direction, the sales email in English`, async () => {
      const email = `lang-${locale}@buyer.example`
      await submitContact({ locale, email, sourcePage: `/${locale}/contact` })
      await deliverDueEmails(payload, { transport: smtpTransport(smtp.url) })
      expect(smtp.received).toHaveLength(2)
      const dir = locale === 'ar' ? 'rtl' : 'ltr'
      const ack = parseMail(smtp.received.find((m) => m.to.includes(email))!.raw)
      expect(mailPart(ack, 'text/html')).toMatch(
        new RegExp(`^<!doctype html><html lang="${locale}" dir="${dir}">`),
      )
      const sales = parseMail(smtp.received.find((m) => m.to.includes(SALES_EMAIL))!.raw)
      expect(mailPart(sales, 'text/html')).toMatch(/^<!doctype html><html lang="en" dir="ltr">/)
    })
  }
})

describe('acknowledgements per address', () => {
  it('delivers at most the daily number of acknowledgements to one address, and every sales email', async () => {
    const ackLimiter = createLimiter(`test-mail-acks-${process.pid}-${Date.now()}`, [
      { limit: env().INQUIRY_ACKS_PER_ADDRESS_PER_DAY, windowMs: 24 * 60 * 60_000 },
    ])
    expect(env().INQUIRY_ACKS_PER_ADDRESS_PER_DAY).toBe(3)
    for (let i = 0; i < 5; i++) {
      const response = await submit(
        jsonRequest(
          contactBody({ email: 'victim@target.example', message: `Spam text ${i} here` }),
        ),
        { ackLimiter },
      )
      expect(response.status).toBe(201)
    }
    expect(await deliverDueEmails(payload, { transport: smtpTransport(smtp.url) })).toEqual({
      sent: 8,
      retrying: 0,
      failed: 0,
    })
    const toVictim = smtp.received.filter((m) => m.to.includes('victim@target.example'))
    expect(toVictim).toHaveLength(3)
    for (const m of toVictim) expect(m.raw).not.toContain('Spam text')
    expect(smtp.received.filter((m) => m.to.includes(SALES_EMAIL))).toHaveLength(5)
  })
})

describe('delivery failures', () => {
  /** After a failed first attempt: queued, attempt 1, the error kept, a next attempt planned. */
  async function expectRetryLater(inquiryId: number, error: RegExp) {
    const rows = await outbox()
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row.status).toBe('queued')
      expect(row.attempts).toBe(1)
      expect(row.lastError).toMatch(error)
      expect(row.sentAt ?? null).toBeNull()
      expect(Date.parse(row.nextAttemptAt ?? '')).not.toBeNaN()
    }
    // The inquiry itself is safe whatever happens to its emails.
    const inquiry = await payload.findByID({ collection: 'inquiries', id: inquiryId })
    expect(inquiry.status).toBe('new')
  }

  async function failThenRecover(transport: ReturnType<typeof smtpTransport>, error: RegExp) {
    const id = await submitContact()
    expect(await deliverDueEmails(payload, { transport })).toEqual({
      sent: 0,
      retrying: 2,
      failed: 0,
    })
    await expectRetryLater(id, error)

    // Once the delay is over, the working server gets both.
    const later = new Date(Date.now() + (RETRY_DELAYS_MINUTES[0] + 1) * MINUTE)
    expect(
      await deliverDueEmails(payload, { transport: smtpTransport(smtp.url), now: later }),
    ).toEqual({ sent: 2, retrying: 0, failed: 0 })
    expect(smtp.received).toHaveLength(2)
    const rows = await outbox()
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ])
    expect(rows.every((r) => r.messageId && r.lastError === null)).toBe(true)
  }

  it('keeps messages a server refuses at RCPT TO queued for a retry', async () => {
    const refusing = await startSmtpServer({
      rejectRecipient: () => smtpError('Mailbox unavailable', 550),
    })
    servers.push(refusing)
    await failThenRecover(smtpTransport(refusing.url), /Mailbox unavailable|550/)
    expect(refusing.received).toHaveLength(0)
  })

  it('keeps messages a server refuses after DATA queued for a retry', async () => {
    const refusing = await startSmtpServer({
      rejectData: () => smtpError('Local error in processing', 451),
    })
    servers.push(refusing)
    await failThenRecover(smtpTransport(refusing.url), /Local error in processing|451/)
  })

  it('keeps messages queued when the mail server is down', async () => {
    const port = await closedPort()
    await failThenRecover(smtpTransport(`smtp://127.0.0.1:${port}`), /ECONNREFUSED|connect/i)
  })

  it('the mail server down while inquiries arrive: stored and queued; back at the same address, the retries deliver each message once', async () => {
    const port = await closedPort()
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`)
    const ids: number[] = []
    for (const n of [1, 2, 3]) {
      const response = await submit(jsonRequest(contactBody({ email: `down${n}@buyer.example` })))
      expect(response.status).toBe(201)
      ids.push((await answer(response)).id!)
    }
    expect(await deliverDueEmails(payload, { transport })).toEqual({
      sent: 0,
      retrying: 6,
      failed: 0,
    })
    const queued = await outbox()
    expect(queued).toHaveLength(6)
    for (const row of queued) {
      expect(row).toMatchObject({ status: 'queued', attempts: 1 })
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i)
    }
    for (const id of ids)
      expect((await payload.findByID({ collection: 'inquiries', id })).status).toBe('new')

    // The mail server is back where it was: the next run after the retry delay sends all six.
    const back = await startSmtpServer({ port })
    servers.push(back)
    const later = new Date(Date.now() + (RETRY_DELAYS_MINUTES[0] + 1) * MINUTE)
    expect(await deliverDueEmails(payload, { transport, now: later })).toEqual({
      sent: 6,
      retrying: 0,
      failed: 0,
    })
    expect(back.received).toHaveLength(6)
    for (const id of ids) {
      const mails = back.received.filter((m) =>
        parseMail(m.raw).headers.subject.includes(reference(id)),
      )
      expect(mails.map((m) => m.to).sort()).toEqual(
        [[SALES_EMAIL], [`down${ids.indexOf(id) + 1}@buyer.example`]].sort(),
      )
    }
    expect((await outbox()).map((r) => [r.status, r.attempts])).toEqual(Array(6).fill(['sent', 2]))
    expect(await deliverDueEmails(payload, { transport, now: later })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    })
    expect(back.received).toHaveLength(6)
  })

  it('a relay so slow that another worker takes over: the message not reached yet is sent once', async () => {
    await submitContact()
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    let held = 0
    const slow = await startSmtpServer({
      holdData: async () => {
        if (held++ === 0) await gate
      },
    })
    servers.push(slow)
    // This worker's first message hangs on the slow relay, the second waits its turn...
    const first = deliverDueEmails(payload, { transport: smtpTransport(slow.url) })
    await expect.poll(() => held, { timeout: 10_000 }).toBe(1)
    // ...past STALE_SENDING_MS, when another instance's worker picks both up and sends them.
    const later = new Date(Date.now() + STALE_SENDING_MS + MINUTE)
    expect(
      await deliverDueEmails(payload, { transport: smtpTransport(smtp.url), now: later }),
    ).toEqual({ sent: 2, retrying: 0, failed: 0 })
    release()
    // The first worker finishes the message it was in the middle of and leaves the other one.
    expect(await first).toEqual({ sent: 1, retrying: 0, failed: 0 })
    expect(slow.received).toHaveLength(1)
    expect(smtp.received).toHaveLength(2)
    expect((await outbox()).map((r) => r.status)).toEqual(['sent', 'sent'])
  })

  it('waits the first retry delay before trying again', async () => {
    await submitContact()
    const startedAt = Date.now()
    const down = smtpTransport(`smtp://127.0.0.1:${await closedPort()}`)
    expect((await deliverDueEmails(payload, { transport: down })).retrying).toBe(2)
    for (const row of await outbox()) {
      expect(row.status).toBe('queued')
      expect(Date.parse(row.nextAttemptAt ?? '')).toBeGreaterThanOrEqual(
        startedAt + RETRY_DELAYS_MINUTES[0] * MINUTE,
      )
    }
    // Not due yet: the server is back, but the worker's next run sends nothing.
    expect((await deliverDueEmails(payload, { transport: smtpTransport(smtp.url) })).sent).toBe(0)
    expect(smtp.received).toHaveLength(0)
    expect((await outbox()).map((r) => r.status)).toEqual(['queued', 'queued'])
  })

  /**
   * Runs the worker against a server that is down, moving the clock to each message's next
   * attempt, until every message has been tried `attempts` times. Returns the reports.
   */
  async function failRepeatedly(attempts: number) {
    const down = smtpTransport(`smtp://127.0.0.1:${await closedPort()}`)
    let clock = Date.now()
    const reports = []
    for (let i = 0; i < attempts; i++) {
      const now = new Date(clock)
      const startedAt = Date.now()
      reports.push({
        now,
        startedAt,
        report: await deliverDueEmails(payload, { transport: down, now }),
      })
      const rows = await outbox()
      const next = rows
        .map((r) => Date.parse(r.nextAttemptAt ?? ''))
        .filter((t) => !Number.isNaN(t))
      if (next.length) clock = Math.max(clock, ...next)
    }
    return reports
  }

  it('marks a message failed after the last retry, and delivers it no more', async () => {
    await submitContact()
    const retries = RETRY_DELAYS_MINUTES.length
    const reports = await failRepeatedly(retries + 1)
    // The first attempt and each retry but the last: still queued.
    for (const { report } of reports.slice(0, retries))
      expect(report).toEqual({ sent: 0, retrying: 2, failed: 0 })
    expect(reports[retries].report).toEqual({ sent: 0, retrying: 0, failed: 2 })
    const rows = await outbox()
    for (const row of rows) {
      expect(row.status).toBe('failed')
      expect(row.attempts).toBe(retries + 1)
      expect(row.nextAttemptAt ?? null).toBeNull()
      expect(row.lastError).toBeTruthy()
    }
    // A failed message is not picked up again, however late it gets.
    const muchLater = new Date(Date.now() + 30 * 24 * 60 * MINUTE)
    expect(
      (await deliverDueEmails(payload, { transport: smtpTransport(smtp.url), now: muchLater }))
        .sent,
    ).toBe(0)
    expect(smtp.received).toHaveLength(0)
  })

  it('spaces the retries by the configured delays', async () => {
    await submitContact()
    const down = smtpTransport(`smtp://127.0.0.1:${await closedPort()}`)
    let clock = Date.now()
    for (const [i, delay] of RETRY_DELAYS_MINUTES.entries()) {
      const startedAt = Date.now()
      expect(
        (await deliverDueEmails(payload, { transport: down, now: new Date(clock) })).retrying,
      ).toBe(2)
      const took = Date.now() - startedAt
      const rows = await outbox()
      expect(rows.map((r) => r.attempts)).toEqual([i + 1, i + 1])
      for (const row of rows) {
        const wait = Date.parse(row.nextAttemptAt ?? '') - clock
        expect(wait).toBeGreaterThanOrEqual(delay * MINUTE)
        expect(wait).toBeLessThanOrEqual(delay * MINUTE + took + 1000)
      }
      // Just before the next attempt is due, nothing is tried.
      const next = Math.min(...rows.map((r) => Date.parse(r.nextAttemptAt ?? '')))
      expect(
        await deliverDueEmails(payload, { transport: down, now: new Date(next - 1000) }),
      ).toEqual({ sent: 0, retrying: 0, failed: 0 })
      clock = Math.max(...rows.map((r) => Date.parse(r.nextAttemptAt ?? '')))
    }
  })

  it('delivers a failed message again when staff set it back to queued', async () => {
    await submitContact()
    await failRepeatedly(RETRY_DELAYS_MINUTES.length + 1)
    expect((await outbox()).map((r) => r.status)).toEqual(['failed', 'failed'])
    const staff = await payload.create({
      collection: 'users',
      data: { email: 'outbox-sales@bharat.test', password: 'correct-horse-battery', role: 'sales' },
    })
    for (const row of await outbox())
      await payload.update({
        collection: 'emails',
        id: row.id,
        data: { status: 'queued' },
        overrideAccess: false,
        user: { ...staff, collection: 'users' },
      })
    expect(await deliverDueEmails(payload, { transport: smtpTransport(smtp.url) })).toEqual({
      sent: 2,
      retrying: 0,
      failed: 0,
    })
    expect(smtp.received).toHaveLength(2)
    expect((await outbox()).map((r) => r.status)).toEqual(['sent', 'sent'])
    // A sales user would be assigned the next inquiries (and emailed): leave none behind.
    await payload.delete({ collection: 'users', id: staff.id })
  })
})

describe('file outbox transport', () => {
  it('writes one .eml file per message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inquiry-outbox-'))
    tmpDirs.push(dir)
    const id = await submitContact({ email: 'eml@buyer.example' })
    expect(await deliverDueEmails(payload, { transport: fileOutboxTransport(dir) })).toEqual({
      sent: 2,
      retrying: 0,
      failed: 0,
    })
    const files = fs.readdirSync(dir)
    expect(files).toHaveLength(2)
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true)
    const mails = files.map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8')))
    const rows = await outbox()
    expect(mails.map((m) => m.headers.to).sort()).toEqual([SALES_EMAIL, 'eml@buyer.example'].sort())
    expect(mails.map((m) => m.headers.subject).sort()).toEqual(rows.map((r) => r.subject).sort())
    expect(mails.map((m) => m.headers['message-id']).sort()).toEqual(
      rows.map((r) => r.messageId).sort(),
    )
    expect(mails.some((m) => m.headers.subject.includes(reference(id)))).toBe(true)
    expect(rows.every((r) => r.status === 'sent')).toBe(true)
  })
})
