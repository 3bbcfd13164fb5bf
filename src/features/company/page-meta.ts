import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getSiteSettings } from '@/features/site/queries'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

/** generateMetadata for a company page whose title and description live in one message namespace. */
export function companyPageMetadata(namespace: 'about' | 'quality' | 'contact', path: string) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>
  }): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const [t, settings] = await Promise.all([
      getTranslations({ locale, namespace }),
      getSiteSettings(locale),
    ])
    return {
      title: { absolute: t('metaTitle', { company: settings.companyName }) },
      description: t('metaDescription'),
      alternates: { canonical: localizedPath(locale, path) },
    }
  }
}
