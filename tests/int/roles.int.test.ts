/**
 * Staff roles through Payload's real REST handlers (the ones src/app/(payload)/api/[...slug]
 * serves), signed in with POST /api/users/login and `Authorization: JWT <token>`: every cell of
 * role × collection/global × operation, checked by status code and by what is stored afterwards.
 */
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { blogCategories } from '@/features/blog/constants'
import { newsCategories } from '@/features/news/constants'
import { paragraphs } from '../e2e/support/rich-text'
import { startTestPayload } from '../helpers/payload'

// A per-account limit of staff sign-ins small enough to reach in a test (read at the first one).
vi.hoisted(() => {
  process.env.STAFF_LOGIN_PER_ACCOUNT_PER_HOUR = '12'
})

type Role = 'admin' | 'editor' | 'sales'
type Who = Role | 'anonymous'
type Op = 'list' | 'read' | 'create' | 'update' | 'delete'
type Doc = Record<string, unknown> & { id: number }

const ROLES: Role[] = ['admin', 'editor', 'sales']
const EVERYONE: Who[] = [...ROLES, 'anonymous']
const OPS: Op[] = ['list', 'read', 'create', 'update', 'delete']

// ---------------------------------------------------------------------------------------------
// The matrix under test
// ---------------------------------------------------------------------------------------------

const ALL: Op[] = ['list', 'read', 'create', 'update', 'delete']
const READ: Op[] = ['list', 'read']
/** Content on the public site: admins and editors write, sales staff and visitors read. */
const content: Record<Who, Op[]> = { admin: ALL, editor: ALL, sales: READ, anonymous: READ }

type Slug = Extract<
  CollectionSlug,
  | 'products'
  | 'categories'
  | 'pages'
  | 'certificates'
  | 'posts'
  | 'news'
  | 'media'
  | 'blog-topics'
  | 'redirects'
  | 'inquiries'
  | 'inquiry-events'
  | 'emails'
  | 'buyers'
  | 'subscribers'
  | 'policy-updates'
>

const collectionMatrix: Record<Slug, Record<Who, Op[]>> = {
  products: content,
  categories: content,
  pages: content,
  certificates: content,
  posts: content,
  news: content,
  media: content,
  // Topics for the blog generator: staff working notes, never shown on the site.
  'blog-topics': { admin: ALL, editor: ALL, sales: READ, anonymous: [] },
  // Redirects are looked up by the server for visitors; the list itself is for staff.
  redirects: { admin: ALL, editor: ALL, sales: READ, anonymous: [] },
  // Only the site's own forms create inquiries and emails (Local API), never the REST API.
  inquiries: {
    admin: ['list', 'read', 'update', 'delete'],
    editor: [],
    sales: ['list', 'read', 'update'],
    anonymous: [],
  },
  // An inquiry's history: written by the site's hooks alone, read by admins and sales staff.
  'inquiry-events': {
    admin: ['list', 'read'],
    editor: [],
    sales: ['list', 'read'],
    anonymous: [],
  },
  // Sales staff may set a failed email back to Queued (README: Mail → Outbox).
  emails: {
    admin: ['list', 'read', 'update', 'delete'],
    editor: [],
    sales: ['list', 'read', 'update'],
    anonymous: [],
  },
  // Buyer accounts are made by sign-up on the site; sales see who their leads are.
  buyers: {
    admin: ['list', 'read', 'update', 'delete'],
    editor: [],
    sales: ['list', 'read'],
    anonymous: [],
  },
  // Newsletter sign-ups come only from the site's form; sales read and export the list, admins
  // also take an address off it (status Unsubscribed) or delete it.
  subscribers: {
    admin: ['list', 'read', 'update', 'delete'],
    editor: [],
    sales: ['list', 'read'],
    anonymous: [],
  },
  // Export-policy updates: content (visitors read published ones; proposals are never public).
  'policy-updates': content,
}

const pageGlobal: Record<Who, ('read' | 'update')[]> = {
  admin: ['read', 'update'],
  editor: ['read', 'update'],
  sales: ['read'],
  anonymous: ['read'],
}
const staffReadOnly: Record<Who, ('read' | 'update')[]> = {
  admin: ['read'],
  editor: ['read'],
  sales: ['read'],
  anonymous: [],
}
const salesSettings: Record<Who, ('read' | 'update')[]> = {
  admin: ['read', 'update'],
  editor: [],
  sales: ['read'],
  anonymous: [],
}
const globalMatrix = {
  'site-settings': pageGlobal,
  'home-page': pageGlobal,
  'about-page': pageGlobal,
  'quality-page': pageGlobal,
  'contact-page': pageGlobal,
  // The news-gathering job's state: staff read it, only the job (Local API/SQL) writes it.
  'news-ingestion': staffReadOnly,
  // How inquiries are assigned and chased: the sales team reads it, admins change it.
  'sales-settings': salesSettings,
} satisfies Record<GlobalSlug, Record<Who, ('read' | 'update')[]>>
type GSlug = keyof typeof globalMatrix

// ---------------------------------------------------------------------------------------------
// Fixtures: valid data per collection, and one field per collection or global to change
// ---------------------------------------------------------------------------------------------

const SPARE_CATEGORY = 'processed'
let categoryId: number
let png: Buffer

type Fixture = {
  /** Data for a new document; `u` makes unique fields unique. */
  data: (u: string) => Record<string, unknown>
  /** The field an update changes (a path into the document) and its next value. */
  path: string[]
  next: (u: string, current: unknown) => unknown
  upload?: true
  /** Puts the target back in a state where `next` is a change staff may make. */
  reset?: (id: number) => Promise<unknown>
}

