import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { CategoryListing, categoryMetadata } from '@/features/catalogue/components/CategoryListing'
import { CategoryPolicyNotices } from '@/features/policy'
import { isLocale } from '@/i18n/locales'

/** Page 1 of a category; the others are /category/{slug}/page/{n}. Rendered on first request
 *  and cached like every public page. */
type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, slug } = await props.params
  return categoryMetadata(locale, slug, 1)
}

export default async function CategoryPage(props: Props) {
  const { locale, slug } = await props.params
  if (!isLocale(locale)) return <CategoryListing rawLocale={locale} slug={slug} requested={1} />
  setRequestLocale(locale)
  return (
    <CategoryListing
      rawLocale={locale}
      slug={slug}
      requested={1}
      notices={<CategoryPolicyNotices slug={slug} locale={locale} />}
    />
  )
}
