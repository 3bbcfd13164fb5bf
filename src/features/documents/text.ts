import bidiFactory from 'bidi-js'
import LineBreaker from 'linebreak'
import type { Face, Weight } from './fonts'

const bidi = bidiFactory()

export type Dir = 'ltr' | 'rtl'
export type TextStyle = {
  size: number
  weight?: Weight
  color?: string
  /**
   * The paragraph direction for the bidi algorithm: the document's by default; 'auto' takes it
   * from the first strong character, like dir="auto" (for data that may be in any language).
   */
  base?: Dir | 'auto'
}

/** A run of text in one face, ready to draw left to right. */
export type Piece = { text: string; face: string; width: number }
/** One laid-out line: its pieces in visual order (left to right) and their total width. */
export type Line = { pieces: Piece[]; width: number }

const SPACE = /\s/
/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/
/** Characters that take the face of the text around them when that face has them. */
const NEUTRAL = /[\s\d\p{P}\p{S}]/u

/**
 * Line layout for PDFKit with mixed scripts and directions. PDFKit (through fontkit) shapes
 * Arabic but neither reorders bidirectional text nor falls back between fonts, so this does
 * both: each character gets the first face that has its glyph, paragraphs are broken at the
 * Unicode line-break opportunities (UAX #14: spaces, and between CJK ideographs), and each line
 * is reordered with the Unicode Bidirectional Algorithm (bidi-js). Right-to-left words are handed
 * to fontkit in logical order (it shapes, then reverses them); right-to-left runs of neutral
 * characters are reversed here, and mirrored characters (brackets) mirrored.
 */
