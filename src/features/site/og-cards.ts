import { newsPicture } from '@/features/artwork'
import { categorySlug } from '@/features/blog'
import { newsCategorySlug } from '@/features/news'
import { ogSections, type OgCard, type OgSection } from '@/features/site/og-image'
import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import { getPayloadClient } from '@/lib/payload'
import { richTextSummary } from '@/lib/rich-text'
import { blogImage, newsStockImage, productArt } from '@/features/artwork'
import {
  artKinds,
  categoryIds,
  productDefaults,
  type ArtKind,
  type CategoryId,
} from '@/features/catalogue'

/** The fixed pages' pictures: their texts (messages, see `sectionTexts`) and artwork. */
const sectionArt: Record<OgSection, ArtKind> = {
  home: 'powder',
  about: 'rice',
  quality: 'seeds',
  contact: 'legume',
  blog: 'berries',
  articles: 'pods',
  categories: 'jar',
  search: 'kernels',
  legal: 'wheat',
}

/** What a fixed page's picture says, in a language: its section, a title and one line. */
function sectionTexts(locale: Locale, section: OgSection): Omit<OgCard, 'company' | 'artSvg'> {
  const t = serverTranslator(locale, 'og')
  const nav = serverTranslator(locale, 'header')
  const families = t('families')
  switch (section) {
    case 'home':
      return { eyebrow: t('homeEyebrow'), title: t('homeTitle'), detail: families }
    case 'about':
      return { eyebrow: nav('about'), title: t('aboutTitle'), detail: t('aboutDetail') }
    case 'quality':
      return { eyebrow: nav('quality'), title: t('qualityTitle'), detail: t('qualityDetail') }
    case 'contact':
      return { eyebrow: nav('contact'), title: t('contactTitle'), detail: t('contactDetail') }
    case 'blog':
      return {
        eyebrow: nav('blog'),
        title: serverTranslator(locale, 'blog')('title'),
        detail: t('blogDetail'),
      }
    case 'articles':
      return { eyebrow: nav('news'), title: t('articlesTitle'), detail: t('articlesDetail') }
    case 'categories':
      return {
        eyebrow: nav('categories'),
        title: serverTranslator(locale, 'categories')('title'),
        detail: families,
      }
    case 'search':
      return { eyebrow: nav('search'), title: t('searchTitle'), detail: families }
    case 'legal':
      return {
        eyebrow: serverTranslator(locale, 'footer')('legal'),
        title: t('legalTitle'),
        detail: t('legalDetail'),
      }
  }
}

/** A category's artwork, by its icon. */
const categoryArt: Record<string, ArtKind> = {
  flame: 'powder',
  wheat: 'rice',
  bean: 'dal',
  droplet: 'kernels',
  carrot: 'fruitveg',
  package: 'jar',
}
const brand: [string, string] = ['#b45309', '#14532d']

/**
 * What the Open Graph picture of /og/{kind}/{id} shows in a language (texts not yet translated
 * fall back to English, as on the pages): a product (p), post (b), news item (n), category (c)
 * or fixed page (s); null when there is no such thing. The fixed pages' pictures are not
 * `immutable` (their URL carries no version).
 */
export async function ogCard(
  kind: string,
  id: string,
  locale: Locale,
): Promise<{ card: OgCard; immutable: boolean } | null> {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, locale })
  const company = settings.companyName || 'Bharat Agro Exports'
  const t = serverTranslator(locale, 'og')

  if (kind === 'p') {
    const { docs } = await payload.find({
      collection: 'products',
      where: { slug: { equals: id } },
      limit: 1,
      depth: 1,
      locale,
      overrideAccess: false,
    })
    const p = docs[0]
    if (!p) return null
    const category = typeof p.category === 'object' && p.category ? p.category.name : ''
    const artKind: ArtKind = artKinds.includes(p.art?.kind as ArtKind)
      ? (p.art?.kind as ArtKind)
      : 'seeds'
    return {
      card: {
        eyebrow: category,
        title: p.variety ? `${p.name} (${p.variety})` : p.name,
        detail: [
          t('origin', { origin: p.origin || productDefaults.origin }),
          p.hsCode ? `HS ${p.hsCode}` : null,
        ]
          .filter(Boolean)
          .join(' · '),
        company,
        artSvg: productArt(artKind, [p.art?.main ?? '#b45309', p.art?.accent ?? '#78350f'], p.slug),
      },
      immutable: true,
    }
  }

  if (kind === 'b') {
    const { docs } = await payload.find({
      collection: 'posts',
      where: { postId: { equals: id } },
      limit: 1,
      depth: 0,
      locale,
      overrideAccess: false,
    })
    const post = docs[0]
    if (!post) return null
    return {
      card: {
        eyebrow: serverTranslator(locale, 'blogCategories')(categorySlug(post.category)),
        title: post.title,
        detail: [post.author, post.readTime].filter(Boolean).join(' · '),
        company,
        artSvg: blogImage(post, id),
      },
      immutable: true,
    }
  }

  if (kind === 's') {
    if (!(ogSections as readonly string[]).includes(id)) return null
    const section = id as OgSection
    const card = { ...sectionTexts(locale, section), company }
    return {
      card: { ...card, artSvg: productArt(sectionArt[section], brand, id) },
      immutable: false,
    }
  }

  if (kind === 'c') {
    // The slug is a fixed list (an enum column on PostgreSQL): anything else is not a category.
    if (!categoryIds.includes(id as CategoryId)) return null
    const { docs } = await payload.find({
      collection: 'categories',
      where: { slug: { equals: id } },
      limit: 1,
      depth: 0,
      locale,
      overrideAccess: false,
    })
    const c = docs[0]
    if (!c) return null
    const detail = richTextSummary(c.description, 80)
    return {
      card: {
        eyebrow: t('category'),
        title: c.name,
        detail,
        company,
        artSvg: productArt(categoryArt[c.icon ?? ''] ?? 'seeds', brand, c.slug),
      },
      immutable: true,
    }
  }

  if (kind === 'n') {
    const { docs } = await payload.find({
      collection: 'news',
      where: { newsId: { equals: id } },
      limit: 1,
      depth: 0,
      locale,
      overrideAccess: false,
    })
    const item = docs[0]
    if (!item) return null
    return {
      card: {
        eyebrow: serverTranslator(locale, 'newsCategories')(newsCategorySlug(item.category)),
        title: item.title,
        detail: serverTranslator(locale, 'news')('source', { source: item.source }),
        company,
        artSvg: newsStockImage(newsPicture(item)),
      },
      immutable: true,
    }
  }
  return null
}
