import { env } from '@/lib/env'

/** One web result: the fields the blog reads (spec: title, content, url). */
export type SearchResult = { title: string; content: string; url: string }

export type WebSearch = (query: string, limit: number) => Promise<SearchResult[]>

const strip = (s: unknown): string =>
  typeof s === 'string'
    ? s
        .replace(/<[^>]*>/g, '')
        .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) =>
          e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : "'",
        )
        .replace(/\s+/g, ' ')
        .trim()
    : ''

/**
 * Reads a Brave Search web answer: `{ web: { results: [{ title, description, url,
 * extra_snippets? }] } }`. Titles and snippets may carry <strong> highlights; they are removed.
 */
export function parseBraveResults(body: unknown, limit: number): SearchResult[] {
  const results = (body as { web?: { results?: unknown } })?.web?.results
  if (!Array.isArray(results)) throw new Error('search answer has no web.results list')
  return results
    .map((r: Record<string, unknown>) => ({
      title: strip(r.title),
      content: [
        strip(r.description),
        ...(Array.isArray(r.extra_snippets) ? r.extra_snippets.map(strip) : []),
      ]
        .filter(Boolean)
        .join(' '),
      url: typeof r.url === 'string' ? r.url : '',
    }))
    .filter((r) => r.title)
    .slice(0, limit)
}

/**
 * A search service that does not answer within this time is taken to be down: the job goes on
 * with its built-in topics (a search API answers in about a second).
 */
export const BLOG_SEARCH_TIMEOUT_MS = 5000

/**
 * A Brave Search compatible endpoint (`GET {url}?q=…&count=…`, key in the
 * X-Subscription-Token header).
 */
export function braveWebSearch(
  url: string,
  key: string | undefined,
  timeoutMs = BLOG_SEARCH_TIMEOUT_MS,
): WebSearch {
  return async (query, limit) => {
    const u = new URL(url)
    u.searchParams.set('q', query)
    u.searchParams.set('count', String(limit))
    const res = await fetch(u, {
      headers: { Accept: 'application/json', ...(key ? { 'X-Subscription-Token': key } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!res.ok) throw new Error(`web search answered HTTP ${res.status}`)
    return parseBraveResults(await res.json(), limit)
  }
}

/** The web search of the blog job, when BLOG_SEARCH_URL is set; null when unset. */
export function configuredWebSearch(): WebSearch | null {
  const { BLOG_SEARCH_URL: url, BLOG_SEARCH_API_KEY: key } = env()
  return url ? braveWebSearch(url, key) : null
}

/** A failure that says the service is out of reach (no answer in time, no connection). */
export function isOutage(error: unknown): boolean {
  const e = error as { name?: string; message?: string }
  return e?.name === 'TimeoutError' || e?.name === 'AbortError' || e?.message === 'fetch failed'
}