export class TextEngine {
  private readonly registered = new Set<string>()
  private readonly widths = new Map<string, number>()

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly faces: Record<Weight, Face[]>,
    readonly dir: Dir,
  ) {}

  /**
   * Selects a face (registering it in the document on first use) and a size. Naskh letters are
   * small for their size next to Noto Sans: they are set a little larger to match.
   */
  private use(face: Face, size: number): PDFKit.PDFDocument {
    if (!this.registered.has(face.name)) {
      this.doc.registerFont(face.name, face.data)
      this.registered.add(face.name)
    }
    return this.doc.font(face.name).fontSize(face.name.startsWith('arabic') ? size * 1.12 : size)
  }

  private faceByName(name: string, weight: Weight): Face {
    return this.faces[weight].find((f) => f.name === name) ?? this.faces[weight][0]
  }

  private width(face: Face, size: number, text: string): number {
    const key = `${face.name}\u0000${size}\u0000${text}`
    let w = this.widths.get(key)
    if (w === undefined) {
      w = this.use(face, size).widthOfString(text)
      this.widths.set(key, w)
    }
    return w
  }

  /** The face index of every UTF-16 unit of `text`. */
  private assignFaces(text: string, chain: Face[]): Uint8Array {
    const out = new Uint8Array(text.length)
    let prev = 0
    for (let i = 0; i < text.length;) {
      const cp = text.codePointAt(i)!
      const ch = String.fromCodePoint(cp)
      let idx = -1
      if (NEUTRAL.test(ch) && chain[prev].font.hasGlyphForCodePoint(cp)) idx = prev
      if (idx < 0) idx = chain.findIndex((f) => f.font.hasGlyphForCodePoint(cp))
      if (idx < 0) idx = 0
      for (let k = 0; k < ch.length; k++) out[i + k] = idx
      prev = idx
      i += ch.length
    }
    return out
  }

  /** Width of `text` on one line. */
  measure(text: string, style: TextStyle): number {
    return this.lines(text, style, Infinity).reduce((m, l) => Math.max(m, l.width), 0)
  }

  /** Breaks `text` into lines no wider than `maxWidth`; newlines start new paragraphs. */
  lines(text: string, style: TextStyle, maxWidth: number): Line[] {
    const out: Line[] = []
    for (const raw of text.split(/\n/)) {
      const para = raw.replace(/[ \t]+/g, ' ').trim()
      if (para) out.push(...this.paragraph(para, style, maxWidth))
    }
    return out
  }

  private paragraph(text: string, style: TextStyle, maxWidth: number): Line[] {
    const weight = style.weight ?? 'regular'
    const chain = this.faces[weight]
    const faces = this.assignFaces(text, chain)
    const base = style.base ?? this.dir
    const { levels } = bidi.getEmbeddingLevels(text, base === 'auto' ? undefined : base)
    const measure = (s: number, e: number) => {
      let w = 0
      for (let i = s; i < e;) {
        let j = i + 1
        while (j < e && faces[j] === faces[i]) j++
        w += this.width(chain[faces[i]], style.size, text.slice(i, j))
        i = j
      }
      return w
    }
    const trimEnd = (s: number, e: number) => {
      while (e > s && SPACE.test(text[e - 1])) e--
      return e
    }

    // Break opportunities (UAX #14), then greedy filling.
    const breaks: number[] = []
    const breaker = new LineBreaker(text)
    for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak()) breaks.push(bk.position)
    const ranges: [number, number][] = []
    let lineStart = 0
    let lineWidth = 0
    let segStart = 0
    for (const segEnd of breaks) {
      const visible = measure(segStart, trimEnd(segStart, segEnd))
      if (segStart > lineStart && lineWidth + visible > maxWidth) {
        ranges.push([lineStart, segStart])
        lineStart = segStart
        lineWidth = 0
      }
      if (segStart === lineStart && visible > maxWidth) {
        // A word longer than the line (a long URL): break it between characters.
        let s = segStart
        for (let i = segStart + 1; i <= segEnd; i++) {
          if (i < segEnd && /[\udc00-\udfff]/.test(text[i])) continue
          if (i > s + 1 && measure(s, i) > maxWidth) {
            const cut = /[\udc00-\udfff]/.test(text[i - 1]) ? i - 2 : i - 1
            ranges.push([s, cut])
            s = cut
          }
        }
        lineStart = s
        lineWidth = measure(s, segEnd)
      } else {
        lineWidth += measure(segStart, segEnd)
      }
      segStart = segEnd
    }
    if (lineStart < text.length) ranges.push([lineStart, text.length])

    return ranges
      .map(([s, e]) => this.line(text, levels, faces, chain, style.size, s, trimEnd(s, e)))
      .filter((l) => l.pieces.length > 0)
  }

  private line(
    text: string,
    levels: Uint8Array,
    faces: Uint8Array,
    chain: Face[],
    size: number,
    start: number,
    end: number,
  ): Line {
    // Runs of one face and one level; right-to-left runs also split into words and spaces, as
    // each word is shaped and reversed on its own.
    const runs: { s: number; e: number; level: number; face: number }[] = []
    for (let i = start; i < end;) {
      let j = i + 1
      const odd = levels[i] & 1
      while (
        j < end &&
        levels[j] === levels[i] &&
        faces[j] === faces[i] &&
        !(odd && SPACE.test(text[j]) !== SPACE.test(text[j - 1]))
      )
        j++
      runs.push({ s: i, e: j, level: levels[i], face: faces[i] })
      i = j
    }
    if (runs.length === 0) return { pieces: [], width: 0 }

    // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of
    // runs at that level or higher.
    const max = Math.max(...runs.map((r) => r.level))
    const lowestOdd = Math.min(...runs.map((r) => r.level)) | 1
    for (let level = max; level >= lowestOdd; level--) {
      for (let i = 0; i < runs.length;) {
        if (runs[i].level < level) {
          i++
          continue
        }
        let j = i
        while (j < runs.length && runs[j].level >= level) j++
        const reversed = runs.slice(i, j).reverse()
        runs.splice(i, j - i, ...reversed)
        i = j
      }
    }

    const pieces = runs.map((r): Piece => {
      const face = chain[r.face]
      let t = text.slice(r.s, r.e)
      if (r.level & 1) {
        const mirrored = Array.from(t, (ch) => bidi.getMirroredCharacter(ch) ?? ch)
        // fontkit reverses runs of a right-to-left script itself; anything else is reversed here.
        t = RTL_LETTER.test(t) ? mirrored.join('') : mirrored.reverse().join('')
      }
      return { text: t, face: face.name, width: this.width(face, size, t) }
    })
    return { pieces, width: pieces.reduce((w, p) => w + p.width, 0) }
  }

  /** Draws a line with its baseline at `y`, starting at `x` (the line's left edge). */
  draw(line: Line, x: number, y: number, style: TextStyle): void {
    const weight = style.weight ?? 'regular'
    let cx = x
    for (const p of line.pieces) {
      this.use(this.faceByName(p.face, weight), style.size)
        .fillColor(style.color ?? '#1c1917')
        .text(p.text, cx, y, { lineBreak: false, baseline: 'alphabetic' })
      cx += p.width
    }
  }

  /** `text` shortened with an ellipsis to fit `maxWidth` on one line. */
  fit(text: string, style: TextStyle, maxWidth: number): string {
    if (this.measure(text, style) <= maxWidth) return text
    const chars = Array.from(text)
    while (chars.length > 1 && this.measure(`${chars.join('')}…`, style) > maxWidth) chars.pop()
    return `${chars.join('').trimEnd()}…`
  }
}
