import type { GlobalConfig } from 'payload'
import { contentEditors, publishedOrStaff, staffOnly } from '@/access'
import { group, heroGroup, list, paragraph, statList, text, textList } from '@/fields/content'
import { globalVersions } from '@/lib/drafts'
import { richText } from '@/fields/rich-text'
import { heroPicture, picture, pictureGroup } from '@/fields/picture'
import { revalidateGlobal } from '@/lib/hooks'

/** Texts of the quality and compliance page. Certificates are their own collection. */
export const QualityPage: GlobalConfig = {
  slug: 'quality-page',
  label: 'Quality page',
  admin: { group: 'Company pages' },
  versions: globalVersions,
  access: { read: publishedOrStaff, readVersions: staffOnly, update: contentEditors },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    heroGroup({ max: 6 }),
    pictureGroup([
      heroPicture(),
      picture(
        'lab',
        'Laboratory picture',
        'Above the tabs with the laboratory, tests and certificates.',
      ),
      picture('packing', 'Packing picture', 'Above the quality process steps.'),
    ]),
    group('promise', [
      text('title'),
      richText('text', { localized: true, required: true }),
      statList('stats', { max: 4 }),
    ]),
    list('process', [text('title'), paragraph('text'), textList('checks', { max: 6 })], { max: 8 }),
    list('testing', [text('name'), textList('parameters', { max: 12 })], { max: 6 }),
    group('lab', [
      list('equipment', [text('name'), text('purpose')], { max: 20 }),
      {
        type: 'row',
        fields: [
          text('capacity'),
          text('routineTurnaround'),
          text('specializedTurnaround'),
          text('accreditation'),
        ],
      },
    ]),
    group('compliance', [
      text('title'),
      list('items', [text('title'), richText('text', { localized: true, required: true })], {
        max: 6,
      }),
    ]),
  ],
}
