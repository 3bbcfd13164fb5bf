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

/** URL value of a category: "Quality & Standards" → "quality-standards". */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export const RELATED_POSTS = 3
export const WORDS_PER_MINUTE = 200

/** "12 min read" from the length of a text. */
export function readTime(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean).length
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`
}