const fixtures: Record<Slug, Fixture> = {
  products: {
    data: (u) => ({
      name: `Roles test ${u}`,
      slug: `roles-test-${u}`,
      category: categoryId,
      _status: 'published',
    }),
    path: ['origin'],
    next: (u) => `Origin ${u}`,
  },
  categories: {
    // Category slugs are a fixed list, all seeded: one is freed in beforeAll for create cells.
    data: () => ({
      slug: SPARE_CATEGORY,
      name: 'Spare',
      description: paragraphs(['A category made by the roles test.']),
      displayCount: '1+',
      order: 99,
      _status: 'published',
    }),
    path: ['displayCount'],
    next: (u) => `${u}+`,
  },
  pages: {
    data: (u) => ({
      title: `Roles ${u}`,
      slug: `roles-${u}`,
      body: paragraphs(['Body text.']),
      _status: 'published',
    }),
    path: ['title'],
    next: (u) => `Title ${u}`,
  },
  certificates: {
    data: (u) => ({ name: `Roles ${u}`, issuer: 'Test issuer', scope: 'Test scope' }),
    path: ['issuer'],
    next: (u) => `Issuer ${u}`,
  },
  posts: {
    data: (u) => ({
      postId: `roles-${u}`,
      category: blogCategories[0],
      date: '2026-01-15T00:00:00.000Z',
      title: `Roles post ${u}`,
      excerpt: 'Excerpt.',
      content: paragraphs(['Content of the post.']),
      author: 'Roles test',
      _status: 'published',
    }),
    path: ['title'],
    next: (u) => `Title ${u}`,
  },
  news: {
    data: (u) => ({
      newsId: `roles-${u}`,
      category: newsCategories[0],
      title: `Roles news ${u}`,
      description: 'Description.',
      source: 'Test source',
      sourceUrl: 'https://example.com/source',
      _status: 'published',
    }),
    path: ['title'],
    next: (u) => `Title ${u}`,
  },
  media: {
    data: (u) => ({ alt: `Roles media ${u}` }),
    path: ['alt'],
    next: (u) => `Alt ${u}`,
    upload: true,
  },
  redirects: {
    data: (u) => ({ from: `/roles-${u}`, to: { type: 'custom', url: '/about' } }),
    path: ['from'],
    next: (u) => `/roles-moved-${u}`,
  },
  'blog-topics': {
    data: (u) => ({
      topic: `Roles topic ${u}`,
      keywords: ['roles'],
      category: blogCategories[0],
      targetAudience: 'Importers',
      contentAngle: 'An angle.',
    }),
    path: ['targetAudience'],
    next: (u) => `Audience ${u}`,
  },
  inquiries: {
    data: (u) => ({
      type: 'general',
      form: 'contact',
      locale: 'en',
      name: `Buyer ${u}`,
      email: `buyer-${u}@example.com`,
      message: 'Please send your price list.',
    }),
    path: ['status'],
    next: (_u, current) => (current === 'quoted' ? 'accepted' : 'quoted'),
  },
  'inquiry-events': {
    data: (u) => ({
      inquiry: targets.inquiries.id,
      at: '2026-01-15T00:00:00.000Z',
      kind: 'note',
      note: `Note ${u}`,
    }),
    path: ['note'],
    next: (u) => `Changed ${u}`,
  },
  emails: {
    data: (u) => ({
      to: `buyer-${u}@example.com`,
      kind: 'buyer-acknowledgement',
      subject: `Subject ${u}`,
      text: 'Body.',
      status: 'failed',
    }),
    // Staff may only set a failed email back to Queued (retry now).
    path: ['status'],
    next: () => 'queued',
    reset: (id) =>
      payload.update({ collection: 'emails', id, data: { status: 'failed' }, context: ctx }),
  },
  buyers: {
    data: (u) => ({
      firstName: 'Roles',
      lastName: `Buyer ${u}`,
      email: `roles-buyer-${u}@example.com`,
      passwordHash: 'scrypt$131072$8$1$c2FsdA$a2V5',
      locale: 'en',
    }),
    path: ['company'],
    next: (u) => `Company ${u}`,
  },
  subscribers: {
    data: (u) => ({
      email: `roles-subscriber-${u}@example.com`,
      status: 'confirmed',
      locale: 'en',
      source: 'footer',
      consentAt: '2026-01-15T00:00:00.000Z',
      confirmedAt: '2026-01-15T00:05:00.000Z',
    }),
    // Staff can only take an address off the list.
    path: ['status'],
    next: (_u, current) => (current === 'unsubscribed' ? 'confirmed' : 'unsubscribed'),
  },
  'policy-updates': {
    data: (u) => ({
      summary: `Roles policy ${u}`,
      announcedAt: '2026-01-15T00:00:00.000Z',
      effectiveDate: '2026-01-15T00:00:00.000Z',
      sourceUrl: 'https://www.dgft.gov.in/CP/?opt=notification',
      hsPrefixes: ['0910'],
      status: 'published',
    }),
    path: ['sourceUrl'],
    next: (u) => `https://example.com/roles-${u}`,
  },
}

const globalFixtures: Record<GSlug, string[]> = {
  'site-settings': ['tagline'],
  'home-page': ['hero', 'trustBadge'],
  'about-page': ['story', 'title'],
  'quality-page': ['promise', 'title'],
  'contact-page': ['quickContact', 'responseTime'],
  'news-ingestion': ['lastReport'],
  'sales-settings': ['reminderHours'],
}
/** A new value for a global's field that is not free text. */
const globalValues: Partial<Record<GSlug, () => unknown>> = {
  'sales-settings': () => 2 + (unique++ % 90),
}

const nest = (path: string[], value: unknown): Record<string, unknown> =>
  path.reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), value as never)
const at = (doc: unknown, path: string[]): unknown =>
  path.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], doc)

let unique = 0
const uid = () => `${Date.now().toString(36)}${(unique++).toString(36)}`

// ---------------------------------------------------------------------------------------------
// REST calls through Payload's Next route handlers
// ---------------------------------------------------------------------------------------------

type Handler = (req: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
let handlers: Record<Method, Handler>
let payload: Payload
let close: () => Promise<void>
const tokens: Partial<Record<Who, string>> = {}
const staff = {} as Record<Role, Doc>
const ctx = { disableRevalidate: true }

type Reply = { status: number; body: Record<string, unknown> & { docs?: Doc[]; doc?: Doc } }

async function api(
  who: Who,
  method: Method,
  path: string,
  body?: Record<string, unknown> | FormData,
): Promise<Reply> {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  const headers = new Headers()
  const token = tokens[who]
  if (token) headers.set('Authorization', `JWT ${token}`)
  let init: BodyInit | undefined
  if (body instanceof FormData) init = body
  else if (body) {
    headers.set('Content-Type', 'application/json')
    init = JSON.stringify(body)
  }
  const response = await handlers[method](new Request(url, { method, headers, body: init }), {
    params: Promise.resolve({ slug }),
  })
  const text = await response.text()
  let parsed: Reply['body']
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = { text }
  }
  return { status: response.status, body: parsed }
}

const forbidden = { errors: [{ message: 'You are not allowed to perform this action.' }] }

async function login(email: string, password: string): Promise<string> {
  const res = await api('anonymous', 'POST', '/api/users/login', { email, password })
  expect(res.status).toBe(200)
  expect(typeof res.body.token).toBe('string')
  return res.body.token as string
}

// Local API (full access) for setting up and checking what is stored.
async function localCreate(slug: Slug, data: Record<string, unknown>): Promise<Doc> {
  const file = fixtures[slug].upload
    ? { data: png, mimetype: 'image/png', name: `roles-${uid()}.png`, size: png.length }
    : undefined
  return (await payload.create({
    collection: slug,
    data: data as never,
    file,
    context: ctx,
  })) as unknown as Doc
}
async function stored(slug: Slug, id: number): Promise<Doc | null> {
  const { docs } = await payload.find({
    collection: slug,
    where: { id: { equals: id } },
    depth: 0,
    draft: true,
  })
  return (docs[0] as unknown as Doc | undefined) ?? null
}
async function remove(slug: Slug, id: number): Promise<void> {
  if (await stored(slug, id)) await payload.delete({ collection: slug, id, context: ctx })
}

function createBody(slug: Slug, data: Record<string, unknown>): Record<string, unknown> | FormData {
  if (!fixtures[slug].upload) return data
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `roles-${uid()}.png`)
  form.append('_payload', JSON.stringify(data))
  return form
}

