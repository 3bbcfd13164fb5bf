import { notFound } from 'next/navigation'
import { firstParam } from '@/components/listing/listing'
import { viewQuotation } from '@/features/quotations/answer'
import { QuotationPage } from '@/features/quotations/components/QuotationPage'
import { privatePageMetadata } from '@/features/site/page-meta'
import { pageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string; token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = privatePageMetadata('quotation')

/**
 * The link of a quotation email: the quotation and its Accept / Decline buttons (they post to
 * /api/quotation, which refuses a link that no longer works with 410; opening this page changes
 * nothing). A link that no longer works (answered, expired, superseded) shows the quotation
 * without buttons and says why, with the newer revision's link; an unknown link is a 404.
 */
export default async function QuotationLinkPage({ params, searchParams }: Props) {
  const { locale, token } = await pageLocale(params)
  const view = await viewQuotation(await getPayloadClient(), token)
  if (!view) notFound()
  const answered = firstParam((await searchParams).answered) || null
  return <QuotationPage locale={locale} token={token} view={view} answered={answered} />
}
