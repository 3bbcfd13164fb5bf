import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ProductDetail } from '@/features/catalogue/components/ProductDetail'
import { ProductInquirySection } from '@/features/catalogue/components/ProductInquirySection'
import { ProductJsonLd } from '@/features/catalogue/components/ProductJsonLd'
import { ProductTabs } from '@/features/catalogue/components/ProductTabs'
import { getProductBySlug } from '@/features/catalogue/queries'
import { FollowForm, PolicyNotices, productPolicyNotices } from '@/features/policy'
import { redirectIfMoved } from '@/features/redirects'
import { OG_SIZE, ogImagePath } from '@/features/site/og-image'
import { getSiteSettings } from '@/features/site/queries'
import { productMetaTexts, shareImage, withSeoFields } from '@/features/site/seo'
import { pageAlternates } from '@/i18n/alternates'
import { pageLocale } from '@/i18n/page-locale'
import { siteUrl } from '@/lib/site-url'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

async function load(props: Props) {
  const { locale, slug } = await pageLocale(props.params)
  const product = await getProductBySlug(slug, locale)
  if (!product) {
    await redirectIfMoved(locale, `/product/${slug}`)
    notFound()
  }
  return { locale, product }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, product } = await load(props)
  const { title, description } = withSeoFields(productMetaTexts(locale, product), product.meta)
  const image = (await shareImage(product.meta, product.name)) ?? {
    url: `${siteUrl()}${ogImagePath('p', product.slug, product.updatedAt, locale)}`,
    ...OG_SIZE,
    alt: product.name,
  }
  return {
    title: { absolute: title },
    description,
    alternates: pageAlternates(locale, `/product/${product.slug}`),
    openGraph: { title, description, type: 'website', images: [image] },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [image],
    },
  }
}

export default async function ProductPage(props: Props) {
  const { locale, product } = await load(props)
  const key = { id: Number(product.id), slug: product.slug, hsCode: product.hsCode }
  const [settings, notices] = await Promise.all([
    getSiteSettings(locale),
    productPolicyNotices(key, locale),
  ])
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <ProductDetail
        locale={locale}
        product={product}
        settings={settings}
        notices={<PolicyNotices locale={locale} notices={notices} className="mt-4" />}
      />
      <FollowForm locale={locale} product={key} />
      <ProductTabs locale={locale} product={product} />
      <ProductInquirySection locale={locale} product={product} settings={settings} />
      <ProductJsonLd locale={locale} product={product} settings={settings} />
    </div>
  )
}
