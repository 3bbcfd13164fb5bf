'use client'

import { MapPin } from 'lucide-react'
import { useState } from 'react'
import { buttonClass } from '@/components/ui/button'

/** An OpenStreetMap view that loads only after the visitor asks for it; the link always works. */
export function MapEmbed({
  latitude,
  longitude,
  title,
  showLabel,
  notice,
  openLabel,
}: {
  latitude: number
  longitude: number
  title: string
  showLabel: string
  notice: string
  openLabel: string
}) {
  const [shown, setShown] = useState(false)
  const d = 0.01
  const bbox = [longitude - d, latitude - d, longitude + d, latitude + d]
    .map((n) => n.toFixed(5))
    .join('%2C')
  const embed = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude}%2C${longitude}`
  const link = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`
  return (
    <div className="overflow-hidden rounded-xl border border-stone-200 bg-stone-100">
      {shown ? (
        <iframe
          title={title}
          src={embed}
          className="aspect-[4/3] w-full border-0"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : (
        <div className="flex aspect-[4/3] flex-col items-center justify-center gap-3 p-6 text-center">
          <MapPin aria-hidden="true" className="size-10 text-brand-700" />
          <p className="max-w-xs text-sm text-stone-600">{notice}</p>
          <button
            type="button"
            onClick={() => setShown(true)}
            className={buttonClass('primary', 'md')}
          >
            {showLabel}
          </button>
        </div>
      )}
      <p className="border-t border-stone-200 bg-white px-4 py-3 text-sm">
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-800 hover:underline"
        >
          {openLabel}
        </a>
      </p>
    </div>
  )
}
