import fs from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import sharp from 'sharp'

/**
 * Open Graph pictures (1200×630 PNG) for products, posts and news: the item's generated artwork
 * beside its title, in Inter (SIL OFL, shipped in the @fontsource/inter package, read from disk:
 * nothing is fetched).
 */

export const OG_SIZE = { width: 1200, height: 630 } as const

type Font = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' }
let fonts: Promise<Font[]> | undefined
function loadFonts(): Promise<Font[]> {
  const dir = path.join(process.cwd(), 'node_modules/@fontsource/inter/files')
  const read = async (weight: 400 | 700): Promise<Font> => {
    const buffer = await fs.readFile(path.join(dir, `inter-latin-${weight}-normal.woff`))
    const data = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)
    return { name: 'Inter', data: data as ArrayBuffer, weight, style: 'normal' }
  }
  fonts ??= Promise.all([read(400), read(700)]).catch((error) => {
    fonts = undefined
    throw error
  })
  return fonts
}

export type OgCard = {
  /** Category or section, shown above the title. */
  eyebrow: string
  title: string
  /** One line under the title (origin and HS code, author, source). */
  detail: string
  company: string
  /** The item's artwork as SVG; rasterised for the right-hand panel. */
  artSvg: string
}

/**
 * The picture as a PNG response. Item pictures are versioned by URL and cached for good; the
 * fixed pages' pictures (`immutable: false`) for a day.
 */
export async function ogImage(card: OgCard, { immutable = true } = {}): Promise<Response> {
  const [fontList, art] = await Promise.all([
    loadFonts(),
    sharp(Buffer.from(card.artSvg), { density: 96 })
      .resize({ width: 460, height: 630, fit: 'cover' })
      .png()
      .toBuffer(),
  ])
  const title = card.title.length > 90 ? `${card.title.slice(0, 87).trimEnd()}…` : card.title
  const response = new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#14532d' }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: 740,
          padding: '56px 56px 48px',
          fontFamily: 'Inter',
          color: '#ffffff',
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div
            style={{
              fontSize: 26,
              fontWeight: 700,
              color: '#fcd34d',
              letterSpacing: 2,
              textTransform: 'uppercase',
            }}
          >
            {card.eyebrow}
          </div>
          <div
            style={{
              marginTop: 20,
              fontSize: title.length > 50 ? 52 : 64,
              fontWeight: 700,
              lineHeight: 1.1,
            }}
          >
            {title}
          </div>
          <div style={{ marginTop: 24, fontSize: 28, color: '#d6d3d1' }}>{card.detail}</div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 26, color: '#f5f5f4' }}>
          <div
            style={{
              width: 14,
              height: 14,
              borderRadius: 7,
              background: '#f59e0b',
              marginRight: 14,
            }}
          />
          {card.company}
        </div>
      </div>
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text */}
      <img
        src={`data:image/png;base64,${art.toString('base64')}`}
        width={460}
        height={630}
        style={{ objectFit: 'cover' }}
      />
    </div>,
    { ...OG_SIZE, fonts: fontList },
  )
  const png = await response.arrayBuffer()
  return new Response(png, {
    headers: {
      'Content-Type': 'image/png',
      // An item's URL carries its update time, so a changed title gets a new URL.
      'Cache-Control': immutable
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}

/** The URL of an item's picture, changing whenever the item changes. */
export function ogImagePath(kind: 'p' | 'b' | 'n' | 'c', id: string, updatedAt?: string | null) {
  const version = updatedAt ? Date.parse(updatedAt).toString(36) : '0'
  return `/og/${kind}/${encodeURIComponent(id)}?v=${version}`
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

export const ogSectionPath = (section: OgSection) => `/og/s/${section}`
