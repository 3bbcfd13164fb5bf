import { Award, CheckCircle2, ShieldCheck } from 'lucide-react'
import type { Metadata } from 'next'
import NextLink from '@/components/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Flag } from '@/components/flag'
import { buttonClass } from '@/components/ui/button'
import { Tabs } from '@/components/ui/tabs.client'
import { CategoryGrid } from '@/features/catalogue/components/CategoryGrid'
import { getCategories } from '@/features/catalogue/queries'
import { SectionHeading, StatGrid } from '@/features/company/components/blocks'
import { getCompanyPage } from '@/features/company/queries'
import {
  NewsCarousel,
  type CarouselItem,
  type CarouselLabels,
} from '@/features/news/components/news-carousel.client'
import { newsCategorySlug, newsReadMinutes } from '@/features/news/constants'
import { listNews, newsDate, newsImage } from '@/features/news/queries'
import { getSiteSettings } from '@/features/site/queries'
import { pageAlternates } from '@/i18n/alternates'
import { englishContentAttrs, isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { JsonLd } from '@/lib/json-ld'
import { siteUrl } from '@/lib/site-url'
import type { HomePage as HomeContent } from '@/payload-types'
import { socialMetadata } from '@/features/site/page-meta'

type Props = { params: Promise<{ locale: string }> }

/** Built-in news dates run back from today: re-render at least every six hours. */
export const revalidate = 21600

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [t, settings, home] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getSiteSettings(locale),
    getCompanyPage('home-page', locale),
  ])
  const title = t('metaTitle', { company: settings.companyName })
  const description = home.hero.subtitle.slice(0, 160)
  return {
    title: { absolute: title },
    description,
    alternates: pageAlternates(locale, '/'),
    ...socialMetadata({ locale, path: '/', title, description, image: 'home' }),
  }
}

type Tab = HomeContent['tabs']['logistics']

