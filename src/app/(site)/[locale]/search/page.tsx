import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { firstParam } from '@/components/listing/listing'
import { buttonClass } from '@/components/ui/button'
import { SearchResults } from '@/features/catalogue/components/SearchResults'
import { searchProducts } from '@/features/catalogue/queries'
import { socialMetadata } from '@/features/site/page-meta'
import { pageAlternates } from '@/i18n/alternates'
import { metadataLocale, pageLocale } from '@/i18n/page-locale'
import { localizedPath } from '@/i18n/paths'

/** Reads the query string (?q=, ?page=), so it renders per request. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = (await metadataLocale(params)) ?? {}
  if (!locale) return {}
  const q = firstParam((await searchParams).q)
    .trim()
    .slice(0, 100)
  const t = await getTranslations({ locale, namespace: 'search' })
  const title = q ? t('metaTitle', { q }) : t('title')
  return {
    title,
    robots: { index: false, follow: true },
    ...socialMetadata({
      locale,
      path: '/search',
      title,
      description: title,
      image: 'search',
    }),
    alternates: pageAlternates(locale, '/search'),
  }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params)
  const sp = await searchParams
  const q = firstParam(sp.q).trim().slice(0, 100)
  const t = await getTranslations({ locale, namespace: 'search' })
  const result = q ? await searchProducts(locale, q, sp.page) : null
  const path = localizedPath(locale, '/search')
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
      {result ? (
        <SearchResults locale={locale} q={q} result={result} />
      ) : (
        <p className="mt-6 text-stone-600">{t('prompt')}</p>
      )}
    </div>
  )
}
