import type { Media } from '@/payload-types'

/** What an <img> needs to show an uploaded picture responsively. */
export type Picture = {
  src: string
  /** `url 480w, …` from the picture's image sizes; absent when only the original exists. */
  srcSet?: string
  /** Intrinsic size of `src` (4:3 for `box: '4:3'`): the browser reserves the space from them. */
  width: number
  height: number
  alt: string
  /** CSS object-position from the focal point, so `object-cover` keeps the subject in view. */
  position?: string
  /** The smallest crop, for a thumbnail. */
  thumb?: { src: string; width: number; height: number }
}

type Size = { url?: string | null; width?: number | null; height?: number | null }

const usable = (s: Size | null | undefined): s is { url: string; width: number; height: number } =>
  Boolean(s?.url && s.width && s.height)

/**
 * An uploaded image as a Picture, or null when `media` is not a populated image (an id at depth
 * 0, a PDF, a document without a file).
 *
 * `box` is the shape it is shown in: '4:3' (cards, the product gallery, heroes) may use the 4:3
 * crop `card` next to `medium` and `large`; 'free' (wide banners) uses only sizes that keep the
 * photo's own shape. Payload leaves out a size larger than the upload, so an upload smaller than
 * every size is served as it is.
 */
export function mediaPicture(
  media: Media | number | string | null | undefined,
  { box = '4:3', alt }: { box?: '4:3' | 'free'; alt?: string } = {},
): Picture | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  if (media.mimeType && !media.mimeType.startsWith('image/')) return null
  const sizes = media.sizes ?? {}
  const thumb = usable(sizes.thumb) ? sizes.thumb : undefined
  const card = usable(sizes.card) ? sizes.card : undefined
  const medium = usable(sizes.medium) ? sizes.medium : undefined
  const large = usable(sizes.large) ? sizes.large : undefined
  const candidates = (box === '4:3' ? [card, medium, large] : [medium, large]).filter(
    (s): s is NonNullable<typeof s> => Boolean(s),
  )
  const position =
    media.focalX != null && media.focalY != null
      ? `${Math.round(media.focalX)}% ${Math.round(media.focalY)}%`
      : undefined
  const text = media.alt?.trim() || alt || ''
  const widest = candidates.at(-1)
  const own = { width: media.width ?? 1200, height: media.height ?? 900 }
  const shape = widest ?? own
  return {
    src: widest?.url ?? media.url,
    srcSet: candidates.length
      ? candidates.map((s) => `${s.url} ${s.width}w`).join(', ')
      : undefined,
    width: shape.width,
    height: box === '4:3' ? Math.round((shape.width * 3) / 4) : shape.height,
    alt: text,
    position,
    thumb: thumb ? { src: thumb.url, width: thumb.width, height: thumb.height } : undefined,
  }
}
