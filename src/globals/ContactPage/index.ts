import type { GlobalConfig } from 'payload'
import { contentEditors, publishedOrStaff, staffOnly } from '@/access'
import { group, heroGroup, list, paragraph, text, textList } from '@/fields/content'
import { globalVersions } from '@/lib/drafts'
import { richText } from '@/fields/rich-text'
import { heroPicture, pictureGroup } from '@/fields/picture'
import { revalidateGlobal } from '@/lib/hooks'

/** Texts, offices and FAQ of the contact page. */
export const ContactPage: GlobalConfig = {
  slug: 'contact-page',
  label: 'Contact page',
  admin: { group: 'Company pages' },
  versions: globalVersions,
  access: { read: publishedOrStaff, readVersions: staffOnly, update: contentEditors },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    heroGroup({ max: 4 }),
    pictureGroup([heroPicture()]),
    group('quickContact', [
      { name: 'exportPhone', type: 'text', required: true },
      { name: 'infoEmail', type: 'email', required: true },
      {
        name: 'whatsappDisplay',
        type: 'text',
        admin: { description: 'Shown as written; the link uses Site settings → WhatsApp.' },
      },
      text('responseTime'),
      {
        name: 'showMeasuredResponse',
        label: 'Show the measured response time',
        type: 'checkbox',
        defaultValue: false,
        admin: {
          description:
            'Adds the median time to first response of the last 90 days under the promise, once enough inquiries have been answered. The time is measured from when an inquiry arrives until its status first moves on from New.',
        },
      },
      {
        name: 'minimumAnswered',
        label: 'Answered inquiries needed',
        type: 'number',
        defaultValue: 20,
        min: 5,
        max: 1000,
        admin: {
          description: 'The measured time is shown only when at least this many were answered.',
          condition: (_, sibling) => Boolean(sibling?.showMeasuredResponse),
        },
      },
    ]),
    textList('services', { max: 12 }),
    list(
      'locations',
      [
        text('name'),
        paragraph('address'),
        {
          type: 'row',
          fields: [
            { name: 'phone', type: 'text', required: true },
            { name: 'email', type: 'email', required: true },
            text('hours'),
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
            { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
          ],
        },
      ],
      { max: 6 },
    ),
    list('faq', [text('question'), richText('answer', { localized: true, required: true })], {
      max: 20,
    }),
  ],
}
