import { ResponsivePicture } from '@/components/picture'
import type { Picture } from '@/lib/picture'

/**
 * A wide photo between two sections of a company page (the team, the plant, the laboratory,
 * the packing hall), cropped to 21:9 around its focal point. Nothing when none is uploaded.
 * Always below the first screen, so it loads when the reader nears it.
 */
export function SectionPicture({ picture }: { picture: Picture | null }) {
  if (!picture) return null
  return (
    <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
      <ResponsivePicture
        picture={picture}
        sizes="(min-width: 1280px) 1232px, 100vw"
        className="aspect-[21/9] w-full rounded-2xl bg-stone-100 object-cover"
      />
    </div>
  )
}