function TabPanel({
  tab,
  extra,
}: {
  tab: Tab | HomeContent['tabs']['quality']
  extra?: React.ReactNode
}) {
  const stats = 'stats' in tab ? (tab.stats ?? []) : []
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="render-later [--later-height:40rem]">
        <h3 className="text-2xl font-semibold">{tab.title}</h3>
        <p className="mt-3 leading-7 text-stone-700">{tab.text}</p>
        <ul className="mt-5 space-y-2">
          {(tab.points ?? []).map((p) => (
            <li key={p.id ?? p.text} className="flex gap-2">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {p.text}
            </li>
          ))}
        </ul>
        {stats.length > 0 && <StatGrid stats={stats} className="mt-8 sm:grid-cols-3" />}
      </div>
      {extra && <div className="render-later [--later-height:36rem]">{extra}</div>}
    </div>
  )
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, tc, settings, home, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'categories' }),
    getSiteSettings(locale),
    getCompanyPage('home-page', locale),
    getCategories(locale),
  ])
  const { hero, tabs, globalReach, standards } = home
  // Chinese and Japanese write the headline's three parts without spaces between them.
  const gap = locale === 'zh' || locale === 'ja' ? '' : ' '
  const [tn, tnc, news] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'newsCategories' }),
    listNews(),
  ])
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const newsItems: CarouselItem[] = news.slice(0, 10).map((n) => {
    const date = newsDate(n)
    return {
      id: n.newsId,
      href: n.newsId ? localizedPath(locale, `/news/${n.newsId}`) : null,
      title: n.title,
      description: n.description,
      category: tnc(newsCategorySlug(n.category)),
      date: dateFormat.format(date),
      dateTime: date.toISOString(),
      readTime: tn('readTime', { minutes: newsReadMinutes(n.fullContent) }),
      image: newsImage(n),
    }
  })
  const carouselLabels: CarouselLabels = {
    title: tn('carouselTitle'),
    refresh: tn('refresh'),
    previous: tn('previous'),
    next: tn('next'),
    loadFailed: tn('loadFailed'),
    retry: tn('retry'),
    loading: tn('loading'),
    unavailableTitle: tn('unavailableTitle'),
    unavailableText: tn('unavailableText'),
    pageDot: tn.raw('pageDot') as string,
    pageOf: tn.raw('pageOf') as string,
  }
  const numbers = new Intl.NumberFormat(locale)
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {hero.trustBadge}
          </p>
          <h1 className="mt-6 max-w-4xl text-4xl leading-tight font-bold tracking-tight sm:text-5xl lg:text-6xl">
            {hero.title}
            {gap}
            <span className="text-saffron-600">{hero.titleHighlight}</span>
            {gap}
            {hero.titleEnd}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-stone-700">{hero.subtitle}</p>
          <ul className="mt-6 space-y-2">
            {(hero.benefits ?? []).map((b) => (
              <li key={b.id ?? b.text} className="flex items-start gap-2 text-stone-800">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-700"
                />
                {b.text}
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
          <StatGrid stats={hero.stats ?? []} className="mt-12 max-w-3xl" />
        </div>
      </section>

      <section
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
        aria-labelledby="categories-heading"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading
            id="categories-heading"
            title={home.categories.title}
            lead={home.categories.subtitle}
          />
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

      <section className="bg-stone-50 py-16" aria-label={t('tabsLabel')}>
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <Tabs
            label={t('tabsLabel')}
            defaultTab="quality"
            tabs={[
              {
                id: 'quality',
                label: tabs.quality.label,
                panel: (
                  <TabPanel
                    tab={tabs.quality}
                    extra={
                      <NewsCarousel
                        items={newsItems}
                        labels={carouselLabels}
                        lang={englishContentAttrs(locale).lang}
                      />
                    }
                  />
                ),
              },
              {
                id: 'logistics',
                label: tabs.logistics.label,
                panel: <TabPanel tab={tabs.logistics} />,
              },
              {
                id: 'partnerships',
                label: tabs.partnerships.label,
                panel: <TabPanel tab={tabs.partnerships} />,
              },
            ]}
          />
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="reach-heading">
        <SectionHeading
          id="reach-heading"
          title={globalReach.title}
          lead={globalReach.subtitle}
          center
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {(globalReach.regions ?? []).map((r) => (
            <li
              key={r.id ?? r.name}
              className="render-later rounded-xl border border-stone-200 p-6 [--later-height:11rem]"
            >
              <div className="flex items-center gap-3">
                <Flag emoji={r.flag} className="h-6 w-8 text-3xl" />
                <h3 className="text-lg font-semibold">{r.name}</h3>
              </div>
              <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="sr-only">{t('regionCountriesLabel')}</dt>
                  <dd className="font-semibold text-brand-800">
                    {t('regionCountries', { count: r.countries })}
                  </dd>
                </div>
                <div>
                  <dt className="sr-only">{t('regionVolumeLabel')}</dt>
                  <dd className="font-semibold text-stone-800">
                    {t('regionVolume', { volume: numbers.format(r.volumeMt) })}
                  </dd>
                </div>
                <div>
                  <dt className="sr-only">{t('regionGrowthLabel')}</dt>
                  <dd className="font-semibold text-saffron-700">
                    {t('regionGrowth', { growth: r.growthPercent })}
                  </dd>
                </div>
              </dl>
              {r.markets && (
                <p className="mt-3 text-sm text-stone-600">
                  <span className="font-medium text-stone-800">{t('keyMarkets')}:</span> {r.markets}
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-brand-950 py-16 text-white" aria-labelledby="standards-heading">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="mx-auto max-w-3xl text-center">
            <h2 id="standards-heading" className="text-3xl font-bold">
              {standards.title}
            </h2>
            <p className="mt-3 text-lg text-brand-100">{standards.subtitle}</p>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {(standards.items ?? []).map((s) => (
              <li
                key={s.id ?? s.name}
                className="render-later rounded-xl bg-white/5 p-5 ring-1 ring-white/10 [--later-height:12rem]"
              >
                <Award aria-hidden="true" className="size-6 text-saffron-500" />
                <h3 className="mt-3 font-semibold">{s.name}</h3>
                <p className="mt-2 text-sm leading-6 text-brand-50">{s.description}</p>
              </li>
            ))}
          </ul>
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
          foundingDate: '1995',
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
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: settings.companyName,
          url: `${siteUrl()}${localizedPath(locale, '/')}`,
          inLanguage: locale,
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: `${siteUrl()}${localizedPath(locale, '/search')}?q={search_term_string}`,
            },
            'query-input': 'required name=search_term_string',
          },
        }}
      />
    </>
  )
}
