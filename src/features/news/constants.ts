/** Categories of the news list's filter buttons, in the spec's order. */
export const newsFilterCategories = [
  'Export Growth',
  'Market Trends',
  'Policy Update',
  'Technology',
  'Trade Relations',
  'Global Markets',
  'World Trade',
  'Supply Chain',
  'Quality Standards',
  'Industry News',
] as const

/** Every category a news item can have: the filters plus those of the built-in items. */
export const newsCategories = [
  ...newsFilterCategories,
  'Climate Impact',
  'Sustainability',
  'Innovation',
] as const
export type NewsCategory = (typeof newsCategories)[number]

/** Range of the stored stockImage field; the shown picture follows the topic (artwork/topics.ts). */
export const STOCK_IMAGES = 9
export const RELATED_NEWS = 3
export const NEWS_PAGE_SIZE = 2

/**
 * URL value of a category, also its key in the `newsCategories` messages. Spelled out so the
 * compiler checks each against the messages.
 */
const categorySlugs = {
  'Export Growth': 'export-growth',
  'Market Trends': 'market-trends',
  'Policy Update': 'policy-update',
  Technology: 'technology',
  'Trade Relations': 'trade-relations',
  'Global Markets': 'global-markets',
  'World Trade': 'world-trade',
  'Supply Chain': 'supply-chain',
  'Quality Standards': 'quality-standards',
  'Industry News': 'industry-news',
  'Climate Impact': 'climate-impact',
  Sustainability: 'sustainability',
  Innovation: 'innovation',
} as const satisfies Record<NewsCategory, string>
export type NewsCategorySlug = (typeof categorySlugs)[NewsCategory]

export function newsCategorySlug(category: NewsCategory): NewsCategorySlug {
  return categorySlugs[category]
}

/** Words/200 rounded up, or 3 minutes when there is no content. */
export function newsReadMinutes(html: string | null | undefined): number {
  const text = (html ?? '').replace(/<[^>]*>/g, ' ').trim()
  if (!text) return 3
  return Math.max(1, Math.ceil(text.split(/\s+/).length / 200))
}

/** Pages of a two-up carousel: ceil(count / 2), at least one. */
export function carouselPages(count: number, perPage = NEWS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / perPage))
}

/**
 * Whether the home carousel moves on by itself: not once stopped (its Pause button, or the
 * visitor asks for reduced motion), not while the pointer is over it or focus is in it (but on
 * the Pause/Play button itself), and not with a single page.
 */
export function carouselAutoAdvances(state: {
  stopped: boolean
  hovered: boolean
  focused: boolean
  pages: number
}): boolean {
  return !state.stopped && !state.hovered && !state.focused && state.pages > 1
}

/**
 * The message key for what "Get Latest News" got back, or null when the list can simply
 * reload: the server's gathering failed ("Failed to fetch news data"), or the request itself
 * failed, offline or answered with a server error ("Failed to load agricultural news"). Being
 * rate-limited is no failure: the list reloads what is stored.
 */
export function newsRefreshFailure(
  answer: { httpStatus: number; status?: unknown } | 'threw',
): 'fetchFailed' | 'loadFailedAll' | null {
  if (answer === 'threw' || answer.httpStatus >= 500) return 'loadFailedAll'
  if (answer.status === 'failed') return 'fetchFailed'
  return null
}
