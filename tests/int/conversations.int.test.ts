/**
 * An inquiry's conversation: the signed link (forged, closed), the message text's rules, who may
 * read and write messages through Payload's real REST handlers, a staff reply through the
 * Conversation box's endpoint (first response, history, the buyer's email in the inquiry's
 * language with the reference in the subject), and the buyer's posts to /api/conversation from
 * the link and from the account's page, including another buyer's inquiry (404) and a
 * quotation answered there.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanMessageBody } from '@/features/conversations/body'
import { MESSAGE_MAX } from '@/features/conversations/constants'
import { conversationEmailsQueued } from '@/features/conversations/hooks'
import { conversationPost } from '@/features/conversations/http'
import { conversationToken, inquiryByConversationToken } from '@/features/conversations/link'
import { buyerHistory, ownInquiry } from '@/features/conversations/service'
import { createRateLimiter } from '@/lib/rate-limit'
import type { Inquiry } from '@/payload-types'
import { startTestPayload } from '../helpers/payload'

type Who = 'admin' | 'sales' | 'editor' | 'anonymous'
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
type Handler = (req: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the REST API's parsed JSON
type Reply = { status: number; body: Record<string, any> }

const SITE = 'http://site.test'
const SALES_EMAIL = 'sales@bharatagroexports.example'
let payload: Payload
let close: () => Promise<void>
let handlers: Record<Method, Handler>
const tokens: Partial<Record<Who, string>> = {}
const ids: Partial<Record<Who, number>> = {}
const password = 'conversations-test-pw-1'
let buyerA = 0
let buyerB = 0

async function api(who: Who, method: Method, path: string, body?: unknown): Promise<Reply> {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const headers = new Headers()
  if (tokens[who]) headers.set('Authorization', `JWT ${tokens[who]}`)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const res = await handlers[method](
    new Request(url, {
      method,
      headers,
      body: body !== undefined ? JSON.stringify(body) : undefined,
    }),
    { params: Promise.resolve({ slug }) },
  )
  return { status: res.status, body: await res.json().catch(() => ({})) }
}

const limiter = createRateLimiter('conversation-test', [{ limit: 1000, windowMs: 60_000 }])

/** A form post to /api/conversation, as a browser on the site sends it. */
function post(
  fields: Record<string, string>,
  { buyer = null, headers = {} }: { buyer?: number | null; headers?: Record<string, string> } = {},
) {
  return conversationPost(
    new Request(`${SITE}/api/conversation`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE,
        host: 'site.test',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      body: new URLSearchParams(fields),
    }),
    { payload, siteUrl: SITE, trustedOrigins: [], buyer, limiter, ip: '203.0.113.9' },
  )
}

let serial = 0
async function newInquiry(locale: string, extra: Partial<Inquiry> = {}): Promise<Inquiry> {
  serial++
  return payload.create({
    collection: 'inquiries',
    data: {
      type: 'general',
      form: 'contact',
      locale: locale as 'de',
      name: 'Jonas Weber',
      email: `buyer-${serial}-${Date.now()}@example.com`,
      company: 'Gewürzhaus Weber',
      message: 'Do you ship cumin to Hamburg?',
      status: 'new',
      ...extra,
    },
  })
}

const ref = (id: number) => `INQ-${String(id).padStart(6, '0')}`

