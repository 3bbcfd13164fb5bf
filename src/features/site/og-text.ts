import sharp from 'sharp'
import type { Locale } from '@/i18n/locales'
import { notoFile, notoFiles, type NotoFamily } from '@/lib/noto-fonts'

/**
 * Lines of text drawn for pictures with sharp's text input (libvips → Pango → HarfBuzz and
 * FriBidi): Arabic is shaped and laid out right to left, mixed-direction lines are reordered,
 * CJK lines break between ideographs, and each character falls back along a list of Noto
 * typefaces (src/lib/noto-fonts.ts) that are registered with the process on first use — no
 * system fonts are needed and nothing is fetched.
 */

let registered: Promise<void> | undefined

/** Registers every Noto file with libvips' font map (once per process; they stay). */
function registerFonts(): Promise<void> {
  registered ??= (async () => {
    for (const family of Object.keys(notoFiles) as NotoFamily[])
      for (const weight of ['regular', 'bold'] as const)
        await sharp({ text: { text: '.', fontfile: notoFile(family, weight) } })
          .png()
          .toBuffer()
  })().catch((error) => {
    registered = undefined
    throw error
  })
  return registered
}

/**
 * The families tried for each character, in order: Noto Sans for Latin and Cyrillic, Naskh for
 * Arabic, then the CJK face of the language (Chinese and Japanese draw shared ideographs in
 * their own forms).
 */
export function familiesFor(locale: Locale): string[] {
  const cjk: NotoFamily[] = locale === 'ja' ? ['jp', 'sc'] : ['sc', 'jp']
  return (['latin', 'arabic', ...cjk] as NotoFamily[]).map((f) => notoFiles[f].family)
}

/** Text for Pango markup. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export type TextStyle = {
  locale: Locale
  /** Font size in pixels. */
  size: number
  bold?: boolean
  color: string
  /** Lines wrap at this width, in pixels. */
  width: number
  /** Extra space between letters, in pixels. */
  letterSpacing?: number
}

/** A drawn block of text: a transparent PNG as tall as its lines and as wide as the longest. */
export type TextBlock = { png: Buffer; width: number; height: number }

/**
 * Draws `text` (plain text, not markup) wrapped at `width`. Arabic takes a right-to-left
 * paragraph, its lines aligned to the right.
 */
export async function drawText(text: string, style: TextStyle): Promise<TextBlock> {
  await registerFonts()
  const rtl = style.locale === 'ar'
  // Naskh letters are small for their size next to Noto Sans: Arabic is set a little larger.
  const size = Math.round(rtl ? style.size * 1.1 : style.size)
  const spacing = style.letterSpacing
    ? ` letter_spacing="${Math.round(style.letterSpacing * 1024)}"`
    : ''
  // The paragraph takes the language's direction (a leading RLM or LRM), not the first letter's:
  // Pango then lines a right-to-left paragraph up on the right (it swaps 'left' for it).
  const mark = rtl ? '\u200f' : '\u200e'
  const markup = `<span foreground="${style.color}"${spacing}>${mark}${escapeMarkup(text)}</span>`
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${familiesFor(style.locale).join(',')} ${style.bold ? 'Bold ' : ''}${size}px`,
      width: style.width,
      dpi: 72,
      rgba: true,
      wrap: 'word-char',
      align: 'left',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { png: data, width: info.width, height: info.height }
}
