import { and, eq, isNull, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { proposeFromNews } from '@/features/policy'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { revalidateFromBackground } from '@/lib/background-revalidate'
import { revalidateSite } from '@/lib/revalidate'
import { serialWrite, sqlDb } from '@/lib/sql'
import { buildNewsItems, seededRandom } from './build'
import { gatherFeeds, searchWeb, type ProviderFailure } from './providers'
import type { FetchLike, SourceItem } from './types'
import { deleteEach } from '@/lib/delete-each'
import { singleton } from '@/lib/singleton.mjs'

const MINUTE = 60_000
/** The spec's cache lifetime of the news list: gathered items are refreshed after 6 hours. */
export const NEWS_CACHE_MS = 6 * 60 * MINUTE
/** "Get Latest News" runs the job at most once in this time, site-wide, whoever presses. */
export const FORCED_REFRESH_MIN_MS = 3 * MINUTE
/** A claim older than this is taken to belong to a crashed instance. */
export const CLAIM_MS = 2 * MINUTE
/** How often each instance checks whether the stored items are older than the lifetime. */
export const CHECK_EVERY_MS = 10 * MINUTE
/** New items per run: the spec's 8 web items, 10 on a forced refresh. */
export const NORMAL_RUN_ITEMS = 8
export const FORCED_RUN_ITEMS = 10
export const DEFAULT_SEARCH_URL = 'https://api.search.brave.com/res/v1/web/search'

/** Agriculture and trade news feeds used when NEWS_FEEDS is unset (see .env.example). */
export const DEFAULT_NEWS_FEEDS = [
  'https://www.thehindubusinessline.com/economy/agri-business/feeder/default.rss',
  'https://economictimes.indiatimes.com/news/economy/agriculture/rssfeeds/1202099874.cms',
  'https://www.downtoearth.org.in/rss/agriculture',
  'https://www.wto.org/library/rss/latest_news_e.xml',
  'https://www.fao.org/newsroom/en/rss.xml',
]

export function configuredFeeds(value: string | undefined = env().NEWS_FEEDS): string[] {
  if (value === undefined) return DEFAULT_NEWS_FEEDS
  if (value.trim().toLowerCase() === 'none') return []
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^https?:\/\//.test(s))
}

export type IngestOptions = {
  /** A visitor's "Get Latest News": 10 items, limited to once per FORCED_REFRESH_MIN_MS. */
  force?: boolean
  feeds?: string[]
  search?: { url: string; key: string } | null
  searchQueries?: readonly string[]
  timeoutMs?: number
  fetch?: FetchLike
  random?: () => number
  now?: () => Date
  maxItems?: number
}

export type IngestReport = {
  /** done: ran; busy: another run holds the claim; fresh/recent: nothing due. */
  status: 'done' | 'busy' | 'fresh' | 'recent'
  found: number
  added: string[]
  duplicates: number
  failed: number
  removed: number
  /** Policy updates proposed from the items added (for staff to publish or reject). */
  proposed: number
  failures: ProviderFailure[]
}

const emptyReport = (status: IngestReport['status']): IngestReport => ({
  status,
  found: 0,
  added: [],
  duplicates: 0,
  failed: 0,
  removed: 0,
  proposed: 0,
  failures: [],
})

function logProposalFailure(error: unknown): null {
  logger.warn({ error: String(error) }, 'policy proposal from news failed')
  return null
}

function stateTable(payload: Payload) {
  const { drizzle, tables, sqlite } = sqlDb(payload)
  return { drizzle, t: tables.news_ingestion, sqlite }
}

async function stateRow(
  payload: Payload,
): Promise<{ id: number; nextWebId: unknown; lockedUntil: string | null } | undefined> {
  const { drizzle, t } = stateTable(payload)
  const rows = await drizzle
    .select({ id: t.id, nextWebId: t.nextWebId, lockedUntil: t.lockedUntil })
    .from(t)
    .limit(1)
  return rows[0]
}

/** A stored date: ISO text (SQLite) or PostgreSQL's "2025-11-20 00:01:00+00". */
function timeOf(value: string | Date): number {
  if (value instanceof Date) return value.getTime()
  return Date.parse(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'))
}

/**
 * Creates the job's state row (the news-ingestion global) when there is none. Server start-up
 * calls it while holding the start-up lock (src/seed/bootstrap.ts), so instances starting
 * together on a new database cannot create two rows.
 */
export async function ensureNewsState(payload: Payload): Promise<void> {
  if (await stateRow(payload)) return
  await payload.updateGlobal({
    slug: 'news-ingestion',
    data: { nextWebId: 1 },
    context: { disableRevalidate: true },
  })
}

/** Claims the run in the database; only one instance wins while the claim holds. */
async function claim(
  payload: Payload,
  now: Date,
  force: boolean,
): Promise<IngestReport['status'] | number> {
  await ensureNewsState(payload)
  const { drizzle, t, sqlite } = stateTable(payload)
  const iso = (ms: number) => new Date(now.getTime() + ms).toISOString()
  const free = or(isNull(t.lockedUntil), lt(t.lockedUntil, iso(0)))
  const due = force
    ? or(isNull(t.lastForcedAt), lt(t.lastForcedAt, iso(-FORCED_REFRESH_MIN_MS)))
    : or(isNull(t.lastFinishedAt), lt(t.lastFinishedAt, iso(-NEWS_CACHE_MS)))
  const claimed: { id: number }[] = await serialWrite(sqlite, () =>
    drizzle
      .update(t)
      .set({
        lockedUntil: iso(CLAIM_MS),
        lastStartedAt: iso(0),
        ...(force ? { lastForcedAt: iso(0) } : {}),
        updatedAt: iso(0),
      })
      .where(and(free, due))
      .returning({ id: t.id }),
  )
  if (claimed.length) return claimed[0].id
  const row = await stateRow(payload)
  if (row?.lockedUntil && timeOf(row.lockedUntil) > now.getTime()) return 'busy'
  return force ? 'recent' : 'fresh'
}

/**
 * One run of the news job: gathers from the feeds and the search API, builds items through the
 * pipeline, stores them, and removes gathered items beyond the cap. Runs only when due (stored
 * items older than 6 hours, or a forced refresh not within the last 3 minutes) and when no
 * other instance is running it. Provider failures are logged and skipped; never throws for them.
 */
export async function runNewsIngestion(
  payload: Payload,
  opts: IngestOptions = {},
): Promise<IngestReport> {
  const clock = opts.now ?? (() => new Date())
  const force = Boolean(opts.force)
  const claimed = await claim(payload, clock(), force)
  if (typeof claimed !== 'number') return emptyReport(claimed)

  const report = emptyReport('done')
  let nextWebId = 1
  try {
    const e = env()
    const timeoutMs = opts.timeoutMs ?? e.NEWS_FETCH_TIMEOUT_MS
    const search =
      opts.search !== undefined
        ? opts.search
        : e.NEWS_SEARCH_KEY
          ? { url: e.NEWS_SEARCH_URL ?? DEFAULT_SEARCH_URL, key: e.NEWS_SEARCH_KEY }
          : null
    const providers: Promise<{ items: SourceItem[]; failures: ProviderFailure[] }>[] = [
      gatherFeeds(opts.feeds ?? configuredFeeds(), { fetch: opts.fetch, timeoutMs }),
    ]
    if (search)
      providers.push(
        searchWeb(search, { fetch: opts.fetch, timeoutMs, queries: opts.searchQueries }),
      )
    const results = await Promise.all(providers)
    const found = results.flatMap((r) => r.items)
    report.found = found.length
    report.failures = results.flatMap((r) => r.failures)

    const { docs: stored } = await payload.find({
      collection: 'news',
      pagination: false,
      depth: 0,
      select: { title: true, newsId: true },
    })
    const row = await stateRow(payload)
    const highest = Math.max(
      0,
      ...stored.map((d) => Number(/^web-(\d+)$/.exec(d.newsId)?.[1] ?? 0)),
    )
    nextWebId = Math.max(Number(row?.nextWebId ?? 1) || 1, highest + 1)

    const built = buildNewsItems(found, {
      existingTitles: stored.map((d) => d.title),
      limit: force ? FORCED_RUN_ITEMS : NORMAL_RUN_ITEMS,
      firstId: nextWebId,
      random: opts.random ?? seededRandom(Date.now()),
      now: clock(),
    })
    report.duplicates = built.duplicates
    report.failed = built.failed
    for (const item of built.items) {
      try {
        const created = await payload.create({
          collection: 'news',
          // Gathered items go public at once (news has drafts for what staff write).
          data: { ...item, _status: 'published' },
          context: { disableRevalidate: true },
        })
        report.added.push(item.newsId)
        // An item about an export measure on one of our products: a proposal for staff.
        if (await proposeFromNews(payload, created).catch(logProposalFailure)) report.proposed++
      } catch (error) {
        report.failed++
        logger.warn({ newsId: item.newsId, error: String(error) }, 'gathered news item skipped')
      }
    }
    if (built.items.length) {
      const last = Number(built.items[built.items.length - 1].newsId.slice(4))
      nextWebId = last + 1
    }
    report.removed = await prune(payload, opts.maxItems ?? e.NEWS_MAX_ITEMS)
    if (report.added.length || report.removed) {
      // A press of "Get Latest News" runs inside a request; a scheduled run asks its process.
      revalidateSite('news gathered')
      if (!force) void revalidateFromBackground('news gathered')
    }
    logger.info(
      {
        force,
        found: report.found,
        added: report.added.length,
        duplicates: report.duplicates,
        failed: report.failed,
        removed: report.removed,
        proposed: report.proposed,
        providerFailures: report.failures.length,
      },
      'news gathered',
    )
  } catch (error) {
    logger.error({ error: String(error) }, 'news gathering failed')
  } finally {
    const { drizzle, t, sqlite } = stateTable(payload)
    const at = clock().toISOString()
    await serialWrite(sqlite, () =>
      drizzle
        .update(t)
        .set({
          lockedUntil: null,
          lastFinishedAt: at,
          nextWebId,
          lastReport: JSON.stringify({ at, force, ...report }).slice(0, 5000),
          updatedAt: at,
        })
        .where(eq(t.id, claimed)),
    ).catch((error: unknown) => logger.error({ error: String(error) }, 'news claim not released'))
  }
  return report
}

/** Keeps the newest `max` gathered items; older ones are deleted. Built-in items stay. */
async function prune(payload: Payload, max: number): Promise<number> {
  const { docs } = await payload.find({
    collection: 'news',
    where: { and: [{ isRewritten: { equals: true } }, { builtin: { not_equals: true } }] },
    sort: '-publishedAt',
    pagination: false,
    depth: 0,
    select: { newsId: true },
  })
  const old = docs.slice(max).map((d) => d.id)
  if (!old.length) return 0
  await deleteEach(payload, 'news', { id: { in: old } }, { context: { disableRevalidate: true } })
  return old.length
}

// One runner per process.
type RunnerState = {
  payload?: () => Promise<Payload>
  timer?: NodeJS.Timeout
  running: Promise<IngestReport> | null
}
const state = singleton<RunnerState>('news.runner', () => ({ running: null }))

function track(run: Promise<IngestReport>): Promise<IngestReport> {
  state.running = run
  return run.finally(() => {
    if (state.running === run) state.running = null
  })
}

async function scheduledRun(): Promise<void> {
  if (!state.payload || state.running) return
  try {
    await track(runNewsIngestion(await state.payload()))
  } catch (error) {
    logger.error({ error: String(error) }, 'scheduled news gathering failed')
  }
}

/** Starts this process's schedule (server start): a check now and every 10 minutes. */
export function startNewsWorker(getPayloadClient: () => Promise<Payload>): void {
  if (env().NEWS_WORKER === 'false' || state.timer) return
  state.payload = getPayloadClient
  state.timer = setInterval(() => void scheduledRun(), CHECK_EVERY_MS)
  state.timer.unref()
  setTimeout(() => void scheduledRun(), 3_000).unref()
}

/** Stops the schedule (graceful shutdown); resolves when a run in progress has finished. */
export async function stopNewsWorker(): Promise<void> {
  clearInterval(state.timer)
  state.timer = undefined
  state.payload = undefined
  await state.running?.catch(() => undefined)
}

/**
 * "Get Latest News": a forced run, unless one ran site-wide in the last 3 minutes. When this
 * process is already running the job, waits for that run instead of starting another.
 */
export async function refreshNews(payload: Payload): Promise<IngestReport> {
  if (state.running) {
    await state.running.catch(() => undefined)
    return emptyReport('busy')
  }
  return track(runNewsIngestion(payload, { force: true }))
}
