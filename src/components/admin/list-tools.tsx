'use client'

import { useSearchParams } from 'next/navigation'
import type { ReactNode } from 'react'

/** A link styled as a small button in the admin's own colours. */
export const toolLink: React.CSSProperties = {
  display: 'inline-block',
  padding: '4px 10px',
  borderRadius: 4,
  border: '1px solid var(--theme-elevation-150)',
  textDecoration: 'none',
  color: 'var(--theme-text)',
  fontSize: 13,
}

/**
 * The list's filters as an export query: its `where` conditions, and its search box (which
 * searches `searchFields`) as the same condition, so an export holds what the list shows.
 */
export function useListQuery(searchFields: string[]): string {
  const params = useSearchParams()
  const filter = new URLSearchParams()
  params.forEach((value, key) => {
    if (key.startsWith('where')) filter.append(key, value)
  })
  const search = params.get('search')
  if (search) {
    if (searchFields.length === 1) filter.append(`where[and][99][${searchFields[0]}][like]`, search)
    else
      searchFields.forEach((f, i) => filter.append(`where[and][99][or][${i}][${f}][like]`, search))
  }
  return filter.toString()
}

/** Above a collection's list: "Show:" with one link per status (and more), then the exports. */
export function ListTools({
  base,
  statuses,
  filters,
  exports,
}: {
  base: string
  statuses: readonly (readonly [value: string, label: string])[]
  filters?: ReactNode
  exports: ReactNode
}) {
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        alignItems: 'center',
        margin: '0 0 16px',
      }}
    >
      <span style={{ fontSize: 13, color: 'var(--theme-elevation-600)' }}>Show:</span>
      <a style={toolLink} href={base}>
        All
      </a>
      {statuses.map(([value, label]) => (
        <a key={value} style={toolLink} href={`${base}?where[status][equals]=${value}`}>
          {label}
        </a>
      ))}
      {filters}
      <span style={{ marginInlineStart: 'auto', display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {exports}
      </span>
    </div>
  )
}
