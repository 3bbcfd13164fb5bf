import { getMessages } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { TextsProvider } from '@/lib/client-texts'

/** The texts the inquiry and quote forms need in the browser, and no more. */
export async function InquiryMessages({
  locale,
  children,
}: {
  locale: Locale
  children: React.ReactNode
}) {
  const messages = await getMessages({ locale })
  // Email and result-page texts are only used on the server.
  const { ackEmail: _email, result: _result, ...inquiry } = messages.inquiry
  return (
    <TextsProvider locale={locale} messages={{ inquiry }}>
      {children}
    </TextsProvider>
  )
}
