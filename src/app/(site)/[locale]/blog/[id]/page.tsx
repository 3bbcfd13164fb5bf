import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { PostBody } from '@/features/blog/components/PostBody'
import { PostHeader } from '@/features/blog/components/PostHeader'
import { PostJsonLd } from '@/features/blog/components/PostJsonLd'
import { RelatedPosts } from '@/features/blog/components/RelatedPosts'
import { getPost, relatedPosts } from '@/features/blog/queries'
import { redirectIfMoved } from '@/features/redirects'
import { OG_SIZE, ogImagePath } from '@/features/site/og-image'
import { getSiteSettings } from '@/features/site/queries'
import { postMetaTexts, shareImage, withSeoFields } from '@/features/site/seo'
import { pageAlternates } from '@/i18n/alternates'
import { metadataLocale, pageLocale } from '@/i18n/page-locale'
import { siteUrl } from '@/lib/site-url'

type Props = { params: Promise<{ locale: string; id: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const known = await metadataLocale(params)
  if (!known) return {}
  const { locale, id } = known
  const [post, settings, t] = await Promise.all([
    getPost(id, locale),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'blog' }),
  ])
  if (!post)
    return {
      title: { absolute: `${t('notFoundTitle')} | ${settings.companyName}` },
    }
  const { title, description } = withSeoFields(postMetaTexts(post, settings.companyName), post.meta)
  const image = (await shareImage(post.meta, post.title)) ?? {
    url: `${siteUrl()}${ogImagePath('b', post.postId, post.updatedAt, locale)}`,
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
      description,
      publishedTime: post.date,
      authors: [post.author],
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [image],
    },
  }
}

export default async function BlogPostPage({ params }: Props) {
  const { locale, id } = await pageLocale(params)
  const post = await getPost(id, locale)
  if (!post) {
    await redirectIfMoved(locale, `/blog/${id}`)
    notFound()
  }
  const [settings, related] = await Promise.all([
    getSiteSettings(locale),
    relatedPosts(post, locale),
  ])
  return (
    <article>
      <PostHeader locale={locale} post={post} />
      <PostBody locale={locale} post={post} />
      <RelatedPosts locale={locale} posts={related} />
      <PostJsonLd locale={locale} post={post} companyName={settings.companyName} />
    </article>
  )
}
