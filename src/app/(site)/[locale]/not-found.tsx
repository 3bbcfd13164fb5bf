'use client'

import NextLink from '@/components/link.client'
import { useLocale, useTranslations } from 'next-intl'
import { buttonClass } from '@/components/ui/button'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

export default function NotFound() {
  const raw = useLocale()
  const locale = isLocale(raw) ? raw : 'en'
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
