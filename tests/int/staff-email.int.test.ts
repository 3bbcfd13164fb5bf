import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { deliverDueEmails } from '@/features/email/outbox'
import { smtpTransport } from '@/features/email/transport'
import { startTestPayload } from '../helpers/payload'
import { mailPart, parseMail, startSmtpServer, type SmtpTestServer } from '../helpers/smtp-server'

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
