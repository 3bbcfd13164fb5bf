/**
 * Files on the messages of a conversation, on a real database: the buyer's posts to
 * /api/conversation (signed in, and through the emailed link) and the staff reply endpoint
 * through Payload's real REST handler, with multipart bodies as browsers send them. What is
 * stored (with its message), what is refused (and then nothing is stored), who may download
 * (the inquiry's buyer, the link's holder, staff; nobody else), the emails naming the files.
 */
import fs from 'node:fs/promises'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { inquiryAttachments, serveAttachment } from '@/features/attachments'
import { conversationEmailsQueued } from '@/features/conversations/hooks'
import { conversationPost } from '@/features/conversations/http'
import { conversationToken, inquiryByConversationToken } from '@/features/conversations/link'
import { inquiryThread } from '@/features/conversations/service'
import { createRateLimiter } from '@/lib/rate-limit'
import type { Attachment, Inquiry } from '@/payload-types'
import de from '../../messages/de.json'
import { sampleExe, samplePdf, samplePng } from '../helpers/attachment-samples'
import { withUnwritableAttachmentsDir } from '../helpers/attachments-dir'
import { startTestPayload } from '../helpers/payload'

// Read when the Payload config is loaded: a folder of this run's own.
const dir = vi.hoisted(() => {
  const d = `${process.env.TMPDIR ?? '/tmp'}/message-attachments-int-${process.pid}-${Date.now()}`
  process.env.ATTACHMENTS_DIR = d
  return d
})

type Handler = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const SITE = 'http://site.test'
let payload: Payload
let close: () => Promise<void>
let restPost: Handler
let staffToken = ''
const buyers = { owner: 0, other: 0 }
let pdf: Uint8Array<ArrayBuffer>
let png: Uint8Array<ArrayBuffer>

const limiter = createRateLimiter('message-attachments-test', [{ limit: 1000, windowMs: 60_000 }])

/** The reply form posted as a browser posts it (multipart, as its enctype says). */
function post(
  fields: Record<string, string>,
  files: File[],
  {
    buyer = null,
    headers = {},
    rate = limiter,
  }: { buyer?: number | null; headers?: Record<string, string>; rate?: typeof limiter } = {},
) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  if (files.length === 0) form.append('attachments', new File([], ''))
  for (const f of files) form.append('attachments', f)
  return conversationPost(
    new Request(`${SITE}/api/conversation`, {
      method: 'POST',
      headers: { origin: SITE, host: 'site.test', 'sec-fetch-site': 'same-origin', ...headers },
      body: form,
    }),
    { payload, siteUrl: SITE, trustedOrigins: [], buyer, limiter: rate, ip: '203.0.113.10' },
  )
}

/** The Conversation box's post: multipart with the text and files. */
function staffReply(inquiry: number, body: string, files: File[]) {
  const form = new FormData()
  form.set('body', body)
  for (const f of files) form.append('attachments', f)
  return restPost(
    new Request(`http://localhost/api/inquiry-messages/reply/${inquiry}`, {
      method: 'POST',
      headers: { Authorization: `JWT ${staffToken}`, accept: 'application/json' },
      body: form,
    }),
    { params: Promise.resolve({ slug: ['inquiry-messages', 'reply', String(inquiry)] }) },
  )
}

let serial = 0
const newInquiry = (extra: Partial<Inquiry> = {}) =>
  payload.create({
    collection: 'inquiries',
    data: {
      type: 'general',
      form: 'contact',
      locale: 'de',
      name: 'Jonas Weber',
      email: `files-${++serial}-${Date.now()}@example.com`,
      message: 'Do you ship cumin to Hamburg?',
      status: 'new',
      ...extra,
    },
  })

