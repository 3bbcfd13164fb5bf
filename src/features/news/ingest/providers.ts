import { logger } from '@/lib/logger'
import { parseFeed } from './feed'
import { absoluteHttpUrl, htmlToText, parseDate } from './text'
import type { FetchLike, SourceItem } from './types'

const MAX_BYTES = 5 * 1024 * 1024
const USER_AGENT = 'BharatAgroExports-NewsBot/1.0 (+https://bharatagroexports.example)'

/** GET with a deadline covering the whole answer; non-2xx, oversized or slow answers throw. */
export async function fetchText(
  url: string,
  {
    fetch: doFetch = fetch,
    timeoutMs,
    headers = {},
  }: { fetch?: FetchLike; timeoutMs: number; headers?: Record<string, string> },
): Promise<string> {
  const res = await doFetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'follow',
    headers: { 'user-agent': USER_AGENT, ...headers },
  })
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  const length = Number(res.headers.get('content-length') ?? 0)
  if (length > MAX_BYTES) throw new Error('answer too large')
  const text = await res.text()
  if (text.length > MAX_BYTES) throw new Error('answer too large')
  return text
}

export type ProviderFailure = { provider: string; error: string }

/** Items of every feed; a feed that fails (unreachable, slow, malformed) is logged and skipped. */
export async function gatherFeeds(
  feeds: string[],
  opts: { fetch?: FetchLike; timeoutMs: number },
): Promise<{ items: SourceItem[]; failures: ProviderFailure[] }> {
  const failures: ProviderFailure[] = []
  const lists = await Promise.all(
    feeds.map(async (feed) => {
      try {
        const xml = await fetchText(feed, {
          ...opts,
          headers: {
            accept:
              'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8',
          },
        })
        return parseFeed(xml, feed)
      } catch (error) {
        const message = errorText(error)
        logger.warn({ feed, error: message }, 'news feed skipped')
        failures.push({ provider: feed, error: message })
        return []
      }
    }),
  )
  return { items: lists.flat(), failures }
}

/** The spec's ten searches about Indian agricultural exports. */
export const NEWS_SEARCH_QUERIES = [
  'Indian agricultural exports news',
  'India spice exports',
  'India rice exports',
  'organic certification India agricultural exports',
  'India agricultural export policy',
  'food safety rules agricultural exports India',
  'basmati rice exports',
  'India pulses exports',
  'quality standards Indian agricultural exports',
  'agricultural commodity export prices India',
] as const
export const SEARCH_RESULTS_PER_QUERY = 5
export const SEARCH_CONTENT_CHARS = 200

/** A search result's text: 200 characters plus "..." when longer. */
export function cutSearchContent(text: string): string {
  return text.length > SEARCH_CONTENT_CHARS ? `${text.slice(0, SEARCH_CONTENT_CHARS)}...` : text
}

type BraveResult = {
  title?: unknown
  url?: unknown
  description?: unknown
  extra_snippets?: unknown
  page_age?: unknown
  age?: unknown
  profile?: { name?: unknown }
  meta_url?: { hostname?: unknown }
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * Results of the Brave Search web API (GET {url}?q=…&count=5, header X-Subscription-Token;
 * answer `{ web: { results: [{ title, url, description, page_age, profile: { name },
 * meta_url: { hostname } }] } }`). Throws on an answer of another shape.
 */
export function parseBraveResults(json: unknown): SourceItem[] {
  const results = (json as { web?: { results?: unknown } } | null)?.web?.results
  if (!Array.isArray(results)) throw new Error('no web.results in the search answer')
  return (results as BraveResult[]).map((r) => {
    const url = absoluteHttpUrl(str(r.url))
    const snippets = Array.isArray(r.extra_snippets) ? r.extra_snippets.map(str).join(' ') : ''
    return {
      title: htmlToText(str(r.title)),
      content: cutSearchContent(htmlToText(`${str(r.description)} ${snippets}`)),
      url,
      source:
        htmlToText(str(r.profile?.name)) ||
        str(r.meta_url?.hostname).replace(/^www\./, '') ||
        (url ? new URL(url).hostname.replace(/^www\./, '') : ''),
      publishDate: parseDate(str(r.page_age)),
      kind: 'search' as const,
    }
  })
}

/** Runs the ten queries (two at a time); a failing query is logged and skipped. */
export async function searchWeb(
  search: { url: string; key: string },
  opts: { fetch?: FetchLike; timeoutMs: number; queries?: readonly string[] },
): Promise<{ items: SourceItem[]; failures: ProviderFailure[] }> {
  const queries = [...(opts.queries ?? NEWS_SEARCH_QUERIES)]
  const items: SourceItem[] = []
  const failures: ProviderFailure[] = []
  const worker = async () => {
    for (let q = queries.shift(); q !== undefined; q = queries.shift()) {
      const url = new URL(search.url)
      url.searchParams.set('q', q)
      url.searchParams.set('count', String(SEARCH_RESULTS_PER_QUERY))
      try {
        const body = await fetchText(url.href, {
          ...opts,
          headers: { accept: 'application/json', 'x-subscription-token': search.key },
        })
        items.push(...parseBraveResults(JSON.parse(body)).slice(0, SEARCH_RESULTS_PER_QUERY))
      } catch (error) {
        const message = errorText(error)
        logger.warn({ query: q, error: message }, 'news search skipped')
        failures.push({ provider: `search: ${q}`, error: message })
      }
    }
  }
  await Promise.all([worker(), worker()])
  return { items, failures }
}

function errorText(error: unknown): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string } }
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'timed out'
  return [e?.message ?? String(error), e?.cause?.code].filter(Boolean).join(' ').slice(0, 300)
}
