'use client'

import { useState } from 'react'
import { ListTools, toolLink, useListQuery } from '@/components/admin/list-tools'
import { inquiryStatusLabels, inquiryStatuses } from '../constants'

const base = '/admin/collections/inquiries'

/** Above the inbox list: one-click filters and a CSV export of what the list shows. */
export function InboxTools() {
  // The list's search box filters on these fields.
  const query = useListQuery(['name', 'email', 'company', 'message'])
  const [weekAgo] = useState(() =>
    new Date(Date.now() - 7 * 24 * 60 * 60_000).toISOString().slice(0, 10),
  )
  return (
    <ListTools
      base={base}
      statuses={inquiryStatuses.map((s) => [s, inquiryStatusLabels[s]] as const)}
      filters={
        <a style={toolLink} href={`${base}?where[createdAt][greater_than_equal]=${weekAgo}`}>
          Last 7 days
        </a>
      }
      exports={
        <a
          style={{ ...toolLink, fontWeight: 600 }}
          href={`/api/inquiries/export.csv${query ? `?${query}` : ''}`}
          download
        >
          Export CSV{query ? ' (filtered list)' : ''}
        </a>
      }
    />
  )
}
