'use client'

import NextLink from '@/components/link.client'
import { useLocale, useTranslations } from 'next-intl'
import { buttonClass } from '@/components/ui/button'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

/**
 * A "not found" screen with the texts of one message namespace and one way back. A client
 * component: a not-found boundary gets no params, and reading the locale on the server would
 * make every page of its segment dynamic.
 */
export function NotFoundScreen({
  namespace,
  backPath = '/',
  backKey,
}: {
  namespace: 'category' | 'product' | 'blog' | 'news'
  backPath?: string
  /** A key in the namespace for the link text; "common.returnHome" when omitted. */
  backKey?: string
}) {
  const raw = useLocale()
  const locale = isLocale(raw) ? raw : 'en'
  const t = useTranslations(namespace)
  const common = useTranslations('common')
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('notFoundTitle')}</h1>
      <p className="mt-3 text-stone-600">{t('notFoundText')}</p>
      <NextLink
        href={localizedPath(locale, backPath)}
        className={buttonClass('primary', 'lg', 'mt-8')}
      >
        {backKey ? t(backKey) : common('returnHome')}
      </NextLink>
    </div>
  )
}
