'use client'

import { Share2 } from 'lucide-react'
import { clsx } from 'clsx'
import { useState } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import { buttonClass } from './button'

/**
 * Shares the page with the device's share sheet, or copies its link and says so. It needs the
 * page's script: until that runs (or if it never does) the button keeps its place, invisible, so
 * that nobody presses a button that does nothing and nothing moves when it appears.
 */
export function ShareButton({
  title,
  label,
  copied,
  failed,
}: {
  title: string
  label: string
  copied: string
  failed: string
}) {
  const hydrated = useHydrated()
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null)
  const onClick = async () => {
    const url = window.location.href
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url })
        return
      }
      await navigator.clipboard.writeText(url)
      setMessage({ text: copied, ok: true })
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return
      setMessage({ text: failed, ok: false })
    }
    window.setTimeout(() => setMessage(null), 4000)
  }
  return (
    <span className="inline-flex items-center gap-3">
      <button
        type="button"
        onClick={onClick}
        className={clsx(buttonClass('outline', 'sm'), !hydrated && 'invisible')}
      >
        <Share2 aria-hidden="true" className="size-4" />
        {label}
      </button>
      <span
        role="status"
        aria-live="polite"
        className={message?.ok === false ? 'text-sm text-red-700' : 'text-sm text-brand-800'}
      >
        {message?.text}
      </span>
    </span>
  )
}
