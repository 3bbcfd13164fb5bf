import { ValidationError, type CollectionBeforeChangeHook, type Payload } from 'payload'

import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { OUTBOX_POLL_MS, RETRY_DELAYS_MINUTES, STALE_SENDING_MS, type EmailKind } from './constants'
import { attachmentsOf, claimDueEmails, renewClaim, settleEmail } from './store'
import { defaultTransport, type MailTransport } from './transport'
import { singleton } from '@/lib/singleton.mjs'

export type NewEmail = {
  to: string
  replyTo?: string | null
  subject: string
  text: string
  html?: string | null
  kind: EmailKind
  inquiry?: number | null
}

export type DeliveryReport = { sent: number; retrying: number; failed: number }

/**
 * Delivers every due message once: sent ones are marked sent; a failure is retried after the
 * next delay of RETRY_DELAYS_MINUTES, and after the last one the message is marked failed.
 */
export async function deliverDueEmails(
  payload: Payload,
  options: { transport?: MailTransport; now?: Date; limit?: number } = {},
): Promise<DeliveryReport> {
  const now = options.now ?? new Date()
  const transport = options.transport ?? defaultTransport()
  const docs = await claimDueEmails(
    payload,
    now,
    new Date(now.getTime() - STALE_SENDING_MS),
    options.limit ?? 25,
  )
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 }
  const from = env().MAIL_FROM
  for (const email of docs) {
    if (!(await renewClaim(payload, email.id, email.updatedAt))) {
      logger.warn({ email: email.id }, 'email taken over by another worker; not sent again')
      continue
    }
    const attempts = (email.attempts ?? 0) + 1
    try {
      const { messageId } = await transport.send({
        from,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
        listUnsubscribe: email.listUnsubscribe,
        attachments: attachmentsOf(email),
      })
      await settleEmail(payload, email.id, {
        status: 'sent',
        attempts,
        sentAt: new Date().toISOString(),
        messageId,
        lastError: null,
        nextAttemptAt: null,
      })
      report.sent++
    } catch (error) {
      const delay = RETRY_DELAYS_MINUTES[attempts - 1]
      const lastError = String((error as Error)?.message ?? error).slice(0, 500)
      await settleEmail(
        payload,
        email.id,
        delay === undefined
          ? { status: 'failed', attempts, lastError, nextAttemptAt: null }
          : {
              status: 'queued',
              attempts,
              lastError,
              nextAttemptAt: new Date(now.getTime() + delay * 60_000).toISOString(),
            },
      )
      logger.warn(
        { email: email.id, to: email.to, attempts, transport: transport.name, error: lastError },
        delay === undefined
          ? 'email delivery failed for good'
          : 'email delivery failed; will retry',
      )
      if (delay === undefined) report.failed++
      else report.retrying++
    }
  }
  return report
}

/**
 * Staff change one thing in the outbox: a failed message back to Queued (retry now). Marking a
 * message sent, or one still queued or being sent as failed, would hide it from delivery or
 * send it twice. The system writes through the Local API or SQL, without a user.
 */
export const onlyRetryByStaff: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (!req.user || !originalDoc) return data
  const next = data.status
  if (next === undefined || next === originalDoc.status) return data
  if (next === 'queued' && originalDoc.status === 'failed') return data
  throw new ValidationError({
    collection: 'emails',
    errors: [
      {
        path: 'status',
        message: 'Staff can only set a failed email back to Queued, to send it again now.',
      },
    ],
  })
}

/** Staff setting a message back to Queued asks for delivery now. */
export const retryNowWhenRequeued: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
}) => {
  if (operation === 'update' && data.status === 'queued' && originalDoc?.status !== 'queued') {
    data.nextAttemptAt = new Date().toISOString()
    setTimeout(kickOutbox, 100)
  }
  return data
}

// One worker per process (instrumentation and route handlers load this module separately).
type WorkerState = {
  payload?: () => Promise<Payload>
  timer?: NodeJS.Timeout
  kicked?: NodeJS.Timeout
  running: boolean
  again: boolean
}
const state = singleton<WorkerState>('email.outbox', () => ({ running: false, again: false }))

async function runOnce(): Promise<void> {
  if (!state.payload) return
  if (state.running) {
    state.again = true
    return
  }
  state.running = true
  try {
    do {
      state.again = false
      const started = Date.now()
      const payload = await state.payload()
      const report = await deliverDueEmails(payload)
      if (report.sent + report.retrying + report.failed >= 25) {
        state.again = true
        // A busy spell: pause as long as the batch took, so requests keep most of the CPU.
        await new Promise((r) => setTimeout(r, Date.now() - started))
      }
    } while (state.again)
  } catch (error) {
    logger.error({ error: String(error) }, 'outbox run failed')
  } finally {
    state.running = false
  }
}

/** Starts the delivery worker of this process (server start). */
export function startOutboxWorker(getPayloadClient: () => Promise<Payload>): void {
  if (env().OUTBOX_WORKER === 'false' || state.timer) return
  state.payload = getPayloadClient
  state.timer = setInterval(() => void runOnce(), OUTBOX_POLL_MS)
  state.timer.unref()
  void runOnce()
}

/**
 * Stops this process's worker (graceful shutdown): no new runs; resolves when a run in progress
 * has finished its batch.
 */
export async function stopOutboxWorker(): Promise<void> {
  clearInterval(state.timer)
  clearTimeout(state.kicked)
  state.timer = undefined
  state.kicked = undefined
  state.payload = undefined
  state.again = false
  while (state.running) await new Promise((r) => setTimeout(r, 50))
}

/** Delivers new messages soon, without waiting for the next poll. */
export function kickOutbox(): void {
  if (!state.payload || state.kicked) return
  // A short pause lets a burst of inquiries go out in one batch.
  state.kicked = setTimeout(() => {
    state.kicked = undefined
    void runOnce()
  }, 500)
}
