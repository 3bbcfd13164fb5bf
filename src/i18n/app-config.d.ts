import type messages from '../../messages/en.json'
import type { Locale as SiteLocale } from './locales'

// next-intl checks every locale and message key against these, on the server and, through
// src/lib/client-texts.tsx, in client components too. English is the complete set; other
// locales fall back to it key by key.
declare module 'next-intl' {
  interface AppConfig {
    Locale: SiteLocale
    Messages: typeof messages
  }
}
