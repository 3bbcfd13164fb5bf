import { getTranslations } from 'next-intl/server'
import { PostCard } from '@/features/blog/components/PostCard'
import type { Locale } from '@/i18n/locales'
import type { ShownPost } from '../queries'

/** Posts related to the one shown; nothing when there are none. */
export async function RelatedPosts({ locale, posts }: { locale: Locale; posts: ShownPost[] }) {
  if (posts.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'blog' })
  return (
    <section className="bg-stone-50 py-14" aria-labelledby="related-heading" data-meets-footer>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="related-heading" className="text-2xl font-bold">
          {t('related')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {posts.map((p) => (
            <li key={p.id} className="render-later [--later-height:35rem]">
              <PostCard post={p} locale={locale} tags={2} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
