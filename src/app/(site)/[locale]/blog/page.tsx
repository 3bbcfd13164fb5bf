import { Search, SearchX } from 'lucide-react'
import type { Metadata } from 'next'
import NextLink from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { clsx } from 'clsx'
import { buttonClass } from '@/components/ui/button'
import { PostCard } from '@/features/blog/components/PostCard'
import { blogCategories, categorySlug } from '@/features/blog/constants'
import { categoryFromSlug, listPosts } from '@/features/blog/queries'
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
    getTranslations({ locale, namespace: 'blog' }),
    getSiteSettings(locale),
  ])
  return {
    title: { absolute: t('metaTitle', { company: settings.companyName }) },
    description: t('metaDescription'),
    alternates: { canonical: localizedPath(locale, '/blog') },
  }
}

export default async function BlogPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const sp = await searchParams
  const q = first(sp.q).trim().slice(0, 100)
  const category = categoryFromSlug(first(sp.category))
  const [t, tc, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'blogCategories' }),
    listPosts({ q, category }),
  ])
  const path = localizedPath(locale, '/blog')
  const href = (cat: string | null) => {
    const query = new URLSearchParams()
    if (q) query.set('q', q)
    if (cat) query.set('category', cat)
    const s = query.toString()
    return s ? `${path}?${s}` : path
  }
  const showFeatured = !category && !q
  const featured = showFeatured ? posts.filter((p) => p.featured) : []
  const heading = category
    ? t('categoryTitle', { category: tc(categorySlug(category)) })
    : t('latestTitle')
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">{t('intro')}</p>
          <form action={path} role="search" className="mt-8 flex max-w-2xl gap-2">
            {category && <input type="hidden" name="category" value={categorySlug(category)} />}
            <label htmlFor="blog-q" className="sr-only">
              {t('searchLabel')}
            </label>
            <div className="relative flex-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute start-3 top-3.5 size-5 text-stone-500"
              />
              <input
                id="blog-q"
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
            {[null, ...blogCategories].map((c) => {
              const active = c === category
              return (
                <li key={c ?? 'all'}>
                  <NextLink
                    href={href(c ? categorySlug(c) : null)}
                    aria-current={active ? 'page' : undefined}
                    className={clsx(
                      'inline-block rounded-full border px-4 py-1.5 text-sm font-medium',
                      active
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
                    )}
                  >
                    {c ? tc(categorySlug(c)) : t('all')}
                  </NextLink>
                </li>
              )
            })}
          </ul>
        </nav>

        {featured.length > 0 && (
          <section className="mt-10" aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="text-2xl font-bold">
              {t('featuredTitle')}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {featured.map((p) => (
                <li key={p.id}>
                  <PostCard post={p} locale={locale} tags={3} />
                </li>
              ))}
            </ul>
          </section>
        )}

        <section className="mt-12" aria-labelledby="latest-heading">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <h2 id="latest-heading" className="text-2xl font-bold">
              {heading}
            </h2>
            <p className="text-sm text-stone-600" role="status">
              {t('count', { count: posts.length })}
            </p>
          </div>
          {posts.length === 0 ? (
            <div className="mt-10 flex flex-col items-center rounded-xl border border-dashed border-stone-300 px-6 py-14 text-center">
              <SearchX aria-hidden="true" className="size-10 text-stone-400" />
              <h3 className="mt-4 text-lg font-semibold">{t('emptyTitle')}</h3>
              <p className="mt-2 max-w-md text-stone-600">{t('emptyText')}</p>
              <NextLink href={path} className={buttonClass('outline', 'md', 'mt-6')}>
                {t('clearFilters')}
              </NextLink>
            </div>
          ) : (
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {posts.map((p) => (
                <li key={p.id}>
                  <PostCard post={p} locale={locale} tags={2} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="mt-16 rounded-2xl bg-brand-50 p-8 sm:p-10" aria-labelledby="blog-cta">
          <h2 id="blog-cta" className="text-2xl font-bold">
            {t('ctaTitle')}
          </h2>
          <p className="mt-2 max-w-2xl text-stone-700">{t('ctaText')}</p>
          <NextLink
            href={localizedPath(locale, '/contact?type=quote')}
            className={buttonClass('primary', 'lg', 'mt-6')}
          >
            {t('getQuote')}
          </NextLink>
        </section>
      </div>
    </>
  )
}
