import { Mail, MapPin, Phone } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { getNavCategories, getSiteSettings } from '../queries'
import type { Locale } from '@/i18n/locales'
import { telHref } from '@/lib/tel'
import { ClientTexts, type TextsPick } from '@/i18n/client-texts'
import { AccountMenu } from '@/features/accounts/client'
import { HeaderClient } from './header.client'

/** The header's texts in the browser: its own and the account menu's (account-menu.client.tsx). */
const headerTexts = {
  header: [
    'home',
    'about',
    'categories',
    'blog',
    'news',
    'contact',
    'getCatalog',
    'requestQuote',
    'signIn',
    'getStarted',
    'allCategories',
    'openMenu',
    'closeMenu',
    'mainNavigation',
    'mobileNavigation',
    'chooseLanguage',
    'search',
    'searchPlaceholder',
    'searchButton',
    'quoteList',
  ],
  auth: [
    'menu.loading',
    'menu.account',
    'menu.myAccount',
    'menu.signOut',
    'menu.signingOut',
    'toast.signedOut',
    'toast.signedOutText',
    'toast.failed',
    'messages.failed',
  ],
} as const satisfies TextsPick

export async function Header({ locale }: { locale: Locale }) {
  const [t, settings, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'header' }),
    getSiteSettings(locale),
    getNavCategories(locale),
  ])
  const topBar = (
    <div className="hidden bg-brand-900 text-xs text-brand-50 md:block">
      <div className="mx-auto flex max-w-7xl items-center gap-6 px-6 py-1.5">
        <a
          href={telHref(settings.phone)}
          className="inline-flex items-center gap-1.5 whitespace-nowrap hover:underline"
        >
          <Phone aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('callUs')}: </span>
          <span dir="ltr">{settings.phone}</span>
        </a>
        <a
          href={`mailto:${settings.email}`}
          className="inline-flex items-center gap-1.5 whitespace-nowrap hover:underline"
        >
          <Mail aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('emailUs')}: </span>
          {settings.email}
        </a>
        {/* The address gives way (cut short) when a wide font leaves no room; below 1024px it
            is left to the footer and the contact page. */}
        <span className="ms-auto inline-flex min-w-0 items-center gap-1.5 max-lg:hidden">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">
            {[settings.address.line1, settings.address.city, settings.address.country].join(', ')}
          </span>
        </span>
        {/* Sign In and Get Started sit up here, off the navigation row, so that row keeps to
            one line in every language from 1024px. */}
        <div className="flex shrink-0 items-center gap-2 max-lg:ms-auto">
          <AccountMenu locale={locale} variant="bar" />
        </div>
      </div>
    </div>
  )
  return (
    <ClientTexts locale={locale} pick={headerTexts}>
      <HeaderClient
        locale={locale}
        companyName={settings.companyName}
        categories={categories}
        topBar={topBar}
      />
    </ClientTexts>
  )
}
