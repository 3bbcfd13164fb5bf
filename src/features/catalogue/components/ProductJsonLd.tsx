import { getTranslations } from 'next-intl/server'
import type { CatalogueProduct } from '@/features/catalogue/defaults'
import { productImage } from '@/features/catalogue/image'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { JsonLd } from '@/lib/json-ld'
import { siteUrl } from '@/lib/site-url'
import type { SiteSetting } from '@/payload-types'

/** Media may already be on another origin (MEDIA_BASE_URL). */
const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${siteUrl()}${src}`)

type Props = { locale: Locale; product: CatalogueProduct; settings: SiteSetting }

/** schema.org Product and BreadcrumbList of a product page. */
export async function ProductJsonLd({ locale, product, settings }: Props) {
  const th = await getTranslations({ locale, namespace: 'header' })
  const url = `${siteUrl()}${localizedPath(locale, `/product/${product.slug}`)}`
  return (
    <JsonLd
      data={[
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          // Staff's own title and description for search engines where set.
          name:
            product.meta?.title?.trim() ||
            (product.variety ? `${product.name} (${product.variety})` : product.name),
          description: product.meta?.description?.trim() || product.description,
          sku: product.slug,
          // Every uploaded picture (the main one first), else the generated artwork.
          image: (product.gallery.length ? product.gallery : [productImage(product)]).map((p) =>
            absolute(p.src),
          ),
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
  )
}
