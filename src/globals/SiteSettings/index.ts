import type { GlobalConfig } from 'payload'
import { adminFieldOnly, anyone, contentEditors, staffOnly } from '@/access'
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
      name: 'bank',
      label: 'Bank and tax details',
      type: 'group',
      // Read by staff only (never in the public REST/GraphQL answers or the pages); changed by
      // admins only: a changed account number is how invoice fraud starts.
      access: { read: staffOnly, update: adminFieldOnly, create: adminFieldOnly },
      admin: {
        description:
          'Printed on proforma invoices. Visible to staff only; only admins can change them.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'beneficiary', label: 'Beneficiary (account holder)', type: 'text' },
            { name: 'bankName', label: 'Bank name', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'accountNumber', label: 'Account number', type: 'text' },
            {
              name: 'swift',
              label: 'SWIFT/BIC',
              type: 'text',
              validate: (v: unknown) =>
                v == null ||
                v === '' ||
                /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(String(v)) ||
                '8 or 11 letters and digits, e.g. DEMOINBBXXX',
            },
            {
              name: 'ifsc',
              label: 'IFSC',
              type: 'text',
              validate: (v: unknown) =>
                v == null ||
                v === '' ||
                /^[A-Z]{4}0[A-Z0-9]{6}$/.test(String(v)) ||
                '11 characters: 4 letters, 0, then 6 letters or digits',
            },
          ],
        },
        { name: 'branchAddress', label: 'Branch address', type: 'textarea' },
        {
          type: 'row',
          fields: [
            {
              name: 'iec',
              label: 'IEC code',
              type: 'text',
              admin: { description: 'Importer-Exporter Code (10 characters)' },
              validate: (v: unknown) =>
                v == null ||
                v === '' ||
                /^[A-Z0-9]{10}$/.test(String(v)) ||
                '10 capital letters or digits',
            },
            {
              name: 'gstin',
              label: 'GSTIN',
              type: 'text',
              validate: (v: unknown) =>
                v == null ||
                v === '' ||
                /^[0-9]{2}[A-Z0-9]{13}$/.test(String(v)) ||
                '15 characters: state code and PAN-based number',
            },
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
