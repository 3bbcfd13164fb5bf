import { AlertCircle, CheckCircle2, MailCheck } from 'lucide-react'
import NextLink from '@/components/link'
import { getTranslations } from 'next-intl/server'
import { buttonClass } from '@/components/ui/button'
import { NewsletterBlock } from '@/features/newsletter/components/NewsletterBlock'
import { CONFIRM_TOKEN_TTL_MS } from '@/features/newsletter/constants'
import { pageLocale } from '@/i18n/page-locale'
import { localizedPath } from '@/i18n/paths'
import { firstParam } from '@/components/listing/listing'
import { privatePageMetadata } from '@/features/site/page-meta'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = privatePageMetadata('newsletter.result')

/** Status → its title and text keys, and whether it is good news. */
const outcomes = {
  'check-inbox': ['checkInboxTitle', 'checkInboxText', 'sent'],
  confirmed: ['confirmedTitle', 'confirmedText', 'done'],
  'already-confirmed': ['alreadyConfirmedTitle', 'alreadyConfirmedText', 'done'],
  unsubscribed: ['unsubscribedTitle', 'unsubscribedText', 'done'],
  invalid: ['invalidTitle', null, 'error'],
  limited: ['limitedTitle', 'limitedText', 'error'],
  'link-expired': ['linkExpiredTitle', 'linkExpiredText', 'error'],
  'link-invalid': ['linkInvalidTitle', 'linkInvalidText', 'error'],
  failed: ['failedTitle', 'failedText', 'error'],
  blocked: ['blockedTitle', 'blockedText', 'error'],
} as const

/**
 * Where the newsletter's links and its form without JavaScript land: what happened, in the
 * visitor's language, and the form again when trying again helps.
 */
export default async function NewsletterResultPage({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params)
  const q = await searchParams
  const [t, te] = await Promise.all([
    getTranslations({ locale, namespace: 'newsletter.result' }),
    getTranslations({ locale, namespace: 'newsletter.errors' }),
  ])
  const status = firstParam(q.status)
  const [titleKey, textKey, tone] = Object.hasOwn(outcomes, status)
    ? outcomes[status as keyof typeof outcomes]
    : outcomes.blocked
  const text = textKey
    ? t(textKey, { days: CONFIRM_TOKEN_TTL_MS / 86_400_000 })
    : te('emailInvalid')
  const good = tone !== 'error'
  const Icon = tone === 'sent' ? MailCheck : good ? CheckCircle2 : AlertCircle
  const retry = !good || status === 'unsubscribed'

  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <div
        className={`rounded-2xl p-8 ring-1 ${good ? 'bg-brand-50 ring-brand-200' : 'bg-red-50 ring-red-200'}`}
      >
        <Icon
          aria-hidden="true"
          className={`size-10 ${good ? 'text-brand-700' : 'text-red-700'}`}
        />
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t(titleKey)}</h1>
        <p className="mt-2 text-lg text-stone-800">{text}</p>
        <div className="mt-8">
          <NextLink
            href={localizedPath(locale, '/articles')}
            className={buttonClass(good ? 'primary' : 'outline', 'lg')}
          >
            {t('backToNews')}
          </NextLink>
        </div>
      </div>
      {retry && (
        <div className="mt-10">
          <NewsletterBlock
            locale={locale}
            source={firstParam(q.source) === 'articles' ? 'articles' : 'footer'}
            anchor="newsletter-again"
          />
        </div>
      )}
    </div>
  )
}