// ---------------------------------------------------------------------------------------------
// Set-up: seeded site, one staff member per role, one target document per collection
// ---------------------------------------------------------------------------------------------

const password = 'roles-test-password-1'
const targets = {} as Record<Slug, Doc>

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('roles', { seeded: true }))
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
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer()

  // Saved once, as staff do before anyone relies on it (an unsaved global has no row yet).
  await payload.updateGlobal({ slug: 'sales-settings', data: {} })
  for (const role of ROLES) {
    staff[role] = (await payload.create({
      collection: 'users',
      data: { email: `${role}@roles.test`, password, name: `The ${role}`, role },
    })) as unknown as Doc
    tokens[role] = await login(`${role}@roles.test`, password)
  }

  // Free one category slug (its products move to another category) so categories can be created.
  const categories = await payload.find({ collection: 'categories', depth: 0, limit: 100 })
  const spare = categories.docs.find((c) => c.slug === SPARE_CATEGORY)!
  categoryId = categories.docs.find((c) => c.slug !== SPARE_CATEGORY)!.id
  await payload.update({
    collection: 'products',
    where: { category: { equals: spare.id } },
    data: { category: categoryId },
    context: ctx,
  })
  await payload.delete({ collection: 'categories', id: spare.id, context: ctx })

  for (const slug of Object.keys(collectionMatrix) as Slug[]) {
    targets[slug] =
      slug === 'categories'
        ? (categories.docs.find((c) => c.id === categoryId) as unknown as Doc)
        : await localCreate(slug, fixtures[slug].data(`target-${uid()}`))
  }
})

afterAll(async () => {
  // Uploaded files live in data/media of the working tree: remove every test upload.
  const { docs } = await payload.find({ collection: 'media', depth: 0, pagination: false })
  for (const doc of docs) await payload.delete({ collection: 'media', id: doc.id, context: ctx })
  await close?.()
})

// ---------------------------------------------------------------------------------------------
// Collections: every role × every operation
// ---------------------------------------------------------------------------------------------

