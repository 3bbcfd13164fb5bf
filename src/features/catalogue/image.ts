import type { CatalogueProduct } from './defaults'

export const artWidths = [320, 480, 800, 1200] as const

/** The product picture: the uploaded photo, or its generated artwork in responsive WebP sizes. */
export function productImage(p: CatalogueProduct): {
  src: string
  srcSet?: string
  width: number
  height: number
  alt: string
} {
  if (p.image?.url) {
    return {
      src: p.image.url,
      width: p.image.width ?? 1200,
      height: p.image.height ?? 900,
      alt: p.image.alt,
    }
  }
  const base = `/art/p/${p.slug}`
  const v = encodeURIComponent(`${p.art.kind}-${p.art.main}-${p.art.accent}`.replace(/#/g, ''))
  return {
    src: `${base}/800.webp?v=${v}`,
    srcSet: artWidths.map((w) => `${base}/${w}.webp?v=${v} ${w}w`).join(', '),
    width: 1200,
    height: 900,
    alt: '',
  }
}
