import { cache } from 'react'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import { publishedGlobal, type PageGlobal } from '@/lib/published-global'
import { heldCertificates, loadCompanyFacts, withCompanyFacts } from './facts'

/** Countries served, the certificates and their validity now, for a language (one request). */
export const getCompanyFacts = cache(async (locale: Locale) =>
  loadCompanyFacts(await getPayloadClient(), locale),
)

/** The certificates valid today, in their order: the only ones any page claims to hold. */
export const getHeldCertificates = cache(async (locale: Locale) => {
  const facts = await getCompanyFacts(locale)
  return heldCertificates(facts.certificates, facts.now)
})

/**
 * One company-page global in a language, as published, with its pictures (depth 1), its
 * `{countries}` filled in and no badge of a certificate that is not valid today.
 */
export const getCompanyPage = cache(async <S extends PageGlobal>(slug: S, locale: Locale) => {
  const [page, facts] = await Promise.all([
    publishedGlobal(await getPayloadClient(), slug, locale, 1),
    getCompanyFacts(locale),
  ])
  return withCompanyFacts(page, facts)
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
