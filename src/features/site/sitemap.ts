import type { Payload } from 'payload'
import { defaultLocale, localeCodes } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { escapeHtml } from '@/lib/html'
import { PRODUCTS_PER_PAGE } from '@/features/catalogue'
import { categoryPagePath } from '@/features/catalogue'

/** A product's category, as an id whether or not it was populated. */
const categoryId = (c: unknown) => (typeof c === 'object' && c ? (c as { id: unknown }).id : c)

/** A public page (in every language) and when it last changed. */
export type SitemapPage = { path: string; lastmod?: string }

/** Pages per sitemap file: each is listed in 8 languages, under the 50,000-URL limit. */
export const PAGES_PER_SITEMAP = 5000

const fixedPages = [
  '/',
  '/about',
  '/quality',
  '/contact',
  '/categories',
  '/catalogue',
  '/blog',
  '/articles',
]

/** Every public page: company pages, categories (each page of their lists), products, published posts, news, policies. */
export async function sitemapPages(payload: Payload): Promise<SitemapPage[]> {
  const all = { pagination: false, depth: 0, overrideAccess: false } as const
  const [categories, products, posts, news, pages] = await Promise.all([
    payload.find({ collection: 'categories', ...all, select: { slug: true, updatedAt: true } }),
    payload.find({
      collection: 'products',
      ...all,
      sort: 'position',
      select: { slug: true, updatedAt: true, category: true },
    }),
    payload.find({
      collection: 'posts',
      ...all,
      where: { _status: { equals: 'published' } },
      select: { postId: true, updatedAt: true },
    }),
    payload.find({ collection: 'news', ...all, select: { newsId: true, updatedAt: true } }),
    payload.find({ collection: 'pages', ...all, select: { slug: true, updatedAt: true } }),
  ])
  return [
    ...fixedPages.map((path) => ({ path })),
    ...categories.docs.flatMap((d) => {
      const count = products.docs.filter((p) => categoryId(p.category) === d.id).length
      const pages = Math.max(1, Math.ceil(count / PRODUCTS_PER_PAGE))
      return Array.from({ length: pages }, (_, i) => ({
        path: categoryPagePath(d.slug, i + 1),
        lastmod: d.updatedAt,
      }))
    }),
    ...products.docs.map((d) => ({ path: `/product/${d.slug}`, lastmod: d.updatedAt })),
    ...posts.docs.map((d) => ({ path: `/blog/${d.postId}`, lastmod: d.updatedAt })),
    ...news.docs.map((d) => ({ path: `/news/${d.newsId}`, lastmod: d.updatedAt })),
    ...pages.docs.map((d) => ({ path: `/legal/${d.slug}`, lastmod: d.updatedAt })),
  ]
}

const xml = (body: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })

/** The sitemap index: one file per PAGES_PER_SITEMAP pages. */
export function sitemapIndex(origin: string, pageCount: number): Response {
  const files = Math.max(1, Math.ceil(pageCount / PAGES_PER_SITEMAP))
  const entries = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
  )
  return xml(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`,
  )
}

/** One sitemap file: each page in every language, with its hreflang alternates. */
export function sitemapFile(origin: string, pages: SitemapPage[]): Response {
  const href = (code: (typeof localeCodes)[number], path: string) =>
    escapeHtml(`${origin}${localizedPath(code, path)}`)
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...localeCodes.map(
        (code) =>
          `<xhtml:link rel="alternate" hreflang="${code}" href="${href(code, page.path)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(defaultLocale, page.path)}"/>`,
    ].join('')
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod.slice(0, 10)}</lastmod>` : ''
    return localeCodes.map(
      (code) => `<url><loc>${href(code, page.path)}</loc>${lastmod}${alternates}</url>`,
    )
  })
  return xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>`,
  )
}
