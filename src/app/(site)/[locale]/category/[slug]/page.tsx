import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cache } from 'react'
import { ProductCard } from '@/features/catalogue/components/ProductCard'
import { Pagination } from '@/features/catalogue/components/Pagination'
import { PRODUCTS_PER_PAGE, clampPage } from '@/features/catalogue/pagination'
import { getCategoryBySlug, getCategoryProducts } from '@/features/catalogue/queries'
import { pageAlternates } from '@/i18n/alternates'
import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { JsonLd } from '@/lib/json-ld'
import { siteUrl } from '@/lib/site-url'
import { ogImagePath } from '@/features/site/og-image'
import { socialMetadata } from '@/features/site/page-meta'

/** Reads the query string (?q=, ?page=), so it renders per request. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string; slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Shared by the metadata and the page of one request (React cache keys on the arguments). */
const loadListing = cache(async (locale: Locale, slug: string, rawPage: string | undefined) => {
  const category = await getCategoryBySlug(slug, locale)
  if (!category) return null
  const listing = await getCategoryProducts(category, (pages) => clampPage(rawPage, pages), locale)
  return { category, listing, page: listing.page }
})

async function load(props: Props) {
  const { locale, slug } = await props.params
  if (!isLocale(locale)) notFound()
  const raw = (await props.searchParams).page
  const data = await loadListing(locale, slug, Array.isArray(raw) ? raw[0] : raw)
  if (!data) notFound()
  return { locale: locale as Locale, ...data }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, category, listing, page } = await load(props)
  const t = await getTranslations({ locale, namespace: 'category' })
  const title = t('metaTitle', { name: category.name })
  const description = t('metaDescription', {
    description: category.description,
    count: listing.total,
  })
  const path = `/category/${category.slug}`
  return {
    title,
    description,
    ...socialMetadata({
      locale,
      path,
      title,
      description,
      image: { url: ogImagePath('c', category.slug, category.updatedAt), alt: category.name },
    }),
    alternates: pageAlternates(
      locale,
      `/category/${category.slug}`,
      page > 1 ? `?page=${page}` : '',
    ),
  }
}

export default async function CategoryPage(props: Props) {
  const { locale, category, listing, page } = await load(props)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'category' })
  const from = listing.total === 0 ? 0 : (page - 1) * PRODUCTS_PER_PAGE + 1
  const to = Math.min(page * PRODUCTS_PER_PAGE, listing.total)
  const path = localizedPath(locale, `/category/${category.slug}`)
  const hrefFor = (p: number) => (p === 1 ? path : `${path}?page=${p}`)
  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand-950 text-white">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated banner, sized by our own route */}
        <img
          src={`/art/c/${category.slug}/1600.webp`}
          srcSet={`/art/c/${category.slug}/800.webp 800w, /art/c/${category.slug}/1600.webp 1600w`}
          sizes="100vw"
          alt=""
          width={1600}
          height={500}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover opacity-70"
        />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
          <h1 className="text-4xl font-bold sm:text-5xl">{category.name}</h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-100">{category.description}</p>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-labelledby="products-heading">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="products-heading" className="text-2xl font-bold">
            {t('ourProducts')}
          </h2>
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('showing', { from, to, total: listing.total })}
          </p>
        </div>
        {listing.products.length === 0 ? (
          <p className="mt-8 text-stone-600">{t('noProducts')}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {listing.products.map((p) => (
              <li key={p.slug} className="flex">
                <ProductCard product={p} locale={locale} />
              </li>
            ))}
          </ul>
        )}
        <Pagination locale={locale} page={page} pages={listing.pages} hrefFor={hrefFor} />
      </section>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: category.name,
          numberOfItems: listing.total,
          itemListElement: listing.products.map((p, i) => ({
            '@type': 'ListItem',
            position: from + i,
            url: `${siteUrl()}${localizedPath(locale, `/product/${p.slug}`)}`,
            name: p.name,
          })),
        }}
      />
    </>
  )
}
