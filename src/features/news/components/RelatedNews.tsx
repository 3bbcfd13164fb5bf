import { getTranslations } from 'next-intl/server'
import { NewsCard } from '@/features/news/components/NewsCard'
import type { Locale } from '@/i18n/locales'
import type { News } from '@/payload-types'

/** News items related to the one shown; nothing when there are none. */
export async function RelatedNews({ locale, items }: { locale: Locale; items: News[] }) {
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'news' })
  return (
    <section
      className="render-later mt-14 bg-stone-50 py-14"
      aria-labelledby="related-news"
      data-meets-footer
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="related-news" className="text-2xl font-bold">
          {t('related')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {items.map((r) => (
            <li key={r.id}>
              <NewsCard item={r} locale={locale} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
