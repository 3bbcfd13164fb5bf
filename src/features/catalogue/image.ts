import type { Picture } from '@/lib/picture'
import { ART_VERSION } from '@/features/artwork/client'
import type { CatalogueProduct } from './defaults'

export const artWidths = [320, 480, 800, 1200] as const

/** The generated artwork of a product in responsive WebP sizes (4:3). */
export function productArtwork(p: Pick<CatalogueProduct, 'slug' | 'art'>): Picture {
  const base = `/art/p/${p.slug}`
  // ART_VERSION: browsers keep these a year, so changed drawings need a new address.
  const v = encodeURIComponent(
    `${ART_VERSION}-${p.art.kind}-${p.art.main}-${p.art.accent}`.replace(/#/g, ''),
  )
  return {
    src: `${base}/800.webp?v=${v}`,
    srcSet: artWidths.map((w) => `${base}/${w}.webp?v=${v} ${w}w`).join(', '),
    width: 1200,
    height: 900,
    alt: '',
  }
}

/** The product's main picture: the main uploaded photo, else its generated artwork. */
export function productImage(p: CatalogueProduct): Picture {
  return p.gallery[0] ?? productArtwork(p)
}
