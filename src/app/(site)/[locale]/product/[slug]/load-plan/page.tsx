import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { LoadPlanPage } from '@/features/catalogue/components/LoadPlanPage'
import { getProductBySlug } from '@/features/catalogue/queries'
import { metadataLocale, pageLocale } from '@/i18n/page-locale'
import { localizedPath } from '@/i18n/paths'

/** The load planner's result for the buyer's choice (the query): rendered per request. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string; slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = (await metadataLocale(params)) ?? {}
  if (!locale || !slug) return {}
  const product = await getProductBySlug(slug, locale)
  if (!product) return {}
  const t = await getTranslations({ locale, namespace: 'loadPlanner' })
  return {
    title: t('metaTitle', { name: product.name }),
    // One of endless query variants of the product page: only the product page is indexed.
    robots: { index: false, follow: true },
    alternates: { canonical: localizedPath(locale, `/product/${product.slug}`) },
  }
}

export default async function ProductLoadPlanPage({ params, searchParams }: Props) {
  const { locale, slug } = await pageLocale(params)
  const product = await getProductBySlug(slug, locale)
  if (!product || product.packs.length === 0) notFound()
  return <LoadPlanPage locale={locale} product={product} query={await searchParams} />
}
