import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, contentEditors } from '@/access'
import { missingLocalFile } from '@/lib/media-storage'

const staticDir = path.resolve(process.cwd(), 'data/media')

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  upload: {
    staticDir,
    // A file that is not there is a 404, not a server error.
    handlers: [missingLocalFile(staticDir)],
    mimeTypes: ['image/*', 'application/pdf'],
    imageSizes: [
      { name: 'card', width: 480, height: 360, position: 'centre', formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'large', width: 1200, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'card',
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
