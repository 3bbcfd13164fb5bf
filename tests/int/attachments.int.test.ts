/**
 * Attached files (src/features/attachments) through the real inquiry handler, Payload's real
 * REST handlers and the download route's function, on a real database: what is stored, who may
 * read it, and what is refused (and then nothing is stored).
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { serveAttachment } from '@/features/attachments'
import type { Attachment } from '@/payload-types'
import en from '../../messages/en.json'
import {
  sampleExe,
  samplePdf,
  samplePng,
  sampleXlsx,
  sampleZip,
} from '../helpers/attachment-samples'
import {
  answer,
  contactBody,
  countEmails,
  countInquiries,
  inquiryRequest,
  plainFormFields,
  submitter,
  type Submitter,
} from '../helpers/inquiry-fixtures'
import { withUnwritableAttachmentsDir } from '../helpers/attachments-dir'
import { startTestPayload } from '../helpers/payload'
import { createRateLimiter } from '@/lib/rate-limit'

// Read when the Payload config is loaded: a folder of this run's own.
const dir = vi.hoisted(() => {
  const d = `${process.env.TMPDIR ?? '/tmp'}/attachments-int-${process.pid}-${Date.now()}`
  process.env.ATTACHMENTS_DIR = d
  return d
})

type Method = 'GET' | 'POST' | 'DELETE'
type Handler = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>

let payload: Payload
let close: () => Promise<void>
let submit: Submitter
let handlers: Record<Method, Handler>
const tokens: Record<string, string> = {}
const buyers: Record<'owner' | 'other', number> = { owner: 0, other: 0 }

/** The script's post with files: the values as JSON, the files beside them. */
function multipartJson(value: Record<string, unknown>, files: File[]): Request {
  const form = new FormData()
  form.set('json', JSON.stringify(value))
  for (const f of files) form.append('attachments', f)
  return inquiryRequest(form, { accept: 'application/json' })
}

/** The form posted without JavaScript (multipart, as its enctype says). */
function multipartPlain(fields: Record<string, string>, files: File[]): Request {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  if (files.length === 0) form.append('attachments', new File([], ''))
  for (const f of files) form.append('attachments', f)
  return inquiryRequest(form, { accept: 'text/html,application/xhtml+xml' })
}

