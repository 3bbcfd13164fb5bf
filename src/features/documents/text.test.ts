import PDFDocument from 'pdfkit'
import { describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { facesFor } from './fonts'
import { TextEngine, type Line } from './text'

function engine(locale: Locale, dir: 'ltr' | 'rtl') {
  const doc = new PDFDocument({ font: '' })
  return new TextEngine(
    doc,
    { regular: facesFor(locale, 'regular'), bold: facesFor(locale, 'bold') },
    dir,
  )
}

const texts = (line: Line) => line.pieces.map((p) => p.text)

describe('PDF line layout', () => {
  it('wraps at spaces within the width, keeping every word in order', () => {
    const e = engine('en', 'ltr')
    const text =
      'Lakadong is a local turmeric of the West Jaintia Hills in Meghalaya, grown on hill slopes by smallholders.'
    const lines = e.lines(text, { size: 10 }, 150)
    expect(lines.length).toBeGreaterThan(3)
    for (const l of lines) expect(l.width).toBeLessThanOrEqual(150)
    expect(lines.map((l) => texts(l).join('')).join(' ')).toBe(text)
  })

  it('orders a right-to-left line visually: numbers and Latin stay left to right', () => {
    const e = engine('ar', 'rtl')
    const [line] = e.lines('رمز HS 09103030', { size: 10 }, 400)
    // Left to right on the page: "HS 09103030" (the number takes the direction of the Latin
    // before it), then the Arabic word (handed to fontkit in logical order: it shapes and
    // reverses it).
    expect(texts(line).filter((t) => t.trim())).toEqual(['HS 09103030', 'رمز'])
    // Arabic letters use the Arabic face, the rest Noto Sans.
    expect(line.pieces.find((p) => p.text === 'رمز')?.face).toBe('arabic-regular')
    expect(line.pieces.find((p) => p.text === 'HS 09103030')?.face).toBe('latin-regular')
  })

  it('reverses the word order of Arabic text and mirrors brackets in it', () => {
    const e = engine('ar', 'rtl')
    const [line] = e.lines('ورقة مواصفات (المنتج)', { size: 10 }, 400)
    const words = texts(line).filter((t) => t.trim())
    // Read right to left: the last word is leftmost; its closing bracket, now on its left, is
    // drawn mirrored as "(", and the opening one on its right as ")".
    expect(words).toEqual(['(', 'المنتج', ')', 'مواصفات', 'ورقة'])
  })

  it('keeps data in its own direction when asked (dir="auto")', () => {
    const e = engine('ar', 'rtl')
    expect(texts(e.lines('6+', { size: 10 }, 400)[0]).join('')).toBe('+6')
    expect(texts(e.lines('6+', { size: 10, base: 'auto' }, 400)[0]).join('')).toBe('6+')
  })

  it('breaks Chinese between characters and uses the CJK face', () => {
    const e = engine('zh', 'ltr')
    const text = '产品规格表：这是一个很长的句子用于测试中文换行是否正确处理。'
    const lines = e.lines(text, { size: 10 }, 80)
    expect(lines.length).toBeGreaterThan(2)
    for (const l of lines) expect(l.width).toBeLessThanOrEqual(80)
    expect(lines.map((l) => texts(l).join('')).join('')).toBe(text)
    expect(lines[0].pieces[0].face).toBe('sc-regular')
  })

  it('shortens to fit with an ellipsis', () => {
    const e = engine('en', 'ltr')
    const fitted = e.fit(
      'Traditional Basmati (Taraori (HBC 19) / Basmati 386 / Basmati 370)',
      { size: 9 },
      120,
    )
    expect(fitted.endsWith('…')).toBe(true)
    expect(e.measure(fitted, { size: 9 })).toBeLessThanOrEqual(120)
  })
})
