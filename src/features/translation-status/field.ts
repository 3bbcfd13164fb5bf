import type { UIField } from 'payload'

/** The lists' "Languages" column (admin/cell.tsx); nothing is stored. */
export const translationStatusField: UIField = {
  name: 'languages',
  type: 'ui',
  label: 'Languages',
  admin: {
    components: { Cell: '@/features/translation-status/admin/cell#TranslationStatusCell' },
  },
}
