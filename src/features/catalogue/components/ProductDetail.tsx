import { ArrowLeft, FileText, MessageCircle } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import NextLink from '@/components/link'
import { RichText } from '@/components/rich-text'
import { buttonClass } from '@/components/ui/button'
import { ProductImage } from '@/features/catalogue/components/product-image.client'
import { SpecList } from '@/features/catalogue/components/SpecList'
import { LoadPlanner } from '@/features/catalogue/components/LoadPlanner'
import { ProductGallery } from '@/features/catalogue/components/ProductGallery'
import { productArtwork } from '@/features/catalogue/image'
import type { CatalogueProduct } from '@/features/catalogue/defaults'
import { DocumentLink, documentPath } from '@/features/documents'
import { AddToQuoteButton } from '@/features/quote/client'
import { englishContentAttrs, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { siteUrl } from '@/lib/site-url'
import type { SiteSetting } from '@/payload-types'

type Props = {
  locale: Locale
  product: CatalogueProduct
  settings: SiteSetting
  /** Under the title (the export-policy notices, rendered by the route). */
  notices?: React.ReactNode
}

/** Half the page's width on wide screens (the page is at most 80rem wide), else all of it. */
const pictureSizes = '(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw'
const pictureClass = 'aspect-[4/3] w-full rounded-xl bg-stone-100 object-cover'

/** The top of a product page: breadcrumb, picture, description, specifications and actions. */
export async function ProductDetail({ locale, product, settings, notices }: Props) {
  const [t, th, td, tq] = await Promise.all([
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'documents' }),
    getTranslations({ locale, namespace: 'inquiry.quote' }),
  ])
  // Texts not yet translated show in English, marked so screen readers read them as English.
  const en = englishContentAttrs(locale, product.translated)
  const enDescription = englishContentAttrs(locale, product.descriptionTranslated)
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
  return (
    <>
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
        {product.gallery.length ? (
          <ProductGallery
            locale={locale}
            name={product.name}
            pictures={product.gallery}
            sizes={pictureSizes}
            className={pictureClass}
          />
        ) : (
          <ProductImage
            {...productArtwork(product)}
            alt={product.name}
            priority
            sizes={pictureSizes}
            className={pictureClass}
          />
        )}
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
          {notices}
          {product.richDescription ? (
            <RichText
              data={product.richDescription}
              locale={locale}
              className="prose-compact mt-4 leading-7 text-stone-700"
              dir="auto"
              {...enDescription}
            />
          ) : (
            <p className="mt-4 leading-7 text-stone-700" dir="auto" {...enDescription}>
              {product.description}
            </p>
          )}
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            <section
              className="rounded-xl border border-stone-200 p-4"
              aria-labelledby="quick-specs"
            >
              <h2 id="quick-specs" className="font-semibold">
                {t('quickSpecs')}
              </h2>
              <div {...en}>
                <SpecList rows={product.specifications.map((s) => [s.key, s.value])} />
              </div>
            </section>
            <section
              className="rounded-xl border border-stone-200 p-4"
              aria-labelledby="trading-info"
            >
              <h2 id="trading-info" className="font-semibold">
                {t('tradingInfo')}
              </h2>
              <SpecList rows={trading} />
            </section>
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <AddToQuoteButton
              product={{
                slug: product.slug,
                name: product.name,
                packSizes: product.packSizes,
                packs: product.packs,
              }}
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
      <LoadPlanner locale={locale} product={product} />
    </>
  )
}
