'use client'

import { useSearchParams } from 'next/navigation'
import { useState } from 'react'
import { inquiryStatusLabels, inquiryStatuses } from '../constants'

const base = '/admin/collections/inquiries'

const link: React.CSSProperties = {
  display: 'inline-block',
  padding: '4px 10px',
  borderRadius: 4,
  border: '1px solid var(--theme-elevation-150)',
  textDecoration: 'none',
  color: 'var(--theme-text)',
  fontSize: 13,
}

/** Above the inbox list: one-click filters and a CSV export of what the list shows. */
export function InboxTools() {
  const params = useSearchParams()
  const filter = new URLSearchParams()
  params.forEach((value, key) => {
    if (key.startsWith('where') || key === 'search') filter.append(key, value)
  })
  // The list's search box filters on these fields; the export applies the same search.
  const search = filter.get('search')
  filter.delete('search')
  if (search) {
    ;['name', 'email', 'company', 'message'].forEach((f, i) =>
      filter.append(`where[and][99][or][${i}][${f}][like]`, search),
    )
  }
  const query = filter.toString()
  const [weekAgo] = useState(() =>
    new Date(Date.now() - 7 * 24 * 60 * 60_000).toISOString().slice(0, 10),
  )
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
      <a style={link} href={base}>
        All
      </a>
      {inquiryStatuses.map((s) => (
        <a key={s} style={link} href={`${base}?where[status][equals]=${s}`}>
          {inquiryStatusLabels[s]}
        </a>
      ))}
      <a style={link} href={`${base}?where[createdAt][greater_than_equal]=${weekAgo}`}>
        Last 7 days
      </a>
      <a
        style={{ ...link, marginInlineStart: 'auto', fontWeight: 600 }}
        href={`/api/inquiries/export.csv${query ? `?${query}` : ''}`}
        download
      >
        Export CSV{query ? ' (filtered list)' : ''}
      </a>
    </div>
  )
}
