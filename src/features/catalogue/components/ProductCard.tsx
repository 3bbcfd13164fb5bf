import NextLink from '@/components/link'
import { getTranslations } from 'next-intl/server'
import { buttonClass } from '@/components/ui/button'
import { englishContentAttrs, type Locale } from '@/i18n/locales'
import { AddToQuoteButton } from '@/features/quote/client'
import { localizedPath } from '@/i18n/paths'
import type { CatalogueProduct } from '../defaults'
import { productImage } from '../image'
import { ProductImage } from './product-image.client'

export async function ProductCard({
  product,
  locale,
  highlight,
  headingLevel = 3,
}: {
  product: CatalogueProduct
  locale: Locale
  highlight?: (text: string) => React.ReactNode
  /** 2 where the card sits right under the page's h1. */
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  const [t, tq] = await Promise.all([
    getTranslations({ locale, namespace: 'category' }),
    getTranslations({ locale, namespace: 'inquiry.quote' }),
  ])
  const img = productImage(product)
  const shown = product.certifications.slice(0, 3)
  const more = product.certifications.length - shown.length
  const mark = highlight ?? ((s: string) => s)
  // Texts not yet translated show in English, marked as such.
  const en = englishContentAttrs(locale, product.translated)
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <ProductImage
        {...img}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/3] w-full bg-stone-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Heading className="text-lg leading-snug font-semibold" {...en}>
            {mark(product.name)}
          </Heading>
          {product.variety && (
            <span
              className="rounded-full bg-saffron-50 px-2 py-0.5 text-xs font-medium text-saffron-700"
              {...en}
            >
              {mark(product.variety)}
            </span>
          )}
        </div>
        <dl className="mt-3 space-y-1 text-sm text-stone-700">
          <div className="flex gap-1">
            <dt className="font-medium text-stone-900">{t('origin')}:</dt>
            <dd className="line-clamp-1" dir="auto" {...en}>
              {mark(product.origin)}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-medium text-stone-900">{t('grade')}:</dt>
            <dd className="line-clamp-1" dir="auto" {...en}>
              {product.grade}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-medium text-stone-900">{t('pack')}:</dt>
            <dd dir="auto" {...en}>
              {product.packSizes[0]}
            </dd>
          </div>
        </dl>
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('certificationsLabel')}>
          {shown.map((c) => (
            <li
              key={c}
              className="rounded bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
            >
              {c}
            </li>
          ))}
          {more > 0 && (
            <li
              className="rounded bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700"
              title={product.certifications.slice(3).join(', ')}
            >
              <span aria-hidden="true">{t('moreCertifications', { count: more })}</span>
              <span className="sr-only">{t('moreCertificationsLabel', { count: more })}</span>
            </li>
          )}
        </ul>
        <div className="mt-auto flex gap-2 pt-4">
          <NextLink
            href={localizedPath(locale, `/product/${product.slug}`)}
            className={buttonClass('primary', 'sm', 'flex-1')}
          >
            {t('viewDetails')}
            <span className="sr-only">: {product.name}</span>
          </NextLink>
          <AddToQuoteButton
            product={{
              slug: product.slug,
              name: product.name,
              packSizes: product.packSizes,
              packs: product.packs,
            }}
            href={localizedPath(locale, `/contact?type=quote&product=${product.slug}`)}
            listHref={localizedPath(locale, '/quote')}
            label={t('rfq')}
            inListLabel={tq('inList')}
            addedText={tq('addedText', { name: product.name })}
            ariaLabel={t('rfqLabel', { name: product.name })}
            className={buttonClass('outline', 'sm')}
          />
        </div>
      </div>
    </article>
  )
}
