import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { isLocale, type Locale } from './locales'

type WithLocale<P> = Omit<P, 'locale'> & { locale: Locale }

/**
 * The preamble of every page and layout under [locale]: the route's params, with an unknown
 * locale answered by the not-found page and a known one set for next-intl's server functions
 * (which lets the page be rendered statically).
 */
export async function pageLocale<P extends { locale: string }>(
  params: Promise<P>,
): Promise<WithLocale<P>> {
  const resolved = await params
  if (!isLocale(resolved.locale)) notFound()
  setRequestLocale(resolved.locale)
  return resolved as WithLocale<P>
}

/**
 * For generateMetadata: the route's params, or null for an unknown locale (the page itself then
 * answers with the not-found page, so its metadata stays empty).
 */
export async function metadataLocale<P extends { locale: string }>(
  params: Promise<P>,
): Promise<WithLocale<P> | null> {
  const resolved = await params
  return isLocale(resolved.locale) ? (resolved as WithLocale<P>) : null
}