async function filesOf(inquiry: number): Promise<Attachment[]> {
  return (
    await payload.find({
      collection: 'attachments',
      where: { inquiry: { equals: inquiry } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs
}

const counts = async () => [
  (await payload.count({ collection: 'inquiry-messages', overrideAccess: true })).totalDocs,
  (await payload.count({ collection: 'attachments', overrideAccess: true })).totalDocs,
  (await payload.count({ collection: 'emails', overrideAccess: true })).totalDocs,
]

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

const idOf = (v: number | { id: number } | null | undefined) =>
  v && typeof v === 'object' ? v.id : v

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('message-attachments'))
  process.env.SITE_URL = SITE
  const [{ default: config }, routes] = await Promise.all([
    import('@payload-config'),
    import('@payloadcms/next/routes'),
  ])
  restPost = routes.REST_POST(config) as Handler
  const password = 'message-attachments-pw-1'
  await payload.create({
    collection: 'users',
    data: { email: 'sales@message-attachments.test', password, name: 'Priya Nair', role: 'sales' },
  })
  const login = await restPost(
    new Request('http://localhost/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sales@message-attachments.test', password }),
    }),
    { params: Promise.resolve({ slug: ['users', 'login'] }) },
  )
  staffToken = ((await login.json()) as { token: string }).token
  for (const who of ['owner', 'other'] as const) {
    const buyer = await payload.create({
      collection: 'buyers',
      data: {
        email: `${who}@message-attachments.example`,
        firstName: who,
        lastName: 'Buyer',
        passwordHash: 'x',
        locale: 'en',
      } as never,
      overrideAccess: true,
    })
    buyers[who] = buyer.id
  }
  pdf = await samplePdf('Our message specification')
  png = await samplePng()
})
afterAll(async () => {
  await close?.()
  await fs.rm(dir, { recursive: true, force: true })
})

