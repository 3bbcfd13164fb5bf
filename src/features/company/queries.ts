import { cache } from 'react'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import { publishedGlobal, type PageGlobal } from '@/lib/published-global'

/** One company-page global in a language, as published, with its pictures (depth 1). */
export const getCompanyPage = cache(async <S extends PageGlobal>(slug: S, locale: Locale) =>
  publishedGlobal(await getPayloadClient(), slug, locale, 1),
)

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