const cells: Record<Op, (slug: Slug, who: Who, allowed: boolean) => Promise<void>> = {
  async list(slug, who, allowed) {
    const res = await api(who, 'GET', `/api/${slug}?limit=5&depth=0`)
    if (!allowed) return expect(res).toEqual({ status: 403, body: forbidden })
    expect(res.status).toBe(200)
    expect(res.body.totalDocs).toBeGreaterThan(0)
  },
  async read(slug, who, allowed) {
    const id = targets[slug].id
    const res = await api(who, 'GET', `/api/${slug}/${id}?depth=0`)
    if (!allowed) return expect(res).toEqual({ status: 403, body: forbidden })
    expect(res.status).toBe(200)
    expect(res.body.id).toBe(id)
  },
  async create(slug, who, allowed) {
    const before = (await payload.count({ collection: slug })).totalDocs
    const res = await api(who, 'POST', `/api/${slug}`, createBody(slug, fixtures[slug].data(uid())))
    if (!allowed) {
      expect(res).toEqual({ status: 403, body: forbidden })
      expect((await payload.count({ collection: slug })).totalDocs).toBe(before)
      return
    }
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const id = res.body.doc!.id
    expect(await stored(slug, id)).not.toBeNull()
    await remove(slug, id)
  },
  async update(slug, who, allowed) {
    const { path, next, reset } = fixtures[slug]
    const id = targets[slug].id
    await reset?.(id)
    const old = at(await stored(slug, id), path)
    const value = next(uid(), old)
    expect(value).not.toEqual(old)
    const res = await api(who, 'PATCH', `/api/${slug}/${id}?depth=0`, nest(path, value))
    if (!allowed) {
      expect(res).toEqual({ status: 403, body: forbidden })
      expect(at(await stored(slug, id), path)).toEqual(old)
      return
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(at(res.body.doc, path)).toEqual(value)
    expect(at(await stored(slug, id), path)).toEqual(value)
  },
  async delete(slug, who, allowed) {
    const doc = await localCreate(slug, fixtures[slug].data(uid()))
    const res = await api(who, 'DELETE', `/api/${slug}/${doc.id}`)
    if (!allowed) {
      expect(res).toEqual({ status: 403, body: forbidden })
      expect(await stored(slug, doc.id)).not.toBeNull()
      await remove(slug, doc.id)
      return
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await stored(slug, doc.id)).toBeNull()
  },
}

describe.each(Object.keys(collectionMatrix) as Slug[])('collection %s', (slug) => {
  const table = EVERYONE.flatMap((who) =>
    OPS.map((op) => ({ who, op, allowed: collectionMatrix[slug][who].includes(op) })),
  )
  it.each(table)('$who $op → allowed: $allowed', async ({ who, op, allowed }) => {
    await cells[op](slug, who, allowed)
  })
})

// ---------------------------------------------------------------------------------------------
// Globals: everyone reads; admins and editors update (POST /api/globals/:slug)
// ---------------------------------------------------------------------------------------------

describe.each(Object.keys(globalMatrix) as GSlug[])('global %s', (slug) => {
  const path = globalFixtures[slug]
  const table = EVERYONE.flatMap((who) =>
    (['read', 'update'] as const).map((op) => ({
      who,
      op,
      allowed: globalMatrix[slug][who].includes(op),
    })),
  )
  it.each(table)('$who $op → allowed: $allowed', async ({ who, op, allowed }) => {
    const before = await payload.findGlobal({ slug, depth: 0 })
    if (op === 'read') {
      const res = await api(who, 'GET', `/api/globals/${slug}?depth=0`)
      expect(res.status).toBe(allowed ? 200 : 403)
      if (allowed) expect(at(res.body, path)).toEqual(at(before, path))
      return
    }
    const value = globalValues[slug]?.() ?? `Changed by ${who} ${uid()}`
    const res = await api(who, 'POST', `/api/globals/${slug}?depth=0`, nest(path, value))
    if (!allowed) {
      expect(res).toEqual({ status: 403, body: forbidden })
      expect(at(await payload.findGlobal({ slug, depth: 0 }), path)).toEqual(at(before, path))
      return
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const after = await payload.findGlobal({ slug, depth: 0 })
    expect(at(after, path)).toBe(value)
    // Only that field changed: the rest of the global was kept.
    expect({ ...after, updatedAt: null, ...nest(path, null) }).toEqual({
      ...before,
      updatedAt: null,
      ...nest(path, null),
    })
  })

  it('PATCH is not a global route (Payload updates globals with POST)', async () => {
    const res = await api('admin', 'PATCH', `/api/globals/${slug}`, nest(path, 'x'))
    expect(res.status).toBe(404)
  })
})

// ---------------------------------------------------------------------------------------------
// What the admin is told: /api/access drives navigation, read-only forms and Save buttons
// ---------------------------------------------------------------------------------------------

type Permission = boolean | { permission: boolean } | undefined
const granted = (p: Permission) => p === true || (typeof p === 'object' && p.permission === true)

describe.each(EVERYONE)('GET /api/access as %s', (who) => {
  it('matches the matrix for every collection and global', async () => {
    const res = await api(who, 'GET', '/api/access')
    expect(res.status).toBe(200)
    const perms = res.body as {
      canAccessAdmin: boolean
      collections: Record<string, Record<string, Permission>>
      globals: Record<string, Record<string, Permission>>
    }
    expect(Boolean(perms.canAccessAdmin)).toBe(who !== 'anonymous')
    const seen: Record<string, Record<string, boolean>> = {}
    const want: Record<string, Record<string, boolean>> = {}
    for (const [slug, byWho] of Object.entries(collectionMatrix)) {
      const ops = byWho[who] as Op[]
      const p = perms.collections[slug] ?? {}
      seen[slug] = Object.fromEntries(
        (['create', 'read', 'update', 'delete'] as const).map((op) => [op, granted(p[op])]),
      )
      want[slug] = {
        create: ops.includes('create'),
        read: ops.includes('read'),
        update: ops.includes('update'),
        delete: ops.includes('delete'),
      }
    }
    for (const [slug, byWho] of Object.entries(globalMatrix)) {
      const p = perms.globals[slug] ?? {}
      seen[slug] = { read: granted(p.read), update: granted(p.update) }
      want[slug] = {
        read: byWho[who].includes('read'),
        update: byWho[who].includes('update'),
      }
    }
    expect(seen).toEqual(want)
    // Staff accounts: admins manage all, others only their own record (never their role).
    const users = perms.collections.users ?? {}
    expect({
      create: granted(users.create),
      read: granted(users.read),
      update: granted(users.update),
      delete: granted(users.delete),
      unlock: granted(users.unlock),
    }).toEqual({
      create: who === 'admin',
      read: who !== 'anonymous',
      update: who !== 'anonymous',
      delete: who === 'admin',
      // No account is ever locked for everyone (maxLoginAttempts 0): nothing to unlock.
      unlock: false,
    })
    if (who === 'sales')
      expect(users.read).toEqual({
        permission: true,
        where: { or: [{ id: { equals: staff[who].id } }, { role: { in: ['admin', 'sales'] } }] },
      })
    if (who === 'editor' || who === 'sales') {
      if (who === 'editor')
        expect(users.read).toEqual({ permission: true, where: { id: { equals: staff[who].id } } })
      const fields = users.fields as unknown as Record<string, Record<string, boolean>>
      expect(fields.role).toEqual({ read: true })
    }
  })
})

// ---------------------------------------------------------------------------------------------
// Staff accounts
// ---------------------------------------------------------------------------------------------

describe('staff accounts (users)', () => {
  const throwaway = async () =>
    (await payload.create({
      collection: 'users',
      data: { email: `gone-${uid()}@roles.test`, password, role: 'sales' },
    })) as unknown as Doc
  const roleOf = async (id: number) =>
    (await payload.findByID({ collection: 'users', id, depth: 0 })).role

  it.each(EVERYONE)(
    '%s lists staff: admins all, sales the sales team, editors themselves',
    async (who) => {
      const res = await api(who, 'GET', '/api/users?limit=100&depth=0')
      if (who === 'anonymous') return expect(res).toEqual({ status: 403, body: forbidden })
      expect(res.status).toBe(200)
      const ids = res.body.docs!.map((d) => d.id)
      if (who === 'admin')
        expect(ids).toEqual(expect.arrayContaining(ROLES.map((r) => staff[r].id)))
      else if (who === 'sales') {
        // To assign an inquiry to a colleague: admins and sales, never editors.
        expect(ids).toEqual(expect.arrayContaining([staff.admin.id, staff.sales.id]))
        expect(ids).not.toContain(staff.editor.id)
        expect(res.body.docs!.every((d) => d.role === 'admin' || d.role === 'sales')).toBe(true)
      } else expect(ids).toEqual([staff[who].id])
    },
  )

  it.each(ROLES)('%s reads their own record', async (who) => {
    const res = await api(who, 'GET', `/api/users/${staff[who].id}?depth=0`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ email: `${who}@roles.test`, role: who })
    expect(res.body).not.toHaveProperty('hash')
    expect(res.body).not.toHaveProperty('salt')
  })

  it.each(EVERYONE)('%s reading the admin account', async (who) => {
    const res = await api(who, 'GET', `/api/users/${staff.admin.id}?depth=0`)
    if (who === 'admin' || who === 'sales') return expect(res.status).toBe(200)
    // Own-record access is a query constraint: another account simply is not found.
    expect(res.status).toBe(who === 'anonymous' ? 403 : 404)
  })

  it.each(EVERYONE)('%s creating a staff account', async (who) => {
    const email = `new-${uid()}@roles.test`
    const res = await api(who, 'POST', '/api/users', { email, password, role: 'admin' })
    const found = await payload.find({ collection: 'users', where: { email: { equals: email } } })
    if (who !== 'admin') {
      expect(res).toEqual({ status: 403, body: forbidden })
      expect(found.totalDocs).toBe(0)
      return
    }
    expect(res.status).toBe(201)
    expect(found.docs[0].role).toBe('admin')
    await payload.delete({ collection: 'users', id: found.docs[0].id })
  })

  it('a staff account added without a role is refused: no role by default', async () => {
    const email = `norole-${uid()}@roles.test`
    const res = await api('admin', 'POST', '/api/users', { email, password })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('role')
    const found = await payload.count({ collection: 'users', where: { email: { equals: email } } })
    expect(found.totalDocs).toBe(0)
  })

  it('anonymous cannot register a "first user" once staff exist', async () => {
    const email = `first-${uid()}@roles.test`
    const res = await api('anonymous', 'POST', '/api/users/first-register', {
      email,
      password,
      role: 'admin',
    })
    expect(res.status).toBe(403)
    expect(
      (await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs,
    ).toBe(0)
  })

  it.each(['editor', 'sales'] as const)(
    '%s updates their own name but cannot make themselves admin',
    async (who) => {
      const id = staff[who].id
      const res = await api(who, 'PATCH', `/api/users/${id}`, {
        name: `Renamed ${who}`,
        role: 'admin',
      })
      // Field access drops the role silently: the request succeeds, the role stays.
      expect(res.status).toBe(200)
      expect(res.body.doc).toMatchObject({ name: `Renamed ${who}`, role: who })
      expect(await roleOf(id)).toBe(who)
      // …and a fresh login still carries the old role.
      const me = await api(who, 'GET', '/api/users/me')
      expect((me.body.user as Doc).role).toBe(who)
    },
  )

  it.each(['editor', 'sales'] as const)(
    '%s cannot change, demote or delete another account',
    async (who) => {
      const other = staff.admin.id
      const patch = await api(who, 'PATCH', `/api/users/${other}`, { name: 'Hacked' })
      expect(patch).toEqual({ status: 403, body: forbidden })
      const demote = await api(who, 'PATCH', `/api/users/${other}`, { role: 'sales' })
      expect(demote).toEqual({ status: 403, body: forbidden })
      expect(await roleOf(other)).toBe('admin')
      const victim = await throwaway()
      const del = await api(who, 'DELETE', `/api/users/${victim.id}`)
      expect(del).toEqual({ status: 403, body: forbidden })
      const self = await api(who, 'DELETE', `/api/users/${staff[who].id}`)
      expect(self).toEqual({ status: 403, body: forbidden })
      expect(
        await payload.count({ collection: 'users', where: { id: { equals: victim.id } } }),
      ).toEqual({ totalDocs: 1 })
      await payload.delete({ collection: 'users', id: victim.id })
    },
  )

  it.each(['editor', 'sales'] as const)(
    '%s: a bulk PATCH of every account reaches only their own, and no role',
    async (who) => {
      const res = await api(who, 'PATCH', '/api/users?where[id][exists]=true', {
        role: 'admin',
        name: `Bulk ${who}`,
      })
      expect(res.status).toBe(200)
      expect(res.body.docs!.map((d) => d.id)).toEqual([staff[who].id])
      for (const role of ROLES) expect(await roleOf(staff[role].id)).toBe(role)
      expect((await payload.findByID({ collection: 'users', id: staff.admin.id })).name).toBe(
        'The admin',
      )
    },
  )

  it('admin changes another account’s role and deletes accounts', async () => {
    const other = await throwaway()
    const res = await api('admin', 'PATCH', `/api/users/${other.id}`, { role: 'editor' })
    expect(res.status).toBe(200)
    expect(await roleOf(other.id)).toBe('editor')
    const del = await api('admin', 'DELETE', `/api/users/${other.id}`)
    expect(del.status).toBe(200)
    expect(
      (await payload.count({ collection: 'users', where: { id: { equals: other.id } } })).totalDocs,
    ).toBe(0)
  })

  // Accounts are never locked for everyone (src/collections/Users/login-limits.ts); the unlock
  // endpoint stays admin-only all the same.
  it.each(EVERYONE)('%s calling unlock', async (who) => {
    const other = await throwaway()
    const res = await api(who, 'POST', '/api/users/unlock', { email: other.email })
    if (who === 'admin') expect(res.status).toBe(200)
    else expect(res).toEqual({ status: 403, body: forbidden })
    await payload.delete({ collection: 'users', id: other.id })
  })

  it.each(EVERYONE)('%s asks who they are (/api/users/me)', async (who) => {
    const res = await api(who, 'GET', '/api/users/me')
    expect(res.status).toBe(200)
    if (who === 'anonymous') expect(res.body.user).toBeNull()
    else expect(res.body.user).toMatchObject({ id: staff[who].id, role: who })
  })
})

// ---------------------------------------------------------------------------------------------
// Drafts and versions of posts
// ---------------------------------------------------------------------------------------------

describe('post drafts and versions', () => {
  let draftOnly: Doc
  let published: Doc
  const publishedTitle = 'Published title'
  const draftTitle = 'Unpublished draft title'

  beforeAll(async () => {
    draftOnly = (await payload.create({
      collection: 'posts',
      data: {
        ...fixtures.posts.data(`draft-${uid()}`),
        _status: 'draft',
        title: draftTitle,
      } as never,
      draft: true,
      context: ctx,
    })) as unknown as Doc
    published = await localCreate('posts', {
      ...fixtures.posts.data(`pub-${uid()}`),
      title: publishedTitle,
    })
    await payload.update({
      collection: 'posts',
      id: published.id,
      data: { title: draftTitle, _status: 'draft' },
      draft: true,
      context: ctx,
    })
  })

  it.each(EVERYONE)('%s opening a post that only exists as a draft', async (who) => {
    const res = await api(who, 'GET', `/api/posts/${draftOnly.id}?depth=0`)
    if (who === 'anonymous') return expect(res.status).toBe(404)
    expect(res.status).toBe(200)
    expect(res.body.title).toBe(draftTitle)
  })

  it.each(EVERYONE)('%s listing drafts', async (who) => {
    const res = await api(who, 'GET', '/api/posts?where[_status][equals]=draft&depth=0')
    expect(res.status).toBe(200)
    const ids = res.body.docs!.map((d) => d.id)
    if (who === 'anonymous') expect(ids).toEqual([])
    else expect(ids).toContain(draftOnly.id)
  })

  it.each(EVERYONE)('%s asking for the draft of a published post (?draft=true)', async (who) => {
    const res = await api(who, 'GET', `/api/posts/${published.id}?draft=true&depth=0`)
    expect(res.status).toBe(200)
    expect(res.body.title).toBe(who === 'anonymous' ? publishedTitle : draftTitle)
  })

  it.each(EVERYONE)('%s reading version history', async (who) => {
    const res = await api(who, 'GET', `/api/posts/versions?where[parent][equals]=${published.id}`)
    if (who === 'anonymous') return expect(res).toEqual({ status: 403, body: forbidden })
    expect(res.status).toBe(200)
    expect(res.body.totalDocs).toBeGreaterThanOrEqual(2)
  })

  it.each(['sales', 'anonymous'] as const)('%s cannot save a draft either', async (who) => {
    const res = await api(who, 'PATCH', `/api/posts/${published.id}?draft=true`, {
      title: 'Sneaky draft',
    })
    expect(res).toEqual({ status: 403, body: forbidden })
  })

  it('editor saves a draft without publishing it', async () => {
    const res = await api('editor', 'PATCH', `/api/posts/${published.id}?draft=true`, {
      title: 'Editor draft',
    })
    expect(res.status).toBe(200)
    const pub = await api('anonymous', 'GET', `/api/posts/${published.id}?depth=0`)
    expect(pub.body.title).toBe(publishedTitle)
  })
})

// ---------------------------------------------------------------------------------------------
// Bulk operations, the CSV export and Payload's internal collections
// ---------------------------------------------------------------------------------------------

describe('bulk operations and other endpoints', () => {
  it.each(['sales', 'anonymous'] as const)('%s bulk PATCH / DELETE of products', async (who) => {
    const id = targets.products.id
    const where = `where[id][equals]=${id}`
    expect(await api(who, 'PATCH', `/api/products?${where}`, { origin: 'Bulk' })).toEqual({
      status: 403,
      body: forbidden,
    })
    expect(await api(who, 'DELETE', `/api/products?${where}`)).toEqual({
      status: 403,
      body: forbidden,
    })
    expect(await stored('products', id)).not.toBeNull()
  })

  it.each(['editor', 'anonymous'] as const)('%s bulk DELETE of inquiries', async (who) => {
    const res = await api(who, 'DELETE', '/api/inquiries?where[id][exists]=true')
    expect(res).toEqual({ status: 403, body: forbidden })
    expect((await payload.count({ collection: 'inquiries' })).totalDocs).toBeGreaterThan(0)
  })

  it.each(EVERYONE)('%s exporting inquiries as CSV', async (who) => {
    const res = await api(who, 'GET', '/api/inquiries/export.csv')
    if (who === 'admin' || who === 'sales') {
      expect(res.status).toBe(200)
      expect(String(res.body.text)).toContain(String(targets.inquiries.email))
    } else expect(res.status).toBe(403)
  })

  it.each(EVERYONE)('%s exporting newsletter subscribers as CSV', async (who) => {
    const res = await api(who, 'GET', '/api/subscribers/export.csv')
    if (who === 'admin' || who === 'sales') {
      expect(res.status).toBe(200)
      expect(String(res.body.text)).toContain('"Email","Status","Language"')
      expect(String(res.body.text)).toContain(String(targets.subscribers.email))
    } else expect(res.status).toBe(403)
  })

  it('admin cannot confirm an address or change what the subscriber recorded', async () => {
    const doc = await localCreate('subscribers', {
      ...fixtures.subscribers.data(uid()),
      status: 'pending',
    })
    const res = await api('admin', 'PATCH', `/api/subscribers/${doc.id}`, { status: 'confirmed' })
    expect(res.status).toBe(400)
    const edit = await api('admin', 'PATCH', `/api/subscribers/${doc.id}`, {
      email: 'someone-else@example.com',
      consentAt: '2020-01-01T00:00:00.000Z',
    })
    expect(edit.status).toBe(200)
    const after = (await stored('subscribers', doc.id)) as Doc
    expect(after).toMatchObject({ status: 'pending', email: doc.email, consentAt: doc.consentAt })
    const off = await api('admin', 'PATCH', `/api/subscribers/${doc.id}`, {
      status: 'unsubscribed',
    })
    expect(off.status).toBe(200)
    expect(((await stored('subscribers', doc.id)) as Doc).unsubscribedAt).toBeTruthy()
  })

  it.each([
    ['payload-preferences', 403],
    ['payload-locked-documents', 403],
    ['payload-kv', 403],
    // Payload builds no REST endpoints for it: "Not implemented".
    ['payload-migrations', 501],
  ] as const)('anonymous GET /api/%s → %i', async (slug, status) => {
    expect((await api('anonymous', 'GET', `/api/${slug}`)).status).toBe(status)
  })
})

// ---------------------------------------------------------------------------------------------
// Accounts of any other auth collection (buyer accounts are coming) get no more than visitors
// ---------------------------------------------------------------------------------------------

describe('a signed-in account that is not staff', () => {
  it('gets exactly what an anonymous visitor gets, everywhere', async () => {
    // Payload runs a missing access function as "any signed-in user": emulate that too.
    const run = async (fn: unknown, user: unknown) =>
      typeof fn === 'function' ? fn({ req: { user, payload } }) : Boolean(user)
    const buyer = { id: staff.admin.id, collection: 'buyers', email: 'buyer@example.com' }
    const seen: Record<string, unknown> = {}
    const want: Record<string, unknown> = {}
    const entities = [
      ...payload.config.collections.filter((c) => c.slug in collectionMatrix || c.slug === 'users'),
      ...payload.config.globals,
    ]
    expect(entities).toHaveLength(Object.keys(collectionMatrix).length + 1 + 7)
    for (const entity of entities) {
      const access = entity.access as Record<string, unknown>
      const versions = entity.versions ? ['readVersions'] : []
      const ops =
        'auth' in entity
          ? [
              'create',
              'read',
              'update',
              'delete',
              ...versions,
              ...(entity.auth ? ['unlock', 'admin'] : []),
            ]
          : ['read', 'update', ...versions]
      for (const op of ops) {
        seen[`${entity.slug}.${op}`] = await run(access[op], buyer)
        want[`${entity.slug}.${op}`] = await run(access[op], null)
      }
    }
    expect(seen).toEqual(want)
    expect(want['posts.read']).toEqual({ _status: { equals: 'published' } })
  })
})

describe('buyer accounts through the REST API', () => {
  it.each(['admin', 'sales'] as const)('%s never receives a password hash', async (who) => {
    const list = await api(who, 'GET', '/api/buyers?depth=0')
    expect(list.status).toBe(200)
    expect(list.body.docs?.length).toBeGreaterThan(0)
    for (const doc of list.body.docs ?? []) expect(doc).not.toHaveProperty('passwordHash')
  })

  it.each(EVERYONE)('%s cannot reach sessions or links', async (who) => {
    expect((await api(who, 'GET', '/api/buyer-tokens')).status).toBe(403)
  })

  it('account and newsletter emails (their links act for the owner) are for admins only', async () => {
    for (const kind of ['account', 'newsletter'] as const)
      await payload.create({
        collection: 'emails',
        data: {
          to: 'someone@example.com',
          kind,
          subject: 'A link inside',
          text: 'Link inside.',
          status: 'sent',
        },
      })
    const kinds = async (who: Who) =>
      ((await api(who, 'GET', '/api/emails?limit=200&depth=0')).body.docs ?? []).map((d) => d.kind)
    expect(await kinds('admin')).toEqual(expect.arrayContaining(['account', 'newsletter']))
    expect(await kinds('sales')).not.toContain('account')
    expect(await kinds('sales')).not.toContain('newsletter')
    expect((await kinds('sales')).length).toBeGreaterThan(0)
  })
})

// ---------------------------------------------------------------------------------------------
// Staff sign-in limits (src/collections/Users/login-limits.ts)
// ---------------------------------------------------------------------------------------------

describe('staff sign-in limits', () => {
  type Attempt = { status: number; message: string; retryAfter: string | null; ms: number }
  /** POST /api/users/login from client address `ip` (as the production server hands it on). */
  async function attempt(ip: string, email: string, pass: string): Promise<Attempt> {
    const started = performance.now()
    const response = await handlers.POST(
      new Request('http://localhost/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email, password: pass }),
      }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )
    const body = (await response.json()) as { errors?: { message: string }[] }
    return {
      status: response.status,
      message: body.errors?.[0]?.message ?? '',
      retryAfter: response.headers.get('retry-after'),
      ms: performance.now() - started,
    }
  }
  const admin = 'admin@roles.test'
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

  it('an outsider’s failures lock only their own address out of the account; the admin still signs in', async () => {
    const outsider = '198.51.100.66'
    for (let i = 0; i < 5; i++)
      expect((await attempt(outsider, admin, `guess-${i}-password`)).status).toBe(401)
    // Locked for this address, even with the right password…
    const locked = await attempt(outsider, admin, password)
    expect(locked.status).toBe(429)
    expect(Number(locked.retryAfter)).toBeGreaterThan(500)
    expect(locked.message).toMatch(/Too many failed sign-ins .*try again in 10 minutes/)
    // …but the admin, from another address, signs in, and can again after more failures there.
    expect((await attempt('203.0.113.10', admin, password)).status).toBe(200)
    expect((await attempt(outsider, admin, password)).status).toBe(429)
  })

  it('a burst of parallel guesses from one address gets exactly 5 password checks', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        attempt('198.51.100.67', 'sales@roles.test', `burst-${i}-password`).then((a) => a.status),
      ),
    )
    expect(statuses.filter((s) => s === 401)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(10)
    // The account itself is not locked.
    expect((await attempt('203.0.113.11', 'sales@roles.test', password)).status).toBe(200)
  })

  it('sign-ins are limited per client address (AUTH_RATE_PER_MINUTE, 10)', async () => {
    const ip = '198.51.100.68'
    for (let i = 0; i < 10; i++)
      expect((await attempt(ip, `nobody${i}@roles.test`, 'some-password-1')).status).toBe(401)
    const over = await attempt(ip, 'nobody-else@roles.test', 'some-password-1')
    expect(over.status).toBe(429)
    expect(Number(over.retryAfter)).toBeGreaterThan(0)
    expect(over.message).toMatch(/Too many sign-in attempts from your address/)
    expect((await attempt('203.0.113.12', 'nobody-else@roles.test', 'x-password-1')).status).toBe(
      401,
    )
  })

  it('sign-ins are limited per account over all addresses (STAFF_LOGIN_PER_ACCOUNT_PER_HOUR)', async () => {
    const email = `target-${uid()}@roles.test`
    const target = await payload.create({
      collection: 'users',
      data: { email, password, role: 'sales' },
    })
    // 12 in this file (set at its top): four addresses with three tries each use them up.
    for (let i = 0; i < 12; i++)
      expect((await attempt(`192.0.2.${Math.floor(i / 3)}`, email, 'no-no-no-1')).status).toBe(401)
    const over = await attempt('192.0.2.50', email, 'no-no-no-1')
    expect(over.status).toBe(429)
    expect(over.message).toMatch(/Too many sign-in attempts to this account/)
    await payload.delete({ collection: 'users', id: target.id })
  })

  it('a wrong password takes as long for an unknown address as for a staff account', async () => {
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      // A fresh client address each time: no limit in the way.
      known.push((await attempt(`192.0.2.${100 + i}`, 'editor@roles.test', 'wrong-pass-1')).ms)
      unknown.push((await attempt(`192.0.2.${120 + i}`, `ghost${i}@roles.test`, 'wrong-pass-1')).ms)
    }
    const ratio = median(unknown) / median(known)
    expect(ratio, `unknown ${median(unknown)} ms, known ${median(known)} ms`).toBeGreaterThan(0.6)
    expect(ratio).toBeLessThan(1.7)
  })
})

