import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { InquiryMessages } from '@/features/inquiries/components/InquiryMessages'
import { QuoteForm } from '@/features/quote/quote-form.client'
import { ClientTexts } from '@/i18n/client-texts'
import { metadataLocale, pageLocale } from '@/i18n/page-locale'
import { localizedPath } from '@/i18n/paths'

type Props = { params: Promise<{ locale: string }> }

// The buyer's own list: never kept by a shared cache (private, no-store).
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = (await metadataLocale(params)) ?? {}
  if (!locale) return {}
  const t = await getTranslations({ locale, namespace: 'inquiry.quote' })
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    // A buyer's own list: nothing for search engines.
    robots: { index: false, follow: true },
    alternates: { canonical: localizedPath(locale, '/quote') },
  }
}

export default async function QuotePage({ params }: Props) {
  const { locale } = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'inquiry.quote' })
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-stone-700">{t('intro')}</p>
      <InquiryMessages locale={locale}>
        <ClientTexts locale={locale} pick={{ loadPlanner: ['asContainers', 'roundUpShort'] }}>
          <QuoteForm
            sourcePage={localizedPath(locale, '/quote')}
            privacyHref={localizedPath(locale, '/legal/privacy-policy')}
            browseHref={localizedPath(locale, '/categories')}
          />
        </ClientTexts>
      </InquiryMessages>
    </div>
  )
}
