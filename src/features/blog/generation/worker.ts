import os from 'node:os'
import type { Payload } from 'payload'
import { revalidateFromBackground } from '@/lib/background-revalidate'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { claimJob, jobRow, releaseJob, type JobRow } from '@/lib/job-lease'
import { runBlogGeneration, type RunOptions, type RunReport } from './generate'
import { GENERATION } from './rules'
import { singleton } from '@/lib/singleton.mjs'

export const JOB_NAME = 'blog-generation'
/** How often each instance checks whether a run is due. */
export const TICK_MS = 60_000
/** How long a claimed run may take before another instance may take over. */
export const LEASE_MS = 30 * 60_000

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

const time = (iso: string | null | undefined): number | null => (iso ? Date.parse(iso) : null)

/**
 * Whether a run is due: the weekly (or 30-minute retry) time has come, or fewer than 8 posts
 * exist and the last attempt is at least 30 minutes old.
 */
export function isDue(row: JobRow, postCount: number, now: Date): boolean {
  const next = time(row.nextRunAt)
  if (next === null || next <= now.getTime()) return true
  const last = time(row.lastRunAt)
  return (
    postCount < GENERATION.minPosts &&
    (last === null || last + GENERATION.retryMinutes * MINUTE <= now.getTime())
  )
}

export type TickResult = 'not-due' | 'locked' | RunReport

/**
 * Checks whether a run is due and, if this instance gets the lease, runs it and records the
 * outcome: after a run that stored posts the next one is due in 7 days; after a run that stored
 * none (or threw) it is retried in 30 minutes.
 */
export async function tickBlogGeneration(
  payload: Payload,
  options: RunOptions & { owner?: string } = {},
): Promise<TickResult> {
  const now = options.now ?? new Date()
  const owner = options.owner ?? defaultOwner
  const row = await jobRow(payload, JOB_NAME)
  const count = () => payload.count({ collection: 'posts' }).then((r) => r.totalDocs)
  if (!isDue(row, await count(), now)) return 'not-due'
  const claimed = await claimJob(payload, row.id, owner, now, LEASE_MS)
  if (!claimed) return 'locked'
  // Another instance may have finished a run between the check and the claim.
  if (!isDue(claimed, await count(), now)) {
    await releaseJob(payload, row.id, owner, {})
    return 'not-due'
  }
  try {
    const report = await runBlogGeneration(payload, { ...options, now })
    const ok = report.created.length > 0
    await releaseJob(payload, row.id, owner, {
      lastRunAt: now.toISOString(),
      nextRunAt: new Date(
        now.getTime() + (ok ? GENERATION.intervalDays * DAY : GENERATION.retryMinutes * MINUTE),
      ).toISOString(),
      lastResult:
        `${report.created.length} post(s) ${report.status === 'draft' ? 'saved as drafts' : 'published'}` +
        (report.failed.length ? `, ${report.failed.length} topic(s) failed` : '') +
        (report.unpublished ? `, ${report.unpublished} older post(s) unpublished` : '') +
        (report.failed.length
          ? `\n${report.failed.map((f) => `${f.topic}: ${f.reason}`).join('\n')}`
          : ''),
    })
    return report
  } catch (error) {
    const reason = String((error as Error)?.message ?? error).slice(0, 500)
    logger.error({ error: reason }, `Failed to generate blog content: ${reason}`)
    await releaseJob(payload, row.id, owner, {
      lastRunAt: now.toISOString(),
      nextRunAt: new Date(now.getTime() + GENERATION.retryMinutes * MINUTE).toISOString(),
      lastResult: `run failed: ${reason}`,
    })
    throw error
  }
}

const defaultOwner = `${os.hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`

// One worker per process (instrumentation and route handlers load this module separately).
type WorkerState = { timer?: NodeJS.Timeout; running: boolean }
const state = singleton<WorkerState>('blog.generation', () => ({ running: false }))

/** Starts the blog generation job of this process (server start); BLOG_GENERATION=false: off. */
export function startBlogGenerationWorker(getPayloadClient: () => Promise<Payload>): void {
  if (env().BLOG_GENERATION === 'false' || state.timer) return
  const tick = async () => {
    if (state.running || !state.timer) return
    state.running = true
    try {
      const result = await tickBlogGeneration(await getPayloadClient())
      // The list, post pages, related posts and sitemap show the new (or unpublished) posts.
      if (typeof result === 'object' && result.created.length + result.unpublished > 0)
        await revalidateFromBackground('blog generation')
    } catch (error) {
      logger.error({ error: String(error) }, 'blog generation tick failed')
    } finally {
      state.running = false
    }
  }
  state.timer = setInterval(() => void tick(), TICK_MS)
  state.timer.unref()
  // The first check waits a little, so start-up and the first requests go first.
  setTimeout(() => void tick(), 15_000).unref()
}

/** Stops the job (graceful shutdown); resolves when a tick in progress has finished. */
export async function stopBlogGenerationWorker(): Promise<void> {
  clearInterval(state.timer)
  state.timer = undefined
  while (state.running) await new Promise((r) => setTimeout(r, 50))
}
