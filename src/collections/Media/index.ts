import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, contentEditors } from '@/access'
import { missingLocalFile } from '@/lib/media-storage'

const staticDir = path.resolve(process.cwd(), 'data/media')

const webp = (quality: number) => ({ format: 'webp' as const, options: { quality } })

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Picture or file', plural: 'Pictures & files' },
  admin: {
    group: 'Catalogue',
    defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'],
    listSearchableFields: ['filename', 'alt'],
    description:
      'Photos for products, categories and the company pages, and PDFs. Click a photo to set its focal point: the crops keep it in view.',
  },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  upload: {
    staticDir,
    // A file that is not there is a 404, not a server error.
    handlers: [missingLocalFile(staticDir)],
    mimeTypes: ['image/*', 'application/pdf'],
    focalPoint: true,
    crop: true,
    // The pages pick among these by srcset/sizes (src/lib/picture.ts). The crops are 4:3 around
    // the focal point; `medium` and `large` keep the photo's own shape (`medium` is what a phone
    // needs for a picture across its screen). A size larger than the upload is left out rather
    // than enlarged.
    imageSizes: [
      { name: 'thumb', width: 160, height: 120, formatOptions: webp(72) },
      { name: 'card', width: 480, height: 360, formatOptions: webp(78) },
      { name: 'medium', width: 800, formatOptions: webp(80) },
      { name: 'large', width: 1200, formatOptions: webp(80) },
    ],
    adminThumbnail: 'thumb',
  },
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      required: true,
      localized: true,
      admin: {
        description:
          'What the picture shows, for people who cannot see it (screen readers, slow connections), e.g. "Lakadong turmeric fingers on a jute sack".',
      },
    },
  ],
}
