import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'

/** The texts the account forms need in the browser, and no more (emails stay on the server). */
export async function AccountMessages({
  locale,
  children,
}: {
  locale: Locale
  children: React.ReactNode
}) {
  const messages = await getMessages({ locale })
  const { mail: _mail, ...auth } = messages.auth
  const { required, optional } = messages.inquiry
  return (
    <NextIntlClientProvider locale={locale} messages={{ auth, inquiry: { required, optional } }}>
      {children}
    </NextIntlClientProvider>
  )
}
