import { ArrowLeft, CalendarDays, ExternalLink } from 'lucide-react'
import type { Metadata } from 'next'
import NextLink from '@/components/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { buttonClass } from '@/components/ui/button'
import { ShareButton } from '@/components/ui/share-button.client'
import { NewsCard } from '@/features/news/components/NewsCard'
import { NewsImage } from '@/features/news/components/news-image.client'
import { newsCategorySlug } from '@/features/news/constants'
import { getNewsItem, newsDate, newsImage, relatedNews } from '@/features/news/queries'
import { sanitizeNewsHtml } from '@/features/news/sanitize'
import { getSiteSettings } from '@/features/site/queries'
import { pageAlternates } from '@/i18n/alternates'
import { englishContentAttrs, isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { JsonLd } from '@/lib/json-ld'
import { siteUrl } from '@/lib/site-url'
import { OG_SIZE, ogImagePath } from '@/features/site/og-image'

type Props = { params: Promise<{ locale: string; id: string }> }

export function generateStaticParams() {
  return []
}

/** Built-in items show dates relative to today: re-render at least every six hours. */
export const revalidate = 21600

async function load(props: Props) {
  const { locale, id } = await props.params
  if (!isLocale(locale)) notFound()
  const item = await getNewsItem(id)
  if (!item) notFound()
  return { locale: locale as Locale, item }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  if (!isLocale(locale)) return {}
  const item = await getNewsItem(id)
  if (!item) return {}
  const settings = await getSiteSettings(locale)
  const image = {
    url: `${siteUrl()}${ogImagePath('n', item.newsId, item.updatedAt)}`,
    ...OG_SIZE,
    alt: item.title,
  }
  const canonical = localizedPath(locale, `/news/${item.newsId}`)
  return {
    title: { absolute: `${item.title} - ${settings.companyName}` },
    description: item.description,
    alternates: pageAlternates(locale, `/news/${item.newsId}`),
    openGraph: {
      type: 'article',
      title: item.title,
      description: item.description,
      url: canonical,
      images: [image],
      publishedTime: newsDate(item).toISOString(),
    },
    twitter: {
      card: 'summary_large_image',
      title: item.title,
      description: item.description,
      images: [image],
    },
  }
}

export default async function NewsArticlePage(props: Props) {
  const { locale, item } = await load(props)
  setRequestLocale(locale)
  const [t, tb, tc, settings, related] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'newsCategories' }),
    getSiteSettings(locale),
    relatedNews(item),
  ])
  const date = newsDate(item)
  const body = item.fullContent ? sanitizeNewsHtml(item.fullContent) : ''
  const english = englishContentAttrs(locale)
  const sourceLink = item.articleUrl || item.sourceUrl
  return (
    <article>
      <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
        <NextLink
          href={localizedPath(locale, '/')}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="flip-rtl size-4" />
          {t('back')}
        </NextLink>
        <p className="mt-6">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800">
            {tc(newsCategorySlug(item.category))}
          </span>
        </p>
        <h1 className="mt-4 text-3xl leading-tight font-bold sm:text-4xl" {...english}>
          {item.title}
        </h1>
        <p className="mt-4 text-lg text-stone-700" {...english}>
          {item.description}
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-stone-600">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={date.toISOString()}>
              {new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date)}
            </time>
          </span>
          <a
            href={item.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-800 hover:underline"
          >
            {t('source', { source: item.source })}
          </a>
          <ShareButton
            title={item.title}
            label={t('share')}
            copied={tb('copied')}
            failed={tb('shareFailed')}
          />
        </div>
        <NewsImage
          src={newsImage(item)}
          priority
          className="mt-8 aspect-video w-full rounded-xl bg-stone-100 object-cover"
        />
        {body ? (
          <div
            className="prose-site mt-8"
            {...english}
            dangerouslySetInnerHTML={{ __html: body }}
          />
        ) : (
          <p className="mt-8 leading-7 text-stone-800" {...english}>
            {item.description}
          </p>
        )}
        <div className="mt-10 flex flex-wrap items-center justify-between gap-4 rounded-xl bg-stone-50 p-5">
          <p className="text-sm text-stone-700">
            {t('originallyPublished', { source: item.source })}
          </p>
          <a
            href={sourceLink}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('outline', 'sm')}
          >
            {t('visitSource')}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </div>
      </div>

      {related.length > 0 && (
        <section className="render-later mt-14 bg-stone-50 py-14" aria-labelledby="related-news">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <h2 id="related-news" className="text-2xl font-bold">
              {t('related')}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {related.map((r) => (
                <li key={r.id}>
                  <NewsCard item={r} locale={locale} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: item.title,
          description: item.description,
          datePublished: date.toISOString(),
          image: [`${siteUrl()}${newsImage(item)}`],
          mainEntityOfPage: `${siteUrl()}${localizedPath(locale, `/news/${item.newsId}`)}`,
          publisher: {
            '@type': 'Organization',
            name: settings.companyName,
            logo: { '@type': 'ImageObject', url: `${siteUrl()}/icon.svg` },
          },
          author: { '@type': 'Organization', name: item.source, url: item.sourceUrl },
          isBasedOn: sourceLink,
          inLanguage: 'en',
        }}
      />
    </article>
  )
}
