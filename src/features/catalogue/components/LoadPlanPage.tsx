import { ArrowLeft } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import NextLink from '@/components/link'
import type { CatalogueProduct } from '@/features/catalogue/defaults'
import { englishContentAttrs, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { planSelection } from '../load-plan'
import { LoadPlanner } from './LoadPlanner'

type Props = {
  locale: Locale
  product: CatalogueProduct
  query: Record<string, string | string[] | undefined>
}

/** The planner's result page: the product's name, the way back to it and the planner. */
export async function LoadPlanPage({ locale, product, query }: Props) {
  const t = await getTranslations({ locale, namespace: 'loadPlanner' })
  const en = englishContentAttrs(locale, product.translated)
  const productHref = localizedPath(locale, `/product/${product.slug}`)
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <NextLink
        href={productHref}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="flip-rtl size-4" />
        <span>
          {t('back')} <span {...en}>{product.name}</span>
        </span>
      </NextLink>
      <h1 className="mt-4 text-3xl font-bold" {...en}>
        {product.name}
      </h1>
      <LoadPlanner
        locale={locale}
        product={product}
        selection={planSelection(product.packs, query)}
      />
    </div>
  )
}
