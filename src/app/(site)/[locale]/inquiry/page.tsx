import { InquiryResult } from '@/features/inquiries/components/InquiryResult'
import { privatePageMetadata } from '@/features/site/page-meta'
import { pageLocale } from '@/i18n/page-locale'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = privatePageMetadata('inquiry.result')

/**
 * Where a form sent without JavaScript lands: the outcome in the visitor's language, what to
 * correct, and the way back.
 */
export default async function InquiryResultPage({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params)
  return <InquiryResult locale={locale} query={await searchParams} />
}
