import { CalendarDays, Clock } from 'lucide-react'
import NextLink from '@/components/link'
import { getTranslations } from 'next-intl/server'
import { englishContentAttrs, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { News } from '@/payload-types'
import { newsCategorySlug, newsReadMinutes } from '../constants'
import { newsDate, newsImage } from '../queries'
import { NewsImage } from './news-image.client'

export async function NewsCard({
  item,
  locale,
  headingLevel = 3,
  priority = false,
  picture,
}: {
  item: News
  /** The picture a list chose for the card (see newsPictures); else the item's own. */
  picture?: number
  locale: Locale
  /** 2 where the card sits right under the page's h1. */
  headingLevel?: 2 | 3
  /** The first card of a page: its picture loads first. */
  priority?: boolean
}) {
  const Heading = `h${headingLevel}` as const
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'newsCategories' }),
  ])
  const href = localizedPath(locale, `/news/${item.newsId}`)
  const date = newsDate(item)
  const english = englishContentAttrs(locale)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <NewsImage
        src={newsImage(item, picture)}
        priority={priority}
        className="aspect-video w-full bg-stone-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
            {tc(newsCategorySlug(item.category))}
          </span>
          {item.isRewritten && (
            <span className="rounded-full bg-saffron-500 px-2 py-0.5 text-stone-950">
              {t('latest')}
            </span>
          )}
        </div>
        <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            <time dateTime={date.toISOString()}>
              {new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date)}
            </time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {t('readTime', { minutes: newsReadMinutes(item.fullContent) })}
          </span>
        </div>
        <Heading className="mt-3 line-clamp-2 text-lg leading-snug font-semibold" {...english}>
          <NextLink href={href} className="hover:text-brand-800">
            {item.title}
          </NextLink>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-stone-600" {...english}>
          {item.description}
        </p>
        <p className="mt-auto pt-4 text-xs font-medium text-stone-700">
          <a
            href={item.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="hover:text-brand-800 hover:underline"
          >
            {item.source}
          </a>
        </p>
      </div>
    </article>
  )
}
