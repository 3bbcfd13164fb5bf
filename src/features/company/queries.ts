import { cache } from 'react'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

type PageSlug = 'home-page' | 'about-page' | 'quality-page' | 'contact-page'

/** One company-page global in a language. */
export const getCompanyPage = cache(async <S extends PageSlug>(slug: S, locale: Locale) => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug, locale, depth: 0, overrideAccess: false })
})

export const getCertificates = cache(async (locale: Locale) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'certificates',
    locale,
    depth: 1,
    limit: 50,
    sort: 'order',
    overrideAccess: false,
  })
  return docs
})
