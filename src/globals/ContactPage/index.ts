import type { GlobalConfig } from 'payload'
import { anyone, contentEditors } from '@/access'
import { group, heroGroup, list, paragraph, text, textList } from '@/fields/content'
import { revalidateGlobal } from '@/lib/hooks'

/** Texts, offices and FAQ of the contact page. */
export const ContactPage: GlobalConfig = {
  slug: 'contact-page',
  label: 'Contact page',
  admin: { group: 'Pages' },
  access: { read: anyone, update: contentEditors },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    heroGroup({ max: 4 }),
    group('quickContact', [
      { name: 'exportPhone', type: 'text', required: true },
      { name: 'infoEmail', type: 'email', required: true },
      {
        name: 'whatsappDisplay',
        type: 'text',
        admin: { description: 'Shown as written; the link uses Site settings → WhatsApp.' },
      },
      text('responseTime'),
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
    list('faq', [text('question'), paragraph('answer')], { max: 20 }),
  ],
}
