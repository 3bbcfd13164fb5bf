import type { CollectionConfig, Field } from 'payload'
import { adminOnly, nobody, salesTeam } from '@/access'
import {
  currencies,
  quotationIncoterms,
  quotationStatusLabels,
  quotationStatuses,
  quotationUnitLabels,
  quotationUnits,
} from '@/features/quotations/constants'
import { quotationEndpoints } from '@/features/quotations/endpoints'
import {
  computeQuotation,
  validLineName,
  validPrice,
  validQuantity,
} from '@/features/quotations/totals'

const options = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }))

/** Set by the workflow (send, revise, the buyer's answer), shown read-only. */
const workflow = { admin: { readOnly: true, position: 'sidebar' } } as const
/** Computed on save from the lines (never typed). */
const computed = { admin: { readOnly: true } } as const

const lineFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'product',
        type: 'relationship',
        relationTo: 'products',
        admin: {
          width: '30%',
          description: 'A catalogue product, or leave empty and type a name.',
        },
      },
      {
        name: 'name',
        type: 'text',
        validate: validLineName,
        admin: { width: '30%', description: 'Filled from the product when left empty.' },
      },
      { name: 'packSize', label: 'Packing', type: 'text', admin: { width: '40%' } },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'quantity',
        type: 'text',
        validate: validQuantity,
        admin: { width: '20%', placeholder: '12.5' },
      },
      {
        name: 'unit',
        type: 'select',
        required: true,
        defaultValue: 'mt',
        options: options(quotationUnits, quotationUnitLabels),
        admin: { width: '20%' },
      },
      {
        name: 'unitPrice',
        label: 'Unit price',
        type: 'text',
        validate: validPrice,
        admin: { width: '30%', placeholder: '1250.00', description: 'Per unit, in the currency.' },
      },
      {
        name: 'amount',
        type: 'text',
        ...computed,
        admin: { ...computed.admin, width: '30%', description: 'Quantity × unit price.' },
      },
    ],
  },
]

/**
 * Quotations (proforma invoices) for an inquiry or quote request: priced by sales staff, sent to
 * the buyer, answered on the buyer's page. Amounts are decimal strings computed on the server
 * (features/quotations/money.ts).
 */
export const Quotations: CollectionConfig = {
  slug: 'quotations',
  labels: { singular: 'Quotation', plural: 'Quotations' },
  lockDocuments: false,
  defaultSort: '-updatedAt',
  admin: {
    group: 'Sales',
    useAsTitle: 'title',
    defaultColumns: ['title', 'inquiry', 'status', 'currency', 'total', 'validUntil', 'updatedAt'],
    listSearchableFields: ['title', 'number'],
    description:
      'Priced offers to buyers. Create one from an inquiry ("Create quotation" on the inquiry), fill in the prices and terms, then send it. A sent quotation is changed by revising it.',
  },
  access: {
    read: salesTeam,
    create: salesTeam,
    update: salesTeam,
    delete: adminOnly,
  },
  endpoints: quotationEndpoints,
  hooks: { beforeChange: [computeQuotation] },
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true } },
    {
      name: 'workflow',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/features/quotations/admin/workflow-field#QuotationWorkflowField' },
      },
    },
    {
      name: 'inquiry',
      type: 'relationship',
      relationTo: 'inquiries',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: options(quotationStatuses, quotationStatusLabels),
      ...workflow,
    },
    {
      name: 'number',
      label: 'Proforma number',
      type: 'text',
      unique: true,
      ...workflow,
      admin: { ...workflow.admin, description: 'PI-YYYY-NNNN, given when first sent.' },
    },
    { name: 'revision', type: 'number', defaultValue: 1, ...workflow },
    {
      name: 'previous',
      label: 'Revises',
      type: 'relationship',
      relationTo: 'quotations',
      ...workflow,
    },
    {
      name: 'supersededBy',
      label: 'Superseded by',
      type: 'relationship',
      relationTo: 'quotations',
      ...workflow,
    },
    {
      name: 'sentAt',
      type: 'date',
      ...workflow,
      admin: { ...workflow.admin, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'answeredAt',
      label: 'Answered at',
      type: 'date',
      ...workflow,
      admin: { ...workflow.admin, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'remindedAt',
      label: 'Buyer reminded at',
      type: 'date',
      ...workflow,
      admin: { ...workflow.admin, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'answerNote', label: "Buyer's reason", type: 'textarea', ...workflow },
    {
      name: 'tokenHash',
      type: 'text',
      index: true,
      // The hash of the buyer's link: never shown, never sent out.
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
    },
    {
      name: 'currency',
      type: 'select',
      required: true,
      defaultValue: 'USD',
      options: options(currencies),
    },
    {
      name: 'lines',
      type: 'array',
      labels: { singular: 'Line', plural: 'Lines' },
      fields: lineFields,
    },
    { name: 'total', type: 'text', ...computed, admin: { description: 'The sum of the lines.' } },
    {
      type: 'row',
      fields: [
        { name: 'incoterm', type: 'select', options: options(quotationIncoterms) },
        { name: 'port', label: 'Named port or place', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'paymentTerms', label: 'Payment terms', type: 'text' },
        { name: 'leadTime', label: 'Lead time', type: 'text' },
        {
          name: 'validUntil',
          label: 'Valid until',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
      ],
    },
    { name: 'notes', type: 'textarea', admin: { description: 'Shown to the buyer.' } },
  ],
  timestamps: true,
}
