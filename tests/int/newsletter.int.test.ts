/**
 * The newsletter sign-up end to end through its HTTP handlers, on a fresh database, with the
 * outbox delivering to a real SMTP server started here: subscribe → confirmation email (in the
 * visitor's language, with List-Unsubscribe headers) → confirm → unsubscribe → subscribe again.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sha256 } from '@/lib/security/tokens'
import { deliverDueEmails } from '@/features/email/outbox'
import { smtpTransport } from '@/features/email/transport'
import {
  newsletterConfirm,
  newsletterConfirmPage,
  newsletterSubscribe,
  newsletterUnsubscribe,
  newsletterUnsubscribePage,
  type NewsletterHttpOptions,
} from '@/features/newsletter/http'
import { createRateLimiter } from '@/lib/rate-limit'
import type { Subscriber } from '@/payload-types'
import de from '../../messages/de.json'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import { unlimited } from '../helpers/inquiry-fixtures'
import { startTestPayload } from '../helpers/payload'
import { mailPart, parseMail, startSmtpServer, type SmtpTestServer } from '../helpers/smtp-server'

const SITE = 'http://site.test'
const COMPANY = 'Bharat Agro Exports'
const DAY = 24 * 60 * 60_000
let payload: Payload
let close: () => Promise<void>
let smtp: SmtpTestServer
let now = new Date()

function options(overrides: Partial<NewsletterHttpOptions> = {}): NewsletterHttpOptions {
  return {
    payload,
    siteUrl: SITE,
    limiters: { subscribe: unlimited(), perAddress: unlimited(), tokens: unlimited() },
    ip: '198.51.100.23',
    trustedOrigins: [SITE],
    now: () => now,
    ...overrides,
  }
}

const sameSite = { origin: SITE, 'sec-fetch-site': 'same-origin', host: 'site.test' }

/** A sign-up as the page script sends it. */
function subscribe(
  body: Record<string, unknown>,
  init: { headers?: Record<string, string>; opts?: NewsletterHttpOptions } = {},
) {
  const request = new Request(`${SITE}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sameSite, ...init.headers },
    body: JSON.stringify({ locale: 'en', source: 'footer', website: '', ...body }),
  })
  return newsletterSubscribe(request, init.opts ?? options())
}

/** A plain form post (no JavaScript). */
function formPost(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

const read = async (response: Response) =>
  (await response.json()) as Record<string, unknown> & {
    fields?: Record<string, { message: string }>
  }

async function stored(email: string): Promise<Subscriber | undefined> {
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return docs[0]
}

/** Delivers the outbox to the SMTP server; the messages it received for `to`, parsed. */
async function mailTo(to: string) {
  const due = new Date(Math.max(now.getTime(), Date.now()) + 1000)
  await deliverDueEmails(payload, { transport: smtpTransport(smtp.url), now: due })
  return smtp.received
    .filter((m) => m.to.includes(to))
    .map((m) => {
      const mail = parseMail(m.raw)
      return {
        headers: mail.headers,
        subject: mail.headers.subject,
        text: mailPart(mail, 'text/plain'),
        html: mailPart(mail, 'text/html'),
      }
    })
}

function linkIn(text: string, pattern: RegExp): string {
  const match = text.match(pattern)
  if (!match) throw new Error(`no link matching ${pattern} in:\n${text}`)
  return match[0]
}

const confirmLink = /http:\/\/site\.test(?:\/[a-z]{2})?\/newsletter\/confirm\?token=[\w-]+/
/** The Confirm button on the page a confirmation link opens: a form post of the link's token. */
const confirm = (link: string) =>
  newsletterConfirm(
    formPost(
      '/api/newsletter/confirm',
      { token: new URL(link).searchParams.get('token') ?? '' },
      sameSite,
    ),
    options(),
  )

/** A confirmed subscriber made through the form and the emailed link. */
async function confirmedSubscriber(email: string): Promise<void> {
  expect((await subscribe({ email })).status).toBe(202)
  const [mail] = (await mailTo(email)).slice(-1)
  const res = await confirm(linkIn(mail.text, confirmLink))
  expect(res.headers.get('location')).toBe('/newsletter?status=confirmed')
  smtp.received.length = 0
}

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('newsletter'))
  smtp = await startSmtpServer()
})

afterAll(async () => {
  await smtp?.close()
  await close?.()
})

beforeEach(async () => {
  now = new Date()
  smtp.received.length = 0
  await payload.delete({ collection: 'emails', where: { id: { exists: true } } })
})

describe('double opt-in', () => {
  it('subscribe → confirmation email in German → confirm → one-click unsubscribe → subscribe again', async () => {
    const response = await subscribe({
      email: '  Lena.Fischer@Gewuerz.Example ',
      locale: 'de',
      source: 'articles',
    })
    expect(response.status).toBe(202)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(await read(response)).toEqual({
      ok: true,
      status: 'check-inbox',
      title: de.newsletter.result.checkInboxTitle,
      description: de.newsletter.result.checkInboxText,
    })

    const email = 'lena.fischer@gewuerz.example'
    const pending = await stored(email)
    expect(pending).toMatchObject({ status: 'pending', locale: 'de', source: 'articles' })
    expect(pending?.consentAt).toBeTruthy()
    expect(pending?.confirmedAt ?? null).toBeNull()

    const [mail] = await mailTo(email)
    expect(mail.subject).toBe(de.newsletter.mail.confirmSubject.replace('{company}', COMPANY))
    expect(mail.text).toContain(de.newsletter.mail.confirmIntro.replace('{company}', COMPANY))
    expect(mail.text).toContain(de.newsletter.mail.confirmExpires.replace('{days}', '7'))
    const link = linkIn(mail.text, confirmLink)
    // Only a hash of the link's token is stored.
    const token = new URL(link).searchParams.get('token')!
    expect(pending?.confirmTokenHash).toBe(sha256(token))
    // Every newsletter email: an unsubscribe link in the body and RFC 8058 headers.
    const pageLink = linkIn(
      mail.text,
      /http:\/\/site\.test\/de\/newsletter\/unsubscribe\?token=\d+\.[\w-]+/,
    )
    expect(mail.text).toContain(`${de.newsletter.mail.unsubscribe}: ${pageLink}`)
    expect(mail.html).toContain(`href="${pageLink}"`)
    const oneClick =
      /^<(http:\/\/site\.test\/api\/newsletter\/unsubscribe\?token=\d+\.[\w-]+)>$/.exec(
        mail.headers['list-unsubscribe'],
      )?.[1]
    expect(oneClick).toBeTruthy()
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    // The link opens the page with the Confirm button, in the subscriber's language; opening
    // it (or the older /api address, as a mail scanner would) confirms nothing.
    expect(link).toBe(`http://site.test/de/newsletter/confirm?token=${token}`)
    const openedLink = await newsletterConfirmPage(
      new Request(`${SITE}/api/newsletter/confirm?token=${token}`),
      options(),
    )
    expect(openedLink.status).toBe(303)
    expect(openedLink.headers.get('location')).toBe(`/de/newsletter/confirm?token=${token}`)
    expect((await stored(email))?.status).toBe('pending')
    // The button's post from another site is refused.
    const forged = await newsletterConfirm(
      formPost('/api/newsletter/confirm', { token }, { 'sec-fetch-site': 'cross-site' }),
      options(),
    )
    expect(forged.status).toBe(403)
    expect((await stored(email))?.status).toBe('pending')

    const confirmed = await confirm(link)
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/de/newsletter?status=confirmed')
    const after = await stored(email)
    expect(after?.status).toBe('confirmed')
    expect(after?.confirmedAt).toBeTruthy()
    // The link works once: a second click changes nothing and says so.
    expect((await confirm(link)).headers.get('location')).toBe(
      '/de/newsletter?status=already-confirmed',
    )

    // Opening the one-click address (a GET, as a link scanner would) only leads to the page.
    const opened = await newsletterUnsubscribePage(new Request(oneClick!), options())
    expect(opened.headers.get('location')).toBe(
      `/de/newsletter/unsubscribe?token=${new URL(oneClick!).searchParams.get('token')}`,
    )
    expect((await stored(email))?.status).toBe('confirmed')

    // The mail program's one-click POST: no browser headers, answered with 200.
    const unsubscribed = await newsletterUnsubscribe(
      formPost(
        new URL(oneClick!).pathname + new URL(oneClick!).search,
        {
          'List-Unsubscribe': 'One-Click',
        },
        {},
      ),
      options(),
    )
    expect(unsubscribed.status).toBe(200)
    const gone = await stored(email)
    expect(gone?.status).toBe('unsubscribed')
    expect(gone?.unsubscribedAt).toBeTruthy()
    // The old confirmation link cannot bring the address back.
    expect((await confirm(link)).headers.get('location')).toBe('/newsletter?status=link-invalid')
    expect((await stored(email))?.status).toBe('unsubscribed')

    // Subscribing again takes a fresh opt-in.
    expect((await subscribe({ email, locale: 'de' })).status).toBe(202)
    expect((await stored(email))?.status).toBe('pending')
    const mails = await mailTo(email)
    expect(mails).toHaveLength(2)
    const fresh = linkIn(mails[1].text, confirmLink)
    expect(fresh).not.toBe(link)
    expect((await confirm(fresh)).headers.get('location')).toBe('/de/newsletter?status=confirmed')
    const again = await stored(email)
    expect(again?.status).toBe('confirmed')
    expect(again?.unsubscribedAt ?? null).toBeNull()
  })

  it('the unsubscribe page’s button (a form post) unsubscribes; a forged or altered link does not', async () => {
    await confirmedSubscriber('kenji@tea-house.example')
    await confirmedSubscriber('other@tea-house.example')
    expect((await subscribe({ email: 'kenji@tea-house.example' })).status).toBe(202)
    const [mail] = await mailTo('kenji@tea-house.example')
    const pageLink = linkIn(mail.text, /http:\/\/site\.test\/newsletter\/unsubscribe\?token=\S+/)
    const token = new URL(pageLink).searchParams.get('token')!
    const [id, signature] = token.split('.')
    const other = (await stored('other@tea-house.example'))!

    for (const forged of [
      `${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${other.id}.${signature}`,
      `${id}`,
      "1' OR '1'='1",
    ]) {
      const res = await newsletterUnsubscribe(
        formPost('/api/newsletter/unsubscribe', { token: forged }, sameSite),
        options(),
      )
      expect(res.headers.get('location')).toBe('/newsletter?status=link-invalid')
    }
    expect((await stored('kenji@tea-house.example'))?.status).toBe('confirmed')
    expect((await stored('other@tea-house.example'))?.status).toBe('confirmed')

    // A form on another site cannot unsubscribe anyone, even with the link.
    const crossSite = await newsletterUnsubscribe(
      formPost('/api/newsletter/unsubscribe', { token }, { 'sec-fetch-site': 'cross-site' }),
      options(),
    )
    expect(crossSite.status).toBe(403)
    expect((await stored('kenji@tea-house.example'))?.status).toBe('confirmed')

    const res = await newsletterUnsubscribe(
      formPost('/api/newsletter/unsubscribe', { token }, sameSite),
      options(),
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/newsletter?status=unsubscribed')
    expect((await stored('kenji@tea-house.example'))?.status).toBe('unsubscribed')
    expect((await stored('other@tea-house.example'))?.status).toBe('confirmed')
  })

  it('an expired confirmation link is refused; a new sign-up sends a working one', async () => {
    const email = 'late@spice-souk.example'
    now = new Date(Date.now() - 8 * DAY)
    await subscribe({ email, locale: 'fr' })
    const [mail] = await mailTo(email)
    now = new Date()
    const expired = await confirm(linkIn(mail.text, confirmLink))
    expect(expired.headers.get('location')).toBe('/fr/newsletter?status=link-expired')
    expect((await stored(email))?.status).toBe('pending')

    await subscribe({ email, locale: 'fr' })
    const mails = await mailTo(email)
    expect(mails).toHaveLength(2)
    const ok = await confirm(linkIn(mails[1].text, confirmLink))
    expect(ok.headers.get('location')).toBe('/fr/newsletter?status=confirmed')
    // A link that was never issued.
    expect(
      (await confirm(`${SITE}/api/newsletter/confirm?token=${'x'.repeat(43)}`)).headers.get(
        'location',
      ),
    ).toBe('/newsletter?status=link-invalid')
  })
})

