'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { ListingSkeleton } from '@/components/listing-skeleton'
import { opensSameList } from './list-navigation'

/**
 * The cards of a list page while the browser loads the same list with other search words or
 * another category: the search form and the filter links load the next page whole, and until
 * it arrives the list shows six skeleton cards (the region is aria-busy; the skeletons are
 * hidden from screen readers). Without JavaScript the list simply stays until the next page.
 */
export function PendingList({ label, children }: { label: string; children: ReactNode }) {
  const [pending, setPending] = useState(false)

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      // A click that opens a new tab or window, or that a script handled, leaves this page.
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
        return
      const link = e.target instanceof Element ? e.target.closest('a') : null
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return
      if (opensSameList(link.href, window.location)) setPending(true)
    }
    const onSubmit = (e: SubmitEvent) => {
      const form = e.target
      if (e.defaultPrevented || !(form instanceof HTMLFormElement)) return
      if (form.method !== 'get' || (form.target && form.target !== '_self')) return
      if (new URL(form.action).pathname === window.location.pathname) setPending(true)
    }
    // Back to this page from the browser's cache: the list is whole again.
    const onPageShow = (e: PageTransitionEvent) => e.persisted && setPending(false)
    document.addEventListener('click', onClick)
    document.addEventListener('submit', onSubmit)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('submit', onSubmit)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [])

  return (
    <div aria-busy={pending} data-testid="pending-list">
      {pending ? <ListingSkeleton label={label} /> : children}
    </div>
  )
}
