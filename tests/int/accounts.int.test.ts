import { IntlMessageFormat } from 'intl-messageformat'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LOCK_MS, MAX_FAILED_SIGN_INS } from '@/features/accounts/constants'
import {
  accountConfirm,
  accountConfirmPage,
  accountPost,
  accountSession,
  type AccountHttpOptions,
  type AccountPostAction,
} from '@/features/accounts/http'
import { accountInquiries, buyerInquiries, checkConfirmLink } from '@/features/accounts/service'
import { deliverDueEmails } from '@/features/email/outbox'
import { smtpTransport } from '@/features/email/transport'
import { verifyPassword } from '@/features/accounts/password'
import { failureLock, type FailureLockRules } from '@/lib/failure-lock'
import { createRateLimiter } from '@/lib/rate-limit'
import fr from '../../messages/fr.json'
import { contactBody, jsonRequest, submitter, unlimited } from '../helpers/inquiry-fixtures'
import { startTestPayload } from '../helpers/payload'
import { mailPart, parseMail, startSmtpServer, type SmtpTestServer } from '../helpers/smtp-server'

const SITE = 'http://site.test'
let payload: Payload
let close: () => Promise<void>
let smtp: SmtpTestServer
let now = new Date()

/** The buyer's password-try lock as the site sets it (counted in this process), with `rules`. */
const lockOf = (rules: Partial<FailureLockRules> = {}) =>
  failureLock(
    'test-password',
    { tries: MAX_FAILED_SIGN_INS, lockMs: LOCK_MS, perAccountPerHour: 0, ...rules },
    createRateLimiter,
  )
// One for the file (its counts must outlive a request); each test uses accounts of its own.
const passwordTries = lockOf()

/** The buyer's own client address (every request's unless a test says otherwise). */
const BUYER_IP = '203.0.113.7'
/** Someone else's address, trying passwords at the buyer's account. */
const OUTSIDER_IP = '198.51.100.66'

const limiters = () => ({
  perIp: {
    signin: unlimited(),
    signup: unlimited(),
    resend: unlimited(),
    forgot: unlimited(),
    reset: unlimited(),
    password: unlimited(),
    confirm: unlimited(),
  },
  perEmail: unlimited(),
  passwordTries,
})

function options(overrides: Partial<AccountHttpOptions> = {}): AccountHttpOptions {
  return {
    payload,
    siteUrl: SITE,
    limiters: limiters(),
    ip: BUYER_IP,
    secureCookies: false,
    trustedOrigins: [SITE],
    now: () => now,
    ...overrides,
  }
}

