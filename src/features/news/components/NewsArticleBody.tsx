import { ArrowLeft, CalendarDays, ExternalLink } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import NextLink from '@/components/link'
import { buttonClass } from '@/components/ui/button'
import { ShareButton } from '@/components/ui/share-button.client'
import { NewsImage } from '@/features/news/components/news-image.client'
import { newsCategorySlug } from '@/features/news/constants'
import { newsImage } from '@/features/news/queries'
import { sanitizeNewsHtml } from '@/features/news/sanitize'
import { englishContentAttrs, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { News } from '@/payload-types'

type Props = {
  locale: Locale
  item: News
  /** The date the item shows (see newsDate). */ date: Date
}

/** A news item: its heading, date and source, picture, cleaned text and the way to the source. */
export async function NewsArticleBody({ locale, item, date }: Props) {
  const [t, tb, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'newsCategories' }),
  ])
  const body = item.fullContent ? sanitizeNewsHtml(item.fullContent) : ''
  const english = englishContentAttrs(locale)
  const sourceLink = item.articleUrl || item.sourceUrl
  return (
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
        <div className="prose-site mt-8" {...english} dangerouslySetInnerHTML={{ __html: body }} />
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
  )
}
