import type { Locale } from '@/i18n/locales'
import { ClientTexts } from '@/i18n/client-texts'

/** The texts the inquiry and quote forms show in the browser (not the emails or result page). */
const inquiryFormTexts = [
  'required',
  'optional',
  'inquiryType',
  'selectType',
  'company',
  'name',
  'email',
  'phone',
  'country',
  'products',
  'productsPlaceholder',
  'quantity',
  'quantityPlaceholder',
  'message',
  'messagePlaceholder',
  'consent',
  'submit',
  'sending',
  'honeypot',
  'errorSummary',
  'productName',
  'productEmail',
  'productCompany',
  'productPhone',
  'productCountry',
  'productVolume',
  'productTargetSkus',
  'productTargetSkusPlaceholder',
  'productPrivacyNote',
  'productMessagePlaceholder',
  'aboutProduct',
  'types',
  'errors',
  'toast',
  'quote',
  'attachments',
] as const

export function InquiryMessages({
  locale,
  children,
}: {
  locale: Locale
  children: React.ReactNode
}) {
  return (
    <ClientTexts locale={locale} pick={{ inquiry: inquiryFormTexts }}>
      {children}
    </ClientTexts>
  )
}
