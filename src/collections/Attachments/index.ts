import type { CollectionConfig } from 'payload'
import { adminOnly, nobody, salesTeam } from '@/access'
import { attachmentSides } from '@/features/attachments/constants'
import { attachmentsDir } from '@/features/attachments/storage-dir'
import { missingLocalFile } from '@/lib/media-storage'

const staticDir = attachmentsDir()

/**
 * Files attached to inquiries by buyers, and to the messages of their conversation by either side
 * (`message` set): private. Kept on local disk in
 * ATTACHMENTS_DIR (never the public media folder or its bucket: docs/deploy.md). Only the site's
 * own code creates them (src/features/attachments/store.ts, after checking each file's
 * content); staff of the sales team read them here and through Payload's file route
 * (/api/attachments/file/…, which applies `read` below); the buyer gets the files of their inquiries through
 * /api/attachment/{id}/{name} (src/features/attachments/serve.ts). Editors and visitors: nothing.
 */
export const Attachments: CollectionConfig = {
  slug: 'attachments',
  labels: { singular: 'Attachment', plural: 'Attachments' },
  lockDocuments: false,
  defaultSort: '-createdAt',
  admin: {
    group: 'Sales',
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'inquiry', 'contentType', 'filesize', 'createdAt'],
    description:
      "Files attached to inquiries and their messages. Private: only the sales team and the inquiry's buyer can open them.",
  },
  access: {
    read: salesTeam,
    create: nobody,
    update: nobody,
    delete: adminOnly,
  },
  upload: {
    staticDir,
    handlers: [missingLocalFile(staticDir, {})],
    // Checked by content before Payload sees the file (src/features/attachments/sniff.ts).
    mimeTypes: [
      'application/pdf',
      'image/jpeg',
      'image/png',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    // No resized copies, no previews: the file is kept as sent.
    disableLocalStorage: false,
    crop: false,
    focalPoint: false,
  },
  fields: [
    {
      name: 'inquiry',
      type: 'relationship',
      relationTo: 'inquiries',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'message',
      label: 'Sent with the message',
      type: 'relationship',
      relationTo: 'inquiry-messages',
      index: true,
      admin: { readOnly: true, description: 'Empty for a file sent with the inquiry itself.' },
    },
    {
      name: 'buyer',
      label: 'Buyer account',
      type: 'relationship',
      relationTo: 'buyers',
      index: true,
      admin: {
        readOnly: true,
        description: 'The buyer account the inquiry belongs to, when a buyer sent the file.',
      },
    },
    {
      name: 'side',
      label: 'Attached by',
      type: 'select',
      required: true,
      defaultValue: 'buyer',
      options: attachmentSides.map((value) => ({
        value,
        label: value === 'buyer' ? 'Buyer' : 'Staff',
      })),
      admin: { readOnly: true },
    },
    {
      name: 'originalName',
      label: 'File name',
      type: 'text',
      required: true,
      admin: { readOnly: true, description: 'As the buyer named it (made safe).' },
    },
    {
      name: 'contentType',
      label: 'Type (from the content)',
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
    { name: 'sha256', label: 'SHA-256', type: 'text', required: true, admin: { readOnly: true } },
  ],
  timestamps: true,
}
