import { SearchX } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { firstParam } from '@/components/listing/listing'
import { buttonClass } from '@/components/ui/button'
import { ProductCard } from '@/features/catalogue/components/ProductCard'
import { Pagination } from '@/features/catalogue/components/Pagination'
import { PRODUCTS_PER_PAGE, clampPage } from '@/features/catalogue/pagination'
import { highlightParts, search } from '@/features/catalogue/search'
import { getProductCards } from '@/features/catalogue/queries'
import { getSearchIndex } from '@/features/catalogue/search-index.server'
import { pageAlternates } from '@/i18n/alternates'
import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { socialMetadata } from '@/features/site/page-meta'

/** Reads the query string (?q=, ?page=), so it renders per request. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const q = firstParam((await searchParams).q)
    .trim()
    .slice(0, 100)
  const t = await getTranslations({ locale, namespace: 'search' })
  const title = q ? t('metaTitle', { q }) : t('title')
  return {
    title,
    robots: { index: false, follow: true },
    ...socialMetadata({ locale, path: '/search', title, description: title, image: 'search' }),
    alternates: pageAlternates(locale, '/search'),
  }
}

async function runSearch(locale: Locale, q: string, rawPage: string | string[] | undefined) {
  const hits = search(await getSearchIndex(locale), q)
  const pages = Math.max(1, Math.ceil(hits.length / PRODUCTS_PER_PAGE))
  const page = clampPage(rawPage, pages)
  const slice = hits.slice((page - 1) * PRODUCTS_PER_PAGE, page * PRODUCTS_PER_PAGE)
  const cards = await getProductCards(
    slice.map((h) => h.doc.id),
    locale,
  )
  const products = slice.flatMap((h) => {
    const product = cards.get(h.doc.id)
    return product ? [{ product, terms: h.terms }] : []
  })
  return { hits, page, pages, products }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const sp = await searchParams
  const q = firstParam(sp.q).trim().slice(0, 100)
  const t = await getTranslations({ locale, namespace: 'search' })
  const result = q ? await runSearch(locale, q, sp.page) : null
  const path = localizedPath(locale, '/search')
  const hrefFor = (p: number) => `${path}?q=${encodeURIComponent(q)}${p > 1 ? `&page=${p}` : ''}`
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">{t('heading')}</h1>
      <form action={path} role="search" className="mt-6 flex max-w-2xl gap-2">
        <label htmlFor="search-q" className="sr-only">
          {t('label')}
        </label>
        <input
          id="search-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          className="h-12 flex-1 rounded-md border border-stone-300 px-4 text-base"
        />
        <button type="submit" className={buttonClass('primary', 'lg')}>
          {t('title')}
        </button>
      </form>
      {!result ? (
        <p className="mt-6 text-stone-600">{t('prompt')}</p>
      ) : result.hits.length === 0 ? (
        <div className="mt-12 flex flex-col items-center text-center">
          <SearchX aria-hidden="true" className="size-12 text-stone-400" />
          <h2 className="mt-4 text-xl font-semibold">{t('emptyTitle')}</h2>
          <p className="mt-2 max-w-md text-stone-600">{t('emptyText')}</p>
        </div>
      ) : (
        <>
          <p className="mt-6 text-stone-700" role="status">
            {t('results', { count: result.hits.length, q })}
          </p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {result.products.map(({ product, terms }) => (
              <li key={product.slug} className="flex">
                <ProductCard
                  headingLevel={2}
                  product={product}
                  locale={locale}
                  highlight={(text) =>
                    highlightParts(text, terms).map((part, i) =>
                      part.match ? (
                        <mark key={i} className="rounded bg-saffron-100 px-0.5 text-inherit">
                          {part.text}
                        </mark>
                      ) : (
                        part.text
                      ),
                    )
                  }
                />
              </li>
            ))}
          </ul>
          <Pagination locale={locale} page={result.page} pages={result.pages} hrefFor={hrefFor} />
        </>
      )}
    </div>
  )
}
