import '@fontsource-variable/inter'
import '../../globals.css'
import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import {
  LanguageSuggestion,
  type SuggestionTexts,
} from '@/components/layout/language-suggestion.client'
import { messagesFor } from '@/i18n/server-messages'
import { getSiteSettings } from '@/features/site/queries'
import { isLocale, localeCodes, localeDir, type Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'

/** Client components get only the texts they use: whole namespaces, or the listed keys. */
const clientMessageKeys: Record<string, string[] | 'all'> = {
  common: 'all',
  notFound: 'all',
  category: ['notFoundTitle', 'notFoundText'],
  product: ['notFoundTitle', 'notFoundText'],
  blog: ['notFoundTitle', 'notFoundText', 'backToBlog'],
  news: ['notFoundTitle', 'notFoundText', 'backToHome'],
}

function pickClientMessages(messages: Record<string, Record<string, unknown>>) {
  return Object.fromEntries(
    Object.entries(clientMessageKeys).map(([ns, keys]) => [
      ns,
      keys === 'all' ? messages[ns] : Object.fromEntries(keys.map((k) => [k, messages[ns]?.[k]])),
    ]),
  )
}

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** Pages render on first request and stay cached until content changes (nothing needs the DB at build). */
/**
 * Public pages are rebuilt on demand when staff change content, and at least every 15 minutes:
 * their Cache-Control then reads s-maxage=900 with stale-while-revalidate, so a CDN in front
 * refreshes them too (a page without it would be kept by a CDN for a year).
 */
export const revalidate = 900

export function generateStaticParams() {
  return []
}

export const viewport: Viewport = { themeColor: '#166534', width: 'device-width', initialScale: 1 }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'meta' }),
    getSiteSettings(locale),
  ])
  return {
    metadataBase: new URL(siteUrl()),
    title: t('defaultTitle', { company: settings.companyName }),
    description: t('defaultDescription'),
    applicationName: settings.companyName,
  }
}

export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getMessages({ locale }),
  ])
  const clientMessages = pickClientMessages(messages as Record<string, Record<string, unknown>>)
  const suggestionTexts = Object.fromEntries(
    localeCodes.map((code) => [code, messagesFor(code).languageSuggestion]),
  ) as SuggestionTexts
  return (
    <html lang={locale} dir={localeDir(locale as Locale)}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <LanguageSuggestion locale={locale} texts={suggestionTexts} />
          <Header locale={locale} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <Footer locale={locale} />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