function post(
  action: AccountPostAction,
  body: Record<string, unknown>,
  init: { cookie?: string; headers?: Record<string, string>; opts?: AccountHttpOptions } = {},
) {
  const request = new Request(`${SITE}/api/account/${action}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      host: 'site.test',
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
    body: JSON.stringify(body),
  })
  return accountPost(action, request, init.opts ?? options())
}

async function read(response: Response) {
  return (await response.json()) as Record<string, unknown> & {
    fields?: Record<string, { message: string }>
  }
}

/** Delivers the outbox to the test SMTP server and returns the messages sent to `to`. */
async function mailTo(to: string) {
  // Queued at the real time, which may be after the test's clock.
  const due = new Date(Math.max(now.getTime(), Date.now()) + 1000)
  await deliverDueEmails(payload, { transport: smtpTransport(smtp.url), now: due })
  return smtp.received
    .filter((m) => m.to.includes(to))
    .map((m) => {
      const mail = parseMail(m.raw)
      return { subject: mail.headers.subject, text: mailPart(mail, 'text/plain') }
    })
}

function linkIn(text: string, pattern: RegExp): string {
  const match = text.match(pattern)
  if (!match) throw new Error(`no link matching ${pattern} in:\n${text}`)
  return match[0]
}

/** The confirmation link of an email: the page with the Confirm button, and its token. */
const CONFIRM_LINK = /http:\/\/site\.test(?:\/[a-z]{2})?\/auth\/confirm\?token=([\w-]+)/
function confirmLinkIn(text: string): { link: string; token: string } {
  const match = text.match(CONFIRM_LINK)
  if (!match) throw new Error(`no confirmation link in:\n${text}`)
  return { link: match[0], token: match[1] }
}

/** What a mail scanner or a person opening the link does: GETs, nothing else. */
async function openLink(token: string) {
  // The page looks the link up (checkConfirmLink); the old /api link only redirects to it.
  const page = await checkConfirmLink({ payload, now: () => now }, token)
  const old = await accountConfirmPage(
    new Request(`${SITE}/api/account/confirm?token=${token}`),
    options(),
  )
  return { page, old }
}

/** The page's Confirm button: a plain form post, as a browser without JavaScript sends it. */
function pressConfirm(
  token: string,
  headers: Record<string, string> = {},
  opts: AccountHttpOptions = options(),
) {
  return accountConfirm(
    new Request(`${SITE}/api/account/confirm`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE,
        'sec-fetch-site': 'same-origin',
        host: 'site.test',
        ...headers,
      },
      body: new URLSearchParams({ token }).toString(),
    }),
    opts,
  )
}

const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Amira',
  lastName: 'Haddad',
  email,
  password: 'cardamom-green-8',
  confirmPassword: 'cardamom-green-8',
  locale: 'en',
  ...extra,
})

/** Signs up and follows the confirmation link; returns the session cookie of a sign-in. */
async function confirmedBuyer(email: string, password = 'cardamom-green-8'): Promise<string> {
  expect(
    (await post('signup', signUpBody(email, { password, confirmPassword: password }))).status,
  ).toBe(201)
  const [mail] = await mailTo(email)
  const confirmed = await pressConfirm(confirmLinkIn(mail.text).token)
  expect(confirmed.headers.get('location')).toBe('/auth?status=confirmed')
  const signedIn = await post('signin', { email, password })
  expect(signedIn.status).toBe(200)
  return sessionCookie(signedIn)
}

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('buyer_session='))
  if (!cookie) throw new Error('no session cookie')
  return cookie.split(';')[0]
}

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('accounts', { seeded: true }))
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

describe('sign-up and confirmation', () => {
  it('stores the buyer with a scrypt hash, emails a link in their language, and the link confirms once', async () => {
    const response = await post('signup', signUpBody('Amira@Spice-Souk.example', { locale: 'fr' }))
    expect(response.status).toBe(201)
    // Answered in the language of the page the buyer signed up on.
    expect(await read(response)).toMatchObject({
      ok: true,
      title: fr.auth.toast.checkEmail,
      description: fr.auth.toast.checkEmailText,
    })
    const { docs } = await payload.find({
      collection: 'buyers',
      where: { email: { equals: 'amira@spice-souk.example' } },
      showHiddenFields: true,
    })
    expect(docs).toHaveLength(1)
    const stored = docs[0] as (typeof docs)[0] & { passwordHash: string }
    expect(stored.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(stored.passwordHash).not.toContain('cardamom')
    expect(stored.emailConfirmedAt).toBeFalsy()
    expect(stored.locale).toBe('fr')

    const [mail] = await mailTo('amira@spice-souk.example')
    // In the buyer's language (French), not English.
    expect(mail.subject).toBe(
      fr.auth.mail.confirmSubject.replace('{company}', 'Bharat Agro Exports'),
    )
    expect(mail.text).toContain(fr.auth.mail.greeting.replace('{name}', 'Amira'))
    const { link, token } = confirmLinkIn(mail.text)
    // The page with the Confirm button, in the buyer's language.
    expect(link).toBe(`http://site.test/fr/auth/confirm?token=${token}`)

    // Not confirmed yet: sign-in fails with its own message.
    const early = await post('signin', {
      email: 'amira@spice-souk.example',
      password: 'cardamom-green-8',
    })
    expect(early.status).toBe(403)
    expect(await read(early)).toMatchObject({ status: 'unconfirmed', title: 'Sign in failed' })

    const first = await pressConfirm(token)
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/fr/auth?status=confirmed')
    const again = await pressConfirm(token)
    expect(again.headers.get('location')).toBe('/fr/auth?status=already-confirmed')
    const bogus = await pressConfirm('nope')
    expect(bogus.headers.get('location')).toBe('/auth?status=link-invalid')

    const signedIn = await post('signin', {
      email: 'AMIRA@spice-souk.example',
      password: 'cardamom-green-8',
    })
    expect(signedIn.status).toBe(200)
    expect(await read(signedIn)).toMatchObject({ status: 'signed-in', firstName: 'Amira' })
    const cookies = signedIn.headers.getSetCookie()
    expect(cookies.find((c) => c.startsWith('buyer_session='))).toMatch(/HttpOnly; ?|HttpOnly$/)
    expect(cookies.find((c) => c.startsWith('buyer_session='))).toContain('SameSite=Lax')
    expect(cookies.find((c) => c.startsWith('signed_in='))).not.toContain('HttpOnly')
  })

  it('opening the confirmation link changes nothing; the Confirm button (a post) confirms', async () => {
    const email = 'scanned@importer.example'
    await post('signup', signUpBody(email))
    const { token } = confirmLinkIn((await mailTo(email))[0].text)
    const buyerRow = async () =>
      (await payload.find({ collection: 'buyers', where: { email: { equals: email } } })).docs[0]

    // A mail scanner opens the link, several times, by the old /api address too.
    for (let i = 0; i < 3; i++) {
      const { page, old } = await openLink(token)
      expect(page).toEqual({ status: 'pending', locale: 'en', email })
      expect(old.status).toBe(303)
      expect(old.headers.get('location')).toBe(`/auth/confirm?token=${token}`)
    }
    expect((await buyerRow()).emailConfirmedAt ?? null).toBeNull()
    const early = await post('signin', { email, password: 'cardamom-green-8' })
    expect(early.status).toBe(403)

    // Another site cannot press the button for the buyer.
    const forged = await pressConfirm(token, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(forged.status).toBe(403)
    expect((await buyerRow()).emailConfirmedAt ?? null).toBeNull()

    const pressed = await pressConfirm(token)
    expect(pressed.status).toBe(303)
    expect(pressed.headers.get('location')).toBe('/auth?status=confirmed')
    expect((await buyerRow()).emailConfirmedAt).toBeTruthy()
    expect((await post('signin', { email, password: 'cardamom-green-8' })).status).toBe(200)
  })

  it('an expired confirmation link is refused and a new one can be requested', async () => {
    const email = 'late@importer.example'
    await post('signup', signUpBody(email))
    const [mail] = await mailTo(email)
    const { link, token } = confirmLinkIn(mail.text)
    now = new Date(Date.now() + 3 * 24 * 60 * 60_000)
    expect((await openLink(token)).page).toEqual({ status: 'expired', locale: 'en' })
    const expired = await pressConfirm(token)
    expect(expired.headers.get('location')).toBe('/auth?status=link-expired')

    const resend = await post('resend', { email, locale: 'en' })
    expect(resend.status).toBe(200)
    const mails = await mailTo(email)
    expect(mails).toHaveLength(2)
    const fresh = confirmLinkIn(mails[1].text)
    expect(fresh.link).not.toBe(link)
    const ok = await pressConfirm(fresh.token)
    expect(ok.headers.get('location')).toBe('/auth?status=confirmed')
  })

  it('each validation rule answers with the spec message on its field (422)', async () => {
    const response = await post('signup', {
      firstName: '',
      lastName: ' ',
      email: 'not-an-email',
      password: '12345',
      confirmPassword: 'other',
    })
    expect(response.status).toBe(422)
    const body = await read(response)
    expect(body.title).toBe('Sign up failed')
    expect(body.fields?.firstName.message).toBe('First name is required')
    expect(body.fields?.lastName.message).toBe('Last name is required')
    expect(body.fields?.email.message).toBe('Please enter a valid email address')
    expect(body.fields?.password.message).toBe('Password must be at least 6 characters')
    expect(body.fields?.confirmPassword.message).toBe("Passwords don't match")

    const es = await post('signin', { email: 'x', password: '1', locale: 'es' })
    expect(es.status).toBe(422)
    const esBody = await read(es)
    expect(esBody.fields?.email.message).not.toBe('Please enter a valid email address')
    expect(esBody.fields?.email.message).toBeTruthy()
  })
})

