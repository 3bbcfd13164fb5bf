import { getTranslations } from 'next-intl/server'
import NextLink from '@/components/link'
import { buttonClass } from '@/components/ui/button'
import { CategoryGrid, getCategories } from '@/features/catalogue'
import { SectionHeading } from '@/features/company'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { HomePage } from '@/payload-types'

type Props = { locale: Locale; content: HomePage['categories'] }

/** The product categories on the home page, with the way to the full catalogue. */
export async function HomeCategories({ locale, content }: Props) {
  const [tc, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'categories' }),
    getCategories(locale),
  ])
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="categories-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="categories-heading" title={content.title} lead={content.subtitle} />
        <NextLink
          href={localizedPath(locale, '/categories')}
          className="font-medium text-brand-800 hover:underline"
        >
          {tc('viewAll')}
        </NextLink>
      </div>
      <div className="mt-8">
        <CategoryGrid categories={categories} locale={locale} countText="display" />
      </div>
      <div className="mt-10 text-center">
        <NextLink
          href={localizedPath(locale, '/categories')}
          className={buttonClass('accent', 'lg')}
        >
          {tc('browseCatalog')}
        </NextLink>
      </div>
    </section>
  )
}
