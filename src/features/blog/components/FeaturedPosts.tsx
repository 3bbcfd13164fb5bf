import { getTranslations } from 'next-intl/server'
import { PostCard } from '@/features/blog/components/PostCard'
import type { Locale } from '@/i18n/locales'
import type { ShownPost } from '../queries'

/** The featured posts above the list; nothing when none is featured. */
export async function FeaturedPosts({ locale, posts }: { locale: Locale; posts: ShownPost[] }) {
  if (posts.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'blog' })
  return (
    <section className="mt-10" aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="text-2xl font-bold">
        {t('featuredTitle')}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((p, i) => (
          <li key={p.id} className="render-later [--later-height:35rem]">
            <PostCard post={p} locale={locale} tags={3} priority={i === 0} />
          </li>
        ))}
      </ul>
    </section>
  )
}
