import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

export type OutgoingMail = {
  from: string
  to: string
  replyTo?: string | null
  subject: string
  text: string
  html?: string | null
  /** One-click unsubscribe URL: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  listUnsubscribe?: string | null
  attachments?: MailAttachment[]
}

/** A file sent with a message (a proforma invoice). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer }

/** Something that delivers one message or throws. */
export interface MailTransport {
  readonly name: string
  send(mail: OutgoingMail): Promise<{ messageId: string }>
}

function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
    headers: mail.listUnsubscribe
      ? {
          'List-Unsubscribe': `<${mail.listUnsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : undefined,
  }
}

/** Real delivery over SMTP (`SMTP_URL`, e.g. smtp://user:pass@mail.example.com:587). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never)
  return {
    name: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail))
      if (info.rejected?.length) throw new Error(`rejected: ${info.rejected.join(', ')}`)
      return { messageId: info.messageId }
    },
  }
}

/**
 * The default without a mail server: each message is written as an .eml file (open it in any
 * mail program) and logged.
 */
export function fileOutboxTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  return {
    name: 'file',
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail))
      await fs.mkdir(dir, { recursive: true })
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>]/g, '').replace(/[^a-zA-Z0-9.-]/g, '_')}.eml`,
      )
      await fs.writeFile(file, info.message as Buffer)
      logger.info(
        { to: mail.to, subject: mail.subject, file },
        'email written to the outbox folder',
      )
      return { messageId: info.messageId }
    },
  }
}

/** SMTP when `SMTP_URL` is set, else the outbox folder (`MAIL_OUTBOX_DIR`). */
export function defaultTransport(): MailTransport {
  const { SMTP_URL, MAIL_OUTBOX_DIR } = env()
  return SMTP_URL ? smtpTransport(SMTP_URL) : fileOutboxTransport(path.resolve(MAIL_OUTBOX_DIR))
}
