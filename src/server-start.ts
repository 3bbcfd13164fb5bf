import fs from 'node:fs'
import path from 'node:path'
import type { EventEmitter } from 'node:events'
import { getPayload, type Payload } from 'payload'
import config from './payload.config'
import { parseEnv } from './lib/env'
import { logger } from './lib/logger'
import { bootstrap } from './seed/bootstrap'
import {
  startBlogGenerationWorker,
  stopBlogGenerationWorker,
} from './features/blog/generation/worker'
import { startOutboxWorker, stopOutboxWorker } from './features/email/outbox'
import { startNewsWorker, stopNewsWorker } from './features/news/ingest/job'
import { loadContactEmail } from './features/site/contact-email'

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

/**
 * PostgreSQL: a pooled connection that breaks while idle (the server restarted or stopped, the
 * network dropped it) is reported on the pool; unheard, that event would end the process. The
 * pool opens new connections on the next queries, so the site recovers when the database is
 * back, without a restart (tests/e2e/faults.e2e.ts).
 */
function watchDatabasePool(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: EventEmitter }).pool
  pool?.on('error', (error: Error) =>
    logger.warn({ error: String(error) }, 'database connection lost; reconnecting on demand'),
  )
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
  watchDatabasePool(payload)
  await bootstrap(payload)
  await loadContactEmail(payload)
  startOutboxWorker(() => getPayload({ config }))
  startNewsWorker(() => getPayload({ config }))
  startBlogGenerationWorker(() => getPayload({ config }))
  // The production server (server/index.mjs) calls this on SIGTERM/SIGINT, after it stopped
  // accepting requests: no new runs, and those in progress finish.
  ;(globalThis as Record<symbol, unknown>)[Symbol.for('bharat-agro.stop-background-jobs')] =
    async () => {
      await Promise.all([stopOutboxWorker(), stopNewsWorker(), stopBlogGenerationWorker()])
    }
}
