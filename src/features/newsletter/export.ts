import { isSalesTeam } from '@/access'
import { csvExportHandler, type CsvColumn } from '@/lib/csv-export'
import type { Subscriber } from '@/payload-types'
import {
  subscriberSourceLabels,
  subscriberStatusLabels,
  type SubscriberSource,
  type SubscriberStatus,
} from './constants'

const columns: CsvColumn<Subscriber>[] = [
  ['Email', (s) => s.email],
  ['Status', (s) => subscriberStatusLabels[s.status as SubscriberStatus] ?? s.status],
  ['Language', (s) => s.locale],
  ['Signed up on', (s) => subscriberSourceLabels[s.source as SubscriberSource] ?? s.source],
  ['Asked to subscribe at', (s) => s.consentAt],
  ['Confirmed at', (s) => s.confirmedAt],
  ['Unsubscribed at', (s) => s.unsubscribedAt],
  ['First signed up', (s) => s.createdAt],
]

/**
 * GET /api/subscribers/export.csv?where[...]: the subscriber list as filtered in /admin, for
 * sales staff and admins (`?where[status][equals]=confirmed`: the addresses that may be mailed).
 */
export const exportSubscribersCsv = csvExportHandler<Subscriber>({
  collection: 'subscribers',
  columns,
  name: 'newsletter-subscribers',
  allowed: isSalesTeam,
  forbidden: 'Sign in as sales staff or an admin to export newsletter subscribers.',
})