async function emailsOf(inquiry: number) {
  await conversationEmailsQueued()
  return (
    await payload.find({
      collection: 'emails',
      where: { and: [{ inquiry: { equals: inquiry } }, { kind: { equals: 'conversation' } }] },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs
}

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('conversations'))
  process.env.SITE_URL = SITE
  const [{ default: config }, routes] = await Promise.all([
    import('@payload-config'),
    import('@payloadcms/next/routes'),
  ])
  handlers = {
    GET: routes.REST_GET(config),
    POST: routes.REST_POST(config),
    PATCH: routes.REST_PATCH(config),
    DELETE: routes.REST_DELETE(config),
  }
  for (const role of ['admin', 'sales', 'editor'] as const) {
    ids[role] = (
      await payload.create({
        collection: 'users',
        data: {
          email: `${role}@conversations.test`,
          password,
          role,
          name: role === 'sales' ? 'Priya Nair' : undefined,
        },
      })
    ).id
    const res = await api('anonymous', 'POST', '/api/users/login', {
      email: `${role}@conversations.test`,
      password,
    })
    tokens[role] = res.body.token
  }
  for (const [first, email] of [
    ['Anna', 'anna@buyers.test'],
    ['Ben', 'ben@buyers.test'],
  ]) {
    const buyer = await payload.create({
      collection: 'buyers',
      data: {
        firstName: first,
        lastName: 'Tester',
        email,
        passwordHash: 'x',
        locale: 'en',
        emailConfirmedAt: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    if (first === 'Anna') buyerA = buyer.id
    else buyerB = buyer.id
  }
})
afterAll(async () => close?.())

describe('the conversation link', () => {
  it('finds its inquiry; a forged, borrowed or malformed link finds nothing', async () => {
    const inquiry = await newInquiry('en')
    const other = await newInquiry('en')
    const token = conversationToken(inquiry)
    expect(token).toMatch(new RegExp(`^${inquiry.id}-[A-Za-z0-9_-]{43}$`))
    expect(conversationToken(inquiry)).toBe(token)
    expect((await inquiryByConversationToken(payload, token))?.id).toBe(inquiry.id)
    const signature = token.slice(-43)
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`
    for (const bad of [
      forged,
      `${other.id}-${signature}`,
      `${inquiry.id}-${signature.slice(1)}`,
      signature,
      `0-${signature}`,
      '',
    ])
      expect(await inquiryByConversationToken(payload, bad), bad).toBeNull()
    expect(conversationToken(other)).not.toBe(token)
  })

  it('stops working once the inquiry is Spam or Withdrawn', async () => {
    for (const status of ['spam', 'withdrawn'] as const) {
      const inquiry = await newInquiry('en')
      const token = conversationToken(inquiry)
      await payload.update({ collection: 'inquiries', id: inquiry.id, data: { status } })
      expect(await inquiryByConversationToken(payload, token)).toBeNull()
      const res = await post({ action: 'reply', token, locale: 'en', body: 'Hello?' })
      expect(res.status).toBe(404)
    }
  })
})

describe('message text', () => {
  it('is plain text, trimmed, required and at most 5000 characters', () => {
    expect(cleanMessageBody('  Hello\r\nthere \u0007 ')).toEqual({
      ok: true,
      body: 'Hello\nthere',
    })
    expect(cleanMessageBody('   \n ')).toEqual({ ok: false, error: 'empty' })
    expect(cleanMessageBody(undefined)).toEqual({ ok: false, error: 'empty' })
    expect(cleanMessageBody(['a'])).toEqual({ ok: false, error: 'empty' })
    expect(cleanMessageBody('x'.repeat(MESSAGE_MAX))).toMatchObject({ ok: true })
    expect(cleanMessageBody(` ${'x'.repeat(MESSAGE_MAX)} `)).toMatchObject({ ok: true })
    expect(cleanMessageBody('x'.repeat(MESSAGE_MAX + 1))).toEqual({
      ok: false,
      error: 'too-long',
    })
  })
})

describe('who may read and write messages', () => {
  it('sales and admins read and write; editors and visitors nothing; only admins delete', async () => {
    const inquiry = await newInquiry('en')
    const made = await api('sales', 'POST', '/api/inquiry-messages', {
      inquiry: inquiry.id,
      body: '  We can ship to Hamburg.  ',
      // Who wrote it is never taken from the request.
      author: 'buyer',
      staffUser: ids.admin,
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    expect(made.body.doc).toMatchObject({
      author: 'staff',
      body: 'We can ship to Hamburg.',
    })
    const id = made.body.doc.id
    expect(
      typeof made.body.doc.staffUser === 'object'
        ? made.body.doc.staffUser.id
        : made.body.doc.staffUser,
    ).toBe(ids.sales)

    expect((await api('sales', 'GET', `/api/inquiry-messages/${id}`)).status).toBe(200)
    expect((await api('admin', 'GET', '/api/inquiry-messages')).body.totalDocs).toBeGreaterThan(0)
    for (const who of ['editor', 'anonymous'] as const) {
      expect((await api(who, 'GET', `/api/inquiry-messages/${id}`)).status, who).toBe(403)
      const list = await api(who, 'GET', '/api/inquiry-messages')
      expect(list.status, who).toBe(403)
      const create = await api(who, 'POST', '/api/inquiry-messages', {
        inquiry: inquiry.id,
        body: 'Hi',
      })
      expect(create.status, who).toBe(403)
      const reply = await api(who, 'POST', `/api/inquiry-messages/reply/${inquiry.id}`, {
        body: 'Hi',
      })
      expect(reply.status, who).toBe(who === 'anonymous' ? 401 : 403)
    }
    for (const who of ['admin', 'sales'] as const)
      expect(
        (await api(who, 'PATCH', `/api/inquiry-messages/${id}`, { body: 'Changed' })).status,
        who,
      ).toBe(403)
    expect((await api('sales', 'DELETE', `/api/inquiry-messages/${id}`)).status).toBe(403)
    expect((await api('admin', 'DELETE', `/api/inquiry-messages/${id}`)).status).toBe(200)
  })

  it('goes with its inquiry when an admin deletes the inquiry', async () => {
    const inquiry = await newInquiry('en')
    await api('sales', 'POST', `/api/inquiry-messages/reply/${inquiry.id}`, { body: 'Hello' })
    await post({
      action: 'reply',
      token: conversationToken(inquiry),
      locale: 'en',
      body: 'Hello back',
    })
    await conversationEmailsQueued()
    const res = await api('admin', 'DELETE', `/api/inquiries/${inquiry.id}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { totalDocs } = await payload.count({
      collection: 'inquiry-messages',
      where: { inquiry: { equals: inquiry.id } },
    })
    expect(totalDocs).toBe(0)
  })

  it('refuses an empty or too long message through the API with the reason', async () => {
    const inquiry = await newInquiry('en')
    const empty = await api('sales', 'POST', '/api/inquiry-messages', {
      inquiry: inquiry.id,
      body: '   ',
    })
    expect(empty.status).toBe(400)
    const long = await api('sales', 'POST', `/api/inquiry-messages/reply/${inquiry.id}`, {
      body: 'x'.repeat(MESSAGE_MAX + 1),
    })
    expect(long.status).toBe(400)
    expect(long.body.error).toBe('A message is at most 5000 characters.')
    const none = await api('sales', 'POST', `/api/inquiry-messages/reply/${inquiry.id}`, {})
    expect(none.status).toBe(400)
    expect(none.body.error).toBe('Write a message first.')
    expect(
      (await api('sales', 'POST', '/api/inquiry-messages/reply/999999', { body: 'Hi' })).status,
    ).toBe(404)
    expect(
      (await api('sales', 'POST', '/api/inquiry-messages/reply/abc', { body: 'Hi' })).status,
    ).toBe(404)
  })
})

describe('a staff reply', () => {
  it("is the inquiry's first response, goes into its history and is emailed in its language", async () => {
    const inquiry = await newInquiry('de', { buyer: buyerA })
    const res = await api('sales', 'POST', `/api/inquiry-messages/reply/${inquiry.id}`, {
      body: 'Guten Tag, ja: CIF Hamburg ist möglich.\nMindestmenge 1 MT.',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.doc).toMatchObject({ author: 'staff', by: 'Priya Nair' })

    const after = await payload.findByID({ collection: 'inquiries', id: inquiry.id })
    expect(after.status).toBe('in-review')
    expect(after.firstResponseAt).toBeTruthy()
    expect(after.firstResponseMinutes).toBe(0)
    const events = await payload.find({
      collection: 'inquiry-events',
      where: { inquiry: { equals: inquiry.id } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(events.docs).toMatchObject([
      { kind: 'status', by: ids.sales, from: 'new', to: 'in-review' },
      { kind: 'message', by: ids.sales, actor: 'staff' },
    ])

    const [mail, ...more] = await emailsOf(inquiry.id)
    expect(more).toEqual([])
    expect(mail.to).toBe(inquiry.email)
    expect(mail.replyTo).toBe('sales@conversations.test')
    expect(mail.subject).toBe(`AW: [${ref(inquiry.id)}] Ihre Anfrage`)
    expect(mail.text).toContain('Guten Tag Jonas Weber,')
    expect(mail.text).toContain(`Priya Nair hat auf Ihre Anfrage ${ref(inquiry.id)} geantwortet:`)
    expect(mail.text).toContain('CIF Hamburg ist möglich.\nMindestmenge 1 MT.')
    expect(mail.text).toContain(`${SITE}/de/conversation/${conversationToken(inquiry)}`)
    expect(mail.text).toContain(`${SITE}/de/account/inquiries/${inquiry.id}`)
    expect(mail.html).toContain('lang="de"')

    // A second reply changes the first response no more.
    await api('sales', 'POST', `/api/inquiry-messages/reply/${inquiry.id}`, { body: 'Noch etwas.' })
    const again = await payload.findByID({ collection: 'inquiries', id: inquiry.id })
    expect(again.firstResponseAt).toBe(after.firstResponseAt)
    // A guest's inquiry: the email has the conversation link only.
    const guest = await newInquiry('ar')
    await api('admin', 'POST', `/api/inquiry-messages/reply/${guest.id}`, { body: 'مرحبا' })
    const [arabic] = await emailsOf(guest.id)
    expect(arabic.subject).toBe(`رد: [${ref(guest.id)}] استفسارك`)
    expect(arabic.text).not.toContain('/account/')
    expect(arabic.html).toContain('dir="rtl"')
  })

  it('is refused on an inquiry marked Spam or Withdrawn', async () => {
    const inquiry = await newInquiry('en', { status: 'spam' })
    const res = await api('sales', 'POST', `/api/inquiry-messages/reply/${inquiry.id}`, {
      body: 'Hello',
    })
    expect(res.status).toBe(409)
    expect(res.body.error).toContain('conversation is closed')
    expect(await emailsOf(inquiry.id)).toEqual([])
  })
})

describe("the buyer's posts", () => {
  it('from the emailed link: kept, recorded and emailed to the salesperson', async () => {
    const inquiry = await newInquiry('fr', { assignedTo: ids.sales })
    const token = conversationToken(inquiry)
    const res = await post({ action: 'reply', token, locale: 'fr', body: ' Merci, 2 MT svp. ' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/fr/conversation/${token}?sent=1#thread`)
    const { docs } = await payload.find({
      collection: 'inquiry-messages',
      where: { inquiry: { equals: inquiry.id } },
      depth: 0,
    })
    expect(docs).toMatchObject([{ author: 'buyer', body: 'Merci, 2 MT svp.' }])
    expect(docs[0].staffUser ?? null).toBeNull()
    const [mail] = await emailsOf(inquiry.id)
    expect(mail.to).toBe('sales@conversations.test')
    expect(mail.replyTo).toBe(inquiry.email)
    expect(mail.subject).toBe(`Re: [${ref(inquiry.id)}] Message from Gewürzhaus Weber`)
    expect(mail.text).toContain('Merci, 2 MT svp.')
    expect(mail.text).toContain(`${SITE}/admin/collections/inquiries/${inquiry.id}`)
    const events = await payload.find({
      collection: 'inquiry-events',
      where: { inquiry: { equals: inquiry.id } },
      depth: 0,
    })
    expect(events.docs).toMatchObject([{ kind: 'message', actor: 'buyer' }])
    // A buyer's message is no first response.
    expect((await payload.findByID({ collection: 'inquiries', id: inquiry.id })).status).toBe('new')

    // Unassigned: the sales address.
    const unassigned = await newInquiry('en')
    await post({
      action: 'reply',
      token: conversationToken(unassigned),
      locale: 'en',
      body: 'Hello',
    })
    expect((await emailsOf(unassigned.id))[0].to).toBe(SALES_EMAIL)
  })

  it('refuses empty and long messages in the buyer’s language, forged links and other sites', async () => {
    const inquiry = await newInquiry('de')
    const token = conversationToken(inquiry)
    const empty = await post({ action: 'reply', token, locale: 'de', body: '  ' })
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('Bitte schreiben Sie eine Nachricht')
    const long = await post(
      { action: 'reply', token, locale: 'de', body: 'x'.repeat(MESSAGE_MAX + 1) },
      { headers: { accept: 'application/json' } },
    )
    expect(long.status).toBe(400)
    expect(await long.json()).toMatchObject({
      error: 'tooLong',
      message: 'Ihre Nachricht ist zu lang: höchstens 5.000 Zeichen.',
    })
    const forged = await post({
      action: 'reply',
      token: `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`,
      locale: 'de',
      body: 'Hi',
    })
    expect(forged.status).toBe(404)
    const cross = await post(
      { action: 'reply', token, locale: 'de', body: 'Hi' },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    )
    expect(cross.status).toBe(403)
    expect(await cross.text()).toContain('von einer anderen Website')
    const bad = await post({ action: 'delete', token, locale: 'de' })
    expect(bad.status).toBe(400)
    expect(await emailsOf(inquiry.id)).toEqual([])
  })

  it('from the account: only on the buyer’s own inquiry', async () => {
    const mine = await newInquiry('en', { buyer: buyerA })
    const ok = await post(
      { action: 'reply', inquiry: String(mine.id), locale: 'en', body: 'From my account' },
      { buyer: buyerA },
    )
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe(`/account/inquiries/${mine.id}?sent=1#thread`)
    for (const buyer of [buyerB, null]) {
      const res = await post(
        { action: 'reply', inquiry: String(mine.id), locale: 'en', body: 'Not mine' },
        { buyer },
      )
      expect(res.status, String(buyer)).toBe(404)
    }
    expect(await ownInquiry(payload, buyerA, mine.id)).toMatchObject({ id: mine.id })
    expect(await ownInquiry(payload, buyerB, mine.id)).toBeNull()
    expect(await ownInquiry(payload, buyerA, 'abc')).toBeNull()
    const { totalDocs } = await payload.find({
      collection: 'inquiry-messages',
      where: { inquiry: { equals: mine.id } },
    })
    expect(totalDocs).toBe(1)
  })

  it('answers a quotation from the account, as through its own link', async () => {
    const inquiry = await newInquiry('en', { buyer: buyerA, type: 'quote', form: 'quote' })
    const made = await api('sales', 'POST', `/api/quotations/from-inquiry/${inquiry.id}`)
    expect(made.status).toBe(201)
    const priced = await api('sales', 'PATCH', `/api/quotations/${made.body.id}`, {
      lines: [{ name: 'Cumin', quantity: '1', unit: 'mt', unitPrice: '2100' }],
      validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    })
    expect(priced.status, JSON.stringify(priced.body)).toBe(200)
    expect((await api('sales', 'POST', `/api/quotations/${made.body.id}/send`)).status).toBe(200)
    const fields = {
      action: 'accept',
      inquiry: String(inquiry.id),
      quotation: String(made.body.id),
      locale: 'en',
    }
    expect((await post(fields, { buyer: buyerB })).status).toBe(404)
    const res = await post(fields, { buyer: buyerA })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(
      `/account/inquiries/${inquiry.id}?answered=accepted#quotations`,
    )
    const quotation = await payload.findByID({ collection: 'quotations', id: made.body.id })
    expect(quotation.status).toBe('accepted')
    expect((await payload.findByID({ collection: 'inquiries', id: inquiry.id })).status).toBe(
      'accepted',
    )
    expect((await post({ ...fields, action: 'decline' }, { buyer: buyerA })).status).toBe(410)
    const history = await buyerHistory(
      payload,
      await payload.findByID({ collection: 'inquiries', id: inquiry.id }),
    )
    expect(history.map((e) => ('status' in e ? e.status : e.kind))).toEqual([
      'received',
      'quotation-sent',
      'accepted',
    ])
  })
})
