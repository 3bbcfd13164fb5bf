// A real SMTP server for the end-to-end run: every accepted message is written to `dir` as
// <time>-<n>.eml with a first line "X-Envelope-To: …", so tests can read what the site sent.
import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

/** @returns {Promise<{ url: string, close: () => Promise<void> }>} */
export async function startMailbox(dir) {
  fs.mkdirSync(dir, { recursive: true })
  let n = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (c) => chunks.push(c))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ')
        const file = path.join(dir, `${Date.now()}-${String(++n).padStart(4, '0')}.eml`)
        fs.writeFileSync(file, `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`)
        callback(null)
      })
    },
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
