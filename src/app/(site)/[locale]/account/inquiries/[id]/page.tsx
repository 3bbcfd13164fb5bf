import { notFound, redirect } from 'next/navigation'
import { firstParam } from '@/components/listing/listing'
import { currentSession } from '@/features/accounts/server'
import { buyerHistory, buyerQuotations, inquiryThread, ownInquiry } from '@/features/conversations'
import { AccountInquiry } from '@/features/conversations/components/AccountInquiry'
import { privatePageMetadata } from '@/features/site/page-meta'
import { pageLocale } from '@/i18n/page-locale'
import { localizedPath } from '@/i18n/paths'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string; id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = privatePageMetadata('conversation')

/**
 * One of the signed-in buyer's inquiries: summary, progress, the conversation with the team and
 * the quotations to answer. Someone else's inquiry (or none) is a 404, like a page that does
 * not exist; signed out, the buyer signs in first and comes back.
 */
export default async function AccountInquiryPage({ params, searchParams }: Props) {
  const { locale, id } = await pageLocale(params)
  const session = await currentSession()
  if (!session) {
    const next = encodeURIComponent(`/account/inquiries/${encodeURIComponent(id)}`)
    redirect(localizedPath(locale, `/auth?status=sign-in-required&next=${next}`))
  }
  const payload = await getPayloadClient()
  const inquiry = await ownInquiry(payload, session.buyer.id, id)
  if (!inquiry) notFound()
  const [history, messages, quotations, query] = await Promise.all([
    buyerHistory(payload, inquiry),
    inquiryThread(payload, inquiry.id),
    buyerQuotations(payload, inquiry.id),
    searchParams,
  ])
  return (
    <AccountInquiry
      locale={locale}
      inquiry={inquiry}
      history={history}
      messages={messages}
      quotations={quotations}
      notice={{
        sent: firstParam(query.sent) === '1',
        answered: firstParam(query.answered) || null,
      }}
    />
  )
}
