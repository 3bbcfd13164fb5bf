import type { GlobalConfig } from 'payload'
import { anyone, contentEditors } from '@/access'
import { revalidateGlobal } from '@/lib/hooks'

const url = (v: unknown) =>
  v == null || v === '' || /^https:\/\/\S+$/.test(String(v)) || 'A full https:// address'

/** Company facts shown in the header, footer and contact page. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'System' },
  access: { read: anyone, update: contentEditors },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'companyName', type: 'text', required: true },
        { name: 'tagline', type: 'text', localized: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', required: true },
        { name: 'email', type: 'email', required: true },
        {
          name: 'whatsapp',
          type: 'text',
          admin: { description: 'International number, digits only, e.g. 919876543210' },
          validate: (v: unknown) =>
            v == null || v === '' || /^\d{8,15}$/.test(String(v)) || 'Digits only',
        },
      ],
    },
    {
      name: 'countriesServed',
      label: 'Countries served',
      type: 'number',
      required: true,
      min: 1,
      max: 250,
      defaultValue: 59,
      admin: {
        step: 1,
        description:
          'The one figure of countries the site states. In the texts of the home, about, quality and contact pages write {countries} where it belongs ("{countries} countries"); it is shown in each language’s digits. {certificates} is the number of certificates valid today.',
      },
      validate: (v: unknown) =>
        (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 250) ||
        'A whole number of countries, from 1 to 250',
    },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'line1', type: 'text', required: true },
        { name: 'line2', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text', required: true },
            { name: 'region', type: 'text' },
            { name: 'postalCode', type: 'text' },
            { name: 'country', type: 'text', required: true, defaultValue: 'India' },
          ],
        },
      ],
    },
    {
      name: 'generatedPosts',
      label: 'Generated blog posts',
      type: 'select',
      required: true,
      defaultValue: 'publish',
      options: [
        { label: 'Publish at once', value: 'publish' },
        { label: 'Save as drafts for review', value: 'draft' },
      ],
      admin: {
        description:
          'The blog job writes new posts weekly (and while fewer than 8 exist). Drafts appear in Blog & news → Posts until staff publish them.',
      },
    },
    {
      name: 'social',
      type: 'group',
      admin: { description: 'Leave a field empty to hide its icon.' },
      fields: ['linkedin', 'facebook', 'instagram', 'youtube', 'x'].map((name) => ({
        name,
        type: 'text' as const,
        validate: url,
      })),
    },
  ],
}
