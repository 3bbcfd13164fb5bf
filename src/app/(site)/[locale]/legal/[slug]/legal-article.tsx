import { RichText } from '@/components/rich-text'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

type Body = Page['body'] | null | undefined

/** A text of a legal page, with `lang="en"` when it is the English one shown in its place. */
export type LegalText<T = string> = { text: T; lang: 'en' | undefined }

/** A legal page as it shows: its public page and its preview for staff. */
export function LegalArticle({
  locale,
  page,
}: {
  locale: Locale
  page: { updatedAt: string; title: LegalText; body: LegalText<Body> }
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold" lang={page.title.lang}>
        {page.title.text}
      </h1>
      <p className="mt-2 text-sm text-stone-500">
        <time dateTime={page.updatedAt}>
          {new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(page.updatedAt))}
        </time>
      </p>
      <RichText
        data={page.body.text}
        locale={locale}
        lang={page.body.lang}
        className="prose-site mt-8"
      />
    </article>
  )
}

/**
 * The page's texts in a language, each from English when it has none yet (`own` is the page
 * read without fallback, `english` in English).
 */
export function legalTexts<D extends { updatedAt: string; title?: string | null; body?: Body }>(
  own: D,
  english: D | null,
) {
  const title: LegalText = own.title
    ? { text: own.title, lang: undefined }
    : { text: english?.title ?? '', lang: 'en' }
  const body: LegalText<Body> = own.body
    ? { text: own.body, lang: undefined }
    : { text: english?.body ?? null, lang: 'en' }
  return { updatedAt: own.updatedAt, title, body }
}
