import type { GlobalConfig } from 'payload'
import { contentEditors, publishedOrStaff, staffOnly } from '@/access'
import { group, heroGroup, list, paragraph, statList, text, textList } from '@/fields/content'
import { globalVersions } from '@/lib/drafts'
import { richText } from '@/fields/rich-text'
import { heroPicture, picture, pictureGroup } from '@/fields/picture'
import { revalidateGlobal } from '@/lib/hooks'

/** Texts and figures of the about page. */
export const AboutPage: GlobalConfig = {
  slug: 'about-page',
  label: 'About page',
  admin: { group: 'Company pages' },
  versions: globalVersions,
  access: { read: publishedOrStaff, readVersions: staffOnly, update: contentEditors },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    heroGroup({ max: 6 }),
    pictureGroup([
      heroPicture(),
      picture('team', 'Team picture', 'Above the leadership team.'),
      picture('plant', 'Plant picture', 'Above the processing facilities.'),
    ]),
    group('story', [text('title'), richText('text', { localized: true, required: true })]),
    statList('stats', { max: 6 }),
    group('mission', [text('title'), paragraph('text')]),
    group('vision', [text('title'), paragraph('text')]),
    list('values', [text('title'), paragraph('text')], { max: 6 }),
    list(
      'timeline',
      [{ name: 'year', type: 'text', required: true }, text('title'), paragraph('text')],
      { max: 12 },
    ),
    list('leaders', [
      {
        name: 'name',
        type: 'text',
        required: true,
        admin: { description: 'As the person writes it; the same in every language.' },
      },
      {
        name: 'transliteration',
        type: 'text',
        localized: true,
        admin: {
          description:
            'The name in this language’s script, if the person wants it shown so (e.g. Arabic or Chinese). Empty: the name above.',
        },
      },
      text('position'),
      text('experience'),
      text('specialization'),
    ]),
    list('facilities', [
      text('name'),
      text('location'),
      {
        type: 'row',
        fields: [text('area'), text('capacity', { required: false })],
      },
      paragraph('description'),
      textList('certifications'),
    ]),
  ],
}
