import { MailX } from 'lucide-react'
import NextLink from '@/components/link'
import { getTranslations } from 'next-intl/server'
import { LinkActionCard, TokenActionPage } from '@/components/link-action'
import { buttonClass } from '@/components/ui/button'
import { subscriberForUnsubscribe } from '@/features/newsletter/service'
import { pageLocale } from '@/i18n/page-locale'
import { localizedPath } from '@/i18n/paths'
import { privatePageMetadata } from '@/features/site/page-meta'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// No referrer override: the token in the address reaches other sites only as the origin (the
// site's strict-origin-when-cross-origin policy); "no-referrer" would make the button's post
// Origin: null.
export const generateMetadata = privatePageMetadata('newsletter.unsubscribe')

/**
 * The unsubscribe link of every newsletter email. Opening it changes nothing (mail programs and
 * link scanners open links by themselves); the button does, with a form post.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params)
  const [t, query] = await Promise.all([
    getTranslations({ locale, namespace: 'newsletter.unsubscribe' }),
    searchParams,
  ])
  const articles = localizedPath(locale, '/articles')
  return (
    <TokenActionPage
      query={query}
      find={subscriberForUnsubscribe}
      failure="unsubscribe page lookup failed"
      invalid={{ title: t('invalidTitle'), text: t('invalidText') }}
    >
      {(subscriber, token) => {
        const subscribed = subscriber.status !== 'unsubscribed'
        return (
          <LinkActionCard
            icon={MailX}
            title={t('title')}
            text={t(subscribed ? 'question' : 'alreadyText', { email: subscriber.email })}
            form={
              subscribed
                ? {
                    action: '/api/newsletter/unsubscribe',
                    token,
                    button: t('button'),
                    extra: (
                      <NextLink href={articles} className={buttonClass('outline', 'lg')}>
                        {t('keep')}
                      </NextLink>
                    ),
                  }
                : undefined
            }
          />
        )
      }}
    </TokenActionPage>
  )
}
