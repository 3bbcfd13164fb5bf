import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { capGeneratedPosts, runBlogGeneration } from '@/features/blog/generation/generate'
import type { ImageConfig } from '@/features/blog/generation/image'
import type { LlmConfig } from '@/features/blog/generation/llm'
import { seededRandom } from '@/features/blog/generation/rules'
import { markdownToRichText } from '@/fields/rich-text'
import { richTextToPlain } from '@/lib/rich-text'
import {
  BLOG_SEARCH_TIMEOUT_MS,
  braveWebSearch,
  type SearchResult,
} from '@/features/blog/generation/web-search'
import { JOB_NAME, tickBlogGeneration } from '@/features/blog/generation/worker'
import { startNewsFeedServer } from '../helpers/news-feed-server.mjs'
import { startTestPayload } from '../helpers/payload'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/**
 * A local stand-in of an OpenAI-compatible chat-completions API. Each request takes the next
 * behaviour of `plan` (then "ok"): a proper completion, HTTP 500, a malformed JSON body, or an
 * answer slower than the client's timeout.
 */
type Behaviour = 'ok' | '500' | 'malformed' | 'slow'
type LlmStandIn = {
  url: string
  plan: Behaviour[]
  requests: { auth?: string; body: Record<string, unknown> }[]
  close: () => Promise<void>
}

async function startLlmStandIn(): Promise<LlmStandIn> {
  const plan: Behaviour[] = []
  const requests: LlmStandIn['requests'] = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const body = JSON.parse(raw)
      requests.push({ auth: req.headers.authorization, body })
      const behaviour = plan.shift() ?? 'ok'
      if (behaviour === '500') {
        res.writeHead(500, { 'Content-Type': 'application/json' })
        res.end(
          JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }),
        )
        return
      }
      if (behaviour === 'malformed') {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end('{"id":"chatcmpl-x","choices":[{"message":{"content":')
        return
      }
      const user = body.messages.find((m: { role: string }) => m.role === 'user').content as string
      const topic = /^Topic: (.*)$/m.exec(user)?.[1] ?? 'unknown'
      const article = [
        `${topic} matters to buyers.`,
        '## What to check',
        `${'Buyers should agree a written specification and test every lot. '.repeat(20)}`,
        '- Specification\n- Sampling\n- Documents',
        '<script>alert(1)</script>',
        'Send us an inquiry via [our contact page](/contact).',
      ].join('\n\n')
      const completion = {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: JSON.stringify({ excerpt: `About ${topic}.`, content: article }),
            },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 400, total_tokens: 500 },
      }
      const send = () => {
        if (res.destroyed) return
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(completion))
      }
      if (behaviour === 'slow') setTimeout(send, 3000)
      else send()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    plan,
    requests,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}

type LogLine = { level: string; msg: string; obj: unknown }
function captureLog() {
  const lines: LogLine[] = []
  const at = (level: string) => (obj: unknown, msg: string) => lines.push({ level, msg, obj })
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } as never }
}

let payload: Payload
let close: () => Promise<void>
let llm: LlmStandIn
let llmConfig: LlmConfig

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('bloggen', { seeded: true }))
  llm = await startLlmStandIn()
  llmConfig = { url: llm.url, apiKey: 'test-key', model: 'test-model', timeoutMs: 1500 }
})

afterAll(async () => {
  await llm?.close()
  await close?.()
})

const publicPosts = async (where = {}) =>
  payload.find({ collection: 'posts', where, limit: 0, pagination: false, overrideAccess: false })

const jobRow = async () =>
  (await payload.find({ collection: 'scheduled-jobs', where: { name: { equals: JOB_NAME } } }))
    .docs[0]

