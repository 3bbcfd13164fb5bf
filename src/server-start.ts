import fs from 'node:fs'
import path from 'node:path'
import { getPayload } from 'payload'
import config from './payload.config'
import { parseEnv } from './lib/env'
import { logger } from './lib/logger'
import { bootstrap } from './seed/bootstrap'
import { startBlogGenerationWorker } from './features/blog/generation/worker'
import { startOutboxWorker } from './features/email/outbox'
import { startNewsWorker } from './features/news/ingest/job'

/**
 * Pages rendered by an earlier run may show content the database no longer has (a restore, a
 * fresh database, edits made while this server was down): start with an empty page cache.
 */
function clearRenderedPages(): void {
  const dir = path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'server', 'route-cache')
  try {
    fs.rmSync(dir, { recursive: true, force: true })
  } catch (error) {
    logger.warn({ err: String(error) }, 'could not clear the rendered-page cache')
  }
}

/** Checks the environment, then migrates and seeds the database before the first request. */
export async function startServer(): Promise<void> {
  const parsed = parseEnv(process.env)
  if (!parsed.ok) {
    for (const line of parsed.errors) console.error(line)
    process.exit(1)
  }
  clearRenderedPages()
  const payload = await getPayload({ config })
  await bootstrap(payload)
  startOutboxWorker(() => getPayload({ config }))
  startNewsWorker(() => getPayload({ config }))
  startBlogGenerationWorker(() => getPayload({ config }))
}
