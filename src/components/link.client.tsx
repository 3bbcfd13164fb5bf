'use client'

import NextLink from 'next/link'
import { type ComponentProps, useState } from 'react'

/**
 * Next's Link, prefetching on intent instead of on sight. Next prefetches every link that
 * scrolls into view: a category page would fetch forty product pages' data on a buyer's slow,
 * metered connection, and the server would render them all. Here a link prefetches when the
 * pointer rests on it, a finger touches it or it takes keyboard focus, which is still before
 * the click that follows.
 */
export default function Link({
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false)
  return (
    <NextLink
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
    />
  )
}
