'use client'

import { useState } from 'react'

/** A news picture that becomes the placeholder labelled News when it cannot load. */
export function NewsImage({
  src,
  className,
  priority,
}: {
  src: string
  className?: string
  priority?: boolean
}) {
  const [failed, setFailed] = useState(false)
  return (
    // eslint-disable-next-line @next/next/no-img-element -- generated artwork from our own route
    <img
      src={failed ? '/news-placeholder.svg' : src}
      srcSet={
        failed
          ? undefined
          : `${src.replace('/800.webp', '/480.webp')} 480w, ${src} 800w, ${src.replace('/800.webp', '/1200.webp')} 1200w`
      }
      sizes="(min-width: 1024px) 33vw, 100vw"
      alt=""
      width={1200}
      height={675}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      onError={() => setFailed(true)}
      ref={(el) => {
        if (el && el.complete && el.naturalWidth === 0 && !failed) setFailed(true)
      }}
    />
  )
}
