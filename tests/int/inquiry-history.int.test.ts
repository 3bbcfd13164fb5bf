/**
 * The inquiry lifecycle's history (features/inquiries/history.ts): every status change is kept
 * with who made it; nobody writes the history through the API; editors cannot read it; the
 * statuses of a database from before the lifecycle keep their meaning (the migration's data step).
 */
import type { Migration, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dialect } from '@/db'
import { recordInquiryEvent } from '@/features/inquiries'
import { sqlDb } from '@/lib/sql'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import type { Inquiry, User } from '@/payload-types'
import { startTestPayload } from '../helpers/payload'

let payload: Payload
let close: () => Promise<void>
let sales: User
let editor: User

const as = (user: User) => ({ overrideAccess: false, user: { ...user, collection: 'users' } })

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('inqhistory'))
  sales = await payload.create({
    collection: 'users',
    data: {
      email: 'sales@history.test',
      password: 'history-test-pw-1',
      role: 'sales',
      name: 'Sam',
    },
  })
  editor = await payload.create({
    collection: 'users',
    data: { email: 'editor@history.test', password: 'history-test-pw-1', role: 'editor' },
  })
})
afterAll(async () => close?.())

function newInquiry(): Promise<Inquiry> {
  return payload.create({
    collection: 'inquiries',
    data: {
      type: 'general',
      form: 'contact',
      locale: 'en',
      name: 'Sara Ali',
      email: 'sara@acme.example',
      message: 'Please send your price list for spices.',
      status: 'new',
    },
  })
}

const history = async (inquiry: number) =>
  (
    await payload.find({
      collection: 'inquiry-events',
      where: { inquiry: { equals: inquiry } },
      sort: 'at',
      depth: 0,
    })
  ).docs

describe('inquiry history', () => {
  it('records a status change with the sales user who made it', async () => {
    const inquiry = await newInquiry()
    const startedAt = Date.now()
    await payload.update({
      collection: 'inquiries',
      id: inquiry.id,
      data: { status: 'in-review' },
      ...as(sales),
    })
    await payload.update({
      collection: 'inquiries',
      id: inquiry.id,
      data: { staffNotes: 'Called the buyer.' },
      ...as(sales),
    })
    await payload.update({ collection: 'inquiries', id: inquiry.id, data: { status: 'spam' } })
    const events = await history(inquiry.id)
    // A change of the notes alone is no status change.
    expect(events).toHaveLength(2)
    expect(events[0]).toMatchObject({
      kind: 'status',
      from: 'new',
      to: 'in-review',
      by: sales.id,
      actor: 'staff',
    })
    expect(Date.parse(events[0].at)).toBeGreaterThanOrEqual(startedAt - 1000)
    // Made by no staff member (a script, a job): the system.
    expect(events[1]).toMatchObject({ from: 'in-review', to: 'spam', by: null, actor: 'system' })
  })

  it('takes entries from other code through recordInquiryEvent, buyer ones without a user', async () => {
    const inquiry = await newInquiry()
    await recordInquiryEvent(payload, {
      inquiry: inquiry.id,
      kind: 'declined',
      actor: 'buyer',
      from: 'quoted',
      to: 'declined',
      note: 'Price too high.',
    })
    expect(await history(inquiry.id)).toMatchObject([
      { kind: 'declined', actor: 'buyer', by: null, note: 'Price too high.' },
    ])
  })

  it('is read by sales staff, not by editors, and written by nobody through the API', async () => {
    const inquiry = await newInquiry()
    await payload.update({ collection: 'inquiries', id: inquiry.id, data: { status: 'quoted' } })
    const where = { inquiry: { equals: inquiry.id } }
    const seen = await payload.find({ collection: 'inquiry-events', where, ...as(sales) })
    expect(seen.docs.map((e) => e.to)).toEqual(['quoted'])
    await expect(
      payload.find({ collection: 'inquiry-events', where, ...as(editor) }),
    ).rejects.toMatchObject({ status: 403 })
    const [event] = seen.docs
    for (const write of [
      () =>
        payload.create({
          collection: 'inquiry-events',
          data: {
            inquiry: inquiry.id,
            at: new Date().toISOString(),
            actor: 'staff',
            kind: 'note',
            note: 'x',
          },
          ...as(sales),
        }),
      () =>
        payload.update({
          collection: 'inquiry-events',
          id: event.id,
          data: { to: 'accepted' },
          ...as(sales),
        }),
      () => payload.delete({ collection: 'inquiry-events', id: event.id, ...as(sales) }),
    ])
      await expect(write()).rejects.toMatchObject({ status: 403 })
    expect((await history(inquiry.id)).map((e) => e.to)).toEqual(['quoted'])
  })

  it('goes when its inquiry is deleted', async () => {
    const inquiry = await newInquiry()
    await payload.update({ collection: 'inquiries', id: inquiry.id, data: { status: 'quoted' } })
    expect(await history(inquiry.id)).toHaveLength(1)
    await payload.delete({ collection: 'inquiries', id: inquiry.id })
    expect(await history(inquiry.id)).toHaveLength(0)
  })

  it('counts any move on from New but Spam as the first response', async () => {
    for (const status of ['in-review', 'quoted', 'declined', 'withdrawn'] as const) {
      const inquiry = await newInquiry()
      const updated = await payload.update({
        collection: 'inquiries',
        id: inquiry.id,
        data: { status },
        ...as(sales),
      })
      expect(updated.firstResponseAt, status).toBeTruthy()
    }
    const spam = await newInquiry()
    const marked = await payload.update({
      collection: 'inquiries',
      id: spam.id,
      data: { status: 'spam' },
      ...as(sales),
    })
    expect(marked.firstResponseAt ?? null).toBeNull()
  })
})

