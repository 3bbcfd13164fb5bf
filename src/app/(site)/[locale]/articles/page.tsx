import { getTranslations } from 'next-intl/server'
import {
  EmptyListing,
  FilterChips,
  firstParam,
  ListingHero,
  listingHref,
} from '@/components/listing/listing'
import { NewsletterBlock } from '@/features/newsletter/components/NewsletterBlock'
import { NewsCard } from '@/features/news/components/NewsCard'
import { newsPictures } from '@/features/artwork'
import { RefreshableNews } from '@/features/news/components/refresh-news-button.client'
import { newsCategorySlug, newsFilterCategories } from '@/features/news/constants'
import { listNews, newsFilterFromSlug } from '@/features/news/queries'
import { namespacedPageMetadata } from '@/features/site/page-meta'
import { pageLocale } from '@/i18n/page-locale'
import { localizedPath } from '@/i18n/paths'

/** Search and category live in the query string, so the list renders per request. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = namespacedPageMetadata('news', '/articles', 'articles')

export default async function ArticlesPage({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params)
  const sp = await searchParams
  const q = firstParam(sp.q).trim().slice(0, 100)
  const category = newsFilterFromSlug(firstParam(sp.category))
  const [t, tc, items] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'newsCategories' }),
    listNews({ q, category }),
  ])
  // A grid of up to 3 columns: no picture twice in a row or right under itself.
  const pictures = newsPictures(items, 3)
  const path = localizedPath(locale, '/articles')
  const active = category ? newsCategorySlug(category) : null
  return (
    <>
      <ListingHero
        title={t('title')}
        intro={t('intro')}
        path={path}
        q={q}
        category={active}
        inputId="news-q"
        labels={{
          search: t('searchLabel'),
          placeholder: t('searchPlaceholder'),
          button: t('searchButton'),
        }}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <RefreshableNews
          label={t('getLatest')}
          busyLabel={t('refreshing')}
          failures={{ fetchFailed: t('fetchFailed'), loadFailedAll: t('loadFailedAll') }}
          filters={
            <FilterChips
              label={t('filterLabel')}
              items={[null, ...newsFilterCategories].map((c) => ({
                key: c ?? 'all',
                label: c ? tc(newsCategorySlug(c)) : t('all'),
                href: listingHref(path, q, c ? newsCategorySlug(c) : null),
                active: c === category,
              }))}
            />
          }
        >
          {items.length === 0 ? (
            <EmptyListing
              title={t('emptyTitle')}
              text={t('emptyText')}
              clearHref={path}
              clearLabel={t('clearFilters')}
            />
          ) : (
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {items.map((item, i) => (
                <li key={item.id} className="render-later [--later-height:35rem]">
                  <NewsCard
                    item={item}
                    locale={locale}
                    headingLevel={2}
                    priority={i === 0}
                    picture={pictures[i]}
                  />
                </li>
              ))}
            </ul>
          )}
        </RefreshableNews>
        <div className="mt-12">
          <NewsletterBlock locale={locale} source="articles" />
        </div>
      </div>
    </>
  )
}
