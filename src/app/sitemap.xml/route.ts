import { sitemapIndex, sitemapPages } from '@/features/site/sitemap'
import { getPayloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/site-url'

export const dynamic = 'force-dynamic'

/** /sitemap.xml: the index of the sitemap files. */
export async function GET() {
  const pages = await sitemapPages(await getPayloadClient())
  return sitemapIndex(siteUrl(), pages.length)
}
