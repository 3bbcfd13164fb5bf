import type { GroupField, UploadField } from 'payload'

/**
 * An optional photo from the media library (images only). The alt text and focal point belong
 * to the picture itself, so one photo reads and crops the same wherever it is used.
 */
export const picture = (name: string, label: string, description: string): UploadField => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
  filterOptions: { mimeType: { contains: 'image' } },
  admin: { description },
})

/** The pictures of a company page, in one place of its form. */
export const pictureGroup = (fields: UploadField[]): GroupField => ({
  name: 'pictures',
  label: 'Pictures',
  type: 'group',
  admin: {
    description:
      'Optional photos. Empty: the page shows its usual design. Set alt text and focal point on the photo itself.',
  },
  fields,
})

/** A company page's hero photo. */
export const heroPicture = () =>
  picture(
    'hero',
    'Hero picture',
    'Beside the page title on wide screens, under it on phones (4:3 around the focal point). A photo of 1200 px or more.',
  )
