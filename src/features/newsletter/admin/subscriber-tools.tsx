'use client'

import { ListTools, toolLink, useListQuery } from '@/components/admin/list-tools'
import { subscriberStatusLabels, subscriberStatuses } from '../constants'

const exportUrl = '/api/subscribers/export.csv'

/** Above the subscriber list: filters by status and CSV exports (confirmed, or the list shown). */
export function SubscriberTools() {
  // The list's search box searches the address.
  const query = useListQuery(['email'])
  return (
    <ListTools
      base="/admin/collections/subscribers"
      statuses={subscriberStatuses.map((s) => [s, subscriberStatusLabels[s]] as const)}
      exports={
        <>
          <a
            style={{ ...toolLink, fontWeight: 600 }}
            href={`${exportUrl}?where[status][equals]=confirmed`}
            download
          >
            Export confirmed (CSV)
          </a>
          {query && (
            <a style={toolLink} href={`${exportUrl}?${query}`} download>
              Export CSV (filtered list)
            </a>
          )}
        </>
      }
    />
  )
}
