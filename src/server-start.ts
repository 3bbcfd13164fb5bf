import type { EventEmitter } from 'node:events'
import { getPayload, type Payload } from 'payload'
import config from './payload.config'
import { parseEnv } from './lib/env'
import { logger } from './lib/logger'
import { startScheduledPublishing, stopScheduledPublishing } from './lib/scheduled-publish'
import { onShutdown } from './lib/server-channels.mjs'
import { bootstrap } from './seed/bootstrap'
import {
  startBlogGenerationWorker,
  stopBlogGenerationWorker,
} from './features/blog/generation/worker'
import { kickOutbox, startOutboxWorker, stopOutboxWorker } from './features/email/outbox'
import { startReplyReminders, stopReplyReminders } from './features/inquiries/reminders'
import { startNewsWorker, stopNewsWorker } from './features/news/ingest/job'
import { loadContactEmail } from './features/site/contact-email'
import { startQuotationSweep, stopQuotationSweep } from './features/quotations/expiry'
import { startPolicyAlerts, stopPolicyAlerts } from './features/policy/notify'
import { siteUrl } from './lib/site-url'

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
  const payload = await getPayload({ config })
  watchDatabasePool(payload)
  await bootstrap(payload)
  await loadContactEmail(payload)
  startOutboxWorker(() => getPayload({ config }))
  startNewsWorker(() => getPayload({ config }))
  startBlogGenerationWorker(() => getPayload({ config }))
  startScheduledPublishing(() => getPayload({ config }))
  startQuotationSweep(() => getPayload({ config }), siteUrl, kickOutbox)
  startReplyReminders(() => getPayload({ config }), kickOutbox)
  startPolicyAlerts(() => getPayload({ config }))
  // When the production server shuts down, after it stopped accepting requests: no new runs,
  // and those in progress finish.
  onShutdown(() =>
    Promise.all([
      stopOutboxWorker(),
      stopNewsWorker(),
      stopBlogGenerationWorker(),
      stopScheduledPublishing(),
      stopQuotationSweep(),
      stopReplyReminders(),
      stopPolicyAlerts(),
    ]),
  )
}
