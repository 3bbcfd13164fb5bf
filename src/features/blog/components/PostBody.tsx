import { getTranslations } from 'next-intl/server'
import NextLink from '@/components/link'
import { RichText } from '@/components/rich-text'
import { ShareButton } from '@/components/ui/share-button.client'
import { englishContentAttrs, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { ShownPost } from '../queries'

/** A post's text with its share button and tags (each tag searches the blog). */
export async function PostBody({ locale, post }: { locale: Locale; post: ShownPost }) {
  const t = await getTranslations({ locale, namespace: 'blog' })
  const english = englishContentAttrs(locale, post.contentTranslated)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <ShareButton
        title={post.title}
        label={t('share')}
        copied={t('copied')}
        failed={t('shareFailed')}
      />
      <RichText data={post.content} locale={locale} className="prose-site mt-8" {...english} />
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
  )
}
