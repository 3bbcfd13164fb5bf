/**
 * Assignment of new inquiries and reply reminders (docs/sales.md), on the real database with a
 * real SMTP server: who gets each inquiry, the emails they receive, the reminder job's once-only
 * sends, and who may change an assignment through Payload's REST handlers.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { deliverDueEmails } from '@/features/email/outbox'
import { smtpTransport } from '@/features/email/transport'
import { tickReplyReminders } from '@/features/inquiries/reminders'
import { addWorkingMinutes, defaultWorkingWeek } from '@/features/inquiries/working-hours'
import type { Inquiry, SalesSetting, User } from '@/payload-types'
import { siteUrl } from '@/lib/site-url'
import {
  SALES_EMAIL,
  answer,
  contactBody,
  jsonRequest,
  productBody,
  quoteBody,
  submitter,
  type Submitter,
} from '../helpers/inquiry-fixtures'
import { startTestPayload } from '../helpers/payload'
import { mailPart, parseMail, startSmtpServer, type SmtpTestServer } from '../helpers/smtp-server'

type Who = 'admin' | 'sales1' | 'sales2' | 'editor' | 'anonymous'
type Handler = (req: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

let payload: Payload
let close: () => Promise<void>
let submit: Submitter
let smtp: SmtpTestServer
let handlers: Record<Method, Handler>
const staff = {} as Record<Exclude<Who, 'anonymous'>, User>
const tokens: Partial<Record<Who, string>> = {}
const password = 'assignment-test-password-1'

async function api(who: Who, method: Method, path: string, body?: Record<string, unknown>) {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const headers = new Headers()
  if (tokens[who]) headers.set('Authorization', `JWT ${tokens[who]}`)
  if (body) headers.set('Content-Type', 'application/json')
  const response = await handlers[method](
    new Request(url, { method, headers, body: body ? JSON.stringify(body) : undefined }),
    { params: Promise.resolve({ slug }) },
  )
  const text = await response.text()
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = { text }
  }
  return { status: response.status, body: parsed }
}

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('assign', { seeded: true }))
  submit = submitter(payload)
  smtp = await startSmtpServer()
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
  // Created in this order: ids ascend admin < sales1 < sales2 < editor.
  const people = [
    ['admin', 'admin', 'Asha Admin'],
    ['sales1', 'sales', 'Ravi Sales'],
    ['sales2', 'sales', 'Meera Sales'],
    ['editor', 'editor', 'Esha Editor'],
  ] as const
  for (const [who, role, name] of people) {
    staff[who] = await payload.create({
      collection: 'users',
      data: { email: `${who}@assign.test`, password, name, role },
    })
    const login = await api('anonymous', 'POST', '/api/users/login', {
      email: `${who}@assign.test`,
      password,
    })
    expect(login.status).toBe(200)
    tokens[who] = login.body.token as string
  }
})

afterAll(async () => {
  await smtp?.close()
  await close?.()
})

// Each test starts without inquiries (so nobody has had a turn yet), emails or settings.
beforeEach(async () => {
  await payload.delete({ collection: 'emails', where: { id: { exists: true } } })
  await payload.delete({ collection: 'inquiries', where: { id: { exists: true } } })
  await settings({ assignment: 'round-robin', categoryAssignees: [], away: [], reminderHours: 24 })
  smtp.received.length = 0
})

/** Saved as the admin does in /admin (the staff pickers check who the admin may see). */
async function settings(data: Partial<SalesSetting>) {
  await payload.updateGlobal({
    slug: 'sales-settings',
    data,
    user: staff.admin,
    overrideAccess: false,
  })
}

async function send(body: Record<string, unknown>): Promise<Inquiry> {
  const response = await submit(jsonRequest(body))
  expect(response.status).toBe(201)
  const { id } = await answer(response)
  return payload.findByID({ collection: 'inquiries', id: id!, depth: 0 })
}

/** The inquiry's assignment entries, oldest first. */
async function assignments(inquiry: number) {
  const { docs } = await payload.find({
    collection: 'inquiry-events',
    where: { inquiry: { equals: inquiry }, kind: { equals: 'assigned' } },
    sort: 'at',
    depth: 0,
  })
  return docs.map(({ by, actor, from, to }) => ({ by: by ?? null, actor, from, to }))
}

const queued = async () => (await payload.count({ collection: 'emails' })).totalDocs

