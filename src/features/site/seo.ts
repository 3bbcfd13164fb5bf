import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import { plainText } from '@/lib/plain-text'
import type { Media } from '@/payload-types'

/*
 * (Read by payload.config.ts through src/plugins/seo.ts too: no React, no Next here.)
 *
 * Titles and descriptions for search engines and sharing. Staff may set their own in each
 * document's SEO fields (@payloadcms/plugin-seo: meta.title, meta.description, meta.image);
 * where they are empty, the page uses the values generated here, which the admin's
 * "Auto-generate" links fill in too (./seo-plugin.ts). One function per kind of page, so the
 * page and the admin always agree.
 */

/** A page's title and description for search engines. */
export type MetaTexts = { title: string; description: string }

/** The plugin's fields as stored (image populated or an id). */
export type SeoFields =
  | {
      title?: string | null
      description?: string | null
      image?: number | string | Media | null
    }
  | null
  | undefined

const clip = (text: string, max: number) => text.slice(0, max)

/**
 * A product (with the catalogue defaults applied): name and variety, then a shortened
 * description with origin, grade and MOQ.
 */
export function productMetaTexts(
  locale: Locale,
  product: {
    name: string
    variety?: string | null
    description: unknown
    origin: string
    grade: string
    moq: string
  },
): MetaTexts {
  const t = serverTranslator(locale, 'product')
  const title = product.variety
    ? t('metaTitle', { name: product.name, variety: product.variety })
    : t('metaTitleNoVariety', { name: product.name })
  const description = t('metaDescription', {
    description:
      plainText(product.description)
        .slice(0, 90)
        .replace(/\s+\S*$/, '') + '…',
    origin: product.origin,
    grade: product.grade,
    moq: product.moq,
  })
  return { title, description }
}

/** A category: its name, then its description and how many products it lists. */
export function categoryMetaTexts(
  locale: Locale,
  doc: { name?: string | null; description?: unknown },
  count: number,
): MetaTexts {
  const t = serverTranslator(locale, 'category')
  return {
    title: t('metaTitle', { name: doc.name ?? '' }),
    description: t('metaDescription', { description: plainText(doc.description), count }),
  }
}

/** A blog post (written in English): its title with the company's, and its excerpt. */
export function postMetaTexts(
  doc: { title?: string | null; excerpt?: string | null },
  company: string,
): MetaTexts {
  return { title: `${doc.title ?? ''} | ${company}`, description: doc.excerpt ?? '' }
}

/** A news item: its title with the company's, and its description. */
export function newsMetaTexts(
  doc: { title?: string | null; description?: string | null },
  company: string,
): MetaTexts {
  return { title: `${doc.title ?? ''} - ${company}`, description: doc.description ?? '' }
}

/** A policy page: its title, and the start of its text. */
export function legalMetaTexts(doc: { title?: string | null; body?: unknown }): MetaTexts {
  return {
    title: doc.title ?? '',
    description: clip(
      plainText(doc.body)
        .replace(/[#*\-\n]+/g, ' ')
        .trim(),
      155,
    ),
  }
}

/** The home page: the company's title, and the hero's subtitle. */
export function homeMetaTexts(
  locale: Locale,
  doc: { hero?: { subtitle?: string | null } | null },
  company: string,
): MetaTexts {
  return {
    title: serverTranslator(locale, 'home')('metaTitle', { company }),
    description: clip(doc.hero?.subtitle ?? '', 160),
  }
}

/** A fixed page whose title ("… {company}") and description are interface texts. */
export function sectionMetaTexts(
  locale: Locale,
  namespace: 'about' | 'quality' | 'contact' | 'blog' | 'news' | 'catalogue',
  company: string,
): MetaTexts {
  const t = serverTranslator(locale, namespace)
  return { title: t('metaTitle', { company }), description: t('metaDescription') }
}

/** Staff's own title and description where set, else the generated ones. */
export function withSeoFields(generated: MetaTexts, meta: SeoFields): MetaTexts {
  return {
    title: meta?.title?.trim() || generated.title,
    description: meta?.description?.trim() || generated.description,
  }
}

/**
 * The share picture staff uploaded (its large size where there is one), or null. A picture
 * given as an id is read here.
 */
export async function shareImage(
  meta: SeoFields,
  alt: string,
  read?: (id: number | string) => Promise<Media | null>,
): Promise<{ url: string; width: number; height: number; alt: string } | null> {
  let image = meta?.image
  if ((typeof image === 'number' || typeof image === 'string') && read) image = await read(image)
  if (!image || typeof image !== 'object' || !image.url) return null
  const large = image.sizes?.large
  const picked = large?.url ? large : image
  return {
    url: picked.url!,
    width: picked.width ?? 1200,
    height: picked.height ?? 630,
    alt: image.alt || alt,
  }
}
