import { MailCheck } from 'lucide-react'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { LinkActionCard } from '@/components/link-action'
import { firstParam } from '@/components/listing/listing'
import {
  checkConfirmLink,
  confirmResultStatus,
  type ConfirmLink,
} from '@/features/accounts/service'
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

export const generateMetadata = privatePageMetadata('auth.confirm')

async function lookup(token: string): Promise<ConfirmLink | null> {
  try {
    return await checkConfirmLink({ payload: await getPayloadClient() }, token)
  } catch (error) {
    logger.warn({ error: String(error) }, 'account confirmation page lookup failed')
    return null
  }
}

/**
 * The link of the account confirmation email. Opening it changes nothing (mail programs and
 * link scanners open links by themselves, and an account someone else opened with this address
 * must not be confirmed, or see its inquiries, without the owner); the button does, with a form
 * post to /api/account/confirm.
 */
export default async function ConfirmAccountPage({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params)
  const token = firstParam((await searchParams).token).slice(0, 200)
  const [t, link] = await Promise.all([
    getTranslations({ locale, namespace: 'auth' }),
    lookup(token),
  ])
  if (!link) redirect(localizedPath(locale, '/auth?status=failed'))
  // A link that cannot confirm anything: the sign-in page says why.
  if (link.status !== 'pending')
    redirect(localizedPath(locale, `/auth?status=${confirmResultStatus[link.status]}`))

  return (
    <LinkActionCard
      icon={MailCheck}
      title={t('confirm.title')}
      text={t('confirm.question', { email: link.email })}
      note={t('confirm.notYou')}
      form={{ action: '/api/account/confirm', token, button: t('mail.confirmAction') }}
    />
  )
}
