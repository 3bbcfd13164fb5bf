'use client'

import { clsx } from 'clsx'
import { CheckCircle2, AlertCircle, X } from 'lucide-react'
import { useCallback, useSyncExternalStore } from 'react'
import { singleton } from '@/lib/singleton.mjs'

export type Toast = { title: string; description?: string; destructive?: boolean }

type Shown = Toast & { key: number }

// One toast at a time for the whole page, shown by any island and rendered by <Toaster>.
const store = singleton<{ toast: Shown | null; timer?: number; listeners: Set<() => void> }>(
  'ui.toast',
  () => ({ toast: null, listeners: new Set() }),
)

function setToast(toast: Shown | null) {
  store.toast = toast
  for (const l of store.listeners) l()
}

function subscribe(listener: () => void) {
  store.listeners.add(listener)
  return () => store.listeners.delete(listener)
}

/** Shows a toast (replacing the current one) for `timeoutMs`. */
export function showToast(toast: Toast, timeoutMs = 8000) {
  window.clearTimeout(store.timer)
  setToast({ ...toast, key: Date.now() })
  store.timer = window.setTimeout(() => setToast(null), timeoutMs)
}

export function dismissToast() {
  window.clearTimeout(store.timer)
  setToast(null)
}

/** Toasts for an island (a form, the account menu): `show` replaces the current toast, which
 * appears in the page's one toast region (<Toaster>, in the site layout). */
export function useToast(timeoutMs = 8000) {
  const show = useCallback((t: Toast) => showToast(t, timeoutMs), [timeoutMs])
  return { show }
}

/**
 * The page's toast region, present from the first HTML on: screen readers announce what is
 * inserted into a live region that already exists, not a region that appears with its message.
 * Confirmations go into the polite status region, errors into the alert region.
 */
const region = 'flex justify-center sm:justify-end'

export function Toaster({ closeLabel }: { closeLabel: string }) {
  const toast = useSyncExternalStore(
    subscribe,
    () => store.toast,
    () => null,
  )
  const card = (t: Shown) => (
    <div
      key={t.key}
      data-testid="toast"
      className={clsx(
        'pointer-events-auto flex w-full max-w-sm gap-3 rounded-lg p-4 shadow-lg ring-1',
        t.destructive
          ? 'bg-red-700 text-white ring-red-800'
          : 'bg-white text-stone-900 ring-stone-200',
      )}
    >
      {t.destructive ? (
        <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
      ) : (
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      )}
      <div className="flex-1">
        <p className="font-semibold">{t.title}</p>
        {t.description && <p className="mt-1 text-sm">{t.description}</p>}
      </div>
      <button
        type="button"
        onClick={dismissToast}
        className="-m-1 h-8 w-8 shrink-0 rounded p-1 hover:bg-black/10"
        aria-label={closeLabel}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  )
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 p-4">
      <div role="status" aria-live="polite" data-testid="toast-region" className={region}>
        {toast && !toast.destructive && card(toast)}
      </div>
      <div role="alert" aria-live="assertive" data-testid="toast-alerts" className={region}>
        {toast?.destructive && card(toast)}
      </div>
    </div>
  )
}
