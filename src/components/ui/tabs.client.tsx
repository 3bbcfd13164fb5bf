'use client'

import { clsx } from 'clsx'
import { useId, useRef, useState } from 'react'

type Tab = { id: string; label: string; panel: React.ReactNode }

/**
 * WAI-ARIA tabs: click, arrow keys, Home and End; panels are rendered on the server. On a narrow
 * screen a label wraps inside its tab, and tabs whose longest word does not fit move to a second
 * row: every label stays whole, none is scrolled out of sight.
 */
export function Tabs({
  tabs,
  label,
  defaultTab,
  className,
}: {
  tabs: Tab[]
  label: string
  defaultTab?: string
  className?: string
}) {
  const [active, setActive] = useState(defaultTab ?? tabs[0]?.id)
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const base = useId()
  const focus = (index: number) => {
    const i = (index + tabs.length) % tabs.length
    setActive(tabs[i].id)
    refs.current[i]?.focus()
  }
  const onKeyDown = (e: React.KeyboardEvent, index: number) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl'
    const next = rtl ? 'ArrowLeft' : 'ArrowRight'
    const prev = rtl ? 'ArrowRight' : 'ArrowLeft'
    if (e.key === next) focus(index + 1)
    else if (e.key === prev) focus(index - 1)
    else if (e.key === 'Home') focus(0)
    else if (e.key === 'End') focus(tabs.length - 1)
    else return
    e.preventDefault()
  }
  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el
            }}
            id={`${base}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={active === tab.id}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => setActive(tab.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={clsx(
              'flex-1 rounded-md px-2 py-2 text-sm font-medium text-balance transition-colors sm:px-4',
              active === tab.id
                ? 'bg-white text-brand-800 shadow-sm'
                : 'text-stone-700 hover:text-stone-900',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${base}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={active !== tab.id}
          tabIndex={0}
          className="mt-6 focus-visible:outline-2"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
