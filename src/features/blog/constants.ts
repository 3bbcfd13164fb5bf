/** The blog categories, in the spec's order. */
export const blogCategories = [
  'Market Insights',
  'Quality & Standards',
  'Export Guidelines',
  'Sustainability',
  'Industry News',
  'Product Spotlight',
] as const
export type BlogCategory = (typeof blogCategories)[number]

/**
 * URL value of a category, also its key in the `blogCategories` messages: "Quality & Standards"
 * → "quality-standards". Spelled out so the compiler checks each against the messages.
 */
const categorySlugs = {
  'Market Insights': 'market-insights',
  'Quality & Standards': 'quality-standards',
  'Export Guidelines': 'export-guidelines',
  Sustainability: 'sustainability',
  'Industry News': 'industry-news',
  'Product Spotlight': 'product-spotlight',
} as const satisfies Record<BlogCategory, string>
export type BlogCategorySlug = (typeof categorySlugs)[BlogCategory]

export function categorySlug(category: BlogCategory): BlogCategorySlug {
  return categorySlugs[category]
}

export const RELATED_POSTS = 3
export const WORDS_PER_MINUTE = 200

/** "12 min read" from the length of a text. */
export function readTime(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean).length
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`
}
