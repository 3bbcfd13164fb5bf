import * as fontkit from 'fontkit'
import sharp, { type Region } from 'sharp'
import { describe, expect, it } from 'vitest'
import { productArt } from '@/features/artwork'
import { localeCodes, type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/server-messages'
import { notoFile, notoFiles, type NotoFamily } from '@/lib/noto-fonts'
import { catalogueTranslations } from '@/seed/catalogue/i18n'
import { OG_SIZE, ogImagePath, ogPicture, ogSectionPath, type OgCard } from './og-image'
import { drawText, familiesFor } from './og-text'

/** The raw pixels of a PNG, for comparing two pictures. */
async function pixels(png: Buffer, region?: Region) {
  const image = sharp(png)
  return (region ? image.extract(region) : image).raw().toBuffer({ resolveWithObject: true })
}

/** How many bytes of two equal-sized raw images differ. */
function difference(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length)
  let n = 0
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++
  return n
}

const draw = (text: string, locale: Locale) =>
  drawText(text, { locale, size: 48, bold: true, color: '#000000', width: 800 })

describe('texts drawn for Open Graph pictures', () => {
  it('shape Arabic: a word looks like its letters in their joined forms, not the isolated ones', async () => {
    // كركم typed as logical letters, then as the contextual forms a shaper must pick
    // (initial kaf, final reh, initial kaf, final meem), then as isolated forms.
    const [logical, joined, isolated] = await Promise.all(
      ['كركم', '\ufedb\ufeae\ufedb\ufee2', '\ufed9\ufead\ufed9\ufee1'].map((w) => draw(w, 'ar')),
    )
    expect([logical.width, logical.height]).toEqual([joined.width, joined.height])
    const [l, j] = await Promise.all([pixels(logical.png), pixels(joined.png)])
    expect(difference(l.data, j.data)).toBe(0)
    expect(isolated.width).not.toBe(logical.width)
  })

  it('set an Arabic line right to left and a Latin name inside it left to right', async () => {
    const mixed = await draw('كركم (Lakadong)', 'ar')
    const word = await draw('كركم', 'ar')
    const { data, info } = await pixels(mixed.png)
    // The Arabic word comes first in reading order, so it is drawn at the right end.
    const right = await pixels(mixed.png, {
      left: info.width - word.width,
      top: 0,
      width: word.width,
      height: Math.min(word.height, info.height),
    })
    const alone = await pixels(word.png, {
      left: 0,
      top: 0,
      width: word.width,
      height: Math.min(word.height, info.height),
    })
    expect(difference(right.data, alone.data)).toBeLessThan(alone.data.length * 0.02)
    expect(data.length).toBeGreaterThan(0)
  })

  it('draw shared ideographs in the Japanese forms on Japanese pages and Chinese on Chinese', async () => {
    expect(familiesFor('ja')[2]).toBe(notoFiles.jp.family)
    expect(familiesFor('zh')[2]).toBe(notoFiles.sc.family)
    const [ja, zh] = await Promise.all([draw('骨直', 'ja'), draw('骨直', 'zh')])
    const size = {
      left: 0,
      top: 0,
      width: Math.min(ja.width, zh.width),
      height: Math.min(ja.height, zh.height),
    }
    const [a, b] = await Promise.all([pixels(ja.png, size), pixels(zh.png, size)])
    expect(difference(a.data, b.data)).toBeGreaterThan(100)
  })

  it('have a glyph for every character of every seeded product name in its language', () => {
    const fonts = new Map<NotoFamily, fontkit.Font>()
    const font = (family: NotoFamily) => {
      let f = fonts.get(family)
      if (!f) {
        f = fontkit.openSync(notoFile(family, 'bold')) as fontkit.Font
        fonts.set(family, f)
      }
      return f
    }
    const families = Object.keys(notoFiles) as NotoFamily[]
    const missing: string[] = []
    let checked = 0
    for (const [locale, catalogue] of Object.entries(catalogueTranslations)) {
      const texts = Object.values(catalogue.products).flatMap((p) => [p.name, p.variety ?? ''])
      const og = messagesFor(locale as Locale).og
      texts.push(...Object.values(og))
      for (const text of texts)
        for (const ch of text.replace(/\s/g, '')) {
          checked++
          const cp = ch.codePointAt(0)!
          if (!families.some((f) => font(f).hasGlyphForCodePoint(cp)))
            missing.push(`${locale}: ${ch} in ${text}`)
        }
    }
    expect(checked).toBeGreaterThan(5000)
    expect(missing).toEqual([])
  })
})

describe('Open Graph pictures', () => {
  const card = (title: string, eyebrow: string): OgCard => ({
    eyebrow,
    title,
    detail: 'HS 0910.30',
    company: 'Bharat Agro Exports',
    artSvg: productArt('powder', ['#b45309', '#78350f'], 'turmeric-lakadong'),
  })

  it('are 1200×630 and carry the title in the page language', async () => {
    const [en, ar, ar2] = await Promise.all([
      ogPicture(card('Turmeric (Lakadong)', 'Spices'), 'en'),
      ogPicture(card('الكركم (لاكادونغ)', 'التوابل'), 'ar'),
      ogPicture(card('الكركم (لاكادونغ)', 'التوابل'), 'ar'),
    ])
    const meta = await sharp(ar).metadata()
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, 'png'])
    // Drawing is deterministic (the URL is cached for good), and the language shows.
    expect(ar.equals(ar2)).toBe(true)
    expect(ar.equals(en)).toBe(false)
  })

  it('put the artwork on the left and the texts on the right in Arabic', async () => {
    const [en, ar] = await Promise.all([
      ogPicture(card('Turmeric (Lakadong)', 'Spices'), 'en'),
      ogPicture(card('الكركم (لاكادونغ)', 'التوابل'), 'ar'),
    ])
    const strip = { top: 0, width: 460, height: OG_SIZE.height }
    const [enArt, arArt] = await Promise.all([
      pixels(en, { ...strip, left: OG_SIZE.width - 460 }),
      pixels(ar, { ...strip, left: 0 }),
    ])
    expect(difference(enArt.data, arArt.data)).toBe(0)
    // The title's first line ends at the right margin in Arabic and starts at the left in English.
    const ink = async (png: Buffer, left: number) =>
      (await pixels(png, { left, top: 100, width: 40, height: 120 })).data.some(
        (v, i) => i % 3 === 0 && v > 200,
      )
    expect(await ink(ar, OG_SIZE.width - 56 - 40)).toBe(true)
    expect(await ink(en, 56)).toBe(true)
  })

  it('set a long title smaller so that it never runs into the lines below', async () => {
    const title = 'Very long product name '.repeat(4).trim()
    const png = await ogPicture(card(title, 'Spices'), 'en')
    expect((await sharp(png).metadata()).width).toBe(1200)
  })

  it('have one address per language, English without a parameter', () => {
    const at = '2026-11-01T10:00:00.000Z'
    expect(ogImagePath('p', 'turmeric-lakadong', at, 'en')).toMatch(
      /^\/og\/p\/turmeric-lakadong\?v=\w+$/,
    )
    for (const locale of localeCodes.filter((l) => l !== 'en'))
      expect(ogImagePath('p', 'turmeric-lakadong', at, locale)).toMatch(
        new RegExp(`^/og/p/turmeric-lakadong\\?v=\\w+&locale=${locale}$`),
      )
    expect(ogSectionPath('about', 'en')).toBe('/og/s/about')
    expect(ogSectionPath('about', 'zh')).toBe('/og/s/about?locale=zh')
  })
})
