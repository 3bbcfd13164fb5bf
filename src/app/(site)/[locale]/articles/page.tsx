import { clsx } from 'clsx'
import { Search, SearchX } from 'lucide-react'
import type { Metadata } from 'next'
import NextLink from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { buttonClass } from '@/components/ui/button'
import { NewsCard } from '@/features/news/components/NewsCard'
import { newsCategorySlug, newsFilterCategories } from '@/features/news/constants'
import { listNews, newsFilterFromSlug } from '@/features/news/queries'
import { getSiteSettings } from '@/features/site/queries'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

/** Search and category live in the query string, so the list renders per request. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getSiteSettings(locale),
  ])
  return {
    title: { absolute: t('metaTitle', { company: settings.companyName }) },
    description: t('metaDescription'),
    alternates: { canonical: localizedPath(locale, '/articles') },
  }
}

export default async function ArticlesPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const sp = await searchParams
  const q = first(sp.q).trim().slice(0, 100)
  const category = newsFilterFromSlug(first(sp.category))
  const [t, tc, items] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'newsCategories' }),
    listNews({ q, category }),
  ])
  const path = localizedPath(locale, '/articles')
  const href = (cat: string | null) => {
    const query = new URLSearchParams()
    if (q) query.set('q', q)
    if (cat) query.set('category', cat)
    const s = query.toString()
    return s ? `${path}?${s}` : path
  }
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">{t('intro')}</p>
          <form action={path} role="search" className="mt-8 flex max-w-2xl gap-2">
            {category && <input type="hidden" name="category" value={newsCategorySlug(category)} />}
            <label htmlFor="news-q" className="sr-only">
              {t('searchLabel')}
            </label>
            <div className="relative flex-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute start-3 top-3.5 size-5 text-stone-500"
              />
              <input
                id="news-q"
                type="search"
                name="q"
                defaultValue={q}
                maxLength={100}
                placeholder={t('searchPlaceholder')}
                className="h-12 w-full rounded-md border-0 ps-10 pe-3 text-base text-stone-900"
              />
            </div>
            <button type="submit" className={buttonClass('accent', 'lg')}>
              {t('searchButton')}
            </button>
          </form>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <nav aria-label={t('filterLabel')}>
          <ul className="flex flex-wrap gap-2">
            {[null, ...newsFilterCategories].map((c) => (
              <li key={c ?? 'all'}>
                <NextLink
                  href={href(c ? newsCategorySlug(c) : null)}
                  aria-current={c === category ? 'page' : undefined}
                  className={clsx(
                    'inline-block rounded-full border px-4 py-1.5 text-sm font-medium',
                    c === category
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
                  )}
                >
                  {c ? tc(newsCategorySlug(c)) : t('all')}
                </NextLink>
              </li>
            ))}
          </ul>
        </nav>
        {items.length === 0 ? (
          <div className="mt-10 flex flex-col items-center rounded-xl border border-dashed border-stone-300 px-6 py-14 text-center">
            <SearchX aria-hidden="true" className="size-10 text-stone-400" />
            <h2 className="mt-4 text-lg font-semibold">{t('emptyTitle')}</h2>
            <p className="mt-2 max-w-md text-stone-600">{t('emptyText')}</p>
            <NextLink href={path} className={buttonClass('outline', 'md', 'mt-6')}>
              {t('clearFilters')}
            </NextLink>
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} locale={locale} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
