import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getSiteSettings } from '@/features/site/queries'
import { pageAlternates } from '@/i18n/alternates'
import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { OG_SIZE, ogSectionPath, type OgSection } from './og-image'

/**
 * Open Graph and Twitter tags for a page: its title, description, URL in its language and its
 * picture (a fixed page's section picture unless the page has its own).
 */
export function socialMetadata({
  locale,
  path,
  title,
  description,
  image,
}: {
  locale: Locale
  path: string
  title: string
  description: string
  image: { url: string; alt: string } | OgSection
}): Pick<Metadata, 'openGraph' | 'twitter'> {
  const picture = typeof image === 'string' ? { url: ogSectionPath(image), alt: title } : image
  const images = [{ ...picture, ...OG_SIZE }]
  return {
    openGraph: {
      type: 'website',
      title,
      description,
      url: localizedPath(locale, path),
      locale,
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
  }
}

/**
 * generateMetadata for a fixed page whose title ("… {company}") and description live in one
 * message namespace.
 */
export function namespacedPageMetadata(
  namespace: 'about' | 'quality' | 'contact' | 'blog' | 'news' | 'catalogue',
  path: string,
  section: OgSection,
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
    const title = t('metaTitle', { company: settings.companyName })
    const description = t('metaDescription')
    return {
      title: { absolute: title },
      description,
      alternates: pageAlternates(locale, path),
      ...socialMetadata({ locale, path, title, description, image: section }),
    }
  }
}

/**
 * generateMetadata for a page that answers one visitor (a form's result, an unsubscribe link,
 * the account): its title from `{namespace}.metaTitle`, kept out of search engines.
 */
export function privatePageMetadata(
  namespace:
    | 'auth.account'
    | 'auth.confirm'
    | 'inquiry.result'
    | 'newsletter.result'
    | 'newsletter.confirm'
    | 'newsletter.unsubscribe',
) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>
  }): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const t = await getTranslations({ locale, namespace })
    return { title: t('metaTitle'), robots: { index: false, follow: false } }
  }
}
