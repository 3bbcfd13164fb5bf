import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'
import { routing } from './routing'

export default getRequestConfig(async (params) => {
  // An explicit locale (getTranslations({ locale })) must not touch request headers, or the
  // page could no longer be rendered statically: even reading `requestLocale` does.
  const requested = params.locale ?? (await params.requestLocale)
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const fallback = (await import('../../messages/en.json')).default
  const messages =
    locale === 'en' ? fallback : (await import(`../../messages/${locale}.json`)).default
  return { locale, messages: { ...fallback, ...messages } }
})
