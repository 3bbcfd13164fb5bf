import { APIError, ValidationError, type Endpoint, type PayloadRequest } from 'payload'
import { isSalesTeam } from '@/access'
import { kickOutbox } from '@/features/email'
import type { User } from '@/payload-types'
import { cleanMessageBody } from './body'
import { MESSAGE_MAX, POST_BODY_MAX } from './constants'
import { conversationEmailsQueued } from './hooks'

const json = (body: Record<string, unknown>, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** The staff member's name as the thread shows it. */
export const staffName = (user: Pick<User, 'name' | 'email'> | null | undefined) =>
  user?.name?.trim() || user?.email || 'Staff'

async function readText(req: PayloadRequest): Promise<unknown> {
  try {
    const raw = await req.text?.()
    if (!raw || raw.length > POST_BODY_MAX) return null
    return (JSON.parse(raw) as { body?: unknown }).body
  } catch {
    return null
  }
}

/**
 * POST /api/inquiry-messages/reply/:id (JSON { body }): the Conversation box's "Send reply". A
 * staff reply to the inquiry, emailed to the buyer (collection hooks). Admins and sales staff
 * only; staff cookies are honoured from the site's own origin alone (Payload's csrf list).
 */
const reply: Endpoint = {
  path: '/reply/:id',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return json({ error: 'Sign in as sales staff first.' }, 401)
    if (!isSalesTeam(req.user))
      return json({ error: 'Only admins and sales staff reply to buyers.' }, 403)
    const raw = String(req.routeParams?.id ?? '')
    if (!/^[1-9]\d{0,9}$/.test(raw)) return json({ error: 'No such inquiry.' }, 404)
    const clean = cleanMessageBody(await readText(req))
    if (!clean.ok)
      return json(
        {
          error:
            clean.error === 'empty'
              ? 'Write a message first.'
              : `A message is at most ${MESSAGE_MAX} characters.`,
        },
        400,
      )
    try {
      const doc = await req.payload.create({
        collection: 'inquiry-messages',
        data: { inquiry: Number(raw), body: clean.body, author: 'staff' },
        overrideAccess: false,
        user: req.user,
        depth: 0,
      })
      await conversationEmailsQueued()
      kickOutbox()
      return json(
        {
          message: 'Reply sent to the buyer.',
          doc: {
            id: doc.id,
            author: 'staff',
            by: staffName(req.user as User),
            body: doc.body,
            createdAt: doc.createdAt,
          },
        },
        201,
      )
    } catch (error) {
      if (error instanceof ValidationError)
        return json({ error: error.data.errors.map((e) => e.message).join(' ') }, 400)
      if (error instanceof APIError && error.status < 500)
        return json({ error: error.message }, error.status)
      throw error
    }
  },
}

export const conversationEndpoints: Endpoint[] = [reply]
