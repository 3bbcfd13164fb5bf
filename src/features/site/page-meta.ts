import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getPageSeo, getSiteSettings, readMedia } from '@/features/site/queries'
import { pageAlternates } from '@/i18n/alternates'
import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { OG_SIZE, ogSectionPath, type OgSection } from './og-image'
import { sectionMetaTexts, shareImage, withSeoFields } from './seo'

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
  image: { url: string; alt: string; width?: number; height?: number } | OgSection
}): Pick<Metadata, 'openGraph' | 'twitter'> {
  const picture =
    typeof image === 'string' ? { url: ogSectionPath(image, locale), alt: title } : image
  const images = [{ ...OG_SIZE, ...picture }]
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
  /** The company page whose SEO fields staff edit, if the page has one. */
  global?: 'about-page' | 'quality-page' | 'contact-page',
) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>
  }): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const [settings, meta] = await Promise.all([
      getSiteSettings(locale),
      global ? getPageSeo(global, locale) : null,
    ])
    const { title, description } = withSeoFields(
      sectionMetaTexts(locale, namespace, settings.companyName),
      meta,
    )
    const image = (await shareImage(meta, title, readMedia)) ?? section
    return {
      title: { absolute: title },
      description,
      alternates: pageAlternates(locale, path),
      ...socialMetadata({ locale, path, title, description, image }),
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
    | 'newsletter.unsubscribe'
    | 'policy.unsubscribe'
    | 'quotation'
    | 'conversation',
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