describe('no account enumeration', () => {
  it('sign-up, sign-in, resend and reset answer alike for registered and unknown addresses', async () => {
    await confirmedBuyer('known@buyer.example')
    smtp.received.length = 0

    const pairs: [AccountPostAction, (email: string) => Record<string, unknown>][] = [
      ['signup', (email) => signUpBody(email)],
      ['signin', (email) => ({ email, password: 'wrong-password-1' })],
      ['resend', (email) => ({ email })],
      ['forgot', (email) => ({ email })],
    ]
    for (const [action, body] of pairs) {
      const known = await post(action, body('known@buyer.example'))
      const unknown = await post(action, body(`nobody-${action}@buyer.example`))
      expect(known.status, action).toBe(unknown.status)
      const [a, b] = [await read(known), await read(unknown)]
      expect(a, action).toEqual(b)
    }
    // The registered buyer learns by email that someone tried to sign up again; the unknown
    // address got a confirmation link for a new, unconfirmed account.
    const mails = await mailTo('known@buyer.example')
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/already have an account/),
        expect.stringMatching(/Reset your password/),
      ]),
    )
  })

  // Password hashing time does not depend on the database: checked in the embedded pass.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'a sign-in for an unknown address takes as long as one with a wrong password',
    async () => {
      await confirmedBuyer('timing@buyer.example')
      const time = async (email: string) => {
        const t = performance.now()
        await post('signin', { email, password: 'wrong-password-1' })
        return performance.now() - t
      }
      // Both pay for one scrypt hash (~0.3 s); without the decoy the unknown address answers in ms.
      const known = await time('timing@buyer.example')
      const unknown = await time('no-such-buyer@buyer.example')
      expect(unknown).toBeGreaterThan(known * 0.4)
    },
  )
})

