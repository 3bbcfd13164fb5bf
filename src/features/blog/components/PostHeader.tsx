import { ArrowLeft, CalendarDays, Clock, Sparkles, Star } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import NextLink from '@/components/link'
import { categorySlug } from '@/features/blog/constants'
import { postImage } from '@/features/blog/queries'
import { englishContentAttrs, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { ShownPost } from '../queries'

/** A post's header over its picture: category and badges, title, excerpt, author and date. */
export async function PostHeader({ locale, post }: { locale: Locale; post: ShownPost }) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'blogCategories' }),
  ])
  const img = postImage(post)
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(post.date),
  )
  const english = englishContentAttrs(locale, post.translated)
  return (
    <header className="relative isolate overflow-hidden bg-stone-900 text-white">
      {/* eslint-disable-next-line @next/next/no-img-element -- generated responsive artwork */}
      <img
        src={img.src}
        srcSet={img.srcSet}
        sizes="100vw"
        alt={img.alt}
        width={1200}
        height={675}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover opacity-35"
      />
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20">
        <NextLink
          href={localizedPath(locale, '/blog')}
          className="inline-flex items-center gap-1 text-sm font-medium text-white hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="flip-rtl size-4" />
          {t('backToBlog')}
        </NextLink>
        <div className="mt-6 flex flex-wrap items-center gap-2 text-xs font-medium">
          <span className="rounded-full bg-white/15 px-2.5 py-1 ring-1 ring-white/30">
            {tc(categorySlug(post.category))}
          </span>
          {post.featured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-saffron-500 px-2.5 py-1 text-stone-950">
              <Star aria-hidden="true" className="size-3" />
              {t('featured')}
            </span>
          )}
          {post.isAIGenerated && (
            <span className="inline-flex items-center gap-1 rounded-full bg-violet-200 px-2.5 py-1 text-violet-950">
              <Sparkles aria-hidden="true" className="size-3" />
              {t('aiEnhanced')}
            </span>
          )}
        </div>
        <h1 className="mt-4 text-3xl leading-tight font-bold sm:text-5xl" {...english}>
          {post.title}
        </h1>
        <p className="mt-4 text-lg text-stone-100" {...english}>
          {post.excerpt}
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-stone-200">
          <span>{t('by', { author: post.author })}</span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={post.date}>{date}</time>
          </span>
          {post.readTime && (
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {post.readTime}
            </span>
          )}
        </div>
      </div>
    </header>
  )
}
