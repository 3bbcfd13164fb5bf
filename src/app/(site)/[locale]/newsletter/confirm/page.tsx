import { MailCheck } from 'lucide-react'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { firstParam } from '@/components/listing/listing'
import { LinkActionCard } from '@/components/link-action'
import {
  checkConfirmLink,
  confirmResultPage,
  type ConfirmLink,
} from '@/features/newsletter/service'
import { privatePageMetadata } from '@/features/site/page-meta'
import { pageLocale } from '@/i18n/page-locale'
import { localizedPath } from '@/i18n/paths'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = privatePageMetadata('newsletter.confirm')

async function lookup(token: string): Promise<ConfirmLink | null> {
  try {
    return await checkConfirmLink({ payload: await getPayloadClient() }, token)
  } catch (error) {
    logger.warn({ error: String(error) }, 'confirmation page lookup failed')
    return null
  }
}

/**
 * The link of the confirmation email. Opening it changes nothing (mail programs and link
 * scanners open links by themselves, and a subscription needs the person's consent); the
 * button does, with a form post to /api/newsletter/confirm.
 */
export default async function ConfirmSubscriptionPage({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params)
  const token = firstParam((await searchParams).token).slice(0, 200)
  const [t, link] = await Promise.all([
    getTranslations({ locale, namespace: 'newsletter' }),
    lookup(token),
  ])
  if (!link) redirect(localizedPath(locale, '/newsletter?status=failed'))
  // A link that cannot confirm anything: the result page says why.
  if (link.status !== 'pending')
    redirect(localizedPath(locale, `/newsletter?status=${confirmResultPage[link.status]}`))

  return (
    <LinkActionCard
      icon={MailCheck}
      title={t('confirm.title')}
      text={t('confirm.question', { email: link.subscriber.email })}
      form={{ action: '/api/newsletter/confirm', token, button: t('mail.confirmAction') }}
    />
  )
}
