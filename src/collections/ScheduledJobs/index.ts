import type { CollectionConfig } from 'payload'
import { adminOnly, staffOnly } from '@/access'

/** Written by the job runner alone; staff may only move the next run. */
const byRunner = { access: { create: () => false, update: () => false } } as const

/**
 * State of the server's background jobs (today: blog generation). One row per job; the lease
 * (lockedBy, lockedUntil) makes sure only one instance runs a job at a time.
 */
export const ScheduledJobs: CollectionConfig = {
  slug: 'scheduled-jobs',
  labels: { singular: 'Scheduled job', plural: 'Scheduled jobs' },
  lockDocuments: false,
  admin: {
    group: 'System',
    useAsTitle: 'name',
    defaultColumns: ['name', 'lastRunAt', 'lastResult', 'nextRunAt'],
    description:
      'Background jobs and their last and next run. To run a job soon, set Next run to a past time and save.',
  },
  access: {
    read: staffOnly,
    create: () => false,
    update: adminOnly,
    delete: adminOnly,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      ...byRunner,
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'lastRunAt',
          type: 'date',
          ...byRunner,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'nextRunAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'lastResult', type: 'textarea', ...byRunner, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'lockedBy', type: 'text', ...byRunner, admin: { readOnly: true } },
        {
          name: 'lockedUntil',
          type: 'date',
          ...byRunner,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
}
