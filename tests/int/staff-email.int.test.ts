import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { deliverDueEmails } from '@/features/email/outbox'
import { queueEmail } from '@/features/email/store'
import { smtpTransport } from '@/features/email/transport'
import { startTestPayload } from '../helpers/payload'
import {
  mailAttachments,
  mailPart,
  parseMail,
  startSmtpServer,
  type SmtpTestServer,
} from '../helpers/smtp-server'

let payload: Payload
let close: () => Promise<void>
let smtp: SmtpTestServer

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('staffmail'))
  smtp = await startSmtpServer()
})
afterAll(async () => {
  await smtp?.close()
  await close?.()
})

it("a staff member's Forgot password in /admin is emailed through the outbox", async () => {
  await payload.create({
    collection: 'users',
    data: { email: 'editor@bharat.example', password: 'editor-password-1', role: 'editor' },
  })
  await payload.forgotPassword({ collection: 'users', data: { email: 'editor@bharat.example' } })

  // Queued once the operation has finished.
  await expect
    .poll(async () => (await payload.find({ collection: 'emails', depth: 0 })).docs.length)
    .toBe(1)
  const [queued] = (await payload.find({ collection: 'emails', depth: 0 })).docs
  expect(queued).toMatchObject({ to: 'editor@bharat.example', kind: 'account', status: 'queued' })

  await deliverDueEmails(payload, {
    transport: smtpTransport(smtp.url),
    now: new Date(Date.now() + 1000),
  })
  expect(smtp.received).toHaveLength(1)
  const mail = parseMail(smtp.received[0].raw)
  expect(mail.headers.to).toBe('editor@bharat.example')
  expect(mailPart(mail, 'text/html')).toMatch(/\/admin\/reset\/[\w-]+/)
  // A whole document in the admin's language.
  expect(mailPart(mail, 'text/html')).toMatch(/^<!doctype html><html lang="en" dir="ltr">/)
})

it('a file queued with a message reaches the mail server whole; API answers name it only', async () => {
  // Bytes of every value, so any text decoding on the way would show.
  const file = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256))
  await queueEmail(payload, {
    to: 'buyer@importer.example',
    subject: 'Proforma invoice PI-2026-0001',
    text: 'Your quotation is attached.',
    kind: 'buyer-acknowledgement',
    attachments: [{ filename: 'PI-2026-0001.pdf', contentType: 'application/pdf', content: file }],
  })
  const before = smtp.received.length
  await deliverDueEmails(payload, {
    transport: smtpTransport(smtp.url),
    now: new Date(Date.now() + 1000),
  })
  expect(smtp.received).toHaveLength(before + 1)
  const mail = parseMail(smtp.received.at(-1)!.raw)
  expect(mailPart(mail, 'text/plain')).toContain('Your quotation is attached.')
  const [attached, ...more] = mailAttachments(mail)
  expect(more).toEqual([])
  expect(attached.filename).toBe('PI-2026-0001.pdf')
  expect(attached.contentType).toBe('application/pdf')
  expect(attached.bytes.equals(file)).toBe(true)

  // What the API and the admin show of the stored message: the file's name, type and size.
  const { docs } = await payload.find({
    collection: 'emails',
    where: { subject: { equals: 'Proforma invoice PI-2026-0001' } },
    overrideAccess: false,
    user: await admin(),
  })
  expect(docs[0].status).toBe('sent')
  expect(docs[0].attachments).toEqual([
    { filename: 'PI-2026-0001.pdf', contentType: 'application/pdf', bytes: 70_000 },
  ])
})

async function admin() {
  const { docs } = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } } })
  return (
    docs[0] ??
    (await payload.create({
      collection: 'users',
      data: { email: 'admin@bharat.example', password: 'admin-password-1', role: 'admin' },
    }))
  )
}
