import sharp, { type OverlayOptions } from 'sharp'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { drawText, type TextBlock } from './og-text'

/**
 * Open Graph pictures (1200×630 PNG) for products, posts, news, categories and the fixed pages:
 * the item's generated artwork beside its title, in the language of the page that links to it
 * (texts drawn by ./og-text.ts: Arabic shaped and right to left, CJK in its own forms).
 */

export const OG_SIZE = { width: 1200, height: 630 } as const

export type OgCard = {
  /** Category or section, shown above the title. */
  eyebrow: string
  title: string
  /** One line under the title (origin and HS code, author, source). */
  detail: string
  company: string
  /** The item's artwork as SVG; rasterised for the picture's side panel. */
  artSvg: string
}

const ART_WIDTH = 460
const PAD = 56
const TEXT_WIDTH = OG_SIZE.width - ART_WIDTH - 2 * PAD
const BOTTOM = 48
const colors = {
  background: '#14532d',
  eyebrow: '#fcd34d',
  title: '#ffffff',
  detail: '#d6d3d1',
  company: '#f5f5f4',
  dot: '#f59e0b',
}

/**
 * The picture as a PNG response. Item pictures are versioned by URL and cached for good; the
 * fixed pages' pictures (`immutable: false`) for a day. In a right-to-left language the
 * artwork sits on the left and the texts are aligned to the right.
 */
export async function ogImage(
  card: OgCard,
  { immutable = true, locale = defaultLocale }: { immutable?: boolean; locale?: Locale } = {},
): Promise<Response> {
  const png = await ogPicture(card, locale)
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      // An item's URL carries its update time, so a changed title gets a new URL.
      'Cache-Control': immutable
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}

/** The picture's PNG bytes. */
export async function ogPicture(card: OgCard, locale: Locale): Promise<Buffer> {
  const rtl = locale === 'ar'
  const text = (value: string, size: number, color: string, bold = false, spacing = 0) =>
    drawText(value, { locale, size, color, bold, width: TEXT_WIDTH, letterSpacing: spacing })
  const long = [...card.title].length > 90
  const title = long ? `${[...card.title].slice(0, 87).join('').trimEnd()}…` : card.title
  const [art, eyebrow, detail, company] = await Promise.all([
    sharp(Buffer.from(card.artSvg), { density: 96 })
      .resize({ width: ART_WIDTH, height: OG_SIZE.height, fit: 'cover' })
      .png()
      .toBuffer(),
    text(card.eyebrow.toLocaleUpperCase(locale), 26, colors.eyebrow, true, 2),
    text(card.detail, 28, colors.detail),
    text(card.company, 26, colors.company),
  ])
  // The title takes the room the other texts leave; a long one is set smaller until it fits.
  const titleTop = PAD + eyebrow.height + 20
  const room = OG_SIZE.height - BOTTOM - company.height - 32 - detail.height - 24 - titleTop
  let heading: TextBlock | undefined
  for (const size of [64, 56, 48, 40]) {
    if (size === 64 && [...title].length > 50) continue
    heading = await text(title, size, colors.title, true)
    if (heading.height <= room) break
  }
  const textLeft = rtl ? ART_WIDTH + PAD : PAD
  const x = (block: { width: number }) => (rtl ? textLeft + TEXT_WIDTH - block.width : textLeft)
  const companyTop = OG_SIZE.height - BOTTOM - company.height
  const dotSize = 14
  const dotLeft = rtl ? textLeft + TEXT_WIDTH - dotSize : textLeft
  const companyLeft = rtl ? dotLeft - 14 - company.width : dotLeft + dotSize + 14
  const dot = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${dotSize}" height="${dotSize}"><circle cx="7" cy="7" r="7" fill="${colors.dot}"/></svg>`,
  )
  const layers: OverlayOptions[] = [
    { input: art, left: rtl ? 0 : OG_SIZE.width - ART_WIDTH, top: 0 },
    { input: eyebrow.png, left: x(eyebrow), top: PAD },
    { input: heading!.png, left: x(heading!), top: titleTop },
    { input: detail.png, left: x(detail), top: titleTop + heading!.height + 24 },
    { input: dot, left: dotLeft, top: companyTop + Math.round((company.height - dotSize) / 2) },
    { input: company.png, left: Math.max(0, companyLeft), top: companyTop },
  ]
  return sharp({
    create: { ...OG_SIZE, channels: 4, background: colors.background },
  })
    .composite(layers)
    .flatten({ background: colors.background })
    .png()
    .toBuffer()
}

/** The query that names a picture's language (none for English). */
const lang = (locale: Locale) => (locale === defaultLocale ? '' : `locale=${locale}`)

/** The URL of an item's picture in a language, changing whenever the item changes. */
export function ogImagePath(
  kind: 'p' | 'b' | 'n' | 'c',
  id: string,
  updatedAt: string | null | undefined,
  locale: Locale,
) {
  const version = updatedAt ? Date.parse(updatedAt).toString(36) : '0'
  const query = [`v=${version}`, lang(locale)].filter(Boolean).join('&')
  return `/og/${kind}/${encodeURIComponent(id)}?${query}`
}

/** The fixed pages that have a picture of their own: /og/s/{section}. */
export const ogSections = [
  'home',
  'about',
  'quality',
  'contact',
  'blog',
  'articles',
  'categories',
  'search',
  'legal',
] as const
export type OgSection = (typeof ogSections)[number]

export const ogSectionPath = (section: OgSection, locale: Locale) =>
  `/og/s/${section}${lang(locale) ? `?${lang(locale)}` : ''}`
