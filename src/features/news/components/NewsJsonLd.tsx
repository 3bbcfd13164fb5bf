import { newsImage } from '@/features/news/queries'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { JsonLd } from '@/lib/json-ld'
import { siteUrl } from '@/lib/site-url'
import type { News } from '@/payload-types'

type Props = { locale: Locale; item: News; date: Date; companyName: string }

/** schema.org NewsArticle of a news page, crediting the original source. */
export function NewsJsonLd({ locale, item, date, companyName }: Props) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: item.title,
        description: item.meta?.description?.trim() || item.description,
        datePublished: date.toISOString(),
        image: [`${siteUrl()}${newsImage(item)}`],
        mainEntityOfPage: `${siteUrl()}${localizedPath(locale, `/news/${item.newsId}`)}`,
        publisher: {
          '@type': 'Organization',
          name: companyName,
          logo: { '@type': 'ImageObject', url: `${siteUrl()}/icon.svg` },
        },
        author: { '@type': 'Organization', name: item.source, url: item.sourceUrl },
        isBasedOn: item.articleUrl || item.sourceUrl,
        inLanguage: 'en',
      }}
    />
  )
}
