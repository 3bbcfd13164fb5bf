import { defineRouting } from 'next-intl/routing'
import { defaultLocale, localeCodes } from './locales'

export const routing = defineRouting({
  locales: localeCodes,
  defaultLocale,
  localePrefix: 'as-needed',
  // No cookie from the middleware: a Set-Cookie on a cacheable page is kept and replayed by
  // shared caches. The visitor's explicit choice is stored by the browser (locale-cookie.ts).
  localeCookie: false,
  // Search engines must see the same page for the same URL: no silent Accept-Language redirect.
  localeDetection: false,
})
