import type { Picture } from '@/lib/picture'

type Props = {
  picture: Picture
  /** How wide the picture is shown, for the browser to pick from srcset (the `sizes` attribute). */
  sizes: string
  className?: string
  /** The page's main picture (LCP): loaded at once and first; every other one waits until near. */
  priority?: boolean
}

/** An uploaded picture: responsive sources, its size reserved, cropped around its focal point. */
export function ResponsivePicture({ picture, sizes, className, priority }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload's image sizes are the responsive sources
    <img
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.srcSet ? sizes : undefined}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={picture.position ? { objectPosition: picture.position } : undefined}
      className={className}
    />
  )
}
