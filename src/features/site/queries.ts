import { cache } from 'react'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

/** Company facts from the site-settings global. */
export const getSiteSettings = cache(async (locale: Locale) => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: false })
})

/** The six categories for navigation, in their display order. */
export const getNavCategories = cache(async (locale: Locale) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'categories',
    locale,
    depth: 0,
    limit: 20,
    sort: 'order',
    select: { slug: true, name: true },
    overrideAccess: false,
  })
  return docs.map((c) => ({ slug: c.slug, name: c.name }))
})

/** One uploaded file's record (a share picture stored as an id), or null. */
export async function readMedia(id: number | string) {
  const payload = await getPayloadClient()
  return payload.findByID({
    collection: 'media',
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
  })
}

/** The SEO fields of a company page in a language (the page's texts are read elsewhere). */
export const getPageSeo = cache(
  async (slug: 'home-page' | 'about-page' | 'quality-page' | 'contact-page', locale: Locale) => {
    const payload = await getPayloadClient()
    const page = await payload.findGlobal({
      slug,
      locale,
      depth: 1,
      select: { meta: true },
      overrideAccess: false,
    })
    return page.meta
  },
)
