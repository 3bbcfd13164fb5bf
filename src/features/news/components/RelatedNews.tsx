import { getTranslations } from 'next-intl/server'
import { NewsCard } from '@/features/news/components/NewsCard'
import type { Locale } from '@/i18n/locales'
import type { News } from '@/payload-types'
import { newsPictures } from '@/features/artwork'

/** News items related to the one shown; nothing when there are none. */
export async function RelatedNews({
  locale,
  items,
  current,
}: {
  locale: Locale
  items: News[]
  /** The item of the page: the cards' pictures differ from its picture and from each other. */
  current?: News
}) {
  if (items.length === 0) return null
  const pictures = current ? newsPictures([current, ...items], 3).slice(1) : newsPictures(items, 3)
  const t = await getTranslations({ locale, namespace: 'news' })
  return (
    <section className="mt-14 bg-stone-50 py-14" aria-labelledby="related-news" data-meets-footer>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="related-news" className="text-2xl font-bold">
          {t('related')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {items.map((r, i) => (
            <li key={r.id} className="render-later [--later-height:35rem]">
              <NewsCard item={r} locale={locale} picture={pictures[i]} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
