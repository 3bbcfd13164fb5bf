import { BellOff, CheckCircle2 } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { LinkActionCard, TokenActionPage } from '@/components/link-action'
import { firstParam } from '@/components/listing/listing'
import { policyTokenOwner } from '@/features/policy'
import { privatePageMetadata } from '@/features/site/page-meta'
import { pageLocale } from '@/i18n/page-locale'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = privatePageMetadata('policy.unsubscribe')

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
  return (
    <TokenActionPage
      query={query}
      find={policyTokenOwner}
      failure="policy unsubscribe page lookup failed"
      invalid={{ title: t('invalidTitle'), text: t('invalidText') }}
    >
      {(owner, token) => (
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
      )}
    </TokenActionPage>
  )
}