async function attachmentsOf(inquiry: number): Promise<Attachment[]> {
  const { docs } = await payload.find({
    collection: 'attachments',
    where: { inquiry: { equals: inquiry } },
    sort: 'createdAt',
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

async function rest(who: string, method: Method, url: string): Promise<Response> {
  const u = new URL(url, 'http://localhost')
  const headers = new Headers()
  if (tokens[who]) headers.set('Authorization', `JWT ${tokens[who]}`)
  return handlers[method](new Request(u, { method, headers }), {
    params: Promise.resolve({
      slug: u.pathname
        .replace(/^\/api\//, '')
        .split('/')
        .map(decodeURIComponent),
    }),
  })
}

/** Refused with `status`, and no inquiry, email or attachment stored. */
async function expectRefused(request: Request, status: number) {
  const before = [
    await countInquiries(payload),
    await countEmails(payload),
    (await payload.count({ collection: 'attachments', overrideAccess: true })).totalDocs,
  ]
  const response = await submit(request)
  expect(response.status).toBe(status)
  expect([
    await countInquiries(payload),
    await countEmails(payload),
    (await payload.count({ collection: 'attachments', overrideAccess: true })).totalDocs,
  ]).toEqual(before)
  return response
}

let pdf: Uint8Array<ArrayBuffer>
let sent: { inquiry: number; files: Attachment[] }

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('attachments'))
  submit = submitter(payload)
  const [{ default: config }, routes] = await Promise.all([
    import('@payload-config'),
    import('@payloadcms/next/routes'),
  ])
  handlers = {
    GET: routes.REST_GET(config),
    POST: routes.REST_POST(config),
    DELETE: routes.REST_DELETE(config),
  } as Record<Method, Handler>
  const password = 'attachments-test-password-1'
  for (const role of ['admin', 'editor', 'sales'] as const) {
    await payload.create({
      collection: 'users',
      data: { email: `${role}@attachments.test`, password, name: role, role },
    })
    const res = await handlers.POST(
      new Request('http://localhost/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `${role}@attachments.test`, password }),
      }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )
    tokens[role] = ((await res.json()) as { token: string }).token
  }
  for (const who of ['owner', 'other'] as const) {
    const buyer = await payload.create({
      collection: 'buyers',
      data: {
        email: `${who}@buyer.example`,
        firstName: who,
        lastName: 'Buyer',
        passwordHash: 'x',
        locale: 'en',
      } as never,
      overrideAccess: true,
    })
    buyers[who] = buyer.id
  }
  pdf = await samplePdf('Our specification')
})
afterAll(async () => {
  await close?.()
  await fs.rm(dir, { recursive: true, force: true })
})

describe('attaching files to an inquiry', () => {
  it('stores each file privately with its checked type, size and hash', async () => {
    const xlsx = sampleXlsx()
    const response = await submit(
      multipartJson(contactBody({ name: 'Files Sender' }), [
        new File([pdf], 'spec sheet.pdf', { type: 'application/pdf' }),
        // The browser's claimed type does not count: the content does.
        new File([xlsx], 'prices.xlsx', { type: 'application/octet-stream' }),
      ]),
      { buyer: buyers.owner },
    )
    expect(response.status).toBe(201)
    const { id } = await answer(response)
    const files = await attachmentsOf(id!)
    expect(files.map((f) => [f.originalName, f.contentType, f.filesize, f.side, f.buyer])).toEqual([
      ['spec sheet.pdf', 'application/pdf', pdf.length, 'buyer', buyers.owner],
      [
        'prices.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        xlsx.length,
        'buyer',
        buyers.owner,
      ],
    ])
    const { createHash } = await import('node:crypto')
    expect(files[0].sha256).toBe(createHash('sha256').update(pdf).digest('hex'))
    // On disk in ATTACHMENTS_DIR under a random name, byte for byte.
    expect(files[0].filename).toMatch(/^[0-9a-f]{32}\.pdf$/)
    expect(new Uint8Array(await fs.readFile(path.join(dir, files[0].filename!)))).toEqual(pdf)
    sent = { inquiry: id!, files }
  })

  it('tells the sales team the names of the files, never the files', async () => {
    const { docs } = await payload.find({
      collection: 'emails',
      where: { inquiry: { equals: sent.inquiry }, kind: { equals: 'sales-notification' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].text).toContain('Attachments: 2 files (spec sheet.pdf, prices.xlsx)')
    expect(JSON.stringify(docs[0])).not.toContain('%PDF')
  })

  it('refuses a renamed executable with 415 and the translated text; nothing is stored', async () => {
    const response = await expectRefused(
      multipartJson(contactBody(), [
        new File([pdf], 'fine.pdf'),
        new File([sampleExe()], 'invoice.pdf', { type: 'application/pdf' }),
      ]),
      415,
    )
    const json = await answer(response)
    expect(json.status).toBe('invalid')
    expect(json.fields?.attachments?.message).toBe(en.inquiry.errors.attachmentType)
  })

  it('refuses a ZIP that is no Office file, and a file over 10 MB (413)', async () => {
    await expectRefused(multipartJson(contactBody(), [new File([sampleZip()], 'a.docx')]), 415)
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(pdf)
    const json = await answer(
      await expectRefused(multipartJson(contactBody(), [new File([big], 'big.pdf')]), 413),
    )
    expect(json.fields?.attachments?.message).toBe(
      en.inquiry.errors.attachmentTooLarge.replace('{max}', '10'),
    )
  })

  it('refuses six files; reports a bad file together with the other fields (422)', async () => {
    const png = await samplePng()
    const six = Array.from({ length: 6 }, (_, i) => new File([png], `p${i}.png`))
    await expectRefused(multipartJson(contactBody(), six), 422)
    const json = await answer(
      await expectRefused(
        multipartJson(contactBody({ email: 'nope' }), [new File([sampleExe()], 'x.pdf')]),
        422,
      ),
    )
    expect(Object.keys(json.fields ?? {}).sort()).toEqual(['attachments', 'email'])
  })

  it('a post with files from another site, or over the rate limit, is refused unread', async () => {
    // A body that never ends: reading it would hang the test.
    const endless = () =>
      new Request('http://site.test/api/inquiry', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', accept: 'application/json' },
        body: new ReadableStream({ pull: () => new Promise(() => {}) }),
        duplex: 'half',
      } as RequestInit)
    const once = createRateLimiter('attachments-test', [{ limit: 1, windowMs: 60_000 }])
    const first = endless()
    first.headers.set('origin', 'https://elsewhere.example')
    expect((await submit(first, { ip: '198.51.100.7', rateLimiter: once })).status).toBe(403)
    await once.consume('198.51.100.7')
    const limited = await submit(endless(), { ip: '198.51.100.7', rateLimiter: once })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  }, 20_000)

  it('without JavaScript: a refused file leads to the result page naming it', async () => {
    const fields = plainFormFields(contactBody())
    const response = await expectRefused(
      multipartPlain(fields, [new File([sampleExe()], 'setup.pdf')]),
      303,
    )
    const location = new URL(response.headers.get('location')!, 'http://x')
    expect(location.pathname).toBe('/inquiry')
    expect(location.searchParams.get('status')).toBe('invalid')
    expect(location.searchParams.get('fields')).toBe('attachments:attachmentType')
    // And an empty file input sends the inquiry as before, with a file it is stored with it.
    const plain = await submit(multipartPlain(plainFormFields(contactBody()), []))
    expect(plain.status).toBe(303)
    expect(plain.headers.get('location')).toContain('status=sent')
    const withFile = await submit(
      multipartPlain(plainFormFields(contactBody({ name: 'Plain Sender' })), [
        new File([pdf], 'plain.pdf'),
      ]),
    )
    expect(withFile.headers.get('location')).toContain('status=sent')
    const { docs } = await payload.find({
      collection: 'inquiries',
      where: { name: { equals: 'Plain Sender' } },
      overrideAccess: true,
    })
    expect((await attachmentsOf(docs[0].id)).map((f) => f.originalName)).toEqual(['plain.pdf'])
  })
  it('files that cannot be written: nothing stored, 503 with the translated reason', async () => {
    const body = contactBody({ name: 'Unlucky Sender' })
    const files = () => [new File([pdf], 'order.pdf'), new File([sampleXlsx()], 'prices.xlsx')]
    const inDir = async () => (await fs.readdir(dir).catch(() => [])).length
    const onDisk = await inDir()
    await withUnwritableAttachmentsDir(async () => {
      const response = await expectRefused(multipartJson(body, files()), 503)
      expect(response.headers.get('retry-after')).toBe('60')
      const json = await answer(response)
      expect(json).toMatchObject({
        ok: false,
        status: 'unsaved',
        title: en.inquiry.toast.filesUnsavedTitle,
        description: en.inquiry.toast.filesUnsavedText,
      })
      // Without JavaScript: the result page says the same (its texts are the toast's).
      const plain = await expectRefused(multipartPlain(plainFormFields(body), files()), 303)
      expect(plain.headers.get('location')).toContain('status=unsaved')
      // A post without files does not need the folder.
      const bare = await submit(multipartJson(contactBody({ name: 'No Files' }), []))
      expect(bare.status).toBe(201)
    })
    expect(await inDir()).toBe(onDisk)
    // The same post, once the folder works again: stored with its files.
    const again = await submit(multipartJson(body, files()))
    expect(again.status).toBe(201)
    const { id } = await answer(again)
    expect((await attachmentsOf(id!)).map((f) => f.originalName)).toEqual([
      'order.pdf',
      'prices.xlsx',
    ])
  })
})

describe('who may read an attachment', () => {
  it("Payload's API and file route: admins and sales staff only", async () => {
    const [file] = sent.files
    for (const who of ['admin', 'sales']) {
      const list = await rest(who, 'GET', '/api/attachments?depth=0')
      expect(list.status).toBe(200)
      expect(((await list.json()) as { totalDocs: number }).totalDocs).toBeGreaterThan(0)
      const bytes = await rest(who, 'GET', `/api/attachments/file/${file.filename}`)
      expect(bytes.status).toBe(200)
      expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(pdf)
    }
    for (const who of ['editor', 'anonymous']) {
      expect((await rest(who, 'GET', `/api/attachments/${file.id}`)).status).toBe(403)
      const list = await rest(who, 'GET', '/api/attachments')
      expect([403, 200]).toContain(list.status)
      if (list.status === 200)
        expect(((await list.json()) as { totalDocs: number }).totalDocs).toBe(0)
      const bytes = await rest(who, 'GET', `/api/attachments/file/${file.filename}`)
      expect([403, 404]).toContain(bytes.status)
      expect(new Uint8Array(await bytes.arrayBuffer())).not.toEqual(pdf)
    }
    // Nobody uploads through the API, not even an admin.
    const form = new FormData()
    form.append('file', new File([pdf], 'x.pdf', { type: 'application/pdf' }))
    form.append('_payload', JSON.stringify({ inquiry: sent.inquiry, originalName: 'x' }))
    const created = await handlers.POST(
      new Request('http://localhost/api/attachments', {
        method: 'POST',
        headers: { Authorization: `JWT ${tokens.admin}` },
        body: form,
      }),
      { params: Promise.resolve({ slug: ['attachments'] }) },
    )
    expect(created.status).toBe(403)
  })

  it('the download route: staff and the owning buyer; 404 to anyone else', async () => {
    const [file] = sent.files
    const id = String(file.id)
    for (const who of [
      { staff: true, buyer: null },
      { staff: false, buyer: buyers.owner },
    ]) {
      const res = await serveAttachment(payload, id, who)
      expect(res.status).toBe(200)
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="spec sheet.pdf"; filename*=UTF-8''spec%20sheet.pdf`,
      )
    }
    for (const who of [
      { staff: false, buyer: null },
      { staff: false, buyer: buyers.other },
    ]) {
      const res = await serveAttachment(payload, id, who)
      expect(res.status).toBe(404)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    }
    for (const bad of ['999999', 'abc', '1e3', '-1', ''])
      expect((await serveAttachment(payload, bad, { staff: true, buyer: null })).status).toBe(404)
  })

  it('deleting the inquiry deletes its files, records and bytes', async () => {
    const files = await attachmentsOf(sent.inquiry)
    expect(files).toHaveLength(2)
    await payload.delete({ collection: 'inquiries', id: sent.inquiry, overrideAccess: true })
    expect(await attachmentsOf(sent.inquiry)).toEqual([])
    for (const f of files)
      await expect(fs.stat(path.join(dir, f.filename!))).rejects.toThrow(/ENOENT/)
    expect(os.tmpdir()).toBeTruthy()
  })
})
