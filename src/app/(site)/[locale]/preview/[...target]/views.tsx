import type { Payload, TypedUser } from 'payload'
import { PostBody } from '@/features/blog/components/PostBody'
import { PostHeader } from '@/features/blog/components/PostHeader'
import { ProductDetail } from '@/features/catalogue/components/ProductDetail'
import { ProductTabs } from '@/features/catalogue/components/ProductTabs'
import { withDefaults } from '@/features/catalogue'
import { HomeCategories } from '@/features/site/components/HomeCategories'
import { HomeHero } from '@/features/site/components/HomeHero'
import { certificateBadges } from '@/features/company/badges'
import { withCompanyFacts } from '@/features/company/facts'
import { getCompanyFacts } from '@/features/company/queries'
import { HomeReach } from '@/features/site/components/HomeReach'
import { HomeStandards } from '@/features/site/components/HomeStandards'
import { HomeTabs } from '@/features/site/components/HomeTabs'
import { getSiteSettings } from '@/features/site/queries'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { LegalArticle, legalTexts } from '../../legal/[slug]/legal-article'

// The previews the route offers: each reads the newest draft with the staff member's own access
// and renders it with the public page's components.

/** What the draft reads take: the staff member's own access, the newest draft. */
export type Reader = { payload: Payload; user: TypedUser; locale: Locale }

const draftRead = ({ user, locale }: Reader) =>
  ({ draft: true, locale, overrideAccess: false, user, disableErrors: true }) as const

export const validId = (id: string | undefined) => (id && /^\d{1,12}$/.test(id) ? Number(id) : null)

export async function productPreview(reader: Reader, id: number) {
  const doc = await reader.payload.findByID({
    collection: 'products',
    id,
    depth: 1,
    ...draftRead(reader),
  })
  if (!doc) return null
  const product = withDefaults(doc)
  const settings = await getSiteSettings(reader.locale)
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <ProductDetail locale={reader.locale} product={product} settings={settings} />
      <ProductTabs locale={reader.locale} product={product} />
    </div>
  )
}

export async function postPreview(reader: Reader, id: number) {
  const post = await reader.payload.findByID({
    collection: 'posts',
    id,
    depth: 1,
    ...draftRead(reader),
  })
  if (!post) return null
  // Staff preview what they wrote; no part is marked as English.
  const shown = { ...post, translated: true, contentTranslated: true }
  return (
    <article>
      <PostHeader locale={reader.locale} post={shown} />
      <PostBody locale={reader.locale} post={shown} />
    </article>
  )
}

export async function legalPreview(reader: Reader, id: number) {
  const read = (locale: Locale) =>
    reader.payload.findByID({
      collection: 'pages',
      id,
      depth: 0,
      fallbackLocale: false,
      ...draftRead({ ...reader, locale }),
    })
  const own = await read(reader.locale)
  if (!own) return null
  const english = own.title && own.body ? own : await read(defaultLocale)
  return <LegalArticle locale={reader.locale} page={legalTexts(own, english)} />
}

export async function homePreview(reader: Reader) {
  const home = await reader.payload.findGlobal({
    slug: 'home-page',
    depth: 0,
    ...draftRead(reader),
  })
  if (!home?.hero) return null
  const { locale } = reader
  // As the published page shows it: `{countries}` filled in, held certificates only.
  const [facts, certified] = await Promise.all([getCompanyFacts(locale), certificateBadges(locale)])
  const page = withCompanyFacts(home, facts)
  return (
    <>
      <HomeHero locale={locale} hero={page.hero} certificates={certified} />
      <HomeCategories locale={locale} content={page.categories} />
      <HomeTabs locale={locale} tabs={page.tabs} />
      <HomeReach locale={locale} reach={page.globalReach} />
      <HomeStandards standards={page.standards} />
    </>
  )
}
