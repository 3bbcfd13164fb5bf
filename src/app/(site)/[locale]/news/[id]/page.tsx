import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NewsArticleBody } from '@/features/news/components/NewsArticleBody'
import { NewsJsonLd } from '@/features/news/components/NewsJsonLd'
import { RelatedNews } from '@/features/news/components/RelatedNews'
import { getNewsItem, newsDate, relatedNews } from '@/features/news/queries'
import { redirectIfMoved } from '@/features/redirects'
import { OG_SIZE, ogImagePath } from '@/features/site/og-image'
import { getSiteSettings, readMedia } from '@/features/site/queries'
import { newsMetaTexts, shareImage, withSeoFields } from '@/features/site/seo'
import { pageAlternates } from '@/i18n/alternates'
import { metadataLocale, pageLocale } from '@/i18n/page-locale'
import { localizedPath } from '@/i18n/paths'
import { siteUrl } from '@/lib/site-url'

type Props = { params: Promise<{ locale: string; id: string }> }

export function generateStaticParams() {
  return []
}

/** Built-in items show dates relative to today: re-render at least every six hours. */
export const revalidate = 21600

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const known = await metadataLocale(params)
  if (!known) return {}
  const { locale, id } = known
  const item = await getNewsItem(id)
  if (!item) return {}
  const settings = await getSiteSettings(locale)
  const { title, description } = withSeoFields(newsMetaTexts(item, settings.companyName), item.meta)
  // Shared under the item's own title unless staff wrote one for search engines.
  const shareTitle = item.meta?.title?.trim() || item.title
  const image = (await shareImage(item.meta, item.title, readMedia)) ?? {
    url: `${siteUrl()}${ogImagePath('n', item.newsId, item.updatedAt, locale)}`,
    ...OG_SIZE,
    alt: item.title,
  }
  const canonical = localizedPath(locale, `/news/${item.newsId}`)
  return {
    title: { absolute: title },
    description,
    alternates: pageAlternates(locale, `/news/${item.newsId}`),
    openGraph: {
      type: 'article',
      title: shareTitle,
      description,
      url: canonical,
      images: [image],
      publishedTime: newsDate(item).toISOString(),
    },
    twitter: {
      card: 'summary_large_image',
      title: shareTitle,
      description,
      images: [image],
    },
  }
}

export default async function NewsArticlePage({ params }: Props) {
  const { locale, id } = await pageLocale(params)
  const item = await getNewsItem(id)
  if (!item) {
    await redirectIfMoved(locale, `/news/${id}`)
    notFound()
  }
  const [settings, related] = await Promise.all([getSiteSettings(locale), relatedNews(item)])
  // One date for the page and its structured data (built-in items are dated from now).
  const date = newsDate(item)
  return (
    <article>
      <NewsArticleBody locale={locale} item={item} date={date} />
      <RelatedNews locale={locale} items={related} current={item} />
      <NewsJsonLd locale={locale} item={item} date={date} companyName={settings.companyName} />
    </article>
  )
}
