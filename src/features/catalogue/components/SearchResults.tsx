import { SearchX } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { Pagination } from '@/features/catalogue/components/Pagination'
import { ProductCard } from '@/features/catalogue/components/ProductCard'
import type { searchProducts } from '@/features/catalogue/queries'
import { highlightParts } from '@/features/catalogue/search'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

type Props = { locale: Locale; q: string; result: Awaited<ReturnType<typeof searchProducts>> }

/** The products found, their matched words marked, with pages; or the empty state. */
export async function SearchResults({ locale, q, result }: Props) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const path = localizedPath(locale, '/search')
  const hrefFor = (p: number) => `${path}?q=${encodeURIComponent(q)}${p > 1 ? `&page=${p}` : ''}`
  if (result.hits.length === 0) {
    return (
      <div className="mt-12 flex flex-col items-center text-center">
        <SearchX aria-hidden="true" className="size-12 text-stone-400" />
        <h2 className="mt-4 text-xl font-semibold">{t('emptyTitle')}</h2>
        <p className="mt-2 max-w-md text-stone-600">{t('emptyText')}</p>
      </div>
    )
  }
  return (
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
  )
}
