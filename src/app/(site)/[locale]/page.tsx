import type { Metadata } from 'next'
import { certificateBadges } from '@/features/company/badges'
import { getCompanyPage, getHeldCertificates } from '@/features/company/queries'
import { HomeCategories } from '@/features/site/components/HomeCategories'
import { HomeHero } from '@/features/site/components/HomeHero'
import { HomeReach } from '@/features/site/components/HomeReach'
import { HomeStandards } from '@/features/site/components/HomeStandards'
import { HomeTabs } from '@/features/site/components/HomeTabs'
import { SiteJsonLd } from '@/features/site/components/SiteJsonLd'
import { socialMetadata } from '@/features/site/page-meta'
import { getNavCategories, getSiteSettings, readMedia } from '@/features/site/queries'
import { homeMetaTexts, shareImage, withSeoFields } from '@/features/site/seo'
import { pageAlternates } from '@/i18n/alternates'
import { metadataLocale, pageLocale } from '@/i18n/page-locale'
import { mediaPicture } from '@/lib/picture'

type Props = { params: Promise<{ locale: string }> }

/** Built-in news dates run back from today: re-render at least every six hours. */
export const revalidate = 21600

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = (await metadataLocale(params)) ?? {}
  if (!locale) return {}
  const [settings, home] = await Promise.all([
    getSiteSettings(locale),
    getCompanyPage('home-page', locale),
  ])
  const { title, description } = withSeoFields(
    homeMetaTexts(locale, home, settings.companyName),
    home.meta,
  )
  const image = (await shareImage(home.meta, title, readMedia)) ?? 'home'
  return {
    title: { absolute: title },
    description,
    alternates: pageAlternates(locale, '/'),
    ...socialMetadata({ locale, path: '/', title, description, image }),
  }
}

export default async function HomePage({ params }: Props) {
  const { locale } = await pageLocale(params)
  const [settings, home, certified, held, categories] = await Promise.all([
    getSiteSettings(locale),
    getCompanyPage('home-page', locale),
    certificateBadges(locale),
    getHeldCertificates(locale),
    getNavCategories(locale),
  ])
  return (
    <>
      <HomeHero
        locale={locale}
        hero={home.hero}
        picture={mediaPicture(home.pictures?.hero)}
        categories={categories}
        certificates={certified}
      />
      <HomeCategories locale={locale} content={home.categories} />
      <HomeTabs locale={locale} tabs={home.tabs} />
      <HomeReach locale={locale} reach={home.globalReach} />
      <HomeStandards standards={home.standards} />
      <SiteJsonLd locale={locale} settings={settings} certificates={held} />
    </>
  )
}