const ref = (id: number) => `INQ-${String(id).padStart(6, '0')}`

async function deliver() {
  await deliverDueEmails(payload, { transport: smtpTransport(smtp.url) })
  return smtp.received.map((m) => ({ to: m.to, mail: parseMail(m.raw) }))
}

function mailsTo(received: Awaited<ReturnType<typeof deliver>>, who: Exclude<Who, 'anonymous'>) {
  return received.filter((m) => m.to.includes(staff[who].email))
}

describe('assignment of new inquiries', () => {
  it('round-robin: two sales users get alternate inquiries, and each is emailed', async () => {
    const sent: Inquiry[] = []
    for (let i = 0; i < 4; i++) sent.push(await send(contactBody({ email: `rr${i}@buyer.test` })))
    expect(sent.map((s) => s.assignedTo)).toEqual([
      staff.sales1.id,
      staff.sales2.id,
      staff.sales1.id,
      staff.sales2.id,
    ])

    const received = await deliver()
    const toSales1 = mailsTo(received, 'sales1')
    expect(toSales1).toHaveLength(2)
    const first = toSales1.find((m) => m.mail.headers.subject.includes(ref(sent[0].id)))!
    expect(first.mail.headers.subject).toMatch(/^Assigned to you: /)
    const text = mailPart(first.mail, 'text/plain')
    expect(text).toContain('Hello Ravi Sales,')
    expect(text).toContain('rr0@buyer.test')
    expect(text).toContain(`http://site.test/admin/collections/inquiries/${sent[0].id}`)
    expect(mailsTo(received, 'sales2')).toHaveLength(2)
    // The team address still gets every inquiry, now saying who has it.
    const team = received.filter((m) => m.to.includes(SALES_EMAIL))
    expect(team).toHaveLength(4)
    const teamMail = team.find((m) => m.mail.headers.subject.includes(ref(sent[1].id)))!
    expect(mailPart(teamMail.mail, 'text/plain')).toContain('Assigned to: Meera Sales')
    // Nobody else was told (the admin and the editor are not in the turn).
    expect(mailsTo(received, 'admin')).toHaveLength(0)
    expect(mailsTo(received, 'editor')).toHaveLength(0)
  })

  it('two inquiries at the same moment go to the two free people', async () => {
    const [a, b] = await Promise.all([
      send(contactBody({ email: 'same1@buyer.test' })),
      send(contactBody({ email: 'same2@buyer.test' })),
    ])
    expect([a.assignedTo, b.assignedTo].sort()).toEqual([staff.sales1.id, staff.sales2.id].sort())
  })

  it('passes staff marked away by, and falls back to admins when no sales user is available', async () => {
    await settings({ away: [staff.sales2.id] })
    const one = await send(contactBody())
    const two = await send(contactBody())
    expect([one.assignedTo, two.assignedTo]).toEqual([staff.sales1.id, staff.sales1.id])
    await settings({ away: [staff.sales1.id, staff.sales2.id] })
    expect((await send(contactBody())).assignedTo).toBe(staff.admin.id)
  })

  it('by category: the product’s (or first quote line’s) category decides; others in turn', async () => {
    const spices = await payload.find({
      collection: 'categories',
      where: { slug: { equals: 'spices' } },
      depth: 0,
    })
    const turmeric = await payload.find({
      collection: 'products',
      where: { slug: { equals: 'turmeric-lakadong' } },
      depth: 0,
    })
    expect(turmeric.docs[0].category).toBe(spices.docs[0].id)
    await settings({
      assignment: 'category',
      categoryAssignees: [{ category: spices.docs[0].id, assignee: staff.sales2.id }],
    })
    const product = await send(productBody())
    const quote = await send(quoteBody(new Date()))
    expect([product.assignedTo, quote.assignedTo]).toEqual([staff.sales2.id, staff.sales2.id])
    // Basmati (grains) has nobody: in turn, and sales1's last turn is the oldest (never).
    const grains = await send(
      quoteBody(new Date(), {
        items: [{ product: 'basmati-1121', quantity: 1, unit: 'containers', packSize: '' }],
      }),
    )
    expect(grains.assignedTo).toBe(staff.sales1.id)
    // A contact inquiry has no product: in turn as well.
    expect((await send(contactBody())).assignedTo).toBe(staff.sales2.id)
  })

  it('off: nobody is assigned and only the team and the buyer are emailed', async () => {
    await settings({ assignment: 'off' })
    const inquiry = await send(contactBody({ email: 'off@buyer.test' }))
    expect(inquiry.assignedTo ?? null).toBeNull()
    const received = await deliver()
    expect(
      received
        .map((m) => m.to)
        .flat()
        .sort(),
    ).toEqual(['off@buyer.test', SALES_EMAIL])
  })
})

