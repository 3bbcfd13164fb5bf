import type { Payload } from 'payload'
import { markdownToRichText } from '@/fields/rich-text'
import { env } from '@/lib/env'
import { logger as defaultLogger } from '@/lib/logger'
import { blogCategories, readTime, type BlogCategory } from '../constants'
import { generatePostImage, type ImageConfig } from './image'
import { llmConfig } from '@/lib/llm'
import { LlmUnavailableError, writeWithLlm, type LlmConfig } from './llm'
import {
  assignCategory,
  clip,
  enrichKeywords,
  extractKeywords,
  GENERATION,
  generatedPostId,
  isFeatured,
  shuffle,
  titleFor,
  type Random,
  type Topic,
} from './rules'
import { writeFromTemplates, type Draft, type WriteInput } from './templates'
import { configuredWebSearch, isOutage, type WebSearch } from './web-search'

type Log = Pick<typeof defaultLogger, 'info' | 'warn' | 'error'>

export type RunOptions = {
  now?: Date
  random?: Random
  /** Null: offline templates only. Undefined: from the environment. */
  llm?: LlmConfig | null
  search?: WebSearch | null
  image?: ImageConfig | null
  log?: Log
}

export type RunReport = {
  created: string[]
  failed: { topic: string; reason: string }[]
  unpublished: number
  status: 'publish' | 'draft'
}

export const AUTHOR = 'Export Desk'
const TREND_QUERY = 'Indian agricultural exports spices rice pulses market trends'

/** The writer, image and search settings of this process (BLOG_* variables). */
export function configuredServices(): Required<Pick<RunOptions, 'llm' | 'search' | 'image'>> {
  const e = env()
  return {
    llm: llmConfig(),
    search: configuredWebSearch(),
    image: e.BLOG_IMAGE_URL
      ? {
          url: e.BLOG_IMAGE_URL,
          apiKey: e.BLOG_IMAGE_API_KEY,
          model: e.BLOG_IMAGE_MODEL,
          timeoutMs: e.BLOG_LLM_TIMEOUT_MS,
        }
      : null,
  }
}

const reasonOf = (error: unknown): string =>
  String((error as Error)?.message ?? error).slice(0, 300)

/**
 * Trending topics from the web search, or none (a failure is logged); `down` when the search
 * did not answer in time or could not be reached.
 */
async function trendingTopics(
  search: WebSearch | null,
  log: Log,
): Promise<{ topics: Topic[]; down: boolean }> {
  if (!search) return { topics: [], down: false }
  try {
    const results = await search(TREND_QUERY, GENERATION.trendLimit)
    const topics = results.slice(0, GENERATION.trendLimit).map((r) => ({
      topic: clip(r.title, 120),
      keywords: extractKeywords(`${r.title} ${r.content}`, 5),
      research: r.content ? [r.content] : [],
    }))
    return { topics, down: false }
  } catch (error) {
    log.warn({ error: reasonOf(error) }, 'web trends unavailable; using the built-in topics')
    return { topics: [], down: isOutage(error) }
  }
}

/**
 * Five topics: trends first, then the built-in topics in random order, preferring topics
 * whose title has not been used by an earlier generated post.
 */
async function pickTopics(payload: Payload, trends: Topic[], random: Random): Promise<Topic[]> {
  const [builtIn, used] = await Promise.all([
    payload.find({ collection: 'blog-topics', limit: 200, depth: 0, pagination: false }),
    payload.find({
      collection: 'posts',
      where: { isAIGenerated: { equals: true } },
      sort: '-date',
      limit: 100,
      depth: 0,
      draft: true,
      select: { title: true },
    }),
  ])
  const usedTitles = new Set(used.docs.map((d) => d.title.toLowerCase()))
  const candidates: Topic[] = [
    ...trends,
    ...shuffle(builtIn.docs, random).map((t) => ({
      topic: t.topic,
      keywords: t.keywords ?? [],
      category: t.category as BlogCategory,
      targetAudience: t.targetAudience,
      contentAngle: t.contentAngle,
    })),
  ]
  const seen = new Set<string>()
  const unique = candidates.filter((t) => {
    const k = t.topic.toLowerCase()
    if (!t.topic.trim() || seen.has(k)) return false
    seen.add(k)
    return true
  })
  const fresh = unique.filter((t) => !usedTitles.has(titleFor(t).toLowerCase()))
  const stale = unique.filter((t) => usedTitles.has(titleFor(t).toLowerCase()))
  return [...fresh, ...stale].slice(0, GENERATION.topicsPerRun)
}

