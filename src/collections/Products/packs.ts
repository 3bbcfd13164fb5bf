import type { ArrayField, Validate } from 'payload'
import { requiredInEnglish } from '@/fields/localized'
import {
  containers,
  packSpecFromRow,
  planLoad,
  type PackRowResult,
  type StoredPackRow,
} from '@/features/load-planner'

type Sibling = StoredPackRow

/** The row's check for one field: its own message, or true (another field's fault is shown there). */
const rowRule =
  (field: keyof StoredPackRow): Validate =>
  (_value, { siblingData }) => {
    const result: PackRowResult = packSpecFromRow(siblingData as Sibling)
    return result.ok || result.field !== field || result.message
  }

/** Texts for the planner’s refusals, as staff read them under the height. */
const fitMessages: Partial<Record<string, string>> = {
  'pack-does-not-fit': 'A pack this size fits into no container: check the outer size.',
  'pack-too-heavy': 'A pack this heavy is over any container’s payload: check the gross weight.',
  'pack-larger-than-pallet':
    'The pack is larger than the pallet: choose the bigger pallet or floor-loaded.',
  'pallet-too-tall':
    'The loaded pallet would be taller than a container door: fewer packs per pallet.',
}

/**
 * The row's check on its height (a field always shown), and then whether the pack fits the
 * largest container of its kind (a 40′ high cube, or a 40′ reefer).
 */
const heightAndFit: Validate = (value, options) => {
  const result = packSpecFromRow(options.siblingData as Sibling)
  if (!result.ok) return rowRule('heightMm')(value, options)
  const plan = planLoad(result.spec, containers[result.spec.reefer ? '40rf' : '40hc'])
  return plan.ok || fitMessages[plan.code] || true
}

const whole = (field: keyof StoredPackRow, label: string, description?: string) => ({
  name: field,
  label,
  type: 'number' as const,
  required: true,
  min: 1,
  admin: { width: '33%', step: 1, ...(description ? { description } : {}) },
  validate: field === 'heightMm' ? heightAndFit : rowRule(field),
})

/**
 * The pack sizes with what the load planner needs (issue #30): one row per pack size. Empty:
 * the product page shows no planner (the pack sizes text above still shows).
 */
export const packsField: ArrayField = {
  name: 'packs',
  label: 'Packs for the load planner',
  labels: { singular: 'Pack', plural: 'Packs' },
  type: 'array',
  maxRows: 12,
  admin: {
    description:
      'One row per pack size, as it is loaded: the product page and the quote list work out from these how many packs fit in each container and what they weigh. Leave empty to show no planner.',
    initCollapsed: true,
    components: { RowLabel: '@/components/admin/pack-row-label#PackRowLabel' },
  },
  fields: [
    {
      name: 'label',
      label: 'Name of the pack',
      type: 'text',
      localized: true,
      validate: requiredInEnglish,
      admin: {
        description: 'As buyers see it, e.g. "25 kg PP bag" or "Carton of 20 × 1 kg pouches".',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'bag',
          options: [
            { label: 'Bag or sack (lies flat)', value: 'bag' },
            { label: 'Carton, box, pail or drum', value: 'carton' },
          ],
          admin: { width: '33%' },
          validate: rowRule('kind'),
        },
        {
          name: 'netKg',
          label: 'Net weight (kg)',
          type: 'number',
          required: true,
          admin: { width: '33%', description: 'The goods in one pack.' },
          validate: rowRule('netKg'),
        },
        {
          name: 'grossKg',
          label: 'Gross weight (kg)',
          type: 'number',
          required: true,
          admin: { width: '33%', description: 'Goods and packing: at least the net weight.' },
          validate: rowRule('grossKg'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        whole(
          'lengthMm',
          'Length (mm)',
          'Outer size as loaded. A filled bag: as it lies in a stack.',
        ),
        whole('widthMm', 'Width (mm)'),
        whole('heightMm', 'Height (mm)', 'A bag: its filled thickness (stack height ÷ bags).'),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'loading',
          type: 'select',
          required: true,
          defaultValue: 'floor',
          options: [
            { label: 'Floor-loaded (stacked loose)', value: 'floor' },
            { label: 'On pallets', value: 'palletised' },
          ],
          admin: { width: '33%' },
          validate: rowRule('loading'),
        },
        {
          name: 'perPallet',
          label: 'Packs per pallet',
          type: 'number',
          min: 1,
          admin: {
            width: '33%',
            step: 1,
            condition: (_data, sibling) => sibling?.loading === 'palletised',
          },
          validate: rowRule('perPallet'),
        },
        {
          name: 'palletType',
          label: 'Pallet',
          type: 'select',
          options: [
            { label: 'EUR pallet 1200 × 800', value: 'eur' },
            { label: 'Standard pallet 1200 × 1000', value: 'standard' },
          ],
          admin: {
            width: '33%',
            condition: (_data, sibling) => sibling?.loading === 'palletised',
          },
          validate: rowRule('palletType'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reefer',
          label: 'Needs a refrigerated (reefer) container',
          type: 'checkbox',
          defaultValue: false,
          admin: { width: '50%' },
        },
        {
          name: 'keepUpright',
          label: 'Keep upright ("this side up")',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            width: '50%',
            description: 'Cartons only: the planner then turns it only flat on the floor.',
            condition: (_data, sibling) => sibling?.kind === 'carton',
          },
        },
      ],
    },
  ],
}
