import type { GlobalConfig } from 'payload'
import { contentEditors, publishedOrStaff, staffOnly } from '@/access'
import { group, list, paragraph, statList, text, textList } from '@/fields/content'
import { globalVersions } from '@/lib/drafts'
import { richText } from '@/fields/rich-text'
import { heroPicture, pictureGroup } from '@/fields/picture'
import { revalidateGlobal } from '@/lib/hooks'

const tab = (name: string, withStats: boolean) =>
  group(name, [
    text('label'),
    text('title'),
    richText('text', { localized: true, required: true }),
    textList('points', { max: 6 }),
    ...(withStats ? [statList('stats', { max: 4 })] : []),
  ])

/** Texts and figures of the home page. */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home page',
  admin: { group: 'Company pages' },
  versions: globalVersions,
  access: { read: publishedOrStaff, readVersions: staffOnly, update: contentEditors },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hero',
          fields: [
            group('hero', [
              text('trustBadge'),
              {
                type: 'row',
                fields: [text('title'), text('titleHighlight'), text('titleEnd')],
              },
              paragraph('subtitle'),
              textList('benefits', { min: 3, max: 3 }),
              statList('stats', { min: 4, max: 4 }),
            ]),
          ],
        },
        {
          label: 'Pictures',
          fields: [pictureGroup([heroPicture()])],
        },
        {
          label: 'Categories',
          fields: [group('categories', [text('title'), paragraph('subtitle')])],
        },
        {
          label: 'Tabs',
          fields: [
            group('tabs', [
              tab('quality', false),
              tab('logistics', true),
              tab('partnerships', true),
            ]),
          ],
        },
        {
          label: 'Global reach',
          fields: [
            group('globalReach', [
              text('title'),
              paragraph('subtitle'),
              list(
                'regions',
                [
                  {
                    type: 'row',
                    fields: [
                      text('name'),
                      { name: 'flag', type: 'text', required: true },
                      { name: 'countries', type: 'number', required: true, min: 0 },
                      {
                        name: 'volumeMt',
                        label: 'Volume (MT)',
                        type: 'number',
                        required: true,
                        min: 0,
                      },
                      {
                        name: 'growthPercent',
                        label: 'Growth (%)',
                        type: 'number',
                        required: true,
                      },
                    ],
                  },
                  text('markets', { required: false, description: 'Key markets, comma-separated' }),
                ],
                { max: 8 },
              ),
            ]),
          ],
        },
        {
          label: 'Quality standards',
          fields: [
            group('standards', [
              text('title'),
              paragraph('subtitle'),
              list('items', [text('name'), paragraph('description')], { max: 12 }),
            ]),
          ],
        },
      ],
    },
  ],
}
