import type { GlobalConfig } from 'payload'
import { staffOnly } from '@/access'

/**
 * State of the news-gathering job, shared by every server instance: the claim (lockedUntil)
 * keeps two instances from running it at once; the timestamps drive the 6-hour lifetime and the
 * site-wide limit on "Get Latest News". Written by the job only (direct SQL), read by staff.
 */
export const NewsIngestion: GlobalConfig = {
  slug: 'news-ingestion',
  label: 'News gathering',
  admin: {
    group: 'Blog & news',
    description:
      'Gathered from the feeds in NEWS_FEEDS and the optional search API every 6 hours and on "Get Latest News". Read only.',
  },
  access: {
    read: staffOnly,
    update: () => false,
  },
  fields: [
    {
      name: 'lockedUntil',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastStartedAt',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastFinishedAt',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastForcedAt',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'nextWebId',
      type: 'number',
      defaultValue: 1,
      admin: { readOnly: true, description: "The next gathered item is 'web-{nextWebId}'." },
    },
    { name: 'lastReport', type: 'textarea', admin: { readOnly: true } },
  ],
}
