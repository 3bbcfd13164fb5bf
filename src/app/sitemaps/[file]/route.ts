import { PAGES_PER_SITEMAP, sitemapFile, sitemapPages } from '@/features/site/sitemap'
import { getPayloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/site-url'

export const dynamic = 'force-dynamic'

/** /sitemaps/{n}.xml: the n-th PAGES_PER_SITEMAP public pages, in every language. */
export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([1-9]\d{0,4})\.xml$/.exec((await params).file)
  const pages = await sitemapPages(await getPayloadClient())
  const n = match ? Number(match[1]) : 0
  const chunk = pages.slice((n - 1) * PAGES_PER_SITEMAP, n * PAGES_PER_SITEMAP)
  if (!match || chunk.length === 0) return new Response('Not found', { status: 404 })
  return sitemapFile(siteUrl(), chunk)
}
