import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seededRandom } from '@/features/news/ingest/build'
import { fetchText, NEWS_SEARCH_QUERIES } from '@/features/news/ingest/providers'
import {
  FORCED_RUN_ITEMS,
  NORMAL_RUN_ITEMS,
  runNewsIngestion,
  type IngestOptions,
} from '@/features/news/ingest/job'
import { env } from '@/lib/env'
import { sqlDb } from '@/lib/sql'
import { seedNews } from '@/seed/news'
import { startNewsFeedServer } from '../helpers/news-feed-server.mjs'
import { startTestPayload } from '../helpers/payload'

let payload: Payload
let close: () => Promise<void>
let feeds: Awaited<ReturnType<typeof startNewsFeedServer>>
let search: { url: string; close: () => Promise<void>; requests: URL[]; keys: string[] }

const NOW = new Date('2025-11-20T00:00:00Z')
const base = (over: IngestOptions = {}): IngestOptions => ({
  feeds: [],
  search: null,
  random: seededRandom(7),
  now: () => NOW,
  timeoutMs: 2000,
  ...over,
})

/** A stand-in for the Brave Search web API: five results per query, some repeated across queries. */
async function startSearchApi() {
  const requests: URL[] = []
  const keys: string[] = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    requests.push(url)
    keys.push(String(req.headers['x-subscription-token'] ?? ''))
    const q = url.searchParams.get('q') ?? ''
    if (q.includes('basmati')) {
      res.writeHead(429, { 'content-type': 'application/json' }).end('{"type":"ErrorResponse"}')
      return
    }
    const n = NEWS_SEARCH_QUERIES.indexOf(q as (typeof NEWS_SEARCH_QUERIES)[number])
    const results = Array.from({ length: Number(url.searchParams.get('count')) }, (_, i) => ({
      type: 'search_result',
      // Result 0 is the same story for every query: a duplicate after the first.
      title:
        i === 0
          ? 'India agricultural exports <strong>outlook</strong>'
          : `Result ${n}-${i} on ${q}`,
      url: i === 0 ? 'https://www.reuters.com/markets/india-agri' : `https://news${i}.example/${n}`,
      description: `${q} `.repeat(30),
      page_age: new Date(NOW.getTime() - (n * 10 + i) * 60_000).toISOString(),
      profile: { name: i === 0 ? 'Reuters' : `News ${i}` },
      meta_url: { hostname: `news${i}.example` },
    }))
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        type: 'search',
        query: { original: q },
        web: { type: 'search', results },
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/res/v1/web/search`,
    requests,
    keys,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function gathered() {
  const { docs } = await payload.find({
    collection: 'news',
    where: { builtin: { not_equals: true } },
    sort: 'newsId',
    pagination: false,
    depth: 0,
  })
  return docs
}
const builtinCount = async () =>
  (await payload.count({ collection: 'news', where: { builtin: { equals: true } } })).totalDocs

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('news'))
  await seedNews(payload)
  feeds = await startNewsFeedServer()
  search = await startSearchApi()
})

afterAll(async () => {
  await feeds?.close()
  await search?.close()
  await close?.()
})

// Each test starts with the built-in items only and a job that has never run.
beforeEach(async () => {
  await payload.delete({ collection: 'news', where: { builtin: { not_equals: true } } })
  await payload.updateGlobal({ slug: 'news-ingestion', data: { nextWebId: 1 } })
  const { drizzle, tables } = sqlDb(payload)
  await drizzle
    .update(tables.news_ingestion)
    .set({ lockedUntil: null, lastFinishedAt: null, lastForcedAt: null, nextWebId: 1 })
  search.requests.length = 0
  search.keys.length = 0
})

describe('news gathering from feeds', () => {
  it('stores RSS 2.0 and Atom items through the pipeline', async () => {
    const report = await runNewsIngestion(
      payload,
      base({ feeds: [feeds.feed('rss.xml'), feeds.feed('atom.xml')] }),
    )
    expect(report).toMatchObject({ status: 'done', found: 9, duplicates: 1, failed: 2 })
    expect(report.added).toEqual(Array.from({ length: 6 }, (_, i) => `web-${i + 1}`))
    const docs = await gathered()
    const byTitle = (part: string) => docs.find((d) => d.title.includes(part))!
    // Newest first: dated items, then undated in feed order.
    const basmati = byTitle('basmati')
    expect(basmati.newsId).toBe('web-1')
    expect(basmati.title).toMatch(
      /India’s basmati rice shipments rise as new buyers sign contracts$/,
    )
    expect(basmati.articleUrl).toBe('https://agritrade.example/markets/basmati-shipments')
    expect(basmati.fullContent).toContain('href="https://agritrade.example/data/basmati-table"')
    expect(basmati.category).toBe('Export Growth')
    expect(basmati).toMatchObject({
      isRewritten: true,
      builtin: false,
      source: 'Agri Trade Daily',
      sourceUrl: 'https://agritrade.example',
      originalSource: 'https://agritrade.example/markets/basmati-shipments',
      rewriteTimestamp: NOW.toISOString(),
      publishedAt: '2025-11-17T08:30:00.000Z',
    })
    const cardamom = byTitle('cardamom')
    expect(cardamom.category).toBe('Quality Standards')
    expect(cardamom.publishedAt).toBe(NOW.toISOString()) // no date in the feed
    expect(cardamom.description).toHaveLength(160)
    expect(cardamom.description.endsWith('...')).toBe(true)
    expect(byTitle('WTO').category).toBe('World Trade')
    expect(byTitle('Drone').category).toBe('Technology')
    expect(byTitle('Port congestion').category).toBe('Supply Chain')
    expect(byTitle('Cumin').category).toBe('Industry News')
    for (const d of docs) {
      expect(d.stockImage).toBeGreaterThanOrEqual(1)
      expect(d.stockImage).toBeLessThanOrEqual(9)
    }
    expect(await builtinCount()).toBe(10)
  })

  it('runs when due, once per claim, and never twice for the same titles', async () => {
    const opts = base({ feeds: [feeds.feed('rss.xml')] })
    const [a, b] = await Promise.all([
      runNewsIngestion(payload, opts),
      runNewsIngestion(payload, opts),
    ])
    // One claims the run; the other finds it claimed (busy) or, when it came late, done (fresh).
    expect([a.status, b.status].filter((s) => s === 'done')).toHaveLength(1)
    expect([a.status, b.status].filter((s) => s !== 'done')[0]).toMatch(/^(busy|fresh)$/)
    expect((await gathered()).length).toBe(3)
    // Younger than 6 hours: nothing to do; a forced refresh runs, but only every 3 minutes.
    expect((await runNewsIngestion(payload, opts)).status).toBe('fresh')
    const forced = await runNewsIngestion(payload, { ...opts, force: true })
    expect(forced).toMatchObject({ status: 'done', added: [], duplicates: 4 })
    expect((await runNewsIngestion(payload, { ...opts, force: true })).status).toBe('recent')
    const later = () => new Date(NOW.getTime() + 6 * 3600_000 + 1000)
    expect((await runNewsIngestion(payload, { ...opts, now: later })).status).toBe('done')
    const state = await payload.findGlobal({ slug: 'news-ingestion' })
    expect(state.nextWebId).toBe(4)
    expect(state.lockedUntil).toBeFalsy()
  })

  it('waits while another instance holds the claim, and takes over an expired one', async () => {
    const { drizzle, tables } = sqlDb(payload)
    const opts = base({ feeds: [feeds.feed('atom.xml')], force: true })
    await drizzle
      .update(tables.news_ingestion)
      .set({ lockedUntil: new Date(NOW.getTime() + 60_000).toISOString() })
    expect((await runNewsIngestion(payload, opts)).status).toBe('busy')
    expect(await gathered()).toEqual([])
    await drizzle
      .update(tables.news_ingestion)
      .set({ lockedUntil: new Date(NOW.getTime() - 1).toISOString() })
    expect((await runNewsIngestion(payload, opts)).added).toHaveLength(3)
  })

  it('skips unreachable, failing, malformed and slow feeds and keeps the built-in items', async () => {
    const started = Date.now()
    const report = await runNewsIngestion(
      payload,
      base({
        feeds: [
          feeds.feed('hang'),
          feeds.feed('error'),
          feeds.feed('malformed.xml'),
          'http://127.0.0.1:1/closed.xml',
          feeds.feed('atom.xml'),
        ],
        timeoutMs: 300,
      }),
    )
    expect(Date.now() - started).toBeLessThan(3000)
    expect(report.status).toBe('done')
    expect(report.added).toHaveLength(3)
    const errors = Object.fromEntries(report.failures.map((f) => [f.provider, f.error]))
    expect(errors).toEqual({
      [feeds.feed('hang')]: 'timed out',
      [feeds.feed('error')]: 'HTTP 500',
      [feeds.feed('malformed.xml')]: 'not an RSS 2.0 or Atom feed',
      'http://127.0.0.1:1/closed.xml': expect.stringMatching(/fetch failed|ECONNREFUSED/),
    })
    expect(await builtinCount()).toBe(10)
  })

  // Time-outs do not depend on the database: checked in the embedded-database pass.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'gives up on a server that never answers after the default 5 seconds',
    async () => {
      expect(env().NEWS_FETCH_TIMEOUT_MS).toBe(5000)
      const started = Date.now()
      await expect(
        fetchText(feeds.feed('hang'), { timeoutMs: env().NEWS_FETCH_TIMEOUT_MS }),
      ).rejects.toThrow()
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900)
      expect(Date.now() - started).toBeLessThan(7000)
    },
  )

  it('with every provider failing, nothing changes and the run still finishes', async () => {
    const report = await runNewsIngestion(
      payload,
      base({ feeds: [feeds.feed('error')], search: { url: 'http://127.0.0.1:1/s', key: 'k' } }),
    )
    expect(report.status).toBe('done')
    expect(report.added).toEqual([])
    expect(report.failures).toHaveLength(1 + NEWS_SEARCH_QUERIES.length)
    expect(await gathered()).toEqual([])
    expect(await builtinCount()).toBe(10)
  })

  it('keeps only the newest gathered items beyond the cap', async () => {
    await runNewsIngestion(
      payload,
      base({ feeds: [feeds.feed('rss.xml'), feeds.feed('atom.xml')], maxItems: 3 }),
    )
    const docs = await gathered()
    expect(docs.map((d) => d.publishedAt).sort()).toEqual([
      '2025-11-17T08:30:00.000Z',
      NOW.toISOString(),
      NOW.toISOString(),
    ])
    expect(await builtinCount()).toBe(10)
  })

  it('stores the XSS corpus without anything that could run', async () => {
    const report = await runNewsIngestion(payload, base({ feeds: [feeds.feed('xss.xml')] }))
    expect(report.added.length).toBeGreaterThan(0)
    const forced = await runNewsIngestion(
      payload,
      base({ feeds: [feeds.feed('xss.xml')], force: true }),
    )
    expect(report.added.length + forced.added.length).toBe(9)
    for (const d of await gathered()) {
      expect(d.fullContent).not.toMatch(
        /<script|<iframe|<object|<embed|<svg|<img|<style|<form|<base|<meta|\son\w+\s*=|javascript:|data:|style=/i,
      )
      expect(`${d.title}${d.description}${d.source}`).not.toMatch(/[<>]/)
    }
  })
})

describe('news gathering from the search API', () => {
  it('asks the ten queries for five results each; 8 items a run, 10 when forced', async () => {
    const opts = base({ search: { url: search.url, key: 'test-key' } })
    const normal = await runNewsIngestion(payload, opts)
    expect(search.requests.map((u) => u.searchParams.get('q')).sort()).toEqual(
      [...NEWS_SEARCH_QUERIES].sort(),
    )
    expect(search.requests.every((u) => u.searchParams.get('count') === '5')).toBe(true)
    expect(new Set(search.keys)).toEqual(new Set(['test-key']))
    // One query answers 429: skipped. The shared first result is kept once.
    expect(normal.failures).toHaveLength(1)
    expect(normal.found).toBe(45)
    expect(normal.added).toHaveLength(NORMAL_RUN_ITEMS)
    const docs = await gathered()
    const reuters = docs.find((d) => d.title.endsWith('India agricultural exports outlook'))!
    expect(reuters).toMatchObject({
      source: 'Reuters',
      sourceUrl: 'https://www.reuters.com',
      articleUrl: 'https://www.reuters.com/markets/india-agri',
    })
    expect(reuters.description).toHaveLength(160)
    // The body holds the result's text cut to 200 characters plus "...".
    expect(reuters.fullContent).toMatch(/\.\.\.<\/p>/)
    const other = docs.find((d) => d.source === 'News 1')!
    expect(other.sourceUrl).toBe('https://news1.example')

    const forced = await runNewsIngestion(payload, { ...opts, force: true })
    expect(forced.added).toHaveLength(FORCED_RUN_ITEMS)
    expect(forced.added[0]).toBe('web-9')
    expect(forced.duplicates).toBeGreaterThanOrEqual(NORMAL_RUN_ITEMS)
  })
})
