'use client'

import NextLink from '@/components/link'
import { buttonClass } from '@/components/ui/button'
import { localizedPath } from '@/i18n/paths'
import { useLocale, useTranslations } from '@/lib/client-texts'

/** A "not found" screen of one kind (texts from the site layout: not-found-texts.ts). */
export function NotFoundScreen({
  kind,
  backPath = '/',
}: {
  kind: 'category' | 'product' | 'blog' | 'news'
  /** Where the link leads; its text is the kind's own, or "Return Home". */
  backPath?: string
}) {
  const locale = useLocale()
  const t = useTranslations(kind)
  const common = useTranslations('common')
  const blog = useTranslations('blog')
  const news = useTranslations('news')
  const back =
    kind === 'blog'
      ? blog('backToBlog')
      : kind === 'news'
        ? news('backToHome')
        : common('returnHome')
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('notFoundTitle')}</h1>
      <p className="mt-3 text-stone-600">{t('notFoundText')}</p>
      <NextLink
        href={localizedPath(locale, backPath)}
        className={buttonClass('primary', 'lg', 'mt-8')}
      >
        {back}
      </NextLink>
    </div>
  )
}

/** The site's own "page not found". */
export function PageNotFound() {
  const locale = useLocale()
  const t = useTranslations('notFound')
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-bold text-brand-700">{t('code')}</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('title')}</h1>
      <p className="mt-2 text-stone-600">{t('text')}</p>
      <NextLink href={localizedPath(locale, '/')} className={buttonClass('primary', 'lg', 'mt-8')}>
        {t('returnHome')}
      </NextLink>
    </div>
  )
}