describe('blog generation job', () => {
  it('runs while fewer than 8 posts exist; a failing topic is skipped and logged, the others are stored', async () => {
    const t0 = new Date('2026-03-02T08:00:00.000Z')
    expect((await payload.count({ collection: 'posts' })).totalDocs).toBe(3)
    llm.plan.push('ok', '500', 'ok', 'malformed', 'slow')
    const { lines, log } = captureLog()
    const report = await tickBlogGeneration(payload, {
      now: t0,
      random: seededRandom(1),
      llm: llmConfig,
      search: null,
      image: null,
      log,
      owner: 'test-a',
    })
    if (typeof report === 'string') throw new Error(`no run: ${report}`)

    // The stand-in saw five requests of the real chat-completions shape.
    expect(llm.requests).toHaveLength(5)
    expect(llm.requests[0].auth).toBe('Bearer test-key')
    expect(llm.requests[0].body).toMatchObject({ model: 'test-model' })
    expect((llm.requests[0].body.messages as { role: string }[]).map((m) => m.role)).toEqual([
      'system',
      'user',
    ])

    expect(report.created).toHaveLength(3)
    expect(report.failed.map((f) => f.reason)).toEqual([
      'the writing service answered HTTP 500',
      'the writing service answered with malformed JSON',
    ])
    const errors = lines.filter((l) => l.level === 'error').map((l) => l.msg)
    expect(errors).toEqual([
      'Failed to generate blog content: the writing service answered HTTP 500',
      'Failed to generate blog content: the writing service answered with malformed JSON',
    ])
    // The slow answer fell back to the template writer.
    expect(lines.some((l) => l.level === 'warn' && /template writer/.test(l.msg))).toBe(true)

    const { docs } = await publicPosts({ isAIGenerated: { equals: true } })
    expect(docs.map((d) => d.postId).sort()).toEqual([...report.created].sort())
    for (const post of docs) {
      expect(post.postId).toMatch(new RegExp(`^ai-${t0.getTime()}-[a-z0-9]{6}$`))
      expect(post._status).toBe('published')
      expect(post.readTime).toMatch(/^\d+ min read$/)
      expect(post.author).toBe('Export Desk')
      expect(post.tags?.length).toBeGreaterThan(0)
      expect(post.title).toMatch(
        /^(Indian Spice Exports|Organic Sourcing from India|Market Watch): |: What Importers Should Know$/,
      )
    }
    // Stored as rich text: the template's sections are headings, its checklist a list.
    const templated = docs.filter((d) =>
      JSON.stringify(d.content).includes('"text":"A short checklist for buyers"'),
    )
    expect(templated).toHaveLength(1)
    const checklist = (templated[0].content.root.children as { type: string; tag?: string }[]).map(
      (n) => `${n.type}${n.tag ?? ''}`,
    )
    expect(checklist).toContain('headingh2')
    expect(checklist).toContain('listol')
    expect(richTextToPlain(templated[0].content).split(/\s+/).length).toBeGreaterThan(450)

    const row = await jobRow()
    expect(row.lastRunAt).toBe(t0.toISOString())
    expect(row.nextRunAt).toBe(new Date(t0.getTime() + 7 * DAY).toISOString())
    expect(row.lockedBy ?? null).toBeNull()
    expect(row.lastResult).toMatch(/^3 post\(s\) published, 2 topic\(s\) failed/)

    // 6 posts: the fewer-than-8 trigger waits 30 minutes after the last attempt.
    expect(
      await tickBlogGeneration(payload, {
        now: new Date(t0.getTime() + 29 * MINUTE),
        llm: llmConfig,
        search: null,
        image: null,
      }),
    ).toBe('not-due')
    const again = await tickBlogGeneration(payload, {
      now: new Date(t0.getTime() + 31 * MINUTE),
      random: seededRandom(2),
      llm: llmConfig,
      search: null,
      image: null,
      log: captureLog().log,
    })
    if (typeof again === 'string') throw new Error(`no run: ${again}`)
    expect(again.created).toHaveLength(5)
    const all = await publicPosts({ isAIGenerated: { equals: true } })
    expect(all.totalDocs).toBe(8)
    // Topics not yet written about come first: no title twice.
    expect(new Set(all.docs.map((d) => d.title)).size).toBe(8)

    // 11 posts: nothing until the weekly run is due.
    const t1 = new Date(t0.getTime() + 31 * MINUTE)
    const quiet = { llm: llmConfig, search: null, image: null } as const
    expect(
      await tickBlogGeneration(payload, { ...quiet, now: new Date(t1.getTime() + 2 * DAY) }),
    ).toBe('not-due')
    const weekly = await tickBlogGeneration(payload, {
      ...quiet,
      now: new Date(t1.getTime() + 7 * DAY),
      random: seededRandom(3),
      log: captureLog().log,
    })
    expect(typeof weekly === 'object' && weekly.created).toHaveLength(5)
  })

  it('retries a run that stored nothing after 30 minutes, and only one instance runs at a time', async () => {
    const row = await jobRow()
    const t = new Date(Date.parse(row.nextRunAt!) + MINUTE)
    llm.plan.push('500', '500', '500', '500', '500')
    const failed = await tickBlogGeneration(payload, {
      now: t,
      llm: llmConfig,
      search: null,
      image: null,
      log: captureLog().log,
    })
    expect(typeof failed === 'object' && failed.created).toHaveLength(0)
    expect((await jobRow()).nextRunAt).toBe(new Date(t.getTime() + 30 * MINUTE).toISOString())

    const later = new Date(t.getTime() + 30 * MINUTE)
    const results = await Promise.all(
      ['one', 'two', 'three'].map((owner) =>
        tickBlogGeneration(payload, {
          now: later,
          owner,
          llm: null,
          search: null,
          image: null,
          log: captureLog().log,
        }),
      ),
    )
    const ran = results.filter((r) => typeof r === 'object')
    expect(ran).toHaveLength(1)
    expect(
      results.filter((r) => typeof r === 'string').every((r) => r === 'locked' || r === 'not-due'),
    ).toBe(true)
  })

  it('uses web trends first and researches each topic ("latest trends", limits 3 and 2)', async () => {
    const queries: { q: string; limit: number }[] = []
    const search = async (q: string, limit: number): Promise<SearchResult[]> => {
      queries.push({ q, limit })
      if (queries.length === 1)
        return [
          {
            title: 'Organic turmeric demand grows in Europe',
            content: 'Importers seek certified organic turmeric with low curcumin variation.',
            url: 'https://example.com/1',
          },
          {
            title: 'Cardamom auction prices in Kerala',
            content: 'Spice auctions report firm bids for bold cardamom.',
            url: 'https://example.com/2',
          },
          {
            title: 'Sesame shipments to East Asia',
            content: 'Hulled sesame exporters report steady contracts.',
            url: 'https://example.com/3',
          },
        ]
      if (q.startsWith('Sesame')) throw new Error('search down')
      return [
        {
          title: 'x',
          content: 'Freight rates and container availability shape landed costs.',
          url: 'https://example.com/r',
        },
      ]
    }
    const { lines, log } = captureLog()
    const report = await runBlogGeneration(payload, {
      now: new Date('2026-04-01T00:00:00.000Z'),
      random: seededRandom(9),
      llm: null,
      search,
      image: null,
      log,
    })
    expect(report.created).toHaveLength(5)
    expect(queries[0].limit).toBe(3)
    expect(queries.slice(1).map((q) => q.limit)).toEqual([2, 2, 2, 2, 2])
    expect(queries.slice(1).every((q) => q.q.endsWith(' latest trends'))).toBe(true)
    expect(queries[1].q).toMatch(/^Organic turmeric demand grows in Europe /)
    expect(lines.some((l) => l.level === 'warn' && l.msg === 'topic research failed')).toBe(true)
    const [first] = (await publicPosts({ postId: { equals: report.created[0] } })).docs
    expect(first.title).toBe('Organic Sourcing from India: Organic turmeric demand grows in Europe')
    expect(first.category).toBe('Market Insights')
    const second = (await publicPosts({ postId: { equals: report.created[1] } })).docs[0]
    expect(second.title).toBe('Indian Spice Exports: Cardamom auction prices in Kerala')
  })

  it('saves generated posts as drafts when the site settings ask for review', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { generatedPosts: 'draft' } })
    try {
      const report = await runBlogGeneration(payload, {
        random: seededRandom(4),
        llm: null,
        search: null,
        image: null,
        log: captureLog().log,
      })
      expect(report.status).toBe('draft')
      expect(report.created).toHaveLength(5)
      const where = { postId: { in: report.created } }
      expect((await publicPosts(where)).totalDocs).toBe(0)
      const drafts = await payload.find({ collection: 'posts', where, draft: true })
      expect(drafts.docs.map((d) => d._status)).toEqual(Array(5).fill('draft'))
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { generatedPosts: 'publish' } })
    }
  })

  it('stores a 16:9 picture from an OpenAI-compatible image endpoint; a failed picture falls back to artwork', async () => {
    const png = await sharp({
      create: { width: 1536, height: 1024, channels: 3, background: '#c08a3e' },
    })
      .png()
      .toBuffer()
    let calls = 0
    const server = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        calls++
        if (calls === 2) {
          res.writeHead(503).end()
          return
        }
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ created: 1, data: [{ b64_json: png.toString('base64') }] }))
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const image: ImageConfig = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/images/generations`,
      model: 'test-image',
      timeoutMs: 5000,
    }
    const { lines, log } = captureLog()
    try {
      const report = await runBlogGeneration(payload, {
        random: seededRandom(11),
        llm: null,
        search: null,
        image,
        log,
      })
      expect(report.created).toHaveLength(5)
      const { docs } = await payload.find({
        collection: 'posts',
        where: { postId: { in: report.created } },
        depth: 1,
        limit: 5,
      })
      const withImage = docs.filter((d) => typeof d.image === 'object' && d.image)
      expect(withImage).toHaveLength(4)
      for (const d of withImage) {
        const media = d.image as {
          width?: number | null
          height?: number | null
          mimeType?: string | null
        }
        expect([media.width, media.height, media.mimeType]).toEqual([1200, 675, 'image/webp'])
      }
      expect(lines.some((l) => l.level === 'warn' && /using artwork/.test(l.msg))).toBe(true)
      for (const d of withImage)
        await payload.delete({ collection: 'media', id: (d.image as { id: number }).id })
    } finally {
      server.closeAllConnections()
      await new Promise((r) => server.close(r))
    }
  })

  // Time-outs do not depend on the database: checked in the embedded-database pass.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'services that accept and never answer cost one wait each (search 5 s), then built-in topics, templates and artwork',
    async () => {
      // /hang accepts every request and never answers.
      const hang = await startNewsFeedServer()
      try {
        const { lines, log } = captureLog()
        const started = Date.now()
        const report = await runBlogGeneration(payload, {
          random: seededRandom(12),
          search: braveWebSearch(hang.feed('hang'), 'test-key'),
          llm: { url: hang.feed('hang'), model: 'test-model', timeoutMs: 1000 },
          image: { url: hang.feed('hang'), model: 'test-image', timeoutMs: 1000 },
          log,
        })
        const took = Date.now() - started
        expect(report.created).toHaveLength(5)
        // The trends search, then one writing and one picture request; the other four topics
        // ask none of them again.
        expect(took).toBeGreaterThanOrEqual(BLOG_SEARCH_TIMEOUT_MS + 2000 - 100)
        expect(took).toBeLessThan(BLOG_SEARCH_TIMEOUT_MS + 2000 + 4000)
        const warnings = lines.filter((l) => l.level === 'warn').map((l) => l.msg)
        expect(warnings).toEqual([
          'web trends unavailable; using the built-in topics',
          'writing service unavailable; using the template writer',
          'post image failed; using artwork',
        ])
        const { docs } = await payload.find({
          collection: 'posts',
          where: { postId: { in: report.created } },
          depth: 0,
        })
        expect(docs).toHaveLength(5)
        for (const post of docs) {
          expect(richTextToPlain(post.content)).toContain('A short checklist for buyers')
          expect(post.image ?? null).toBeNull()
        }
      } finally {
        await hang.close()
      }
    },
  )

  it('shows at most the 50 newest generated posts: older ones are unpublished, not deleted', async () => {
    const published = await publicPosts({ isAIGenerated: { equals: true } })
    const missing = 52 - published.totalDocs
    const base = Date.parse('2025-01-01T00:00:00.000Z')
    for (let i = 0; i < missing; i++) {
      await payload.create({
        collection: 'posts',
        data: {
          postId: `ai-${base + i}-old${String(i).padStart(3, '0')}`,
          title: `Older generated post ${i}`,
          excerpt: 'An older post.',
          content: await markdownToRichText(payload.config, 'Some text.'),
          category: 'Market Insights',
          author: 'Export Desk',
          date: new Date(base + i * DAY).toISOString(),
          isAIGenerated: true,
          _status: 'published',
        },
        context: { disableRevalidate: true },
      })
    }
    const before = await payload.count({ collection: 'posts' })
    expect(await capGeneratedPosts(payload)).toBe(2)
    const after = await publicPosts({ isAIGenerated: { equals: true } })
    expect(after.totalDocs).toBe(50)
    // The two oldest are drafts now, and nothing was deleted.
    expect(after.docs.some((d) => d.title === 'Older generated post 0')).toBe(false)
    expect(after.docs.some((d) => d.title === 'Older generated post 1')).toBe(false)
    expect((await payload.count({ collection: 'posts' })).totalDocs).toBe(before.totalDocs)
    // The static posts are not generated and stay published.
    expect((await publicPosts({ isAIGenerated: { not_equals: true } })).totalDocs).toBe(3)
  })
})
