import { getTranslations } from 'next-intl/server'
import type { CatalogueProduct } from '@/features/catalogue/defaults'
import { InquiryMessages, issueFormToken } from '@/features/inquiries'
import { ProductInquiryForm } from '@/features/inquiries/client'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { SiteSetting } from '@/payload-types'

type Props = { locale: Locale; product: CatalogueProduct; settings: SiteSetting }

/** The inquiry form at the foot of a product page, with the sales address beside it. */
export async function ProductInquirySection({ locale, product, settings }: Props) {
  const t = await getTranslations({ locale, namespace: 'product' })
  return (
    <section
      id="inquiry"
      className="mt-16 rounded-2xl bg-brand-50 p-6 sm:p-10"
      aria-labelledby="inquiry-heading"
    >
      <h2 id="inquiry-heading" className="text-2xl font-bold">
        {t('sendInquiry')}
      </h2>
      <p className="mt-2 max-w-2xl text-stone-700">{t('inquiryIntro')}</p>
      <InquiryMessages locale={locale}>
        <ProductInquiryForm
          product={product.slug}
          productName={product.name}
          sourcePage={localizedPath(locale, `/product/${product.slug}`)}
          privacyHref={localizedPath(locale, '/legal/privacy-policy')}
          formToken={issueFormToken()}
        />
      </InquiryMessages>
      <p className="mt-6 text-sm text-stone-700">
        <a
          href={`mailto:${settings.email}?subject=${encodeURIComponent(product.name)}`}
          className="underline"
        >
          {settings.email}
        </a>
      </p>
    </section>
  )
}
