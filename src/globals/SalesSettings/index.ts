import type { FilterOptions, GlobalConfig } from 'payload'
import { adminOnly, salesTeam } from '@/access'
import {
  clockMinutes,
  defaultWorkingWeek,
  isTimeZone,
  weekdays,
} from '@/features/inquiries/working-hours'

const dayLabels = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const

/** Only staff who work inquiries. */
const salesStaff: FilterOptions = { role: { in: ['admin', 'sales'] } }

const clock = (value: unknown) =>
  typeof value === 'string' && clockMinutes(value) !== null
    ? true
    : 'Write the time as HH:MM on a 24-hour clock, e.g. 09:00.'

/**
 * Who gets new inquiries and when unanswered ones are chased (docs/sales.md). Admins change
 * it; the sales team reads it.
 */
export const SalesSettings: GlobalConfig = {
  slug: 'sales-settings',
  label: 'Sales settings',
  admin: {
    group: 'Sales',
    description:
      'How new inquiries are assigned to the sales team, and when an inquiry nobody has answered yet is brought to its assignee’s and the admins’ attention.',
  },
  access: { read: salesTeam, update: adminOnly },
  fields: [
    {
      name: 'assignment',
      label: 'Assign new inquiries',
      type: 'radio',
      required: true,
      defaultValue: 'round-robin',
      options: [
        { label: 'In turn (round-robin) among the sales team', value: 'round-robin' },
        { label: 'By product category (in turn when a category has nobody)', value: 'category' },
        { label: 'Off: staff assign them by hand', value: 'off' },
      ],
      admin: {
        description:
          'In turn: each new inquiry goes to the sales user who was assigned one longest ago (admins only when there is no sales user).',
      },
    },
    {
      name: 'categoryAssignees',
      label: 'Salesperson per category',
      type: 'array',
      admin: {
        condition: (data) => data?.assignment === 'category',
        description:
          'The category of the inquiry’s product (or of the first product of a quote request) decides. Inquiries without a product, and categories without a row here, are assigned in turn.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'category',
              type: 'relationship',
              relationTo: 'categories',
              required: true,
            },
            {
              name: 'assignee',
              label: 'Salesperson',
              type: 'relationship',
              relationTo: 'users',
              required: true,
              filterOptions: salesStaff,
            },
          ],
        },
      ],
    },
    {
      name: 'away',
      label: 'Not assigned new inquiries',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      filterOptions: salesStaff,
      admin: {
        description:
          'Staff on leave or otherwise not taking new inquiries: automatic assignment passes them by.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reminderHours',
          label: 'Remind after (working hours)',
          type: 'number',
          required: true,
          defaultValue: 24,
          min: 1,
          max: 1000,
          admin: {
            description:
              'An inquiry without a first reply after this many working hours reminds its assignee.',
          },
        },
        {
          name: 'escalate',
          label: 'Then tell the admins',
          type: 'checkbox',
          defaultValue: true,
          admin: {
            description: 'After twice as many working hours without a reply, email every admin.',
          },
        },
      ],
    },
    {
      name: 'workingDays',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: [...defaultWorkingWeek.days],
      options: [...weekdays.slice(1), weekdays[0]].map((d) => ({ value: d, label: dayLabels[d] })),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'dayStart',
          label: 'Working day starts',
          type: 'text',
          required: true,
          defaultValue: defaultWorkingWeek.start,
          validate: clock,
        },
        {
          name: 'dayEnd',
          label: 'Working day ends',
          type: 'text',
          required: true,
          defaultValue: defaultWorkingWeek.end,
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            const ok = clock(value)
            if (ok !== true) return ok
            const start = clockMinutes(String(siblingData?.dayStart ?? ''))
            return start === null || clockMinutes(String(value))! > start
              ? true
              : 'The working day must end after it starts.'
          },
        },
        {
          name: 'timeZone',
          type: 'text',
          required: true,
          defaultValue: defaultWorkingWeek.timeZone,
          validate: (value: unknown) =>
            typeof value === 'string' && isTimeZone(value)
              ? true
              : 'Use a time zone name such as Asia/Kolkata or Europe/Berlin.',
          admin: { description: 'The zone the working day’s times are in.' },
        },
      ],
    },
  ],
}
