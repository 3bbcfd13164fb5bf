import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CategoryGrid } from '@/features/catalogue/components/CategoryGrid'
import { getCategories } from '@/features/catalogue/queries'
import { pageAlternates } from '@/i18n/alternates'
import { metadataLocale, pageLocale } from '@/i18n/page-locale'
import { socialMetadata } from '@/features/site/page-meta'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = (await metadataLocale(params)) ?? {}
  if (!locale) return {}
  const t = await getTranslations({ locale, namespace: 'categories' })
  const [title, description] = [t('metaTitle'), t('metaDescription')]
  return {
    title,
    description,
    alternates: pageAlternates(locale, '/categories'),
    ...socialMetadata({ locale, path: '/categories', title, description, image: 'categories' }),
  }
}

export default async function CategoriesPage({ params }: Props) {
  const { locale } = await pageLocale(params)
  const [t, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'categories' }),
    getCategories(locale),
  ])
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-stone-600">{t('subtitle')}</p>
      <div className="mt-10">
        <CategoryGrid categories={categories} locale={locale} countText="actual" headingLevel={2} />
      </div>
    </div>
  )
}