describe('the lifecycle migration', () => {
  it('maps the statuses stored before it: In progress, Won and Lost', async () => {
    const all = (dialect() === 'postgres' ? postgresMigrations : sqliteMigrations) as Migration[]
    // The migration that renames the statuses (whatever it is called after a regeneration).
    const mine = all.findIndex((m) => String(m.up).includes('renameInquiryStatuses'))
    expect(mine).toBeGreaterThan(0)
    // Back to the schema before it (its own `down`, and any later ones), then rows as they were.
    const { drizzle } = sqlDb(payload)
    for (const migration of all.slice(mine).reverse())
      await migration.down({ db: drizzle, payload, req: {} } as never)
    await payload.db.execute({
      drizzle,
      raw: `DELETE FROM "payload_migrations" WHERE "name" IN (${all
        .slice(mine)
        .map((m) => `'${m.name}'`)
        .join(', ')})`,
    })
    const old = ['new', 'in-progress', 'quoted', 'won', 'lost', 'spam']
    for (const [i, status] of old.entries())
      await payload.db.execute({
        drizzle,
        raw: `INSERT INTO "inquiries" ("id", "type", "form", "locale", "name", "email", "message", "status") VALUES (${9000 + i}, 'general', 'contact', 'en', 'Old ${i}', 'old${i}@example.com', 'Old inquiry.', '${status}')`,
      })

    await payload.db.migrate({ migrations: all })
    const { docs } = await payload.find({
      collection: 'inquiries',
      where: { id: { greater_than_equal: 9000 } },
      sort: 'id',
      depth: 0,
    })
    expect(docs.map((d) => d.status)).toEqual([
      'new',
      'in-review',
      'quoted',
      'accepted',
      'declined',
      'spam',
    ])
    // The new statuses are accepted by the database too (the PostgreSQL enum was replaced).
    await payload.update({ collection: 'inquiries', id: 9000, data: { status: 'withdrawn' } })
    expect((await history(9000)).map((e) => e.to)).toEqual(['withdrawn'])
  })
})
