import { MailCheck } from 'lucide-react'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { firstParam } from '@/components/listing/listing'
import { buttonClass } from '@/components/ui/button'
import {
  checkConfirmLink,
  confirmResultPage,
  type ConfirmLink,
} from '@/features/newsletter/service'
import { privatePageMetadata } from '@/features/site/page-meta'
import { isLocale } from '@/i18n/locales'
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
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
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
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl bg-white p-8 ring-1 ring-stone-200">
        <MailCheck aria-hidden="true" className="size-10 text-brand-700" />
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t('confirm.title')}</h1>
        <p className="mt-2 text-lg break-words text-stone-800">
          {t('confirm.question', { email: link.subscriber.email })}
        </p>
        <form method="post" action="/api/newsletter/confirm" className="mt-8">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonClass('primary', 'lg')}>
            {t('mail.confirmAction')}
          </button>
        </form>
      </div>
    </div>
  )
}
