'use client'

import { clsx } from 'clsx'
import { CheckCircle2, AlertCircle, X } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'

export type Toast = { title: string; description?: string; destructive?: boolean }

/**
 * Toasts of one island (a form): `show` replaces the current toast; `region` renders it in a
 * live region at the bottom of the screen. Errors are announced as alerts.
 */
export function useToast(closeLabel: string, timeoutMs = 8000) {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null)
  const timer = useRef<number | undefined>(undefined)
  const show = useCallback(
    (t: Toast) => {
      window.clearTimeout(timer.current)
      setToast({ ...t, key: Date.now() })
      timer.current = window.setTimeout(() => setToast(null), timeoutMs)
    },
    [timeoutMs],
  )
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const region = (
    <div
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end"
      role={toast?.destructive ? 'alert' : 'status'}
      aria-live={toast?.destructive ? 'assertive' : 'polite'}
    >
      {toast && (
        <div
          key={toast.key}
          data-testid="toast"
          className={clsx(
            'pointer-events-auto flex w-full max-w-sm gap-3 rounded-lg p-4 shadow-lg ring-1',
            toast.destructive
              ? 'bg-red-700 text-white ring-red-800'
              : 'bg-white text-stone-900 ring-stone-200',
          )}
        >
          {toast.destructive ? (
            <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
          ) : (
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          )}
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => setToast(null)}
            className="-m-1 h-8 w-8 shrink-0 rounded p-1 hover:bg-black/10"
            aria-label={closeLabel}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </div>
  )
  return { show, region }
}