// ---------------------------------------------------------------------------------------------
// The outbox is written by the system alone, and no answer carries a working link
// ---------------------------------------------------------------------------------------------

describe('the outbox', () => {
  /** Every stored email, as the delivery worker sees it (full access, real bodies). */
  const snapshot = async () =>
    (await payload.find({ collection: 'emails', depth: 0, pagination: false, sort: 'id' })).docs
  const emailAt = (id: number) => payload.findByID({ collection: 'emails', id, depth: 0 })

  /** Payload's staff "Forgot password" email for `to`, once the adapter has queued it. */
  async function resetEmailFor(to: string) {
    for (let i = 0; i < 100; i++) {
      const { docs } = await payload.find({
        collection: 'emails',
        where: { and: [{ to: { equals: to } }, { kind: { equals: 'account' } }] },
        sort: '-createdAt',
        depth: 0,
      })
      if (docs[0]) return docs[0]
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`no reset email for ${to}`)
  }

  it('forgot-password for the admin, then sales PATCH/DELETE by where: no link, nothing changed', async () => {
    const target = staff.admin.email as string
    const asked = await api('anonymous', 'POST', '/api/users/forgot-password', { email: target })
    expect(asked.status).toBe(200)
    expect(JSON.stringify(asked.body)).not.toMatch(/reset/i)
    const email = await resetEmailFor(target)
    const token = /\/admin\/reset\/([\w-]+)/.exec(email.html ?? '')?.[1]
    expect(token, 'the stored email carries the reset link').toBeTruthy()
    const before = await snapshot()

    const where = `where[to][equals]=${encodeURIComponent(target)}`
    const attempts = [
      await api('sales', 'PATCH', `/api/emails?${where}`, {
        status: 'queued',
        to: 'sales@roles.test',
        subject: 'Rewritten',
        html: '<a href="https://evil.example">x</a>',
      }),
      await api('sales', 'PATCH', `/api/emails?${where}`, {}),
      await api('sales', 'PATCH', `/api/emails/${email.id}`, { to: 'sales@roles.test' }),
      await api('sales', 'DELETE', `/api/emails?${where}`),
      await api('sales', 'DELETE', `/api/emails/${email.id}`),
      await api('sales', 'GET', `/api/emails?${where}`),
      await api('sales', 'GET', `/api/emails/${email.id}`),
      await api('editor', 'PATCH', `/api/emails?${where}`, { status: 'queued' }),
      await api('anonymous', 'PATCH', `/api/emails?${where}`, { status: 'queued' }),
    ]
    for (const res of attempts) {
      expect(JSON.stringify(res.body)).not.toContain(token)
      expect(res.body.docs ?? []).toEqual([])
      expect(res.body.doc).toBeUndefined()
    }
    expect(await snapshot()).toEqual(before)
  })

  it('admins’ reads, updates and deletes answer with the links hidden; the email still works', async () => {
    const token = 'Zq3'.repeat(15)
    const link = `https://site.test/en/auth/confirm?token=${token}`
    const created = await payload.create({
      collection: 'emails',
      data: {
        to: 'buyer-link@example.com',
        kind: 'account',
        subject: 'Confirm your email address',
        text: `Confirm: ${link}`,
        html: `<p><a href="${link}">Confirm</a></p><p>${link}</p>`,
        listUnsubscribe: `https://site.test/api/newsletter/unsubscribe?token=1.${token}`,
        status: 'failed',
      },
    })
    const answers = [
      await api('admin', 'GET', `/api/emails/${created.id}?depth=0`),
      await api('admin', 'GET', `/api/emails?where[id][equals]=${created.id}&depth=0`),
      await api('admin', 'PATCH', `/api/emails/${created.id}?depth=0`, { status: 'queued' }),
      await api('admin', 'PATCH', `/api/emails?where[id][equals]=${created.id}`, {
        subject: 'x',
      }),
    ]
    for (const res of answers) {
      expect(res.status).toBe(200)
      const body = JSON.stringify(res.body)
      expect(body).not.toContain(token)
      expect(body).toContain('https://site.test/en/auth/confirm?[hidden]')
    }
    // What the worker sends is untouched.
    const stored = await emailAt(created.id)
    expect(stored).toMatchObject({ text: `Confirm: ${link}`, status: 'queued' })
    expect(stored.html).toContain(link)
    const del = await api('admin', 'DELETE', `/api/emails?where[id][equals]=${created.id}`)
    expect(del.status).toBe(200)
    expect(del.body.docs).toHaveLength(1)
    expect(JSON.stringify(del.body)).not.toContain(token)
  })

  it.each(['admin', 'sales'] as const)(
    '%s changes nothing but a failed email’s status back to Queued',
    async (who) => {
      const email = await payload.create({
        collection: 'emails',
        data: {
          to: `ack-${uid()}@example.com`,
          kind: 'buyer-acknowledgement',
          subject: 'Thank you',
          text: 'We received your inquiry.',
          html: '<p>We received your inquiry.</p>',
          status: 'failed',
          attempts: 7,
          lastError: 'mail server down',
        },
      })
      const emailNow = async () => ({ ...(await emailAt(email.id)), updatedAt: null })
      const before = await emailNow()
      const forged = {
        to: 'evil@example.com',
        replyTo: 'evil@example.com',
        kind: 'sales-notification',
        subject: 'Rewritten',
        text: 'Rewritten',
        html: '<a href="https://evil.example">Rewritten</a>',
        inquiry: targets.inquiries.id,
        listUnsubscribe: 'https://evil.example',
        attempts: 0,
        nextAttemptAt: '2020-01-01T00:00:00.000Z',
        sentAt: '2020-01-01T00:00:00.000Z',
        lastError: null,
        messageId: 'forged',
      }
      // Marking it sent (or anything but a retry) is refused.
      for (const status of ['sent', 'sending'])
        expect((await api(who, 'PATCH', `/api/emails/${email.id}`, { status })).status).toBe(400)
      expect(await emailNow()).toEqual(before)
      // Other fields are dropped, by id and in bulk.
      const one = await api(who, 'PATCH', `/api/emails/${email.id}`, forged)
      expect(one.status).toBe(200)
      const bulk = await api(who, 'PATCH', `/api/emails?where[id][equals]=${email.id}`, forged)
      expect(bulk.status).toBe(200)
      expect(await emailNow()).toEqual(before)
      // The retry itself.
      const retry = await api(who, 'PATCH', `/api/emails/${email.id}`, {
        ...forged,
        status: 'queued',
      })
      expect(retry.status).toBe(200)
      const after = await emailNow()
      expect(after.status).toBe('queued')
      expect(Date.parse(after.nextAttemptAt!)).toBeGreaterThan(Date.now() - 60_000)
      expect({ ...after, status: null, nextAttemptAt: null }).toEqual({
        ...before,
        status: null,
        nextAttemptAt: null,
      })
      // A queued email cannot be set to failed (it would never be sent).
      expect(
        (await api(who, 'PATCH', `/api/emails/${email.id}`, { status: 'failed' })).status,
      ).toBe(400)
    },
  )

  it('sales’ bulk PATCH of the whole outbox reaches no account or newsletter email', async () => {
    await payload.create({
      collection: 'emails',
      data: { to: 'x@example.com', kind: 'newsletter', subject: 'S', text: 'T', status: 'failed' },
    })
    const before = await snapshot()
    const res = await api('sales', 'PATCH', '/api/emails?where[id][exists]=true&limit=500', {
      status: 'queued',
    })
    // 400: the emails not failed refuse the change; the others were retried.
    expect([200, 400]).toContain(res.status)
    const kinds = new Set(res.body.docs!.map((d) => d.kind))
    expect(kinds.has('account') || kinds.has('newsletter')).toBe(false)
    const after = await snapshot()
    for (const [i, row] of before.entries()) {
      if (row.kind === 'account' || row.kind === 'newsletter') expect(after[i]).toEqual(row)
      else if (row.status !== 'failed') expect(after[i].status).toBe(row.status)
    }
  })
})

