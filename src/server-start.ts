import { getPayload } from 'payload'
import config from './payload.config'
import { parseEnv } from './lib/env'
import { bootstrap } from './seed/bootstrap'

/** Checks the environment, then migrates and seeds the database before the first request. */
export async function startServer(): Promise<void> {
  const parsed = parseEnv(process.env)
  if (!parsed.ok) {
    for (const line of parsed.errors) console.error(line)
    process.exit(1)
  }
  const payload = await getPayload({ config })
  await bootstrap(payload)
}