/** `llmDown`: the writing service did not answer in time or could not be reached. */
async function write(
  input: WriteInput,
  llm: LlmConfig | null,
  log: Log,
): Promise<Draft & { writer: string; llmDown?: boolean }> {
  if (llm) {
    try {
      return { ...(await writeWithLlm(llm, input)), writer: 'llm' }
    } catch (error) {
      if (!(error instanceof LlmUnavailableError)) throw error
      log.warn(
        { topic: input.topic.topic, error: error.message },
        'writing service unavailable; using the template writer',
      )
      return { ...writeFromTemplates(input), writer: 'templates', llmDown: true }
    }
  }
  return { ...writeFromTemplates(input), writer: 'templates' }
}

/** Unpublishes published generated posts beyond the newest 50 (kept as drafts, not deleted). */
export async function capGeneratedPosts(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ isAIGenerated: { equals: true } }, { _status: { equals: 'published' } }] },
    sort: ['-date', '-createdAt'],
    limit: 0,
    pagination: false,
    depth: 0,
    select: { date: true },
  })
  const excess = docs.slice(GENERATION.listCap)
  for (const doc of excess) {
    await payload.update({
      collection: 'posts',
      id: doc.id,
      data: { _status: 'draft' },
      context: { disableRevalidate: doc !== excess[excess.length - 1] },
    })
  }
  return excess.length
}

/**
 * One generation run: picks five topics, researches and writes a post for each, stores them
 * (published or as drafts, per site settings) and unpublishes generated posts beyond the cap.
 * A topic that fails is logged and skipped; the others are still stored.
 */
export async function runBlogGeneration(
  payload: Payload,
  options: RunOptions = {},
): Promise<RunReport> {
  const now = options.now ?? new Date()
  const random = options.random ?? Math.random
  const log = options.log ?? defaultLogger
  const services =
    options.llm === undefined || options.search === undefined || options.image === undefined
      ? configuredServices()
      : null
  // A service that is out of reach (no answer in time, no connection) is not asked again in
  // this run: one wait, then the built-in topics and the template writer.
  let llm = options.llm !== undefined ? options.llm : services!.llm
  let search = options.search !== undefined ? options.search : services!.search
  let image = options.image !== undefined ? options.image : services!.image

  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const status = settings.generatedPosts === 'draft' ? 'draft' : 'publish'
  const trends = await trendingTopics(search, log)
  if (trends.down) search = null
  const topics = await pickTopics(payload, trends.topics, random)
  const report: RunReport = { created: [], failed: [], unpublished: 0, status }

  for (const topic of topics) {
    try {
      let research = topic.research ?? []
      if (search) {
        try {
          const query = `${topic.topic} ${topic.keywords.slice(0, 3).join(' ')} latest trends`
          const found = await search(query, GENERATION.researchLimit)
          research = [...research, ...found.map((r) => r.content).filter(Boolean)]
        } catch (error) {
          log.warn({ topic: topic.topic, error: reasonOf(error) }, 'topic research failed')
          if (isOutage(error)) search = null
        }
      }
      const keywords = enrichKeywords(topic, research)
      const category = assignCategory({ topic: topic.topic, keywords })
      const title = titleFor({ topic: topic.topic, keywords })
      const draft = await write(
        { topic: { ...topic, research }, title, category, keywords, random },
        llm,
        log,
      )
      if (draft.llmDown) llm = null
      const postId = generatedPostId(now, random)
      const featured = isFeatured(random)
      let imageId: number | undefined
      if (image) {
        try {
          imageId = await generatePostImage(payload, image, { title, category })
        } catch (error) {
          log.warn(
            { topic: topic.topic, error: reasonOf(error) },
            'post image failed; using artwork',
          )
          if (isOutage(error)) image = null
        }
      }
      const tags = [...new Set(keywords.map((k) => clip(k.toLowerCase(), 40)))].slice(0, 8)
      await payload.create({
        collection: 'posts',
        draft: status === 'draft',
        data: {
          postId,
          title,
          excerpt: draft.excerpt,
          // Both writers answer in markdown; the post stores it as rich text.
          content: await markdownToRichText(payload.config, draft.content),
          category: blogCategories.includes(category) ? category : blogCategories[0],
          author: AUTHOR,
          date: now.toISOString(),
          readTime: readTime(draft.content),
          featured,
          isAIGenerated: true,
          tags,
          image: imageId,
          meta: { title: clip(title, 70), description: clip(draft.excerpt, 200) },
          _status: status === 'draft' ? 'draft' : 'published',
        },
      })
      report.created.push(postId)
      log.info({ postId, topic: topic.topic, writer: draft.writer, status }, 'blog post generated')
    } catch (error) {
      const reason = reasonOf(error)
      report.failed.push({ topic: topic.topic, reason })
      log.error({ topic: topic.topic }, `Failed to generate blog content: ${reason}`)
    }
  }
  report.unpublished = await capGeneratedPosts(payload)
  return report
}
