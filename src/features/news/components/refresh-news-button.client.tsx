'use client'

import { RefreshCw } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, useTransition, type ReactNode } from 'react'
import { ListingSkeleton } from '@/components/listing-skeleton'
import { buttonClass } from '@/components/ui/button'

/**
 * "Get Latest News" above the news list: asks the server to gather news now (the server limits
 * this site-wide), then reloads the list; meanwhile the list is six skeleton cards. A failure
 * only ends the wait: the list keeps what it has.
 */
export function RefreshableNews({
  label,
  busyLabel,
  filters,
  children,
}: {
  label: string
  busyLabel: string
  /** Shown between the button and the list, busy or not. */
  filters: ReactNode
  /** The list (or its empty state). */
  children: ReactNode
}) {
  const router = useRouter()
  const [fetching, setFetching] = useState(false)
  const [reloading, startReload] = useTransition()
  const busy = fetching || reloading
  const refresh = async () => {
    setFetching(true)
    try {
      await fetch('/api/news/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    } catch {
      // Offline or the server is busy: reload what is stored.
    } finally {
      setFetching(false)
      startReload(() => router.refresh())
    }
  }
  return (
    <>
      <div className="mb-6 flex justify-end">
        <button
          type="button"
          onClick={() => void refresh()}
          disabled={busy}
          aria-busy={busy}
          className={buttonClass('outline', 'sm')}
        >
          <RefreshCw aria-hidden="true" className={busy ? 'size-4 animate-spin' : 'size-4'} />
          {busy ? busyLabel : label}
        </button>
      </div>
      {filters}
      {busy ? <ListingSkeleton label={busyLabel} /> : children}
    </>
  )
}
