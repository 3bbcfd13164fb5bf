import type { CollectionConfig } from 'payload'
import { anyone, contentEditors } from '@/access'
import { revalidateAfterChange, revalidateAfterDelete } from '@/lib/hooks'

/** Simple text pages: privacy policy, terms and the like, at /legal/{slug}. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'], group: 'Content' },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      localized: true,
      admin: {
        description:
          'Markdown-like text: "## " headings, blank lines between paragraphs, "- " lists.',
        rows: 24,
      },
    },
  ],
}
