import { setImmediate as nextTurn } from 'node:timers/promises'
import { withDefaults, type CatalogueProduct } from '@/features/catalogue'
import {
  certificateState,
  heldCertificates,
  heldClaims,
  heldNames,
  loadCompanyFacts,
  withCompanyFacts,
  type CompanyFacts,
} from '@/features/company'
import { serverTranslator } from '@/i18n/server-messages'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { getPayloadClient } from '@/lib/payload'
import { publishedGlobal } from '@/lib/published-global'
import { richTextToPlain } from '@/lib/rich-text'
import { siteUrl } from '@/lib/site-url'
import type { AboutPage, Category, Product, QualityPage, SiteSetting } from '@/payload-types'

/** The company facts every document's header and contact block show. */
export type Company = {
  name: string
  tagline: string
  email: string
  phone: string
  address: string
  website: string
}

/** The company facts of the site settings, as documents show them. */
export function company(s: SiteSetting): Company {
  const a = s.address
  return {
    // (Empty only in a database whose settings were never saved, as in some tests.)
    name: s.companyName ?? '',
    tagline: s.tagline ?? '',
    email: s.email ?? '',
    phone: s.phone ?? '',
    address: [
      a?.line1,
      a?.line2,
      [a?.city, a?.region, a?.postalCode].filter(Boolean).join(' '),
      a?.country,
    ]
      .filter(Boolean)
      .join(', '),
    website: siteUrl(),
  }
}

/** The absolute URL of a site page in a language. */
export const pageUrl = (locale: Locale, path: string) =>
  `${siteUrl()}${localizedPath(locale, path)}`

async function settings(locale: Locale) {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: false })
}

export type SpecSheetData = {
  locale: Locale
  company: Company
  product: CatalogueProduct
  url: string
  revised: string
}

/** A product's spec sheet content, or null for an unknown slug. */
export async function loadSpecSheet(slug: string, locale: Locale): Promise<SpecSheetData | null> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 120) return null
  const payload = await getPayloadClient()
  const [{ docs }, site, facts] = await Promise.all([
    payload.find({
      collection: 'products',
      where: { slug: { equals: slug } },
      locale,
      limit: 1,
      depth: 1,
      overrideAccess: false,
    }),
    settings(locale),
    loadCompanyFacts(payload, locale),
  ])
  const doc = docs[0]
  if (!doc) return null
  const defaults = withDefaults(doc)
  // As on the product page: no certificate the company does not hold today.
  const product = { ...defaults, certifications: heldClaims(defaults.certifications, facts) }
  const category = typeof doc.category === 'object' ? (doc.category as Category) : null
  // The sheet is as new as its newest input: the product, its category's name, the company facts.
  const revised = [doc.updatedAt, category?.updatedAt, site.updatedAt]
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1)!
  return {
    locale,
    company: company(site),
    product,
    url: pageUrl(locale, `/product/${slug}`),
    revised,
  }
}

export type CatalogueData = {
  locale: Locale
  company: Company
  url: string
  revised: string
  categories: {
    slug: string
    name: string
    description: string
    products: (CatalogueProduct & { url: string })[]
  }[]
}

/**
 * What the catalogue depends on, cheaply: the number and the latest change of products and of
 * categories, and the company facts. Any edit, addition or deletion changes it.
 */
export async function catalogueFingerprint(locale: Locale) {
  const payload = await getPayloadClient()
  const latest = (collection: 'products' | 'categories') =>
    payload.find({
      collection,
      locale,
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      select: { updatedAt: true },
      overrideAccess: false,
    })
  const [products, categories, site, facts] = await Promise.all([
    latest('products'),
    latest('categories'),
    settings(locale),
    loadCompanyFacts(payload, locale),
  ])
  return {
    products: [products.totalDocs, products.docs[0]?.updatedAt ?? ''],
    categories: [categories.totalDocs, categories.docs[0]?.updatedAt ?? ''],
    settings: site.updatedAt ?? '',
    // The products' certifications follow the certificates valid today.
    certificates: heldNames(facts),
  }
}

