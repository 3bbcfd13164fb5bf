import { expect, type APIRequestContext } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { mailAttachments, mailPart, parseMail } from '../../helpers/smtp-server'

/**
 * The emails the test server sent: scripts/serve-test.mjs runs a real SMTP server that writes
 * each message to E2E_MAILBOX_DIR.
 */
export const mailboxDir = process.env.E2E_MAILBOX_DIR as string
export const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@buyer.example`

type Received = {
  subject: string
  text: string
  headers: Record<string, string>
  attachments: ReturnType<typeof mailAttachments>
}

/**
 * Waits for the next email to `to` whose subject matches; its text part and headers. `dir`: the
 * mailbox of a spec's own server (support/test-server.ts) instead of the shared one.
 */
export async function receiveMail(
  to: string,
  subject: RegExp,
  timeout = 20_000,
  dir = mailboxDir,
): Promise<Received> {
  let found: Received | undefined
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return false
        for (const file of fs.readdirSync(dir).sort()) {
          const raw = fs.readFileSync(path.join(dir, file), 'utf8')
          if (!raw.startsWith(`X-Envelope-To: ${to}\r\n`)) continue
          const mail = parseMail(raw.slice(raw.indexOf('\r\n') + 2))
          if (!subject.test(mail.headers.subject ?? '')) continue
          found = {
            subject: mail.headers.subject,
            text: mailPart(mail, 'text/plain'),
            headers: mail.headers,
            attachments: mailAttachments(mail),
          }
          return true
        }
        return false
      },
      { timeout, intervals: [250, 500, 1000] },
    )
    .toBe(true)
  return found!
}

/** A link from an email, moved to the origin the browser uses for this run. */
export function linkFrom(text: string, pathPattern: RegExp, baseURL: string): string {
  const match = text.match(new RegExp(`https?://[^\\s/]+${pathPattern.source}`))
  if (!match) throw new Error(`no link ${pathPattern} in:\n${text}`)
  const url = new URL(match[0])
  return new URL(`${url.pathname}${url.search}`, baseURL).toString()
}

/** A confirmed buyer account made through the API and the emailed link. */
export async function confirmedAccount(
  request: APIRequestContext,
  baseURL: string,
  details: { firstName: string; email: string; password: string; locale?: string },
  dir = mailboxDir,
): Promise<void> {
  const res = await request.post('/api/account/signup', {
    data: {
      firstName: details.firstName,
      lastName: 'Tester',
      email: details.email,
      password: details.password,
      confirmPassword: details.password,
      locale: details.locale ?? 'en',
    },
  })
  expect(res.status()).toBe(201)
  const mail = await receiveMail(details.email, /.+/, 20_000, dir)
  await confirmFromMail(request, mail.text, baseURL)
}

/** The confirmation link of an account email (the page with the Confirm button). */
export const CONFIRM_LINK = /(?:\/[a-z]{2})?\/auth\/confirm\?token=[\w-]+/

/**
 * Confirms an account as its owner does: opens the emailed link (a page; nothing changes), then
 * sends what its Confirm button sends, a form post from this site.
 */
export async function confirmFromMail(
  request: APIRequestContext,
  text: string,
  baseURL: string,
): Promise<void> {
  const link = linkFrom(text, CONFIRM_LINK, baseURL)
  expect((await request.get(link)).status()).toBe(200)
  const confirmed = await request.post(new URL('/api/account/confirm', baseURL).toString(), {
    form: { token: new URL(link).searchParams.get('token')! },
    headers: { origin: new URL(baseURL).origin },
    maxRedirects: 0,
  })
  expect(confirmed.headers().location).toMatch(/status=confirmed$/)
}
