import type { Field } from 'payload'

/**
 * A list column, not stored: each language's translation status of a product or post
 * (src/components/admin/translation-status.tsx). Nothing shows in the edit form.
 */
export const translationStatus: Field = {
  name: 'languages',
  label: 'Languages',
  type: 'ui',
  admin: {
    components: { Cell: '@/components/admin/translation-status#TranslationStatusCell' },
  },
}