// ---------------------------------------------------------------------------------------------
// Fields read-only in the admin are read-only in the API, for every role
// ---------------------------------------------------------------------------------------------

describe('read-only fields through the API', () => {
  type Case = {
    slug: CollectionSlug
    create: () => Promise<Doc>
    forged: Record<string, unknown>
  }
  const cases: Record<string, Case> = {
    inquiries: {
      slug: 'inquiries',
      create: () => localCreate('inquiries', fixtures.inquiries.data(uid())),
      forged: {
        type: 'quote',
        form: 'quote',
        locale: 'fr',
        name: 'Forged',
        email: 'forged@example.com',
        message: 'Forged',
        product: 'forged',
        consentAt: '2020-01-01T00:00:00.000Z',
        policyVersion: 'forged',
        buyer: null,
        firstResponseAt: '2020-01-01T00:00:00.000Z',
        firstResponseMinutes: 1,
      },
    },
    buyers: {
      slug: 'buyers',
      create: () => localCreate('buyers', fixtures.buyers.data(uid())),
      forged: {
        email: `forged-${uid()}@example.com`,
        emailConfirmedAt: '2020-01-01T00:00:00.000Z',
        lastSignInAt: '2020-01-01T00:00:00.000Z',
        passwordHash: 'scrypt$1$1$1$Zm9yZ2Vk$Zm9yZ2Vk',
      },
    },
    subscribers: {
      slug: 'subscribers',
      create: () => localCreate('subscribers', fixtures.subscribers.data(uid())),
      forged: {
        email: `forged-${uid()}@example.com`,
        locale: 'fr',
        source: 'articles',
        consentAt: '2020-01-01T00:00:00.000Z',
        confirmedAt: '2020-01-01T00:00:00.000Z',
        confirmTokenHash: 'forged',
      },
    },
    'scheduled-jobs': {
      slug: 'scheduled-jobs',
      create: async () =>
        (await payload.create({
          collection: 'scheduled-jobs',
          data: {
            name: `roles-job-${uid()}`,
            lastRunAt: '2026-01-01T00:00:00.000Z',
            lastResult: 'ok',
          },
        })) as unknown as Doc,
      forged: {
        name: 'forged',
        lastRunAt: '2020-01-01T00:00:00.000Z',
        lastResult: 'forged',
        lockedBy: 'forged',
        lockedUntil: '2099-01-01T00:00:00.000Z',
      },
    },
  }
  const raw = async (slug: CollectionSlug, id: number) =>
    (
      await payload.find({
        collection: slug,
        where: { id: { equals: id } },
        depth: 0,
        showHiddenFields: true,
      })
    ).docs[0] as unknown as Doc
  const table = Object.keys(cases).flatMap((name) => ROLES.map((who) => ({ name, who })))

  it.each(table)('$name: $who writes read-only fields by id and in bulk', async ({ name, who }) => {
    const { slug, create, forged } = cases[name]
    const doc = await create()
    const before = await raw(slug, doc.id)
    const one = await api(who, 'PATCH', `/api/${slug}/${doc.id}`, forged)
    const bulk = await api(who, 'PATCH', `/api/${slug}?where[id][equals]=${doc.id}`, forged)
    for (const res of [one, bulk]) expect([200, 403]).toContain(res.status)
    const after = await raw(slug, doc.id)
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null })
  })

  it('sales cannot set the first response (it feeds the public response time)', async () => {
    const doc = await localCreate('inquiries', fixtures.inquiries.data(uid()))
    const res = await api('sales', 'PATCH', `/api/inquiries/${doc.id}`, {
      status: 'in-review',
      firstResponseAt: '2020-01-01T00:00:00.000Z',
      firstResponseMinutes: 1,
    })
    expect(res.status).toBe(200)
    const after = await raw('inquiries', doc.id)
    expect(after.status).toBe('in-review')
    // Computed: the inquiry is seconds old, answered now.
    expect(after.firstResponseMinutes).toBe(0)
    expect(Date.parse(after.firstResponseAt as string)).toBeGreaterThan(Date.now() - 60_000)
    // …and not moved afterwards.
    await api('sales', 'PATCH', `/api/inquiries/${doc.id}`, { firstResponseMinutes: 5000 })
    expect((await raw('inquiries', doc.id)).firstResponseMinutes).toBe(0)
  })
})
