import { CheckCircle2, ShieldCheck } from 'lucide-react'
import type { Metadata } from 'next'
import NextLink from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { buttonClass } from '@/components/ui/button'
import { CategoryGrid } from '@/features/catalogue/components/CategoryGrid'
import { getCategories } from '@/features/catalogue/queries'
import { getSiteSettings } from '@/features/site/queries'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { JsonLd } from '@/lib/json-ld'
import { siteUrl } from '@/lib/site-url'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return { alternates: { canonical: localizedPath(locale, '/') } }
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, tc, settings, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'hero' }),
    getTranslations({ locale, namespace: 'categories' }),
    getSiteSettings(locale),
    getCategories(locale),
  ])
  const stats = [1, 2, 3, 4] as const
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('trustBadge')}
          </p>
          <h1 className="mt-6 max-w-4xl text-4xl leading-tight font-bold tracking-tight sm:text-5xl lg:text-6xl">
            {t('title')} <span className="text-saffron-600">{t('titleHighlight')}</span>{' '}
            {t('titleEnd')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-stone-700">{t('subtitle')}</p>
          <ul className="mt-6 space-y-2">
            {([1, 2, 3] as const).map((n) => (
              <li key={n} className="flex items-start gap-2 text-stone-800">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-700"
                />
                {t(`benefit${n}`)}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <NextLink
              href={localizedPath(locale, '/categories')}
              className={buttonClass('primary', 'lg')}
            >
              {t('exploreProducts')}
            </NextLink>
            <NextLink
              href={localizedPath(locale, '/contact?type=quote')}
              className={buttonClass('outline', 'lg')}
            >
              {t('requestQuote')}
            </NextLink>
          </div>
          <dl className="mt-12 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
            {stats.map((n) => (
              <div key={n}>
                <dt className="text-sm text-stone-600">{t(`stat${n}Label`)}</dt>
                <dd className="order-first text-3xl font-bold text-brand-800">{t(`stat${n}`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
        aria-labelledby="categories-heading"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="categories-heading" className="text-3xl font-bold">
              {tc('homeTitle')}
            </h2>
            <p className="mt-2 max-w-2xl text-stone-600">{tc('homeSubtitle')}</p>
          </div>
          <NextLink
            href={localizedPath(locale, '/categories')}
            className="font-medium text-brand-800 hover:underline"
          >
            {tc('viewAll')}
          </NextLink>
        </div>
        <div className="mt-8">
          <CategoryGrid categories={categories} locale={locale} countText="display" />
        </div>
        <div className="mt-10 text-center">
          <NextLink
            href={localizedPath(locale, '/categories')}
            className={buttonClass('accent', 'lg')}
          >
            {tc('browseCatalog')}
          </NextLink>
        </div>
      </section>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: settings.companyName,
          url: siteUrl(),
          logo: `${siteUrl()}/icon.svg`,
          email: settings.email,
          telephone: settings.phone,
          address: {
            '@type': 'PostalAddress',
            streetAddress: [settings.address.line1, settings.address.line2]
              .filter(Boolean)
              .join(', '),
            addressLocality: settings.address.city,
            addressRegion: settings.address.region ?? undefined,
            postalCode: settings.address.postalCode ?? undefined,
            addressCountry: 'IN',
          },
          sameAs: Object.values(settings.social ?? {}).filter((v) => typeof v === 'string' && v),
        }}
      />
    </>
  )
}
