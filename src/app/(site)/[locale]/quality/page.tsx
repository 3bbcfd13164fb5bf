import { getTranslations } from 'next-intl/server'
import { PageHero } from '@/features/company/components/blocks'
import { SectionPicture } from '@/features/company/components/SectionPicture'
import { DocumentCta } from '@/features/company/components/DocumentCta'
import { QualityTabs } from '@/features/company/components/QualityTabs'
import {
  QualityCompliance,
  QualityProcess,
  QualityPromise,
} from '@/features/company/components/QualitySections'
import { certificateBadges } from '@/features/company/badges'
import { getCertificates, getCompanyPage } from '@/features/company/queries'
import { documentPath } from '@/features/documents/urls'
import { namespacedPageMetadata } from '@/features/site/page-meta'
import { pageLocale } from '@/i18n/page-locale'
import { localizedPath } from '@/i18n/paths'
import { mediaPicture } from '@/lib/picture'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = namespacedPageMetadata(
  'quality',
  '/quality',
  'quality',
  'quality-page',
)

/** Certificates can expire while a page sits in the cache: re-check at least hourly. */
export const revalidate = 3600

export default async function QualityPage({ params }: Props) {
  const { locale } = await pageLocale(params)
  const [t, td, page, certificates, certified] = await Promise.all([
    getTranslations({ locale, namespace: 'quality' }),
    getTranslations({ locale, namespace: 'documents' }),
    getCompanyPage('quality-page', locale),
    getCertificates(locale),
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
      <QualityPromise locale={locale} promise={page.promise} />
      <SectionPicture picture={mediaPicture(page.pictures?.packing, { box: 'free' })} />
      <QualityProcess locale={locale} process={page.process} />
      <SectionPicture picture={mediaPicture(page.pictures?.lab, { box: 'free' })} />
      <QualityTabs locale={locale} page={page} certificates={certificates} />
      <QualityCompliance locale={locale} compliance={page.compliance} />
      <DocumentCta
        title={t('ctaTitle')}
        text={t('ctaText')}
        action={{
          href: localizedPath(locale, '/contact?type=quality'),
          label: t('requestLabReport'),
        }}
        document={{
          href: documentPath(locale, 'quality-manual'),
          label: t('downloadManual'),
          format: td('pdf'),
        }}
      />
    </>
  )
}