describe('lockout', () => {
  const from = (ip: string, lock = passwordTries) =>
    options({ ip, limiters: { ...limiters(), passwordTries: lock } })
  const signInFrom = (ip: string, email: string, password: string, lock = passwordTries) =>
    post('signin', { email, password }, { opts: from(ip, lock) })

  it(`an outsider's ${MAX_FAILED_SIGN_INS} failed sign-ins lock only their address out of the account; the buyer still signs in`, async () => {
    const email = 'locked@buyer.example'
    await confirmedBuyer(email)
    for (let i = 1; i <= MAX_FAILED_SIGN_INS; i++) {
      const r = await signInFrom(OUTSIDER_IP, email, `wrong-${i}-pass`)
      expect(r.status).toBe(401)
      expect(await read(r)).toMatchObject({ description: 'Invalid email or password.' })
    }
    // Refused from that address, even with the right password, for the rest of the 10 minutes…
    const right = await signInFrom(OUTSIDER_IP, email, 'cardamom-green-8')
    expect(right.status).toBe(429)
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(LOCK_MS / 1000 - 60)
    expect(Number(right.headers.get('retry-after'))).toBeLessThanOrEqual(LOCK_MS / 1000)
    expect((await read(right)).description).toBe(
      'Too many failed sign-in attempts. Please try again in 10 minutes.',
    )
    // …but the buyer, from their own address, signs in.
    expect((await signInFrom(BUYER_IP, email, 'cardamom-green-8')).status).toBe(200)
    expect((await signInFrom(OUTSIDER_IP, email, 'cardamom-green-8')).status).toBe(429)
  })

  it('a burst of parallel guesses from one address gets exactly 5 password checks', async () => {
    const email = 'burst@buyer.example'
    await confirmedBuyer(email)
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signInFrom(OUTSIDER_IP, email, `burst-${i}-pass`).then((r) => r.status),
      ),
    )
    // A 401 comes only after a password check; the rest were refused before one.
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILED_SIGN_INS)
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - MAX_FAILED_SIGN_INS)
    expect((await signInFrom(BUYER_IP, email, 'cardamom-green-8')).status).toBe(200)
  })

  it('the lock ends when its time is over, and a right password clears the count', async () => {
    const email = 'lock-ends@buyer.example'
    await confirmedBuyer(email)
    // (One try in 10 seconds here, so that the test need not wait 10 minutes; long enough
    // for the second sign-in to land inside it on a busy machine.)
    const short = lockOf({ tries: 1, lockMs: 10_000 })
    expect((await signInFrom(OUTSIDER_IP, email, 'wrong-1-pass', short)).status).toBe(401)
    const locked = await signInFrom(OUTSIDER_IP, email, 'cardamom-green-8', short)
    expect(locked.status).toBe(429)
    await new Promise((resolve) =>
      setTimeout(resolve, Number(locked.headers.get('retry-after')) * 1000 + 100),
    )
    expect((await signInFrom(OUTSIDER_IP, email, 'cardamom-green-8', short)).status).toBe(200)
    // Four wrong and a right one, then five wrong again before any refusal.
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++)
      expect((await signInFrom(BUYER_IP, email, `wrong-${i}-pass`)).status).toBe(401)
    expect((await signInFrom(BUYER_IP, email, 'cardamom-green-8')).status).toBe(200)
    for (let i = 1; i <= MAX_FAILED_SIGN_INS; i++)
      expect((await signInFrom(BUYER_IP, email, `wrong-${i}-pass`)).status).toBe(401)
    expect((await signInFrom(BUYER_IP, email, 'cardamom-green-8')).status).toBe(429)
  })

  it('an unknown address locks the same way (the lock says nothing about registration)', async () => {
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++)
      expect(
        (await post('signin', { email: 'ghost@buyer.example', password: 'whatever-1' })).status,
      ).toBe(401)
    const r = await post('signin', { email: 'ghost@buyer.example', password: 'whatever-1' })
    expect(r.status).toBe(429)
    expect((await read(r)).status).toBe('locked')
  })

  it('guesses spread over many addresses stop at the account’s hourly ceiling', async () => {
    const email = 'ceiling@buyer.example'
    await confirmedBuyer(email)
    const lock = lockOf({ perAccountPerHour: 12 })
    // Three tries each from four addresses: no address is locked, the account's 12 are used up.
    for (let i = 0; i < 12; i++)
      expect(
        (await signInFrom(`192.0.2.${Math.floor(i / 3)}`, email, 'no-no-no-1', lock)).status,
      ).toBe(401)
    const over = await signInFrom('192.0.2.50', email, 'no-no-no-1', lock)
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect((await read(over)).status).toBe('locked')
  })

  it(`${MAX_FAILED_SIGN_INS} wrong current passwords in a password change lock that address out of the account, not the buyer`, async () => {
    const email = 'change-locked@buyer.example'
    // A session cookie used from another address (a stolen one, say).
    const cookie = await confirmedBuyer(email)
    const change = (ip: string, currentPassword: string, locale = 'en') =>
      post(
        'password',
        { currentPassword, password: 'new-pepper-77', confirmPassword: 'new-pepper-77', locale },
        { cookie, opts: from(ip) },
      )
    for (let i = 1; i <= MAX_FAILED_SIGN_INS; i++)
      expect((await change(OUTSIDER_IP, `wrong-${i}-pass`)).status).toBe(422)
    const locked = await change(OUTSIDER_IP, 'cardamom-green-8', 'fr')
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(LOCK_MS / 1000 - 60)
    expect((await read(locked)).description).toBe(
      new IntlMessageFormat(fr.auth.messages.locked, 'fr').format({ minutes: 10 }),
    )
    // Sign-in from that address counts the same tries: locked too.
    expect((await signInFrom(OUTSIDER_IP, email, 'cardamom-green-8')).status).toBe(429)
    const stored = async () =>
      (
        await payload.find({
          collection: 'buyers',
          where: { email: { equals: email } },
          showHiddenFields: true,
        })
      ).docs[0]
    expect(await verifyPassword('cardamom-green-8', String((await stored()).passwordHash))).toBe(
      true,
    )
    // The buyer, from their own address, signs in and changes the password.
    expect((await signInFrom(BUYER_IP, email, 'cardamom-green-8')).status).toBe(200)
    expect((await change(BUYER_IP, 'cardamom-green-8')).status).toBe(200)
    expect(await verifyPassword('new-pepper-77', String((await stored()).passwordHash))).toBe(true)
  })

  it('password changes are limited per client address: 429 with Retry-After', async () => {
    const cookie = await confirmedBuyer('change-limited@buyer.example')
    const opts = options({
      limiters: {
        ...limiters(),
        perIp: {
          ...limiters().perIp,
          password: createRateLimiter('test', [{ limit: 2, windowMs: 60_000 }]),
        },
      },
    })
    const change = () =>
      post(
        'password',
        {
          currentPassword: 'wrong-pass-1',
          password: 'new-pepper-77',
          confirmPassword: 'new-pepper-77',
        },
        { cookie, opts },
      )
    expect((await change()).status).toBe(422)
    expect((await change()).status).toBe(422)
    const third = await change()
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await read(third)).description).toMatch(/Too many attempts/)
  })

  it('per-address rate limits answer 429 with Retry-After', async () => {
    const opts = options({
      limiters: {
        ...limiters(),
        perIp: {
          ...limiters().perIp,
          signin: createRateLimiter('test', [{ limit: 2, windowMs: 60_000 }]),
        },
      },
    })
    for (let i = 0; i < 2; i++) {
      const rr = await post('signin', { email: 'r@b.example', password: 'xxxxxxx' }, { opts })
      expect(rr.status).toBe(401)
    }
    const third = await post('signin', { email: 'r@b.example', password: 'xxxxxxx' }, { opts })
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await read(third)).description).toMatch(/Too many attempts/)
  })
})