describe('changing the assignee', () => {
  it('a sales user reassigns an inquiry; the new assignee is emailed', async () => {
    const inquiry = await send(contactBody({ company: 'Reassign Traders' }))
    expect(inquiry.assignedTo).toBe(staff.sales1.id)
    await payload.delete({ collection: 'emails', where: { id: { exists: true } } })

    const res = await api('sales1', 'PATCH', `/api/inquiries/${inquiry.id}?depth=0`, {
      assignedTo: staff.sales2.id,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const stored = await payload.findByID({ collection: 'inquiries', id: inquiry.id, depth: 0 })
    expect(stored.assignedTo).toBe(staff.sales2.id)
    // Queued just after the change is committed.
    await expect.poll(queued).toBe(1)
    const received = await deliver()
    expect(received).toHaveLength(1)
    expect(received[0].to).toEqual([staff.sales2.email])
    const text = mailPart(received[0].mail, 'text/plain')
    expect(text).toContain(`Ravi Sales assigned`)
    expect(text).toContain(ref(inquiry.id))
    // A change in /admin links to the site's own address (SITE_URL).
    expect(text).toContain(`${siteUrl()}/admin/collections/inquiries/${inquiry.id}`)

    // Taking it back oneself: no email to oneself.
    await payload.delete({ collection: 'emails', where: { id: { exists: true } } })
    const back = await api('sales1', 'PATCH', `/api/inquiries/${inquiry.id}?depth=0`, {
      assignedTo: staff.sales1.id,
    })
    expect(back.status).toBe(200)
    await new Promise((r) => setTimeout(r, 500))
    expect(await queued()).toBe(0)

    // The history: the automatic assignment by the system, then each change by whom made it.
    expect(await assignments(inquiry.id)).toEqual([
      { by: null, actor: 'system', from: 'Nobody', to: 'Ravi Sales' },
      { by: staff.sales1.id, actor: 'staff', from: 'Ravi Sales', to: 'Meera Sales' },
      { by: staff.sales1.id, actor: 'staff', from: 'Meera Sales', to: 'Ravi Sales' },
    ])
  })

  it("a sales user cannot change or remove another's entries in the assignment history", async () => {
    const inquiry = await send(contactBody({ company: 'History Traders' }))
    expect(
      (
        await api('sales1', 'PATCH', `/api/inquiries/${inquiry.id}?depth=0`, {
          assignedTo: staff.sales2.id,
        })
      ).status,
    ).toBe(200)
    const before = await assignments(inquiry.id)
    expect(before).toHaveLength(2)
    const [entry] = (
      await payload.find({
        collection: 'inquiry-events',
        where: { inquiry: { equals: inquiry.id }, by: { equals: staff.sales1.id } },
        depth: 0,
      })
    ).docs
    // Meera can read the history of an inquiry she works on, but not rewrite it: not who made
    // the change, not what it says, not delete it, not add an entry in someone else's name.
    expect((await api('sales2', 'GET', `/api/inquiry-events/${entry.id}`)).status).toBe(200)
    for (const change of [{ by: staff.sales2.id }, { to: 'Meera Sales' }, { note: 'mine' }]) {
      const res = await api('sales2', 'PATCH', `/api/inquiry-events/${entry.id}`, change)
      expect(res.status, JSON.stringify(res.body)).toBe(403)
    }
    expect((await api('sales2', 'DELETE', `/api/inquiry-events/${entry.id}`)).status).toBe(403)
    const forged = await api('sales2', 'POST', '/api/inquiry-events', {
      inquiry: inquiry.id,
      kind: 'assigned',
      by: staff.sales1.id,
      from: 'Meera Sales',
      to: 'Nobody',
      at: new Date().toISOString(),
    })
    expect(forged.status).toBe(403)
    // The admin cannot rewrite it either: the history is written only by the changes themselves.
    expect(
      (await api('admin', 'PATCH', `/api/inquiry-events/${entry.id}`, { to: 'Asha Admin' })).status,
    ).toBe(403)
    expect(await assignments(inquiry.id)).toEqual(before)
  })

  it('refuses an editor as assignee', async () => {
    const inquiry = await send(contactBody())
    const res = await api('admin', 'PATCH', `/api/inquiries/${inquiry.id}?depth=0`, {
      assignedTo: staff.editor.id,
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('Assigned to')
    const stored = await payload.findByID({ collection: 'inquiries', id: inquiry.id, depth: 0 })
    expect(stored.assignedTo).toBe(inquiry.assignedTo)
  })

  it('an editor can neither read inquiries nor change their assignment', async () => {
    const inquiry = await send(contactBody())
    expect((await api('editor', 'GET', `/api/inquiries/${inquiry.id}`)).status).toBe(403)
    expect((await api('editor', 'GET', '/api/inquiries')).status).toBe(403)
    const res = await api('editor', 'PATCH', `/api/inquiries/${inquiry.id}`, {
      assignedTo: staff.sales2.id,
    })
    expect(res.status).toBe(403)
    const stored = await payload.findByID({ collection: 'inquiries', id: inquiry.id, depth: 0 })
    expect(stored.assignedTo).toBe(staff.sales1.id)
    expect((await api('editor', 'GET', '/api/globals/sales-settings')).status).toBe(403)
  })

  it('an anonymous request cannot create an inquiry with an assignee; the form ignores one', async () => {
    const rest = await api('anonymous', 'POST', '/api/inquiries', {
      ...contactBody(),
      type: 'general',
      assignedTo: staff.editor.id,
    })
    expect(rest.status).toBe(403)
    expect((await payload.count({ collection: 'inquiries' })).totalDocs).toBe(0)
    const viaForm = await send(contactBody({ assignedTo: staff.editor.id }))
    expect(viaForm.assignedTo).toBe(staff.sales1.id)
  })

  it('only admins change the sales settings; the sales team reads them', async () => {
    expect((await api('sales1', 'GET', '/api/globals/sales-settings')).status).toBe(200)
    const res = await api('sales1', 'POST', '/api/globals/sales-settings', { assignment: 'off' })
    expect(res.status).toBe(403)
    const bad = await api('admin', 'POST', '/api/globals/sales-settings', {
      dayStart: '18:00',
      dayEnd: '09:00',
      timeZone: 'Mars/Olympus',
    })
    expect(bad.status).toBe(400)
    const text = JSON.stringify(bad.body)
    expect(text).toContain('The working day must end after it starts.')
    expect(text).toContain('Use a time zone name such as Asia/Kolkata')
    const ok = await api('admin', 'POST', '/api/globals/sales-settings', { reminderHours: 8 })
    expect(ok.status).toBe(200)
    expect((await payload.findGlobal({ slug: 'sales-settings' })).reminderHours).toBe(8)
  })
})

describe('reply reminders', () => {
  const after = (inquiry: Inquiry, workingHours: number) =>
    addWorkingMinutes(new Date(inquiry.createdAt), workingHours * 60 + 1, defaultWorkingWeek)!

  it('reminds the assignee once after 24 working hours, then the admins once after 48', async () => {
    const inquiry = await send(contactBody({ company: 'Slow Reply Foods' }))
    const answered = await send(contactBody({ company: 'Answered Foods' }))
    const spam = await send(contactBody({ company: 'Spam Foods' }))
    await payload.update({
      collection: 'inquiries',
      id: answered.id,
      data: { status: 'quoted' },
    })
    await payload.update({ collection: 'inquiries', id: spam.id, data: { status: 'spam' } })
    expect(
      (await payload.findByID({ collection: 'inquiries', id: answered.id })).firstResponseAt,
    ).toBeTruthy()
    await payload.delete({ collection: 'emails', where: { id: { exists: true } } })

    // Not yet: a minute short of 24 working hours.
    const early = addWorkingMinutes(new Date(inquiry.createdAt), 24 * 60 - 1, defaultWorkingWeek)!
    expect(await tickReplyReminders(payload, { now: early, siteUrl: 'http://site.test' })).toEqual({
      reminded: 0,
      escalated: 0,
    })

    const due = after(inquiry, 24)
    expect(await tickReplyReminders(payload, { now: due, siteUrl: 'http://site.test' })).toEqual({
      reminded: 1,
      escalated: 0,
    })
    // Running again, and from two instances at once, sends nothing more.
    const twice = await Promise.all([
      tickReplyReminders(payload, { now: due, owner: 'a', siteUrl: 'http://site.test' }),
      tickReplyReminders(payload, { now: due, owner: 'b', siteUrl: 'http://site.test' }),
    ])
    for (const r of twice) if (r !== 'locked') expect(r).toEqual({ reminded: 0, escalated: 0 })

    let received = await deliver()
    expect(received).toHaveLength(1)
    expect(received[0].to).toEqual([staff.sales1.email])
    expect(received[0].mail.headers.subject).toBe(
      `Reply needed: [Bulk Order] Slow Reply Foods, ${inquiry.country} (${ref(inquiry.id)})`,
    )
    const text = mailPart(received[0].mail, 'text/plain')
    expect(text).toContain('has had no reply for 24 working hours')
    expect(text).toContain(`http://site.test/admin/collections/inquiries/${inquiry.id}`)
    const stamped = await payload.findByID({ collection: 'inquiries', id: inquiry.id })
    expect(stamped.reminderSentAt).toBe(due.toISOString())
    expect(stamped.escalatedAt ?? null).toBeNull()

    smtp.received.length = 0
    const late = after(inquiry, 48)
    expect(await tickReplyReminders(payload, { now: late, siteUrl: 'http://site.test' })).toEqual({
      reminded: 0,
      escalated: 1,
    })
    expect(await tickReplyReminders(payload, { now: late, siteUrl: 'http://site.test' })).toEqual({
      reminded: 0,
      escalated: 0,
    })
    received = await deliver()
    expect(received.map((m) => m.to).flat()).toEqual([staff.admin.email])
    expect(received[0].mail.headers.subject).toContain(`No reply yet: `)
    const escalation = mailPart(received[0].mail, 'text/plain')
    expect(escalation).toContain('has had no reply for 48 working hours')
    expect(escalation).toContain('It is assigned to Ravi Sales, who was reminded earlier.')
    expect((await payload.findByID({ collection: 'inquiries', id: inquiry.id })).escalatedAt).toBe(
      late.toISOString(),
    )

    // The job's run is recorded where staff see the scheduled jobs.
    const job = await payload.find({
      collection: 'scheduled-jobs',
      where: { name: { equals: 'inquiry-reminders' } },
    })
    expect(job.docs[0].lastResult).toBe('0 reminder(s), 0 escalation(s) sent')
    expect(job.docs[0].lockedBy ?? null).toBeNull()
  })

  it('a reply before the time stops the reminder; the setting sets the hours', async () => {
    await settings({ reminderHours: 2, escalate: false })
    const inquiry = await send(contactBody())
    const replied = await send(contactBody())
    await payload.update({
      collection: 'inquiries',
      id: replied.id,
      data: { status: 'quoted' },
    })
    await payload.delete({ collection: 'emails', where: { id: { exists: true } } })
    const report = await tickReplyReminders(payload, {
      now: after(inquiry, 2),
      siteUrl: 'http://site.test',
    })
    expect(report).toEqual({ reminded: 1, escalated: 0 })
    // No escalation when it is switched off, however long it waits.
    expect(
      await tickReplyReminders(payload, { now: after(inquiry, 200), siteUrl: 'http://site.test' }),
    ).toEqual({ reminded: 0, escalated: 0 })
    const received = await deliver()
    expect(received).toHaveLength(1)
    expect(mailPart(received[0].mail, 'text/plain')).toContain(ref(inquiry.id))
    expect(mailPart(received[0].mail, 'text/plain')).toContain('no reply for 2 working hours')
  })

  it('an unassigned inquiry reminds the admins', async () => {
    await settings({ assignment: 'off', escalate: false })
    const inquiry = await send(contactBody())
    await payload.delete({ collection: 'emails', where: { id: { exists: true } } })
    await tickReplyReminders(payload, { now: after(inquiry, 24), siteUrl: 'http://site.test' })
    const received = await deliver()
    expect(received.map((m) => m.to).flat()).toEqual([staff.admin.email])
    expect(mailPart(received[0].mail, 'text/plain')).toContain(
      'It is assigned to nobody: please assign it or answer the buyer.',
    )
  })
})
