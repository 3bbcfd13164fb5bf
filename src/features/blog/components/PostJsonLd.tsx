import { postImage } from '@/features/blog/queries'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { JsonLd } from '@/lib/json-ld'
import { siteUrl } from '@/lib/site-url'
import type { ShownPost } from '@/features/blog/queries'

/** schema.org BlogPosting of a post page, in the language its text is shown in. */
export function PostJsonLd({
  locale,
  post,
  companyName,
}: {
  locale: Locale
  post: ShownPost
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
        inLanguage: post.contentTranslated ? locale : 'en',
      }}
    />
  )
}
