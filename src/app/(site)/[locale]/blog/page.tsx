import { getTranslations } from 'next-intl/server'
import {
  EmptyListing,
  FilterChips,
  firstParam,
  ListingHero,
  listingHref,
} from '@/components/listing/listing'
import { PendingList } from '@/components/listing/pending-list.client'
import { BlogCta } from '@/features/blog/components/BlogCta'
import { FeaturedPosts } from '@/features/blog/components/FeaturedPosts'
import { PostCard } from '@/features/blog/components/PostCard'
import { blogCategories, categorySlug } from '@/features/blog/constants'
import { categoryFromSlug, listPosts } from '@/features/blog/queries'
import { namespacedPageMetadata } from '@/features/site/page-meta'
import { pageLocale } from '@/i18n/page-locale'
import { localizedPath } from '@/i18n/paths'

/** Search and category live in the query string, so the list renders per request. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = namespacedPageMetadata('blog', '/blog', 'blog')

export default async function BlogPage({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params)
  const sp = await searchParams
  const q = firstParam(sp.q).trim().slice(0, 100)
  const category = categoryFromSlug(firstParam(sp.category))
  const [t, tc, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'blogCategories' }),
    listPosts({ q, category, locale }),
  ])
  const path = localizedPath(locale, '/blog')
  const featured = !category && !q ? posts.filter((p) => p.featured) : []
  return (
    <>
      <ListingHero
        title={t('title')}
        intro={t('intro')}
        path={path}
        q={q}
        category={category ? categorySlug(category) : null}
        inputId="blog-q"
        labels={{
          search: t('searchLabel'),
          placeholder: t('searchPlaceholder'),
          button: t('searchButton'),
        }}
      />

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <FilterChips
          label={t('filterLabel')}
          items={[null, ...blogCategories].map((c) => ({
            key: c ?? 'all',
            label: c ? tc(categorySlug(c)) : t('all'),
            href: listingHref(path, q, c ? categorySlug(c) : null),
            active: c === category,
          }))}
        />
        <PendingList label={t('loading')}>
          <FeaturedPosts locale={locale} posts={featured} />

          <section className="mt-12" aria-labelledby="latest-heading">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <h2 id="latest-heading" className="text-2xl font-bold">
                {category
                  ? t('categoryTitle', { category: tc(categorySlug(category)) })
                  : t('latestTitle')}
              </h2>
              <p className="text-sm text-stone-600" role="status">
                {t('count', { count: posts.length })}
              </p>
            </div>
            {posts.length === 0 ? (
              <EmptyListing
                title={t('emptyTitle')}
                text={t('emptyText')}
                clearHref={path}
                clearLabel={t('clearFilters')}
                headingLevel="h3"
              />
            ) : (
              <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {posts.map((p, i) => (
                  <li key={p.id} className="render-later [--later-height:35rem]">
                    <PostCard
                      post={p}
                      locale={locale}
                      tags={2}
                      priority={i === 0 && featured.length === 0}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </PendingList>
        <BlogCta locale={locale} />
      </div>
    </>
  )
}
