import { clsx } from 'clsx'
import NextLink from '@/components/link'
import { getTranslations } from 'next-intl/server'
import { ClientTexts, type TextsPick } from '@/i18n/client-texts'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { SubscriberSource } from '../constants'
import { NewsletterForm } from './newsletter-form.client'

/** The texts the form shows in the browser (newsletter-form.client.tsx). */
const formTexts = {
  newsletter: [
    'emailLabel',
    'emailPlaceholder',
    'subscribe',
    'subscribing',
    'honeypot',
    'errors.emailInvalid',
    'result.failedTitle',
    'result.failedText',
  ],
} as const satisfies TextsPick

/**
 * The newsletter sign-up: a server-rendered block around a small form island. It reads no
 * cookies or headers, so the pages it sits on stay cacheable.
 */
export async function NewsletterBlock({
  locale,
  source,
  tone = 'light',
  headingLevel = 2,
  anchor = `newsletter-${source}`,
}: {
  locale: Locale
  source: SubscriberSource
  tone?: 'light' | 'dark'
  headingLevel?: 2 | 3
  /** The id of the heading (unique on the page). */
  anchor?: string
}) {
  const t = await getTranslations({ locale, namespace: 'newsletter' })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = anchor
  const dark = tone === 'dark'
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(
        'grid gap-6 rounded-2xl p-6 sm:p-8 lg:grid-cols-2 lg:items-start',
        dark ? 'bg-stone-800 text-stone-200' : 'bg-brand-50 text-stone-800 ring-1 ring-brand-100',
      )}
    >
      <div>
        <Heading
          id={headingId}
          className={clsx('text-xl font-bold', dark ? 'text-white' : 'text-stone-900')}
        >
          {t('title')}
        </Heading>
        <p className="mt-2 text-sm leading-6">{t('intro')}</p>
      </div>
      <div>
        <ClientTexts locale={locale} pick={formTexts}>
          <NewsletterForm locale={locale} source={source} tone={tone} />
        </ClientTexts>
        <p className={clsx('text-xs leading-5', dark ? 'text-stone-400' : 'text-stone-600')}>
          {t.rich('privacyNote', {
            link: (chunks) => (
              <NextLink
                href={localizedPath(locale, '/legal/privacy-policy')}
                className={clsx(
                  'underline',
                  dark ? 'text-stone-200 hover:text-white' : 'text-brand-800',
                )}
              >
                {chunks}
              </NextLink>
            ),
          })}
        </p>
      </div>
    </section>
  )
}
