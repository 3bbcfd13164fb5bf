import { ArrowLeft, CheckCircle2, FileText, MessageCircle } from 'lucide-react'
import type { Metadata } from 'next'
import NextLink from '@/components/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { buttonClass } from '@/components/ui/button'
import { Tabs } from '@/components/ui/tabs.client'
import { ProductImage } from '@/features/catalogue/components/product-image.client'
import { productImage } from '@/features/catalogue/image'
import { getProductBySlug } from '@/features/catalogue/queries'
import { DocumentLink } from '@/features/documents/components/DocumentLink'
import { documentPath } from '@/features/documents/urls'
import { InquiryMessages } from '@/features/inquiries/components/InquiryMessages'
import { ProductInquiryForm } from '@/features/inquiries/components/product-inquiry-form.client'
import { issueFormToken } from '@/features/inquiries/form-token'
import { getSiteSettings } from '@/features/site/queries'
import { AddToQuoteButton } from '@/features/quote/add-to-quote.client'
import { pageAlternates } from '@/i18n/alternates'
import { englishContentAttrs, isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { JsonLd } from '@/lib/json-ld'
import { siteUrl } from '@/lib/site-url'
import { OG_SIZE, ogImagePath } from '@/features/site/og-image'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

async function load(props: Props) {
  const { locale, slug } = await props.params
  if (!isLocale(locale)) notFound()
  const product = await getProductBySlug(slug, locale)
  if (!product) notFound()
  return { locale: locale as Locale, product }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, product } = await load(props)
  const t = await getTranslations({ locale, namespace: 'product' })
  const title = product.variety
    ? t('metaTitle', { name: product.name, variety: product.variety })
    : t('metaTitleNoVariety', { name: product.name })
  const description = t('metaDescription', {
    description: product.description.slice(0, 90).replace(/\s+\S*$/, '') + '…',
    origin: product.origin,
    grade: product.grade,
    moq: product.moq,
  })
  const image = {
    url: `${siteUrl()}${ogImagePath('p', product.slug, product.updatedAt)}`,
    ...OG_SIZE,
    alt: product.name,
  }
  return {
    title,
    description,
    alternates: pageAlternates(locale, `/product/${product.slug}`),
    openGraph: { title, description, type: 'website', images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  }
}

export default async function ProductPage(props: Props) {
  const { locale, product } = await load(props)
  setRequestLocale(locale)
  const [t, th, td, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'documents' }),
    getSiteSettings(locale),
  ])
  const tq = await getTranslations({ locale, namespace: 'inquiry.quote' })
  const img = productImage(product)
  // Product texts are kept in English only: marked so screen readers read them as English.
  const en = englishContentAttrs(locale)
  const url = `${siteUrl()}${localizedPath(locale, `/product/${product.slug}`)}`
  const quoteHref = localizedPath(locale, `/contact?type=quote&product=${product.slug}`)
  const trading: [string, React.ReactNode][] = [
    [t('origin'), product.origin],
    [
      t('hsCode'),
      <span dir="ltr" key="hs">
        {product.hsCode}
      </span>,
    ],
    [t('moq'), product.moq],
    [t('leadTime'), product.leadTime],
    [t('packSizes'), product.packSizes.join(', ')],
    [t('certifications'), product.certifications.join(', ')],
  ]
  const dl = (rows: [string, React.ReactNode][]) => (
    <dl className="divide-y divide-stone-100 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="grid grid-cols-5 gap-3 py-2">
          <dt className="col-span-2 font-medium text-stone-600">{k}</dt>
          <dd className="col-span-3 text-stone-900" dir="auto">
            {v}
          </dd>
        </div>
      ))}
    </dl>
  )
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <nav aria-label={t('breadcrumb')} className="text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <NextLink href={localizedPath(locale, '/')} className="hover:underline">
              {th('home')}
            </NextLink>
            <span aria-hidden="true" className="mx-1">
              /
            </span>
          </li>
          <li>
            <NextLink href={localizedPath(locale, '/categories')} className="hover:underline">
              {th('categories')}
            </NextLink>
            <span aria-hidden="true" className="mx-1">
              /
            </span>
          </li>
          <li aria-current="page" className="font-medium text-stone-900" {...en}>
            {product.name}
          </li>
        </ol>
      </nav>
      <NextLink
        href={localizedPath(locale, '/categories')}
        className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="flip-rtl size-4" />
        {t('backToCategories')}
      </NextLink>

      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <ProductImage
          {...img}
          alt={img.alt || product.name}
          priority
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="aspect-[4/3] w-full rounded-xl bg-stone-100 object-cover"
        />
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold sm:text-4xl" {...en}>
              {product.name}
            </h1>
            {product.variety && (
              <span
                className="rounded-full bg-saffron-50 px-3 py-1 text-sm font-medium text-saffron-700"
                {...en}
              >
                {product.variety}
              </span>
            )}
          </div>
          <p className="mt-4 leading-7 text-stone-700" dir="auto" {...en}>
            {product.description}
          </p>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            <section
              className="rounded-xl border border-stone-200 p-4"
              aria-labelledby="quick-specs"
            >
              <h2 id="quick-specs" className="font-semibold">
                {t('quickSpecs')}
              </h2>
              <div {...en}>{dl(product.specifications.map((s) => [s.key, s.value]))}</div>
            </section>
            <section
              className="rounded-xl border border-stone-200 p-4"
              aria-labelledby="trading-info"
            >
              <h2 id="trading-info" className="font-semibold">
                {t('tradingInfo')}
              </h2>
              {dl(trading)}
            </section>
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <AddToQuoteButton
              product={{ slug: product.slug, name: product.name, packSizes: product.packSizes }}
              href={quoteHref}
              listHref={localizedPath(locale, '/quote')}
              label={t('requestQuote')}
              inListLabel={tq('inList')}
              addedText={tq('addedText', { name: product.name })}
              className={buttonClass('primary', 'lg')}
              goToList
            >
              <FileText aria-hidden="true" className="size-5" />
            </AddToQuoteButton>
            <DocumentLink
              href={documentPath(locale, 'spec-sheet', product.slug)}
              label={t('downloadSpecs')}
              format={td('pdf')}
              className={buttonClass('outline', 'lg')}
            />
            {settings.whatsapp && (
              <a
                href={`https://wa.me/${settings.whatsapp}?text=${encodeURIComponent(
                  t('whatsappText', { name: product.name, url }),
                )}`}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('outline', 'lg')}
              >
                <MessageCircle aria-hidden="true" className="size-5" />
                {t('whatsapp')}
              </a>
            )}
          </div>
        </div>
      </div>

      <Tabs
        className="render-later mt-12 [--later-height:24rem]"
        label={t('tabsLabel')}
        tabs={[
          {
            id: 'varieties',
            label: t('tabVarieties'),
            panel:
              product.varieties.length === 0 ? (
                <p className="text-stone-600">{t('noVarieties')}</p>
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" {...en}>
                  {product.varieties.map((v) => (
                    <li key={v.name} className="rounded-xl border border-stone-200 p-4">
                      <h3 className="font-semibold text-brand-800">{v.name}</h3>
                      {dl(v.attributes.map((a) => [a.key, a.value]))}
                    </li>
                  ))}
                </ul>
              ),
          },
          {
            id: 'quality',
            label: t('tabQuality'),
            panel:
              product.qualityParameters.length === 0 ? (
                <p className="text-stone-600">{t('noQuality')}</p>
              ) : (
                <div className="overflow-x-auto rounded-xl border border-stone-200">
                  <table className="w-full text-start text-sm">
                    <thead className="bg-stone-50 text-stone-700">
                      <tr>
                        <th scope="col" className="px-4 py-3 text-start font-semibold">
                          {t('parameter')}
                        </th>
                        <th scope="col" className="px-4 py-3 text-start font-semibold">
                          {t('specification')}
                        </th>
                        <th scope="col" className="px-4 py-3 text-start font-semibold">
                          {t('testMethod')}
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-stone-100" {...en}>
                      {product.qualityParameters.map((q) => (
                        <tr key={q.parameter}>
                          <th scope="row" className="px-4 py-3 text-start font-medium">
                            {q.parameter}
                          </th>
                          <td className="px-4 py-3">{q.specification}</td>
                          <td className="px-4 py-3 text-stone-600">{q.method}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ),
          },
          {
            id: 'packaging',
            label: t('tabPackaging'),
            panel: (
              <div className="grid gap-6 md:grid-cols-2">
                <section>
                  <h3 className="font-semibold">{t('packagingOptions')}</h3>
                  <ul className="mt-3 space-y-2">
                    {product.packSizes.map((p) => (
                      <li
                        key={p}
                        className="flex items-center justify-between rounded-lg border border-stone-200 px-3 py-2 text-sm"
                      >
                        <span {...en}>{p}</span>
                        <span className="inline-flex items-center gap-1 text-brand-800">
                          <CheckCircle2 aria-hidden="true" className="size-4" />
                          {t('available')}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
                <section>
                  <h3 className="font-semibold">{t('logistics')}</h3>
                  {dl([
                    [t('portOfLoading'), product.port],
                    [t('container'), t('containerValue')],
                    [t('paymentTerms'), t('paymentTermsValue')],
                    [t('incoterms'), t('incotermsValue')],
                  ])}
                </section>
              </div>
            ),
          },
        ]}
      />

      <section
        id="inquiry"
        className="render-later mt-16 rounded-2xl bg-brand-50 p-6 sm:p-10 [--later-height:66rem]"
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

      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: product.variety ? `${product.name} (${product.variety})` : product.name,
            description: product.description,
            sku: product.slug,
            image: `${siteUrl()}${img.src}`,
            category: product.categoryName,
            url,
            brand: { '@type': 'Brand', name: settings.companyName },
            countryOfOrigin: 'IN',
            additionalProperty: product.specifications.map((s) => ({
              '@type': 'PropertyValue',
              name: s.key,
              value: s.value,
            })),
          },
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
              {
                '@type': 'ListItem',
                position: 1,
                name: th('home'),
                item: `${siteUrl()}${localizedPath(locale, '/')}`,
              },
              {
                '@type': 'ListItem',
                position: 2,
                name: th('categories'),
                item: `${siteUrl()}${localizedPath(locale, '/categories')}`,
              },
              { '@type': 'ListItem', position: 3, name: product.name, item: url },
            ],
          },
        ]}
      />
    </div>
  )
}
