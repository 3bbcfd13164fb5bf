import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'
import { ProductCard } from './ProductCard'
import { Pagination } from './Pagination'
import { PRODUCTS_PER_PAGE } from '../pagination'
import { categoryPagePath } from '../category-path'
import { getCategoryBySlug, getCategoryProducts } from '../queries'
import { RichText } from '@/components/rich-text'
import { pageAlternates } from '@/i18n/alternates'
import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { ResponsivePicture } from '@/components/picture'
import { JsonLd } from '@/lib/json-ld'
import { mediaPicture } from '@/lib/picture'
import { siteUrl } from '@/lib/site-url'
import { ogImagePath } from '@/features/site'
import {
  categoryMetaTexts,
  readMedia,
  shareImage,
  socialMetadata,
  withSeoFields,
} from '@/features/site'
import { redirectIfMoved, redirectTarget } from '@/features/redirects'

/** Shared by the metadata and the page of one request (React cache keys on the arguments). */
const loadListing = cache(async (locale: Locale, slug: string, requested: number) => {
  const category = await getCategoryBySlug(slug, locale)
  if (!category) return null
  const listing = await getCategoryProducts(category, () => requested, locale)
  // Past the last page: no such page (page 1 of an empty category still shows).
  if (requested > listing.pages) return null
  return { category, listing, page: requested }
})

export async function loadCategoryPage(rawLocale: string, slug: string, page: number) {
  if (!isLocale(rawLocale)) notFound()
  const data = await loadListing(rawLocale, slug, page)
  if (!data) {
    await redirectIfMoved(rawLocale, categoryPagePath(slug, page))
    // A later page of a category whose address changed: the same page at the new address.
    const moved = page > 1 ? await redirectTarget(categoryPagePath(slug, 1)) : null
    if (moved?.startsWith('/category/'))
      permanentRedirect(localizedPath(rawLocale, `${moved}/page/${page}`))
    notFound()
  }
  return { locale: rawLocale as Locale, ...data }
}

export async function categoryMetadata(
  rawLocale: string,
  slug: string,
  requested: number,
): Promise<Metadata> {
  const { locale, category, listing, page } = await loadCategoryPage(rawLocale, slug, requested)
  const { title, description } = withSeoFields(
    categoryMetaTexts(locale, category, listing.total),
    category.meta,
  )
  const path = categoryPagePath(category.slug, page)
  const image = (await shareImage(category.meta, category.name, readMedia)) ?? {
    url: ogImagePath('c', category.slug, category.updatedAt, locale),
    alt: category.name,
  }
  return {
    title: { absolute: title },
    description,
    ...socialMetadata({ locale, path, title, description, image }),
    alternates: pageAlternates(locale, path),
  }
}

export async function CategoryListing({
  rawLocale,
  slug,
  requested,
  notices,
}: {
  rawLocale: string
  slug: string
  requested: number
  /** Shown above the products (the export-policy notices, rendered by the route). */
  notices?: React.ReactNode
}) {
  const { locale, category, listing, page } = await loadCategoryPage(rawLocale, slug, requested)
  const t = await getTranslations({ locale, namespace: 'category' })
  const from = listing.total === 0 ? 0 : (page - 1) * PRODUCTS_PER_PAGE + 1
  const to = Math.min(page * PRODUCTS_PER_PAGE, listing.total)
  // Behind the title: decorative, the title says what the page is.
  const uploaded = mediaPicture(category.banner, { box: 'free' })
  const banner = uploaded && { ...uploaded, alt: '' }
  const hrefFor = (p: number) => localizedPath(locale, categoryPagePath(category.slug, p))
  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand-950 text-white">
        {banner ? (
          <ResponsivePicture
            picture={banner}
            sizes="100vw"
            priority
            className="absolute inset-0 -z-10 size-full object-cover opacity-70"
          />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- generated banner, sized by our own route
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
        )}
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
          <h1 className="text-4xl font-bold sm:text-5xl">{category.name}</h1>
          <RichText
            data={category.description}
            locale={locale}
            className="prose-compact mt-4 max-w-2xl text-lg text-stone-100"
          />
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-labelledby="products-heading">
        {notices}
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
              <li key={p.slug} className="render-later flex [--later-height:32rem]">
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
