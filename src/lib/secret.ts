import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * PAYLOAD_SECRET from the environment, or a random one kept in data/ so that a first start
 * needs no configuration and sessions survive restarts. Several instances must share one: set it.
 */
export function payloadSecret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.resolve(process.cwd(), 'data/.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const secret = randomBytes(32).toString('hex')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return fs.readFileSync(file, 'utf8').trim()
  }
}
