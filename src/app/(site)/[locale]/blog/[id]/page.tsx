import { ArrowLeft, CalendarDays, Clock, Sparkles, Star } from 'lucide-react'
import type { Metadata } from 'next'
import NextLink from '@/components/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ShareButton } from '@/components/ui/share-button.client'
import { PostCard } from '@/features/blog/components/PostCard'
import { categorySlug } from '@/features/blog/constants'
import { getPost, postImage, relatedPosts } from '@/features/blog/queries'
import { getSiteSettings } from '@/features/site/queries'
import { pageAlternates } from '@/i18n/alternates'
import { englishContentAttrs, isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { JsonLd } from '@/lib/json-ld'
import { Markdown } from '@/lib/markdown'
import { siteUrl } from '@/lib/site-url'
import { OG_SIZE, ogImagePath } from '@/features/site/og-image'

type Props = { params: Promise<{ locale: string; id: string }> }

export function generateStaticParams() {
  return []
}

async function load(props: Props) {
  const { locale, id } = await props.params
  if (!isLocale(locale)) notFound()
  const post = await getPost(id)
  if (!post) notFound()
  return { locale: locale as Locale, post }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, id } = await props.params
  if (!isLocale(locale)) return {}
  const [post, settings, t] = await Promise.all([
    getPost(id),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'blog' }),
  ])
  if (!post) return { title: { absolute: `${t('notFoundTitle')} | ${settings.companyName}` } }
  const title = post.seoTitle || `${post.title} | ${settings.companyName}`
  const description = post.seoDescription || post.excerpt
  const image = {
    url: `${siteUrl()}${ogImagePath('b', post.postId, post.updatedAt)}`,
    ...OG_SIZE,
    alt: post.title,
  }
  return {
    title: { absolute: title },
    description,
    keywords: (post.tags ?? []).join(', '),
    alternates: pageAlternates(locale, `/blog/${post.postId}`),
    openGraph: {
      type: 'article',
      title,
      description: post.socialDescription || description,
      publishedTime: post.date,
      authors: [post.author],
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: post.socialDescription || description,
      images: [image],
    },
  }
}

export default async function BlogPostPage(props: Props) {
  const { locale, post } = await load(props)
  setRequestLocale(locale)
  const [t, tc, settings, related] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'blogCategories' }),
    getSiteSettings(locale),
    relatedPosts(post),
  ])
  const img = postImage(post)
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(post.date),
  )
  const url = `${siteUrl()}${localizedPath(locale, `/blog/${post.postId}`)}`
  const english = englishContentAttrs(locale)
  return (
    <article>
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

      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <ShareButton
          title={post.title}
          label={t('share')}
          copied={t('copied')}
          failed={t('shareFailed')}
        />
        <Markdown text={post.content} className="prose-site mt-8" {...english} />
        {(post.tags ?? []).length > 0 && (
          <section className="mt-10 border-t border-stone-200 pt-6" aria-labelledby="tags-heading">
            <h2
              id="tags-heading"
              className="text-sm font-semibold tracking-wide text-stone-500 uppercase"
            >
              {t('tags')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {(post.tags ?? []).map((tag) => (
                <li key={tag}>
                  <NextLink
                    href={`${localizedPath(locale, '/blog')}?q=${encodeURIComponent(tag)}`}
                    className="inline-block rounded bg-stone-100 px-2.5 py-1 text-sm text-stone-800 hover:bg-brand-50"
                  >
                    #{tag}
                  </NextLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      {related.length > 0 && (
        <section className="render-later bg-stone-50 py-14" aria-labelledby="related-heading">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <h2 id="related-heading" className="text-2xl font-bold">
              {t('related')}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {related.map((p) => (
                <li key={p.id}>
                  <PostCard post={p} locale={locale} tags={2} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.seoDescription || post.excerpt,
          datePublished: post.date,
          dateModified: post.updatedAt,
          author: { '@type': 'Person', name: post.author },
          publisher: {
            '@type': 'Organization',
            name: settings.companyName,
            logo: { '@type': 'ImageObject', url: `${siteUrl()}/icon.svg` },
          },
          image: `${siteUrl()}${img.src}`,
          keywords: (post.tags ?? []).join(', '),
          articleSection: post.category,
          mainEntityOfPage: url,
          inLanguage: 'en',
        }}
      />
    </article>
  )
}
