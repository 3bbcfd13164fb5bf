import { clsx } from 'clsx'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import NextLink from '@/components/link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { paginationWindow } from '../pagination'

/** Previous, numbered pages and Next, all real links (from `hrefFor`) so every page can be crawled. */
export async function Pagination({
  locale,
  page,
  pages,
  hrefFor,
}: {
  locale: Locale
  page: number
  pages: number
  hrefFor: (page: number) => string
}) {
  if (pages <= 1) return null
  const t = await getTranslations({ locale, namespace: 'category' })
  const item =
    'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium'
  const enabled = `${item} border-stone-300 bg-white text-stone-800 hover:bg-stone-50`
  const disabled = `${item} border-stone-200 text-stone-400`
  return (
    <nav
      aria-label={t('pagination')}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 ? (
        <NextLink href={hrefFor(page - 1)} rel="prev" className={enabled}>
          <ChevronLeft aria-hidden="true" className="flip-rtl size-4" />
          {t('previous')}
        </NextLink>
      ) : (
        <span aria-disabled="true" className={disabled}>
          <ChevronLeft aria-hidden="true" className="flip-rtl size-4" />
          {t('previous')}
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {paginationWindow(page, pages).map((it) =>
          it.type === 'ellipsis' ? (
            <li key={it.key} aria-hidden="true" className="px-1 text-stone-500">
              ...
            </li>
          ) : (
            <li key={it.page}>
              <NextLink
                href={hrefFor(it.page)}
                aria-current={it.page === page ? 'page' : undefined}
                aria-label={t('pageN', { page: it.page })}
                className={clsx(
                  item,
                  it.page === page
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
                )}
              >
                {it.page}
              </NextLink>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <NextLink href={hrefFor(page + 1)} rel="next" className={enabled}>
          {t('next')}
          <ChevronRight aria-hidden="true" className="flip-rtl size-4" />
        </NextLink>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {t('next')}
          <ChevronRight aria-hidden="true" className="flip-rtl size-4" />
        </span>
      )}
    </nav>
  )
}
