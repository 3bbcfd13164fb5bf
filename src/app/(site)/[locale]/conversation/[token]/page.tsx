import { notFound } from 'next/navigation'
import { firstParam } from '@/components/listing/listing'
import { inquiryByConversationToken, inquiryThread } from '@/features/conversations'
import { ConversationPage } from '@/features/conversations/components/ConversationPage'
import { privatePageMetadata } from '@/features/site/page-meta'
import { pageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string; token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = privatePageMetadata('conversation')

/**
 * The link of a staff reply's email: the inquiry's conversation and the form to answer (it posts
 * to /api/conversation), without signing in. A forged link, or one of an inquiry marked Spam or
 * Withdrawn, is a 404.
 */
export default async function ConversationLinkPage({ params, searchParams }: Props) {
  const { locale, token } = await pageLocale(params)
  const payload = await getPayloadClient()
  const inquiry = await inquiryByConversationToken(payload, token)
  if (!inquiry) notFound()
  const [messages, query] = await Promise.all([inquiryThread(payload, inquiry.id), searchParams])
  return (
    <ConversationPage
      locale={locale}
      token={token}
      inquiry={inquiry}
      messages={messages}
      sent={firstParam(query.sent) === '1'}
    />
  )
}
