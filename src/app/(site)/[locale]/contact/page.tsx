import { PageHero } from '@/features/company/components/blocks'
import { ContactAside } from '@/features/company/components/ContactAside'
import { ContactFaq } from '@/features/company/components/ContactFaq'
import { ContactFormSection } from '@/features/company/components/ContactFormSection'
import { ContactLocations } from '@/features/company/components/ContactLocations'
import { getCompanyPage } from '@/features/company/queries'
import { measuredResponseTime } from '@/features/inquiries/queries'
import { namespacedPageMetadata } from '@/features/site/page-meta'
import { getSiteSettings } from '@/features/site/queries'
import { pageLocale } from '@/i18n/page-locale'
import { mediaPicture } from '@/lib/picture'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = namespacedPageMetadata(
  'contact',
  '/contact',
  'contact',
  'contact-page',
)

export default async function ContactPage({ params }: Props) {
  const { locale } = await pageLocale(params)
  const [page, settings] = await Promise.all([
    getCompanyPage('contact-page', locale),
    getSiteSettings(locale),
  ])
  const { quickContact: qc } = page
  const measured = qc.showMeasuredResponse
    ? await measuredResponseTime(locale, qc.minimumAnswered ?? 20)
    : null
  return (
    <>
      <PageHero
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        badges={page.hero.badges ?? []}
        picture={mediaPicture(page.pictures?.hero)}
      />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-3">
        <ContactFormSection locale={locale} settings={settings} />
        <ContactAside locale={locale} page={page} settings={settings} measured={measured} />
      </div>

      <ContactLocations locale={locale} locations={page.locations} />
      <ContactFaq locale={locale} faq={page.faq} />
    </>
  )
}
