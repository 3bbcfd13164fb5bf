import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One message as the SMTP server received it: the envelope and the raw RFC 5322 text. */
export type ReceivedMail = { from: string | null; to: string[]; raw: string }

export type SmtpServerOptions = {
  /** Return an error to refuse a recipient (RCPT TO), e.g. a 550 mailbox unavailable. */
  rejectRecipient?: (address: string) => Error | null
  /** Return an error to refuse the message after DATA, e.g. a 451 local error. */
  rejectData?: () => Error | null
  /** Awaited before each message is accepted: a slow relay. */
  holdData?: () => Promise<void>
  /** The port to listen on (default: a free one), e.g. that of a server that was down. */
  port?: number
}

/** An SMTP error as a real server answers it: a message and a reply code. */
export function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode })
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 and a random port, without TLS or
 * authentication, that keeps every accepted message in `received`.
 */
export async function startSmtpServer(options: SmtpServerOptions = {}) {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    onRcptTo(address, _session, callback) {
      callback(options.rejectRecipient?.(address.address) ?? null)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        await options.holdData?.()
        const error = options.rejectData?.()
        if (error) return callback(error)
        const mailFrom = session.envelope.mailFrom
        received.push({
          from: mailFrom ? mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback(null)
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>

/** A port nothing listens on: bound once to get a free number, then closed again. */
export async function closedPort(): Promise<number> {
  const net = await import('node:net')
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()))
  const port = (probe.address() as AddressInfo).port
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

// ---- Reading a raw message (mailparser does not install here) ----

export type MimeLeaf = {
  contentType: string
  headers: Record<string, string>
  body: string
  /** The part's bytes as sent (a file attached in base64 stays binary here). */
  bytes: Buffer
}
export type ParsedMail = { headers: Record<string, string>; parts: MimeLeaf[] }

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) → text. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, enc: string, text) => {
      if (enc.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8')
      return decodeQuotedPrintable(text.replace(/_/g, ' '))
    })
}

/** Quoted-printable body → text (UTF-8). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i]
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(c, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const text = raw.replace(/\r\n/g, '\n')
  const end = text.indexOf('\n\n')
  const head = end < 0 ? text : text.slice(0, end)
  const body = end < 0 ? '' : text.slice(end + 2)
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    headers[name] ??= decodeWords(line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function leaves(raw: string): MimeLeaf[] {
  const { headers, body } = splitHeaders(raw)
  const contentType = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`)
    return sections
      .slice(1)
      .filter((s) => !s.startsWith('--'))
      .flatMap((s) => leaves(s.replace(/^\n/, '')))
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : Buffer.from(encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body, 'utf8')
  return [
    {
      contentType: contentType.split(';')[0].trim().toLowerCase(),
      headers,
      body: bytes.toString('utf8'),
      bytes,
    },
  ]
}

/** A raw message → its decoded headers and its text parts, decoded. */
export function parseMail(raw: string): ParsedMail {
  return { headers: splitHeaders(raw).headers, parts: leaves(raw) }
}

/** The files attached to a message: each part sent as an attachment, with its name and bytes. */
export function mailAttachments(mail: ParsedMail) {
  return mail.parts
    .filter((p) => /^attachment\b/i.test(p.headers['content-disposition'] ?? ''))
    .map((p) => ({
      filename: /filename="?([^";]+)"?/i.exec(p.headers['content-disposition'])?.[1] ?? '',
      contentType: p.contentType,
      bytes: p.bytes,
    }))
}

/** The decoded body of the first part of this type ('text/plain', 'text/html'). */
export function mailPart(mail: ParsedMail, type: string): string {
  const part = mail.parts.find((p) => p.contentType === type)
  if (!part) throw new Error(`no ${type} part in the message`)
  return part.body
}
