import { localeCodes, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

/**
 * Redirects are stored without the language (docs/decisions/016-redirects-and-seo-fields.md):
 * `/product/old` answers /product/old, /es/product/old, /ar/product/old … each leading on in
 * its own language.
 */

/** The collections whose address follows one field, and that address. */
export const addressOf = {
  products: (doc: { slug?: unknown }) => itemPath('product', doc.slug),
  categories: (doc: { slug?: unknown }) => itemPath('category', doc.slug),
  posts: (doc: { postId?: unknown }) => itemPath('blog', doc.postId),
  pages: (doc: { slug?: unknown }) => itemPath('legal', doc.slug),
  news: (doc: { newsId?: unknown }) => itemPath('news', doc.newsId),
} as const

export type AddressedCollection = keyof typeof addressOf

function itemPath(segment: string, id: unknown): string | null {
  return typeof id === 'string' && id ? `/${segment}/${id}` : null
}

/** A site address as stored: one leading slash, no query, fragment or trailing slash. */
export function cleanPath(input: string): string {
  const path = input.trim().split(/[?#]/)[0] ?? ''
  const clean = `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`
  return clean.replace(/\/{2,}/g, '/')
}

/** A stored address in every language, as visitors ask for it (for the page cache). */
export function inEveryLocale(path: string): string[] {
  return localeCodes.map((locale) => localizedPath(locale, path))
}

/** Whether a redirect target is a full address outside this site's paths. */
export const isAbsolute = (url: string) => /^https?:\/\//i.test(url)

/**
 * Where a target leads a visitor who asked in `locale`: a site path in that language, a full
 * address as it is.
 */
export function targetFor(locale: Locale, url: string): string {
  return isAbsolute(url) ? url : localizedPath(locale, url)
}
