import { getMessages } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { TextsProvider } from '@/lib/client-texts'

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
    <TextsProvider locale={locale} messages={{ auth, inquiry: { required, optional } }}>
      {children}
    </TextsProvider>
  )
}
