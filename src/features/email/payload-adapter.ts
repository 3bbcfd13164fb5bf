import type { EmailAdapter, SendEmailOptions } from 'payload'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { emailDocument } from './layout'
import { kickOutbox } from './outbox'
import { queueEmail } from './store'

/** "Name <address>" or a bare address. */
function parseFrom(from: string): { name: string; address: string } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return m
    ? { name: m[1].replace(/^"|"$/g, ''), address: m[2] }
    : { name: '', address: from.trim() }
}

function recipients(to: SendEmailOptions['to']): string[] {
  const list = Array.isArray(to) ? to : to ? [to] : []
  return list.map((r) => (typeof r === 'string' ? r : r.address)).filter(Boolean)
}

const textOf = (html: string) =>
  html
    .replace(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/gi, '$2 ($1)')
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim()

/**
 * Payload's HTML (a fragment) as a whole document in the admin's language, English (the admin
 * has no other), like every other email the site sends.
 */
export function staffEmailHtml(html: string): string {
  return /^\s*(<!doctype|<html)/i.test(html) ? html : emailDocument('en', html)
}

/**
 * Payload's own emails (the staff "Forgot password" link in /admin) go through the outbox like
 * every other message: stored, delivered by the worker, retried, visible to admins. They are
 * queued after the operation that sends them has finished (its transaction may still hold the
 * database), and a failure to queue is logged.
 */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => {
  const from = parseFrom(env().MAIL_FROM)
  return {
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const fragment = typeof message.html === 'string' ? message.html : null
      const html = fragment === null ? null : staffEmailHtml(fragment)
      const text =
        typeof message.text === 'string' ? message.text : fragment ? textOf(fragment) : ''
      const subject = String(message.subject ?? '')
      const to = recipients(message.to)
      setImmediate(() => {
        Promise.all(
          to.map((address) =>
            queueEmail(payload, { to: address, subject, text, html, kind: 'account' }),
          ),
        )
          .then(() => kickOutbox())
          .catch((error) => logger.error({ error: String(error), subject }, 'email not queued'))
      })
      return { queued: to.length }
    },
  }
}
