/** One item as a provider found it (the spec's "web search result"), before the pipeline. */
export type SourceItem = {
  /** Plain text. */
  title: string
  /** The source's text or HTML (untrusted). */
  content: string
  /** A shorter summary when the source has one besides the content (RSS description). */
  summary?: string
  /** Absolute http(s) address of the original article, or null. */
  url: string | null
  /** Name of the publisher. */
  source: string
  publishDate: Date | null
  kind: 'feed' | 'search'
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>
