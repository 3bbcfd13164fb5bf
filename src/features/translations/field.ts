import type { CheckboxField, UIField } from 'payload'

/** The lists' "Languages" column (admin/cell.tsx) and, in the edit view, the machine-translation
 * button (admin/machine-button.tsx, only when BLOG_LLM_URL is set); nothing is stored. */
export const translationStatusField: UIField = {
  name: 'languages',
  type: 'ui',
  label: 'Languages',
  admin: {
    position: 'sidebar',
    components: {
      Cell: '@/features/translations/admin/cell#TranslationStatusCell',
      Field: '@/features/translations/admin/machine-field#MachineTranslationField',
    },
  },
}

/** Per language: its texts were filled by machine translation and no one has checked them yet. */
export const machineTranslatedField: CheckboxField = {
  name: 'machineTranslated',
  label: 'Machine translated',
  type: 'checkbox',
  localized: true,
  defaultValue: false,
  admin: {
    position: 'sidebar',
    description:
      'Ticked when texts of this language were filled by machine translation. Untick it once a translator has checked them, then publish.',
  },
}
