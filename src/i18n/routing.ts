import { defineRouting } from 'next-intl/routing'
import { defaultLocale, localeCodes } from './locales'

export const routing = defineRouting({
  locales: localeCodes,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  // Search engines must see the same page for the same URL: no silent Accept-Language redirect.
  localeDetection: false,
})