describe('files on a buyer message', () => {
  it('the signed-in buyer: stored with the message, listed in the thread, named in the email', async () => {
    const inquiry = await newInquiry({ buyer: buyers.owner })
    const res = await post(
      { action: 'reply', inquiry: String(inquiry.id), locale: 'de', body: 'Our spec attached.' },
      [
        new File([pdf], 'spec.pdf', { type: 'application/pdf' }),
        new File([png], 'label', { type: 'application/octet-stream' }),
      ],
      { buyer: buyers.owner },
    )
    expect(res.status).toBe(303)
    const files = await filesOf(inquiry.id)
    expect(files.map((f) => [f.originalName, f.contentType, f.side])).toEqual([
      ['spec.pdf', 'application/pdf', 'buyer'],
      ['label.png', 'image/png', 'buyer'],
    ])
    const thread = await inquiryThread(payload, inquiry.id)
    expect(thread).toHaveLength(1)
    for (const f of files) {
      expect(idOf(f.message)).toBe(thread[0].id)
      expect(idOf(f.buyer)).toBe(buyers.owner)
    }
    expect(thread[0].files.map((f) => f.name)).toEqual(['spec.pdf', 'label.png'])
    expect(thread[0].files[0].size).toBe(pdf.byteLength)
    // The message's files are not the inquiry's own (the request form's) files.
    expect((await inquiryAttachments(payload, [inquiry.id])).get(inquiry.id)).toBeUndefined()
    // The join lists them on the message.
    const message = await payload.findByID({
      collection: 'inquiry-messages',
      id: thread[0].id,
      depth: 0,
      overrideAccess: true,
    })
    expect(message.attachments?.docs?.map(idOf).sort()).toEqual(files.map((f) => f.id).sort())
    const [email] = await emailsOf(inquiry.id)
    expect(email.text).toContain('spec.pdf, label.png')
    expect(email.html).toContain('spec.pdf, label.png')
    expect(email.text).not.toContain('Our message specification')
  })

  it('through the emailed link: the inquiry buyer is theirs (none here), the token downloads', async () => {
    const inquiry = await newInquiry()
    const token = conversationToken(inquiry)
    const res = await post({ action: 'reply', token, locale: 'de', body: 'Siehe Anhang.' }, [
      new File([pdf], 'angebot.pdf', { type: 'application/pdf' }),
    ])
    expect(res.status).toBe(303)
    const [file] = await filesOf(inquiry.id)
    expect(file.buyer ?? null).toBeNull()
    const linked = await inquiryByConversationToken(payload, token)
    const ok = await serveAttachment(payload, String(file.id), {
      staff: false,
      buyer: null,
      inquiry: linked?.id ?? null,
    })
    expect(ok.status).toBe(200)
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(pdf)
    // Another inquiry's link opens nothing of this one.
    const other = await newInquiry()
    const elsewhere = await serveAttachment(payload, String(file.id), {
      staff: false,
      buyer: null,
      inquiry: other.id,
    })
    expect(elsewhere.status).toBe(404)
  })

  it('a renamed program is refused 415, too large 413, in the buyer language; nothing stored', async () => {
    const inquiry = await newInquiry({ buyer: buyers.owner })
    const fields = {
      action: 'reply',
      inquiry: String(inquiry.id),
      locale: 'de',
      body: 'Mit Datei',
    }
    const before = await counts()
    const exe = await post(
      fields,
      [
        new File([pdf], 'ok.pdf', { type: 'application/pdf' }),
        new File([sampleExe()], 'invoice.pdf', { type: 'application/pdf' }),
      ],
      { buyer: buyers.owner, headers: { accept: 'application/json' } },
    )
    expect(exe.status).toBe(415)
    const body = (await exe.json()) as { message: string; file: string }
    expect(body.message).toBe(de.inquiry.errors.attachmentType)
    expect(body.file).toBe('invoice.pdf')
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(pdf)
    const large = await post(fields, [new File([big], 'huge.pdf')], {
      buyer: buyers.owner,
      headers: { accept: 'text/html' },
    })
    expect(large.status).toBe(413)
    const page = await large.text()
    expect(page).toContain(de.inquiry.errors.attachmentTooLarge.replace('{max}', '10'))
    expect(page).toContain('huge.pdf')
    const empty = await post(fields, [new File([new Uint8Array()], 'empty.pdf')], {
      buyer: buyers.owner,
      headers: { accept: 'application/json' },
    })
    expect(empty.status).toBe(422)
    expect(await counts()).toEqual(before)
  }, 30_000)

  it('a post with files from another site, or over the rate limit, is refused unread', async () => {
    const endless = () =>
      new Request(`${SITE}/api/conversation`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', accept: 'application/json' },
        body: new ReadableStream({ pull: () => new Promise(() => {}) }),
        duplex: 'half',
      } as RequestInit)
    const once = createRateLimiter('message-attachments-once', [{ limit: 1, windowMs: 60_000 }])
    const opts = { payload, siteUrl: SITE, trustedOrigins: [], buyer: null, ip: '198.51.100.8' }
    const first = endless()
    first.headers.set('origin', 'https://elsewhere.example')
    expect((await conversationPost(first, { ...opts, limiter: once })).status).toBe(403)
    await once.consume('198.51.100.8')
    const limited = await conversationPost(endless(), { ...opts, limiter: once })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  }, 20_000)
})

describe('files that cannot be written', () => {
  it('neither the buyer message nor the staff reply is stored; 503 says so', async () => {
    const inquiry = await newInquiry({ buyer: buyers.owner })
    const fields = {
      action: 'reply',
      inquiry: String(inquiry.id),
      locale: 'de',
      body: 'Anbei unsere Spezifikation.',
    }
    const file = () => [new File([pdf], 'spezifikation.pdf', { type: 'application/pdf' })]
    const before = await counts()
    await withUnwritableAttachmentsDir(async () => {
      const json = await post(fields, file(), {
        buyer: buyers.owner,
        headers: { accept: 'application/json' },
      })
      expect(json.status).toBe(503)
      expect(json.headers.get('retry-after')).toBe('60')
      expect(await json.json()).toMatchObject({
        error: 'filesUnsaved',
        message: de.conversation.errors.filesUnsaved,
      })
      const page = await post(fields, file(), {
        buyer: buyers.owner,
        headers: { accept: 'text/html' },
      })
      expect(page.status).toBe(503)
      expect(await page.text()).toContain(de.conversation.errors.filesUnsaved)
      const staff = await staffReply(inquiry.id, 'Our price list attached.', file())
      expect(staff.status).toBe(503)
      expect(((await staff.json()) as { error: string }).error).toBe(
        'The files could not be saved, so the reply was not sent. Please try again.',
      )
    })
    await conversationEmailsQueued()
    expect(await counts()).toEqual(before)
    expect(await inquiryThread(payload, inquiry.id)).toEqual([])
    // Still New: the reply that would have been its first response was not kept.
    const after = await payload.findByID({ collection: 'inquiries', id: inquiry.id, depth: 0 })
    expect(after.status).toBe('new')
    // The folder back, the same post is kept with its file.
    expect((await post(fields, file(), { buyer: buyers.owner })).status).toBe(303)
    const thread = await inquiryThread(payload, inquiry.id)
    expect(thread.map((m) => m.files.map((f) => f.name))).toEqual([['spezifikation.pdf']])
  }, 30_000)
})

