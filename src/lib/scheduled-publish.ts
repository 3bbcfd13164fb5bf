import type { Payload } from 'payload'
import { revalidateFromBackground } from './background-revalidate'
import { logger } from './logger'
import { singleton } from './singleton.mjs'

/**
 * Scheduled publishing and unpublishing (docs/decisions/015-scheduled-publishing.md): staff
 * schedule them in the admin, which queues Payload's own `schedulePublish` job with the time;
 * each server process runs the jobs that are due, here, and then marks its cached pages stale
 * (the job's own hooks run outside any request, where Next cannot be told).
 */

/** How often each instance looks for due jobs: a scheduled change is public within this. */
export const TICK_MS = 10_000
/** Jobs run in one tick at most (the rest in the next). */
const BATCH = 20

/** Runs the due scheduled-publish jobs once; returns how many ran. */
export async function runScheduledPublishing(payload: Payload): Promise<number> {
  const result = await payload.jobs.run({ queue: 'default', limit: BATCH, silent: true })
  const ran = Object.keys(result.jobStatus ?? {}).length
  if (ran > 0) logger.info({ jobs: ran }, 'scheduled publishing ran')
  return ran
}

type WorkerState = { timer?: NodeJS.Timeout; running: boolean }
// One worker per process (instrumentation and route handlers load this module separately).
const state = singleton<WorkerState>('scheduled-publish', () => ({ running: false }))

/** Starts this process's runner (server start). */
export function startScheduledPublishing(getPayloadClient: () => Promise<Payload>): void {
  if (state.timer) return
  const tick = async () => {
    if (state.running || !state.timer) return
    state.running = true
    try {
      if ((await runScheduledPublishing(await getPayloadClient())) > 0)
        await revalidateFromBackground('scheduled publishing')
    } catch (error) {
      logger.error({ error: String(error) }, 'scheduled publishing tick failed')
    } finally {
      state.running = false
    }
  }
  state.timer = setInterval(() => void tick(), TICK_MS)
  state.timer.unref()
}

/** Stops the runner (graceful shutdown); resolves when a run in progress has finished. */
export async function stopScheduledPublishing(): Promise<void> {
  clearInterval(state.timer)
  state.timer = undefined
  while (state.running) await new Promise((r) => setTimeout(r, 50))
}
