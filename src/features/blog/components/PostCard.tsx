import { ArrowRight, CalendarDays, Clock, Sparkles, Star } from 'lucide-react'
import NextLink from '@/components/link'
import { getTranslations } from 'next-intl/server'
import { englishContentAttrs, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { ShownPost } from '../queries'
import { categorySlug } from '../constants'
import { postImage } from '../queries'

/**
 * A post card; `tags` is how many tags to show (2 in lists, 3 in the featured grid). `priority`
 * for the first card of a page, whose picture is the largest thing a phone shows first.
 */
export async function PostCard({
  post,
  locale,
  tags,
  priority = false,
}: {
  post: ShownPost
  locale: Locale
  tags: number
  priority?: boolean
}) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'blogCategories' }),
  ])
  const img = postImage(post)
  const href = localizedPath(locale, `/blog/${post.postId}`)
  // Texts not yet translated show in English, marked as such.
  const en = englishContentAttrs(locale, post.translated)
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(post.date),
  )
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      {/* eslint-disable-next-line @next/next/no-img-element -- generated responsive artwork */}
      <img
        src={img.src}
        srcSet={img.srcSet}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        alt={img.alt}
        width={1200}
        height={675}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className="aspect-video w-full bg-stone-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
            {tc(categorySlug(post.category))}
          </span>
          {post.featured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-saffron-50 px-2 py-0.5 text-saffron-700">
              <Star aria-hidden="true" className="size-3" />
              {t('featured')}
            </span>
          )}
          {post.isAIGenerated && (
            <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-2 py-0.5 text-violet-800">
              <Sparkles aria-hidden="true" className="size-3" />
              {t('aiEnhanced')}
            </span>
          )}
        </div>
        <h3 className="mt-3 text-lg leading-snug font-semibold" dir="auto" {...en}>
          <NextLink href={href} className="hover:text-brand-800">
            {post.title}
          </NextLink>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-stone-600" dir="auto" {...en}>
          {post.excerpt}
        </p>
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('tags')}>
          {(post.tags ?? []).slice(0, tags).map((tag) => (
            <li key={tag} className="rounded bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
              #{tag}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-4 text-xs text-stone-600">
          <span>{post.author}</span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            <time dateTime={post.date}>{date}</time>
          </span>
          {post.readTime && (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              {post.readTime}
            </span>
          )}
        </div>
        <NextLink href={href} className="mt-4 text-sm font-semibold text-brand-800 hover:underline">
          {/* The link's name is "Read more: {title}" (for screen readers and search engines,
              "Read More" alone says nothing); sighted readers see the title just above. */}
          <span aria-hidden="true">{t('readMore')}</span>
          <span className="sr-only">{t('readMoreLabel', { title: post.title })}</span>
          <ArrowRight aria-hidden="true" className="flip-rtl ms-1 inline size-4" />
        </NextLink>
      </div>
    </article>
  )
}
