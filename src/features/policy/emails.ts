import { actionEmail } from '@/features/email'
import { localeDir, type Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

const day = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

/** The alert a follower gets once when an update affecting a followed product is published. */
export function policyAlertEmail(
  locale: Locale,
  v: {
    company: string
    products: string[]
    summary: string
    effectiveDate: string
    sourceUrl: string
    unsubscribeUrl: string
  },
): { subject: string; text: string; html: string } {
  const t = serverTranslator(locale, 'policy')
  // In a right-to-left email, texts left in English keep their own direction (isolates).
  const own = (text: string) => (localeDir(locale) === 'rtl' ? `\u2068${text}\u2069` : text)
  const products = new Intl.ListFormat(locale, { type: 'conjunction' }).format(v.products.map(own))
  return actionEmail(
    locale,
    t('mail.subject', { products }),
    [
      t('mail.intro', { products, company: v.company }),
      t('notice', { summary: own(v.summary), date: day(locale, v.effectiveDate) }),
    ],
    { label: t('mail.source'), url: v.sourceUrl },
    [t('mail.why')],
    { label: t('mail.unsubscribe'), url: v.unsubscribeUrl },
  )
}
