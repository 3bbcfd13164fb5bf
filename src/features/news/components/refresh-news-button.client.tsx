'use client'

import { RefreshCw } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, useTransition, type ReactNode } from 'react'
import { ListingSkeleton } from '@/components/listing-skeleton'
import { buttonClass } from '@/components/ui/button'
import { newsRefreshFailure } from '../constants'

/**
 * "Get Latest News" above the news list: asks the server to gather news now (the server limits
 * this site-wide), then reloads the list; meanwhile the list is six skeleton cards. A failure
 * ends the wait with its message in an alert region (present from the start, so it is read
 * out); the list keeps what it has.
 */
export function RefreshableNews({
  label,
  busyLabel,
  failures,
  filters,
  children,
}: {
  label: string
  busyLabel: string
  /** "Failed to fetch news data" (gathering failed), "Failed to load agricultural news". */
  failures: { fetchFailed: string; loadFailedAll: string }
  /** Shown between the button and the list, busy or not. */
  filters: ReactNode
  /** The list (or its empty state). */
  children: ReactNode
}) {
  const router = useRouter()
  const [fetching, setFetching] = useState(false)
  const [reloading, startReload] = useTransition()
  const [failure, setFailure] = useState<keyof typeof failures | null>(null)
  const busy = fetching || reloading
  const refresh = async () => {
    setFetching(true)
    setFailure(null)
    try {
      const res = await fetch('/api/news/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      const body = (await res.json().catch(() => null)) as { status?: unknown } | null
      setFailure(newsRefreshFailure({ httpStatus: res.status, status: body?.status }))
    } catch {
      // Offline: say so, and reload what is stored (the list keeps what it has).
      setFailure(newsRefreshFailure('threw'))
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
      <p role="alert" className={failure ? 'mb-6 text-end text-sm font-medium text-red-700' : ''}>
        {failure && failures[failure]}
      </p>
      {filters}
      {busy ? <ListingSkeleton label={busyLabel} /> : children}
    </>
  )
}