describe('sessions and password reset', () => {
  it('the session cookie identifies the buyer until sign-out ends it on the server', async () => {
    const cookie = await confirmedBuyer('session@buyer.example')
    const session = await accountSession(
      new Request(`${SITE}/api/account/session`, { headers: { cookie } }),
      options(),
    )
    expect(await session.json()).toMatchObject({
      buyer: { firstName: 'Amira', email: 'session@buyer.example' },
    })

    // A day later the session is renewed: the cookie is sent again.
    now = new Date(Date.now() + 25 * 60 * 60_000)
    const renewed = await accountSession(
      new Request(`${SITE}/api/account/session`, { headers: { cookie } }),
      options(),
    )
    expect(renewed.headers.getSetCookie().some((c) => c.startsWith('buyer_session='))).toBe(true)

    const out = await post('signout', {}, { cookie })
    expect(await read(out)).toMatchObject({
      title: 'Signed out',
      description: 'You have been successfully signed out.',
    })
    expect(out.headers.getSetCookie().find((c) => c.startsWith('buyer_session='))).toContain(
      'Max-Age=0',
    )
    const after = await accountSession(
      new Request(`${SITE}/api/account/session`, { headers: { cookie } }),
      options(),
    )
    expect(await after.json()).toEqual({ buyer: null })
  })

  it('a reset link works once, expires, signs out every device and lifts its address’s lock', async () => {
    const cookie = await confirmedBuyer('reset@buyer.example')
    // Locked out of the account from this address by wrong guesses: the reset link lifts that.
    for (let i = 1; i <= MAX_FAILED_SIGN_INS; i++)
      await post('signin', { email: 'reset@buyer.example', password: `forgot-${i}-pass` })
    expect(
      (await post('signin', { email: 'reset@buyer.example', password: 'cardamom-green-8' })).status,
    ).toBe(429)
    smtp.received.length = 0
    await post('forgot', { email: 'reset@buyer.example' })
    const [mail] = await mailTo('reset@buyer.example')
    const link = linkIn(mail.text, /http:\/\/site\.test\/auth\/reset\?token=[\w-]+/)
    const token = new URL(link).searchParams.get('token')

    const reset = await post('reset', {
      token,
      password: 'new-pass-77',
      confirmPassword: 'new-pass-77',
    })
    expect(reset.status).toBe(200)
    const reused = await post('reset', {
      token,
      password: 'other-pass-88',
      confirmPassword: 'other-pass-88',
    })
    expect(reused.status).toBe(400)
    expect((await read(reused)).description).toMatch(/not valid/)

    const old = await accountSession(
      new Request(`${SITE}/api/account/session`, { headers: { cookie } }),
      options(),
    )
    expect(await old.json()).toEqual({ buyer: null })
    expect(
      (await post('signin', { email: 'reset@buyer.example', password: 'cardamom-green-8' })).status,
    ).toBe(401)
    expect(
      (await post('signin', { email: 'reset@buyer.example', password: 'new-pass-77' })).status,
    ).toBe(200)

    // A second link, used after its hour, is refused.
    now = new Date(Date.now() + 2 * 60_000)
    await post('forgot', { email: 'reset@buyer.example' })
    const [, second] = await mailTo('reset@buyer.example')
    const late = new URL(linkIn(second.text, /http:\/\/site\.test\/auth\/reset\?token=[\w-]+/))
    now = new Date(now.getTime() + 61 * 60_000)
    const expired = await post('reset', {
      token: late.searchParams.get('token'),
      password: 'new-pass-99',
      confirmPassword: 'new-pass-99',
    })
    expect(expired.status).toBe(410)
  })
})

