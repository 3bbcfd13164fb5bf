import { postImage } from '@/features/blog/queries'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { JsonLd } from '@/lib/json-ld'
import { siteUrl } from '@/lib/site-url'
import type { Post } from '@/payload-types'

/** schema.org BlogPosting of a post page (posts are written in English). */
export function PostJsonLd({
  locale,
  post,
  companyName,
}: {
  locale: Locale
  post: Post
  companyName: string
}) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.meta?.description?.trim() || post.excerpt,
        datePublished: post.date,
        dateModified: post.updatedAt,
        author: { '@type': 'Person', name: post.author },
        publisher: {
          '@type': 'Organization',
          name: companyName,
          logo: { '@type': 'ImageObject', url: `${siteUrl()}/icon.svg` },
        },
        image: `${siteUrl()}${postImage(post).src}`,
        keywords: (post.tags ?? []).join(', '),
        articleSection: post.category,
        mainEntityOfPage: `${siteUrl()}${localizedPath(locale, `/blog/${post.postId}`)}`,
        inLanguage: 'en',
      }}
    />
  )
}
