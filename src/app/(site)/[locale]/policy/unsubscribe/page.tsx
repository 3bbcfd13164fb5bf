import { AlertCircle, BellOff, CheckCircle2 } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { LinkActionCard } from '@/components/link-action'
import { firstParam } from '@/components/listing/listing'
import { policyTokenOwner } from '@/features/policy'
import { privatePageMetadata } from '@/features/site/page-meta'
import { pageLocale } from '@/i18n/page-locale'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = privatePageMetadata('policy.unsubscribe')

async function lookup(token: string) {
  try {
    return await policyTokenOwner(await getPayloadClient(), token)
  } catch (error) {
    logger.warn({ error: String(error) }, 'policy unsubscribe page lookup failed')
    return null
  }
}

/**
 * The unsubscribe link of policy alerts. Opening it changes nothing (mail programs open links
 * by themselves); the button does, with a form post, without signing in.
 */
export default async function PolicyUnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params)
  const query = await searchParams
  const t = await getTranslations({ locale, namespace: 'policy.unsubscribe' })
  if (firstParam(query.status) === 'unsubscribed')
    return <LinkActionCard icon={CheckCircle2} title={t('doneTitle')} text={t('doneText')} />
  const token = firstParam(query.token).slice(0, 200)
  const owner = token ? await lookup(token) : null
  if (!owner)
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <div className="rounded-2xl bg-red-50 p-8 ring-1 ring-red-200">
          <AlertCircle aria-hidden="true" className="size-10 text-red-700" />
          <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t('invalidTitle')}</h1>
          <p className="mt-2 text-lg text-stone-800">{t('invalidText')}</p>
        </div>
      </div>
    )
  return (
    <LinkActionCard
      icon={BellOff}
      title={t('title')}
      text={
        owner.following
          ? t('question', { email: owner.email, count: owner.following })
          : t('alreadyText', { email: owner.email })
      }
      form={
        owner.following
          ? { action: '/api/policy/unsubscribe', token, button: t('button') }
          : undefined
      }
    />
  )
}