/** Every category in display order with all of its products. */
export async function loadCatalogue(locale: Locale): Promise<CatalogueData> {
  const payload = await getPayloadClient()
  const [cats, site, facts] = await Promise.all([
    payload.find({
      collection: 'categories',
      locale,
      sort: 'order',
      depth: 0,
      limit: 100,
      pagination: false,
      select: { slug: true, name: true, description: true, updatedAt: true },
      overrideAccess: false,
    }),
    settings(locale),
    loadCompanyFacts(payload, locale),
  ])
  // Read in pages: turning a thousand rows into documents at once would hold up other requests.
  const products: Product[] = []
  for (let page = 1; ; page++) {
    const batch = await payload.find({
      collection: 'products',
      locale,
      sort: ['position', 'name'],
      depth: 0,
      limit: 100,
      page,
      overrideAccess: false,
    })
    products.push(...batch.docs)
    if (!batch.hasNextPage) break
    await nextTurn()
  }
  const byCategory = new Map<number | string, CatalogueProduct[]>()
  for (const p of products) {
    const id = typeof p.category === 'object' && p.category ? p.category.id : p.category
    const category = cats.docs.find((c) => c.id === id)
    if (!category) continue
    const list = byCategory.get(category.id) ?? []
    const product = withDefaults(p, category)
    list.push({ ...product, certifications: heldClaims(product.certifications, facts) })
    byCategory.set(category.id, list)
  }
  const dates = [
    ...products.map((p) => p.updatedAt),
    ...cats.docs.map((c) => c.updatedAt),
    site.updatedAt,
  ].filter((d): d is string => Boolean(d))
  return {
    locale,
    company: company(site),
    url: pageUrl(locale, '/categories'),
    revised: dates.sort().at(-1) ?? new Date(0).toISOString(),
    categories: cats.docs.map((c) => ({
      slug: c.slug,
      name: c.name,
      description: richTextToPlain(c.description),
      products: (byCategory.get(c.id) ?? []).map((p) => ({
        ...p,
        url: pageUrl(locale, `/product/${p.slug}`),
      })),
    })),
  }
}

/**
 * A company page as the documents print it, as on the site: `{countries}` filled in, no badge
 * of a certificate that is not valid today, and "Certified: …" for each one that is.
 */
function withFacts<P extends { hero: { badges?: { text: string; id?: string | null }[] | null } }>(
  page: P,
  facts: CompanyFacts,
): P {
  const filled = withCompanyFacts(page, facts)
  const t = serverTranslator(facts.locale, 'facts')
  const held = heldCertificates(facts.certificates, facts.now).map((c) => ({
    id: `certificate-${c.id}`,
    text: t('certifiedBadge', { name: c.name }),
  }))
  return { ...filled, hero: { ...filled.hero, badges: [...(filled.hero.badges ?? []), ...held] } }
}

export type CompanyProfileData = {
  locale: Locale
  company: Company
  url: string
  revised: string
  about: AboutPage
}

export async function loadCompanyProfile(locale: Locale): Promise<CompanyProfileData> {
  const payload = await getPayloadClient()
  const [page, site, facts] = await Promise.all([
    publishedGlobal(payload, 'about-page', locale),
    settings(locale),
    loadCompanyFacts(payload, locale),
  ])
  return {
    locale,
    company: company(site),
    url: pageUrl(locale, '/about'),
    revised: [page.updatedAt, site.updatedAt]
      .filter((d): d is string => Boolean(d))
      .sort()
      .at(-1)!,
    about: withFacts(page, facts),
  }
}

export type QualityCertificate = {
  name: string
  issuer: string
  scope: string
  /** As on the quality page: an expiring certificate is still shown as valid until its date. */
  status: 'ongoing' | 'valid' | 'expired'
  until: string | null
}

export type QualityManualData = {
  locale: Locale
  company: Company
  url: string
  revised: string
  quality: QualityPage
  certificates: QualityCertificate[]
}

export async function loadQualityManual(locale: Locale): Promise<QualityManualData> {
  const payload = await getPayloadClient()
  const [page, site, certs, facts] = await Promise.all([
    publishedGlobal(payload, 'quality-page', locale),
    settings(locale),
    payload.find({
      collection: 'certificates',
      locale,
      depth: 0,
      limit: 50,
      sort: 'order',
      overrideAccess: false,
    }),
    loadCompanyFacts(payload, locale),
  ])
  const quality = withFacts(page, facts)
  // Validity is computed for today, as on the quality page: the manual never shows an expired
  // certificate as valid, and hides those staff chose to hide.
  const now = new Date()
  const certificates = certs.docs.flatMap((c): QualityCertificate[] => {
    const s = certificateState(c, now)
    if (s.state === 'expired' && c.whenExpired === 'hide') return []
    return [
      {
        name: c.name,
        issuer: c.issuer,
        scope: c.scope,
        status: s.state === 'expiring' ? 'valid' : s.state,
        until: s.state === 'ongoing' || !s.until ? null : s.until.toISOString(),
      },
    ]
  })
  return {
    locale,
    company: company(site),
    url: pageUrl(locale, '/quality'),
    revised: [quality.updatedAt, site.updatedAt, ...certs.docs.map((c) => c.updatedAt)]
      .filter((d): d is string => Boolean(d))
      .sort()
      .at(-1)!,
    quality,
    certificates,
  }
}