describe('no enumeration', () => {
  it('new, waiting, confirmed and unsubscribed addresses get the same answer; only the email differs', async () => {
    await confirmedSubscriber('known@rice-traders.example')
    await subscribe({ email: 'waiting@rice-traders.example' })
    const [first] = await mailTo('waiting@rice-traders.example')
    smtp.received.length = 0

    await payload.create({
      collection: 'subscribers',
      data: {
        email: 'left@rice-traders.example',
        status: 'unsubscribed',
        locale: 'en',
        source: 'footer',
        consentAt: new Date(Date.now() - DAY).toISOString(),
        unsubscribedAt: new Date().toISOString(),
      },
      overrideAccess: true,
    })

    const answers = []
    for (const email of [
      'new@rice-traders.example',
      'waiting@rice-traders.example',
      'known@rice-traders.example',
      'left@rice-traders.example',
    ]) {
      const res = await subscribe({ email })
      answers.push({ status: res.status, body: await read(res) })
    }
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    expect(answers[3]).toEqual(answers[0])
    expect((await stored('left@rice-traders.example'))?.status).toBe('pending')

    // The confirmed address is told by email that it is already subscribed, with no link to confirm.
    const [notice] = await mailTo('known@rice-traders.example')
    expect(notice.subject).toBe(en.newsletter.mail.alreadySubject.replace('{company}', COMPANY))
    expect(notice.text).toContain(en.newsletter.mail.alreadyNothingChanged)
    expect(notice.text).not.toMatch(confirmLink)
    expect(notice.text).toMatch(/http:\/\/site\.test\/newsletter\/unsubscribe\?token=/)
    expect(notice.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect((await stored('known@rice-traders.example'))?.status).toBe('confirmed')

    // The waiting address gets a new link; the earlier one stops working.
    const [resent] = await mailTo('waiting@rice-traders.example')
    expect(resent.subject).toBe(en.newsletter.mail.confirmSubject.replace('{company}', COMPANY))
    expect((await confirm(linkIn(first.text, confirmLink))).headers.get('location')).toBe(
      '/newsletter?status=link-invalid',
    )
    expect((await confirm(linkIn(resent.text, confirmLink))).headers.get('location')).toBe(
      '/newsletter?status=confirmed',
    )
  })
})

describe('abuse and bad input', () => {
  it('an invalid address: 422 with the message in the visitor’s language; nothing stored or sent', async () => {
    const res = await subscribe({ email: 'not-an-email', locale: 'fr' })
    expect(res.status).toBe(422)
    const body = await read(res)
    expect(body.title).toBe(fr.newsletter.result.invalidTitle)
    expect(body.fields?.email.message).toBe(fr.newsletter.errors.emailInvalid)
    const empty = await read(await subscribe({ email: '' }))
    expect(empty.fields?.email.message).toBe('Please enter a valid email address')
    expect(
      (await payload.count({ collection: 'subscribers', where: { email: { like: 'not-an' } } }))
        .totalDocs,
    ).toBe(0)
    expect(await mailTo('not-an-email')).toEqual([])
  })

  it('the form without JavaScript: redirects to the result page with the outcome', async () => {
    const invalid = await newsletterSubscribe(
      formPost(
        '/api/newsletter/subscribe',
        { email: 'nope', locale: 'fr', source: 'articles' },
        {
          ...sameSite,
          accept: 'text/html',
        },
      ),
      options(),
    )
    expect(invalid.status).toBe(303)
    expect(invalid.headers.get('location')).toBe('/fr/newsletter?status=invalid&source=articles')
    const ok = await newsletterSubscribe(
      formPost(
        '/api/newsletter/subscribe',
        { email: 'plain@form.example', locale: 'en', source: 'footer', website: '' },
        sameSite,
      ),
      options(),
    )
    expect(ok.headers.get('location')).toBe('/newsletter?status=check-inbox&source=footer')
    expect((await stored('plain@form.example'))?.status).toBe('pending')
  })

  it('a filled honeypot is refused (400) and stores and sends nothing', async () => {
    const res = await subscribe({ email: 'robot@spam.example', website: 'https://spam.example' })
    expect(res.status).toBe(400)
    expect(await read(res)).toMatchObject({
      ok: false,
      status: 'blocked',
      title: en.newsletter.result.blockedTitle,
    })
    expect(await stored('robot@spam.example')).toBeUndefined()
    expect(await mailTo('robot@spam.example')).toEqual([])
  })

  it('sign-ups per client address are limited: 429 with Retry-After, in the visitor’s language', async () => {
    const opts = options({
      limiters: {
        subscribe: createRateLimiter('test', [{ limit: 2, windowMs: 60_000 }]),
        perAddress: unlimited(),
        tokens: unlimited(),
      },
    })
    for (const n of [1, 2])
      expect((await subscribe({ email: `burst${n}@flood.example` }, { opts })).status).toBe(202)
    const limited = await subscribe({ email: 'burst3@flood.example', locale: 'fr' }, { opts })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await read(limited)).toMatchObject({
      status: 'limited',
      title: fr.newsletter.result.limitedTitle,
    })
    expect(await stored('burst3@flood.example')).toBeUndefined()
    // Another client address is not affected.
    expect(
      (await subscribe({ email: 'calm@flood.example' }, { opts: { ...opts, ip: '203.0.113.9' } }))
        .status,
    ).toBe(202)
  })

  it('confirm and unsubscribe links are limited per client address too', async () => {
    const opts = options({
      limiters: {
        subscribe: unlimited(),
        perAddress: unlimited(),
        tokens: createRateLimiter('test', [{ limit: 1, windowMs: 60_000 }]),
      },
    })
    const button = () =>
      newsletterConfirm(
        formPost('/api/newsletter/confirm', { token: 'y'.repeat(43) }, sameSite),
        opts,
      )
    expect((await button()).headers.get('location')).toBe('/newsletter?status=link-invalid')
    expect((await button()).headers.get('location')).toBe('/newsletter?status=limited')
    const res = await newsletterUnsubscribe(
      formPost('/api/newsletter/unsubscribe?token=1.x', { 'List-Unsubscribe': 'One-Click' }, {}),
      opts,
    )
    expect(res.status).toBe(429)
  })

  it('one address cannot be flooded: over its cap the answer is the same and nothing is sent', async () => {
    const opts = options({
      limiters: {
        subscribe: unlimited(),
        perAddress: createRateLimiter('test', [{ limit: 2, windowMs: DAY }]),
        tokens: unlimited(),
      },
    })
    const bodies = []
    for (let i = 0; i < 4; i++) {
      const res = await subscribe(
        { email: 'victim@inbox.example' },
        { opts: { ...opts, ip: `192.0.2.${i}` } },
      )
      expect(res.status).toBe(202)
      bodies.push(await read(res))
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1)
    expect(await mailTo('victim@inbox.example')).toHaveLength(2)
  })

  it('hostile input never causes a 500: XSS, SQL-like, oversized, malformed and cross-site', async () => {
    for (const email of [
      '<script>alert(1)</script>@example.com',
      '"><img src=x onerror=alert(1)>@example.com',
      "'; DROP TABLE subscribers; --@example.com",
      `${'a'.repeat(250)}@example.com`,
      { $ne: null },
      ['a@b.example', 'c@d.example'],
    ]) {
      const res = await subscribe({ email })
      expect(res.status, JSON.stringify(email).slice(0, 60)).toBe(422)
    }
    const long = await read(await subscribe({ email: `${'a'.repeat(250)}@example.com` }))
    expect(long.fields?.email.message).toBe(
      'The email address is too long (at most 254 characters)',
    )

    // An odd but valid address is stored as typed (lower case), and the table is fine.
    expect((await subscribe({ email: "o'brien--@example.com" })).status).toBe(202)
    expect((await stored("o'brien--@example.com"))?.status).toBe('pending')

    const huge = await newsletterSubscribe(
      new Request(`${SITE}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...sameSite },
        body: JSON.stringify({ email: 'big@example.com', pad: 'x'.repeat(10_000) }),
      }),
      options(),
    )
    expect(huge.status).toBe(413)
    const broken = await newsletterSubscribe(
      new Request(`${SITE}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...sameSite },
        body: '{"email": ',
      }),
      options(),
    )
    expect(broken.status).toBe(400)
    const text = await newsletterSubscribe(
      new Request(`${SITE}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...sameSite },
        body: 'email=a@b.example',
      }),
      options(),
    )
    expect(text.status).toBe(415)
    const cross = await subscribe(
      { email: 'forced@victim.example' },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    )
    expect(cross.status).toBe(403)
    expect(await stored('forced@victim.example')).toBeUndefined()

    // Link endpoints with junk tokens.
    for (const token of ['', '<script>', "' OR 1=1 --", 'x'.repeat(3000), '9'.repeat(40) + '.abc'])
      expect(
        (
          await confirm(`${SITE}/api/newsletter/confirm?token=${encodeURIComponent(token)}`)
        ).headers.get('location'),
      ).toBe('/newsletter?status=link-invalid')
    const oversized = await confirm(`${SITE}/?token=${'x'.repeat(5000)}`)
    expect(oversized.status).toBe(413)
    expect(await oversized.json()).toEqual({ ok: false, status: 'too-large' })
  })
})
