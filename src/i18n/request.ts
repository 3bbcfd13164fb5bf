import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'
import { routing } from './routing'

export default getRequestConfig(async ({ requestLocale, locale: explicit }) => {
  // An explicit locale (getTranslations({ locale })) must not touch request headers, or the
  // page could no longer be rendered statically.
  const requested = explicit ?? (await requestLocale)
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const fallback = (await import('../../messages/en.json')).default
  const messages =
    locale === 'en' ? fallback : (await import(`../../messages/${locale}.json`)).default
  return { locale, messages: { ...fallback, ...messages } }
})
