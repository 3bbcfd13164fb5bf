import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getSiteSettings } from '@/features/site/queries'
import { pageAlternates } from '@/i18n/alternates'
import { isLocale } from '@/i18n/locales'

/**
 * generateMetadata for a fixed page whose title ("… {company}") and description live in one
 * message namespace.
 */
export function namespacedPageMetadata(
  namespace: 'about' | 'quality' | 'contact' | 'blog' | 'news',
  path: string,
) {
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
      alternates: pageAlternates(locale, path),
    }
  }
}