describe('cross-site requests', () => {
  it('refuses state changes from another origin or without JSON', async () => {
    const evil = await post(
      'signin',
      { email: 'a@b.example', password: 'xxxxxxx' },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    )
    expect(evil.status).toBe(403)
    const form = await accountPost(
      'signout',
      new Request(`${SITE}/api/account/signout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
        body: 'a=b',
      }),
      options(),
    )
    expect(form.status).toBe(415)
  })
})

describe('confirm button limits', () => {
  it('presses of the Confirm button are rate-limited per address, with a message', async () => {
    const opts = options({
      limiters: {
        ...limiters(),
        perIp: {
          ...limiters().perIp,
          confirm: createRateLimiter('confirm-test', [{ limit: 2, windowMs: 60_000 }]),
        },
      },
    })
    for (let i = 0; i < 2; i++)
      expect((await pressConfirm(`guess-${i}`, {}, opts)).headers.get('location')).toBe(
        '/auth?status=link-invalid',
      )
    const third = await pressConfirm('guess-3', {}, opts)
    expect(third.status).toBe(303)
    expect(third.headers.get('location')).toBe('/auth?status=rate-limited')
  })
})

describe('my inquiries', () => {
  const submit = () => submitter(payload)
  const buyerOf = async (email: string) =>
    (await payload.find({ collection: 'buyers', where: { email: { equals: email } } })).docs[0]
  const linkedTo = async (id: number) =>
    (await payload.findByID({ collection: 'inquiries', id, depth: 0 })).buyer ?? null
  const inquiryId = async (response: Response) => ((await response.json()) as { id: number }).id
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

  it('earlier guest inquiries join only when the address is proven, and only those sent until then', async () => {
    const send = submit()
    const email = 'orders@mills.example'
    // Sent before the account existed, with different capitalisation.
    const before = await send(jsonRequest(contactBody({ email: 'Orders@Mills.example' })))
    expect(before.status).toBe(201)
    const beforeId = await inquiryId(before)
    await post('signup', signUpBody(email))
    // Sent after signing up, before confirming.
    const pendingId = await inquiryId(
      await send(jsonRequest(contactBody({ email, message: 'Sent while unconfirmed.' }))),
    )
    const { token } = confirmLinkIn((await mailTo(email)).map((m) => m.text).join('\n'))
    await openLink(token)
    expect(await linkedTo(beforeId)).toBeNull()
    expect(await linkedTo(pendingId)).toBeNull()

    await tick()
    now = new Date()
    expect((await pressConfirm(token)).headers.get('location')).toBe('/auth?status=confirmed')
    const buyer = await buyerOf(email)
    expect(await linkedTo(beforeId)).toBe(buyer.id)
    expect(await linkedTo(pendingId)).toBe(buyer.id)

    // Sent from the address after it was proven, while signed out (anyone can type an
    // address): not added to the account, not even at the next sign-in.
    await tick()
    const afterId = await inquiryId(
      await send(jsonRequest(contactBody({ email, message: 'Typed by someone later.' }))),
    )
    const signedIn = await post('signin', { email, password: 'cardamom-green-8' })
    expect(signedIn.status).toBe(200)
    expect(await linkedTo(afterId)).toBeNull()

    // Sent while signed in, from another address: linked by the session.
    const duringId = await inquiryId(
      await send(
        jsonRequest(
          contactBody({
            email: 'someone-else@mills.example',
            message: 'Signed-in inquiry about basmati.',
          }),
        ),
        { buyer: buyer.id },
      ),
    )
    // Someone else's inquiry is not listed.
    await send(jsonRequest(contactBody({ email: 'stranger@else.example' })))

    const lists = await accountInquiries({ payload }, await buyerOf(email))
    expect(lists.current.map((i) => i.id)).toEqual([duringId])
    expect(lists.current[0].message).toContain('Signed-in inquiry')
    // "Sent before you had an account", newest first.
    expect(lists.earlier.map((i) => i.id)).toEqual([pendingId, beforeId])
    expect(await buyerInquiries({ payload }, buyer.id)).toHaveLength(3)
  })

  it('a sign-up with someone else’s address reveals none of their inquiries unless they confirm', async () => {
    const send = submit()
    const victim = 'victim@mills.example'
    const theirs = await inquiryId(
      await send(jsonRequest(contactBody({ email: victim, message: 'Our private price talk.' }))),
    )
    // The attacker signs up with the victim's address and a password of their own.
    const signUp = await post(
      'signup',
      signUpBody(victim, { password: 'attacker-pass-1', confirmPassword: 'attacker-pass-1' }),
    )
    expect(signUp.status).toBe(201)
    const buyer = await buyerOf(victim)
    const { token } = confirmLinkIn((await mailTo(victim)).map((m) => m.text).join('\n'))
    // The victim's mail scanner opens the link; the victim does nothing.
    await openLink(token)
    const attempt = await post('signin', { email: victim, password: 'attacker-pass-1' })
    expect(attempt.status).toBe(403)
    expect(await read(attempt)).toMatchObject({ status: 'unconfirmed' })
    expect(await linkedTo(theirs)).toBeNull()
    expect(await buyerInquiries({ payload }, buyer.id)).toEqual([])
    // Asking again for a link, or the link expiring, changes nothing either.
    expect((await post('resend', { email: victim })).status).toBe(200)
    now = new Date(Date.now() + 3 * 24 * 60 * 60_000)
    expect((await pressConfirm(token)).headers.get('location')).toBe('/auth?status=link-expired')
    expect(await linkedTo(theirs)).toBeNull()
    expect((await buyerOf(victim)).emailConfirmedAt ?? null).toBeNull()
  })
})
