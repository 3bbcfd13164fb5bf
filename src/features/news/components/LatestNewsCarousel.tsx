import { getTranslations } from 'next-intl/server'
import { NewsCarousel, type CarouselItem } from '@/features/news/components/news-carousel.client'
import { newsCategorySlug, newsReadMinutes } from '@/features/news/constants'
import { listNews, newsDate, newsImage } from '@/features/news/queries'
import { newsPictures } from '@/features/artwork'
import { ClientTexts, type TextsPick } from '@/i18n/client-texts'
import { englishContentAttrs, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

/** The carousel's texts in the browser (news-carousel.client.tsx). */
const carouselTexts = {
  news: [
    'carouselTitle',
    'refresh',
    'previous',
    'next',
    'loadFailed',
    'retry',
    'loading',
    'unavailableTitle',
    'unavailableText',
    'pageDot',
    'pageOf',
    'pause',
    'play',
  ],
} as const satisfies TextsPick

/** The ten latest news items in the carousel, with its texts in the visitor's language. */
export async function LatestNewsCarousel({ locale }: { locale: Locale }) {
  const [tn, tnc, news] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'newsCategories' }),
    listNews(),
  ])
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const latest = news.slice(0, 10)
  // Cards run in a row: each picture follows its item's topic, never the same as the card before.
  const pictures = newsPictures(latest)
  const items: CarouselItem[] = latest.map((n, i) => {
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
      image: newsImage(n, pictures[i]),
    }
  })
  return (
    <ClientTexts locale={locale} pick={carouselTexts}>
      <NewsCarousel items={items} lang={englishContentAttrs(locale).lang} />
    </ClientTexts>
  )
}
