import { AlertCircle, MailX } from 'lucide-react'
import NextLink from '@/components/link'
import { getTranslations } from 'next-intl/server'
import { LinkActionCard } from '@/components/link-action'
import { buttonClass } from '@/components/ui/button'
import { subscriberForUnsubscribe } from '@/features/newsletter/service'
import { pageLocale } from '@/i18n/page-locale'
import { localizedPath } from '@/i18n/paths'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'
import { firstParam } from '@/components/listing/listing'
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

async function lookup(token: string) {
  try {
    return await subscriberForUnsubscribe(await getPayloadClient(), token)
  } catch (error) {
    logger.warn({ error: String(error) }, 'unsubscribe page lookup failed')
    return null
  }
}

/**
 * The unsubscribe link of every newsletter email. Opening it changes nothing (mail programs and
 * link scanners open links by themselves); the button does, with a form post.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params)
  const token = firstParam((await searchParams).token).slice(0, 200)
  const [t, subscriber] = await Promise.all([
    getTranslations({ locale, namespace: 'newsletter.unsubscribe' }),
    lookup(token),
  ])
  const articles = localizedPath(locale, '/articles')

  if (!subscriber)
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <div className="rounded-2xl bg-red-50 p-8 ring-1 ring-red-200">
          <AlertCircle aria-hidden="true" className="size-10 text-red-700" />
          <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t('invalidTitle')}</h1>
          <p className="mt-2 text-lg text-stone-800">{t('invalidText')}</p>
        </div>
      </div>
    )

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
}
