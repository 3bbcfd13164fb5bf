import { getTranslations } from 'next-intl/server'
import { inquiryReference } from '@/features/inquiries'
import type { Locale } from '@/i18n/locales'
import type { Inquiry } from '@/payload-types'
import type { ThreadMessage } from '../service'
import { Thread } from './Thread'

/**
 * /{locale}/conversation/{token}: the emailed link's page, without signing in: the inquiry's
 * messages and the form to answer. Quotations have their own links (in their emails).
 */
export async function ConversationPage({
  locale,
  token,
  inquiry,
  messages,
  sent,
}: {
  locale: Locale
  token: string
  inquiry: Inquiry
  messages: ThreadMessage[]
  sent: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'conversation' })
  const ref = inquiryReference(inquiry.id)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14" data-conversation>
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('title', { ref })}</h1>
      <p className="mt-2 mb-8 text-stone-700">{t('intro', { ref })}</p>
      <Thread locale={locale} messages={messages} target={{ token }} closed={false} sent={sent} />
    </div>
  )
}
