import '../../globals.css'
import type { Metadata, Viewport } from 'next'
import { getTranslations } from 'next-intl/server'
import { Footer } from '@/features/site/components/Footer'
import { Header } from '@/features/site/components/Header'
import { LanguageSuggestion } from '@/components/layout/LanguageSuggestion'
import { notFoundTexts } from '@/components/not-found-texts'
import { ClientTexts } from '@/i18n/client-texts'
import { Toaster } from '@/components/ui/toast.client'
import { getSiteSettings } from '@/features/site/queries'
import { localeDir } from '@/i18n/locales'
import { metadataLocale, pageLocale } from '@/i18n/page-locale'
import { siteUrl } from '@/lib/site-url'
import { interLatin } from '../../fonts'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/**
 * Public pages are rebuilt on demand when staff change content, and at least every 15 minutes:
 * their Cache-Control then reads s-maxage=900 with stale-while-revalidate, so a CDN in front
 * refreshes them too (a page without it would be kept by a CDN for a year).
 */
export const revalidate = 900

/** No page is built ahead: each renders on first request (nothing needs the database at build). */
export function generateStaticParams() {
  return []
}

export const viewport: Viewport = { themeColor: '#166534', width: 'device-width', initialScale: 1 }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = (await metadataLocale(params)) ?? {}
  if (!locale) return {}
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'meta' }),
    getSiteSettings(locale),
  ])
  return {
    metadataBase: new URL(siteUrl()),
    title: t('defaultTitle', { company: settings.companyName }),
    description: t('defaultDescription', { count: settings.countriesServed }),
    applicationName: settings.companyName,
  }
}

export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await pageLocale(params)
  // No NextIntlClientProvider here: client components get only the texts they show through
  // ClientTexts (docs/decisions/010-own-client-texts.md); the page's own carry the not-found
  // screens', as a not-found boundary gets no params.
  const [t, ta] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'auth' }),
  ])
  return (
    <html lang={locale} dir={localeDir(locale)} className={interLatin.variable}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
        >
          {t('skipToContent')}
        </a>
        <LanguageSuggestion locale={locale} />
        <Header locale={locale} />
        {/* Room before the footer, unless the page ends in a coloured band of its own
            (data-meets-footer), which then meets the footer without a white strip between. */}
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 pb-16 focus:outline-none has-[[data-meets-footer]]:pb-0"
        >
          <ClientTexts locale={locale} pick={notFoundTexts}>
            {children}
          </ClientTexts>
        </main>
        <Footer locale={locale} />
        <Toaster closeLabel={ta('toast.close')} />
      </body>
    </html>
  )
}
