import { getTranslations } from 'next-intl/server'
import { Fragment } from 'react'
import type { Picture } from '@/lib/picture'
import type { Locale } from '@/i18n/locales'
import { ProductImage } from './product-image.client'

type Props = {
  locale: Locale
  name: string
  /** The main picture first. */
  pictures: Picture[]
  /** `sizes` of the large picture. */
  sizes: string
  className: string
}

/**
 * A product's pictures: the main one large, the others as thumbnails under it. Choosing a
 * thumbnail shows it large, with CSS alone (a radio button per picture, its label the
 * thumbnail: see .product-gallery in globals.css), so it works without JavaScript, by keyboard
 * (arrow keys move between the pictures) and with a screen reader (each is a named radio button
 * in a group named after the product). Only the main picture loads with the page; the others
 * load when shown.
 */
export async function ProductGallery({ locale, name, pictures, sizes, className }: Props) {
  const [main, ...rest] = pictures
  if (!rest.length)
    return (
      <ProductImage {...main} alt={main.alt || name} priority sizes={sizes} className={className} />
    )
  const t = await getTranslations({ locale, namespace: 'product' })
  const group = 'product-gallery'
  return (
    <fieldset className="product-gallery">
      <legend className="sr-only">{t('galleryLegend', { name })}</legend>
      {pictures.map((p, i) => {
        const id = `${group}-${i + 1}`
        const thumb = p.thumb ?? { src: p.src, width: 160, height: 120 }
        return (
          <Fragment key={id}>
            <input type="radio" name={group} id={id} defaultChecked={i === 0} className="sr-only" />
            <label htmlFor={id}>
              <span className="sr-only">
                {t('galleryPicture', { n: i + 1, count: pictures.length })}:{' '}
              </span>
              {/* eslint-disable-next-line @next/next/no-img-element -- Payload's image sizes */}
              <img
                src={thumb.src}
                width={thumb.width}
                height={thumb.height}
                alt={p.alt || name}
                loading="lazy"
                decoding="async"
                style={p.position ? { objectPosition: p.position } : undefined}
                className="aspect-[4/3] w-full rounded-md bg-stone-100 object-cover"
              />
            </label>
            <div className="product-gallery-slide">
              <ProductImage
                {...p}
                alt={p.alt || name}
                priority={i === 0}
                sizes={sizes}
                className={className}
              />
            </div>
          </Fragment>
        )
      })}
    </fieldset>
  )
}
