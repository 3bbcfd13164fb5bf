import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field, Plugin, PayloadRequest } from 'payload'
import { withDefaults } from '@/features/catalogue/defaults'
import { loadCompanyFacts, withCompanyFacts } from '@/features/company/facts'
import { addressOf } from '@/features/redirects/paths'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { siteUrl } from '@/lib/site-url'
import type { Product } from '@/payload-types'
import {
  categoryMetaTexts,
  homeMetaTexts,
  legalMetaTexts,
  newsMetaTexts,
  postMetaTexts,
  productMetaTexts,
  sectionMetaTexts,
  type MetaTexts,
} from '@/features/site/seo'

const collections = ['products', 'categories', 'posts', 'news', 'pages'] as const
const globals = {
  'home-page': '/',
  'about-page': '/about',
  'quality-page': '/quality',
  'contact-page': '/contact',
} as const
type GlobalSlug = keyof typeof globals

type Args = {
  doc: Record<string, unknown>
  collectionConfig?: { slug: string }
  globalConfig?: { slug: string }
  locale?: string
  req: PayloadRequest
}

const localeOf = (locale?: string): Locale => (locale && isLocale(locale) ? locale : defaultLocale)

async function companyName(req: PayloadRequest, locale: Locale): Promise<string> {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    locale,
    depth: 0,
    req,
  })
  return settings.companyName
}

/** The admin form's data as a stored product: its form gives an empty list as a row count. */
function formProduct(doc: Record<string, unknown>): Product {
  const lists = [
    'specifications',
    'varieties',
    'qualityParameters',
    'packSizes',
    'certifications',
    'gallery',
    'packs',
  ]
  const copy = { ...doc }
  for (const key of lists) if (!Array.isArray(copy[key])) copy[key] = []
  return copy as unknown as Product
}

/** Today's generated title and description of the document being edited. */
async function generated({ doc, collectionConfig, globalConfig, locale: raw, req }: Args) {
  const locale = localeOf(raw)
  const slug = collectionConfig?.slug ?? globalConfig?.slug
  const company = () => companyName(req, locale)
  switch (slug) {
    case 'products':
      return productMetaTexts(locale, withDefaults(formProduct(doc)))
    case 'categories': {
      const { totalDocs } = doc.id
        ? await req.payload.count({
            collection: 'products',
            where: { category: { equals: doc.id } },
            req,
          })
        : { totalDocs: 0 }
      return categoryMetaTexts(locale, doc, totalDocs)
    }
    case 'posts':
      return postMetaTexts(doc, await company())
    case 'news':
      return newsMetaTexts(doc, await company())
    case 'pages':
      return legalMetaTexts(doc as { title?: string; body?: unknown })
    case 'home-page': {
      // As the page shows it: {countries} filled in (its subtitle is the description).
      const facts = await loadCompanyFacts(req.payload, locale)
      return homeMetaTexts(locale, withCompanyFacts(doc, facts), await company())
    }
    case 'about-page':
    case 'quality-page':
    case 'contact-page':
      return sectionMetaTexts(locale, slug.replace('-page', '') as 'about', await company())
    default:
      return { title: '', description: '' } satisfies MetaTexts
  }
}

/** The page's public address in the language being edited. */
function pageUrl({ doc, collectionConfig, globalConfig, locale }: Args): string {
  const slug = collectionConfig?.slug ?? globalConfig?.slug ?? ''
  const path =
    slug in globals
      ? globals[slug as GlobalSlug]
      : slug in addressOf
        ? addressOf[slug as keyof typeof addressOf](doc as never)
        : null
  return path ? `${siteUrl()}${localizedPath(localeOf(locale), path)}` : siteUrl()
}

/** One share picture for every language; the plugin's title and description stay per language. */
function sharedImage(fields: Field[]): Field[] {
  return fields.map((field) =>
    'name' in field && field.name === 'image'
      ? ({
          ...field,
          label: 'Share image',
          localized: false,
          admin: {
            ...field.admin,
            description:
              'Shown when the page is shared (1200 × 630 works best). Empty: the generated picture.',
          },
        } as Field)
      : field,
  )
}

/**
 * Payload's SEO fields (a "SEO" group, `meta`, at the end of each form) on every public type
 * and company page, with previews, length hints and "Auto-generate" giving today's values.
 */
export function seo(): Plugin {
  return seoPlugin({
    collections: [...collections],
    globals: Object.keys(globals),
    uploadsCollection: 'media',
    fields: ({ defaultFields }) => sharedImage(defaultFields),
    generateTitle: async (args) => (await generated(args as Args)).title,
    generateDescription: async (args) => (await generated(args as Args)).description,
    generateURL: (args) => pageUrl(args as Args),
  })
}
