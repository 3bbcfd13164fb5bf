import { getTranslations } from 'next-intl/server'
import {
  AboutFacilities,
  AboutLeaders,
  AboutMission,
  AboutStory,
  AboutTimeline,
  AboutValues,
} from '@/features/company/components/AboutSections'
import { PageHero } from '@/features/company/components/blocks'
import { SectionPicture } from '@/features/company/components/SectionPicture'
import { DocumentCta } from '@/features/company/components/DocumentCta'
import { certificateBadges } from '@/features/company/badges'
import { getCompanyPage } from '@/features/company/queries'
import { documentPath } from '@/features/documents/urls'
import { namespacedPageMetadata } from '@/features/site/page-meta'
import { pageLocale } from '@/i18n/page-locale'
import { localizedPath } from '@/i18n/paths'
import { mediaPicture } from '@/lib/picture'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = namespacedPageMetadata('about', '/about', 'about', 'about-page')

export default async function AboutPage({ params }: Props) {
  const { locale } = await pageLocale(params)
  const [t, td, page, certified] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'documents' }),
    getCompanyPage('about-page', locale),
    certificateBadges(locale),
  ])
  return (
    <>
      <PageHero
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        badges={[...(page.hero.badges ?? []), ...certified]}
        picture={mediaPicture(page.pictures?.hero)}
      />
      <AboutStory locale={locale} page={page} />
      <AboutMission page={page} />
      <AboutValues locale={locale} values={page.values} />
      <AboutTimeline locale={locale} timeline={page.timeline} />
      <SectionPicture picture={mediaPicture(page.pictures?.team, { box: 'free' })} />
      <AboutLeaders locale={locale} leaders={page.leaders} />
      <SectionPicture picture={mediaPicture(page.pictures?.plant, { box: 'free' })} />
      <AboutFacilities locale={locale} facilities={page.facilities} />
      <DocumentCta
        title={t('ctaTitle')}
        text={t('ctaText')}
        action={{
          href: localizedPath(locale, '/contact?type=partnership'),
          label: t('requestMeeting'),
        }}
        document={{
          href: documentPath(locale, 'company-profile'),
          label: t('downloadProfile'),
          format: td('pdf'),
        }}
      />
    </>
  )
}