describe('files on a staff reply', () => {
  it('stored as staff files with the message, named in the buyer email', async () => {
    const inquiry = await newInquiry({ buyer: buyers.owner })
    const res = await staffReply(inquiry.id, 'Our quotation sheet attached.', [
      new File([pdf], 'quotation.pdf', { type: 'application/pdf' }),
    ])
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as {
      doc: { id: number; files: { id: number; name: string; href: string }[] }
    }
    expect(doc.files).toHaveLength(1)
    expect(doc.files[0].name).toBe('quotation.pdf')
    expect(doc.files[0].href).toBe(`/api/attachment/${doc.files[0].id}/quotation.pdf`)
    const [file] = await filesOf(inquiry.id)
    expect(file.side).toBe('staff')
    expect(idOf(file.message)).toBe(doc.id)
    const [email] = await emailsOf(inquiry.id)
    expect(email.text).toContain(de.conversation.email.files.replace('{names}', 'quotation.pdf'))
    // The buyer downloads it; another buyer, nobody signed in: 404; staff: the bytes.
    const as = (who: { staff: boolean; buyer: number | null }) =>
      serveAttachment(payload, String(file.id), who)
    const owner = await as({ staff: false, buyer: buyers.owner })
    expect(owner.status).toBe(200)
    expect(new Uint8Array(await owner.arrayBuffer())).toEqual(pdf)
    expect((await as({ staff: false, buyer: buyers.other })).status).toBe(404)
    expect((await as({ staff: false, buyer: null })).status).toBe(404)
    const staff = await as({ staff: true, buyer: null })
    expect(staff.status).toBe(200)
    expect(new Uint8Array(await staff.arrayBuffer())).toEqual(pdf)
  })

  it('a refused file refuses the reply (415, nothing stored); JSON replies still work', async () => {
    const inquiry = await newInquiry()
    const before = await counts()
    const res = await staffReply(inquiry.id, 'See file', [
      new File([sampleExe()], 'setup.pdf', { type: 'application/pdf' }),
    ])
    expect(res.status).toBe(415)
    expect(((await res.json()) as { error: string }).error).toContain('setup.pdf')
    expect(await counts()).toEqual(before)
    const json = await restPost(
      new Request(`http://localhost/api/inquiry-messages/reply/${inquiry.id}`, {
        method: 'POST',
        headers: { Authorization: `JWT ${staffToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ body: 'Plain reply' }),
      }),
      { params: Promise.resolve({ slug: ['inquiry-messages', 'reply', String(inquiry.id)] }) },
    )
    expect(json.status).toBe(201)
  })

  it('deleting a message deletes its files', async () => {
    const inquiry = await newInquiry()
    const res = await staffReply(inquiry.id, 'To delete', [
      new File([pdf], 'gone.pdf', { type: 'application/pdf' }),
    ])
    const { doc } = (await res.json()) as { doc: { id: number } }
    const [file] = await filesOf(inquiry.id)
    await fs.access(`${dir}/${file.filename}`)
    await payload.delete({ collection: 'inquiry-messages', id: doc.id, overrideAccess: true })
    expect(await filesOf(inquiry.id)).toEqual([])
    await expect(fs.access(`${dir}/${file.filename}`)).rejects.toThrow()
  })
})
