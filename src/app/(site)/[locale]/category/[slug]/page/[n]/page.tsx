import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { CategoryListing, categoryMetadata } from '@/features/catalogue/components/CategoryListing'
import { categoryPagePath } from '@/features/catalogue/category-path'
import { CategoryPolicyNotices } from '@/features/policy'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

/** Pages 2 and on of a category, each cached like every public page. */
type Props = { params: Promise<{ locale: string; slug: string; n: string }> }

export function generateStaticParams() {
  return []
}

/**
 * The page number: plain digits, at most four (a category of 120,000 products), so odd
 * addresses cannot each take a place in the page cache. Page 1 lives at /category/{slug}.
 */
async function pageNumber(props: Props) {
  const { locale, slug, n } = await props.params
  if (!/^[1-9]\d{0,3}$/.test(n)) notFound()
  const page = Number(n)
  if (page === 1 && isLocale(locale))
    permanentRedirect(localizedPath(locale, categoryPagePath(slug, 1)))
  return { locale, slug, page }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, slug, page } = await pageNumber(props)
  return categoryMetadata(locale, slug, page)
}

export default async function CategoryPageN(props: Props) {
  const { locale, slug, page } = await pageNumber(props)
  if (!isLocale(locale)) return <CategoryListing rawLocale={locale} slug={slug} requested={page} />
  setRequestLocale(locale)
  return (
    <CategoryListing
      rawLocale={locale}
      slug={slug}
      requested={page}
      notices={<CategoryPolicyNotices slug={slug} locale={locale} />}
    />
  )
}
