import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { localeDir, type Locale } from '@/i18n/locales'
import { facesFor } from './fonts'
import { TextEngine, type Line, type TextStyle } from './text'

export const colors = {
  ink: '#1c1917',
  muted: '#57534e',
  line: '#d6d3d1',
  band: '#f5f5f4',
  brand: '#166534',
  brandDark: '#14532d',
  brandLight: '#f0fdf4',
  accent: '#b45309',
  white: '#ffffff',
}

export type Align = 'start' | 'end' | 'center'
export type Column = { header: string; width: number; weight?: 'regular' | 'bold' }

type BlockOptions = {
  /** Distance from the start edge (left in LTR, right in RTL) of the content area. */
  offset?: number
  width?: number
  align?: Align
  /** A URL the text links to. */
  link?: string
  /** A named destination in this document the text links to. */
  goTo?: string
}

/**
 * A page-flowing writer over PDFKit: A4 pages, a cursor that moves down, and blocks (text,
 * key-value lists, tables) that start a new page when they do not fit. Horizontal positions are
 * given from the start edge, so the same layout code mirrors itself in right-to-left languages.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument
  readonly text: TextEngine
  readonly dir: 'ltr' | 'rtl'
  readonly pageWidth = 595.28
  readonly pageHeight = 841.89
  readonly margin = { top: 64, bottom: 64, side: 50 }
  /** Line height as a multiple of the font size: Arabic and CJK need more room. */
  readonly leading: number
  y: number
  /** Draws the running header on every page after the first; set by the document. */
  onNewPage?: () => void
  /**
   * Set by documents that write each page out once it is full (see `streamPages`): draws the
   * finished page's footer, given the page's index in order of creation.
   */
  private pageDone?: (index: number) => void

  constructor(
    readonly locale: Locale,
    info: { title: string; author: string; subject?: string; keywords?: string; date: Date },
  ) {
    this.dir = localeDir(locale)
    this.leading = locale === 'ar' ? 1.75 : locale === 'zh' || locale === 'ja' ? 1.6 : 1.4
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      // No built-in font: every text uses the embedded Noto faces.
      font: '',
      bufferPages: true,
      autoFirstPage: true,
      lang: locale,
      displayTitle: true,
      // The content's revision date, not the time of generation: one content, one identical file.
      info: {
        Title: info.title,
        Author: info.author,
        Subject: info.subject ?? info.title,
        Keywords: info.keywords ?? '',
        Creator: info.author,
        Producer: info.author,
        CreationDate: info.date,
      },
    })
    this.text = new TextEngine(
      this.doc,
      { regular: facesFor(locale, 'regular'), bold: facesFor(locale, 'bold') },
      this.dir,
    )
    this.y = this.margin.top
  }

  get contentWidth(): number {
    return this.pageWidth - 2 * this.margin.side
  }

  get bottom(): number {
    return this.pageHeight - this.margin.bottom
  }

  /** The left x of a box `w` wide whose start edge is `offset` from the content's start edge. */
  xAt(offset: number, w: number, areaLeft = this.margin.side, areaWidth = this.contentWidth) {
    return this.dir === 'rtl' ? areaLeft + areaWidth - offset - w : areaLeft + offset
  }

  lineHeight(size: number): number {
    return size * this.leading
  }

  private baseline(top: number, size: number): number {
    return top + (this.lineHeight(size) - size) / 2 + size * 0.8
  }

  /** Index of the current page in order of creation. */
  get pageIndex(): number {
    const { start, count } = this.doc.bufferedPageRange()
    return start + count - 1
  }

  /**
   * From now on each page is written to the output (and its memory freed) as soon as the next
   * one starts, after `footer` has drawn on it. Long documents then never hold all their pages,
   * and the final write is short.
   */
  streamPages(footer: (index: number) => void): void {
    this.pageDone = footer
  }

  /** Finishes the current page in streaming mode: footer, then written out. */
  closePage(): void {
    if (!this.pageDone) return
    this.pageDone(this.pageIndex)
    this.doc.flushPages()
  }

  /** Writes out the current page and keeps the pages that follow until the end. */
  endStream(): void {
    this.closePage()
    this.pageDone = undefined
  }

  newPage(): void {
    this.closePage()
    this.doc.addPage()
    this.y = this.margin.top
    this.onNewPage?.()
  }

  /**
   * Moves the last `count` pages to `position` in the page order (the contents, written last,
   * go after the cover). PDFKit has no API for the order of pages: it is the Kids array of the
   * page tree, written at the end.
   */
  movePages(count: number, position: number): void {
    const tree = (
      this.doc as unknown as { _root: { data: { Pages: { data: { Kids: unknown[] } } } } }
    )._root.data.Pages.data
    const moved = tree.Kids.splice(tree.Kids.length - count, count)
    tree.Kids.splice(position, 0, ...moved)
  }

  /** Starts a new page unless `height` more fits on this one. */
  ensure(height: number): void {
    if (this.y + height > this.bottom) this.newPage()
  }

  space(height: number): void {
    this.y += height
  }

  lines(text: string, style: TextStyle, width = this.contentWidth): Line[] {
    return this.text.lines(text, style, width)
  }

  /** Height of `text` laid out in `width`. */
  measure(text: string, style: TextStyle, width = this.contentWidth): number {
    return this.lines(text, style, width).length * this.lineHeight(style.size)
  }

  /** Draws laid-out lines with their top at `top`, within a box; returns the height used. */
  drawLines(lines: Line[], top: number, style: TextStyle, opts: BlockOptions = {}): number {
    const width = opts.width ?? this.contentWidth
    const boxLeft = this.xAt(opts.offset ?? 0, width)
    const lh = this.lineHeight(style.size)
    lines.forEach((line, i) => {
      const align = opts.align ?? 'start'
      const atEnd = (align === 'end') !== (this.dir === 'rtl')
      const x =
        align === 'center'
          ? boxLeft + (width - line.width) / 2
          : atEnd
            ? boxLeft + width - line.width
            : boxLeft
      const lineTop = top + i * lh
      this.text.draw(line, x, this.baseline(lineTop, style.size), style)
      if (opts.link) this.doc.link(x, lineTop, line.width, lh, opts.link)
      if (opts.goTo) this.doc.goTo(x, lineTop, line.width, lh, opts.goTo)
    })
    return lines.length * lh
  }

  /** A paragraph at the cursor; it continues on the next page when it does not fit. */
  paragraph(text: string, style: TextStyle, opts: BlockOptions & { after?: number } = {}): void {
    const lh = this.lineHeight(style.size)
    for (const line of this.lines(text, style, opts.width ?? this.contentWidth)) {
      this.ensure(lh)
      this.y += this.drawLines([line], this.y, style, opts)
    }
    this.y += opts.after ?? style.size * 0.6
  }

  /** A heading kept together with at least `keepWith` points of what follows it. */
  heading(text: string, size: number, opts: { color?: string; keepWith?: number } = {}): void {
    // Headings are interface texts or CMS titles (possibly untranslated): direction from the text.
    const style: TextStyle = {
      size,
      weight: 'bold',
      color: opts.color ?? colors.brandDark,
      base: 'auto',
    }
    const lines = this.lines(text, style)
    this.ensure(lines.length * this.lineHeight(size) + (opts.keepWith ?? 60))
    this.y += this.drawLines(lines, this.y, style)
    this.y += size * 0.35
  }

  /** A thin rule across the content width. */
  rule(color = colors.line, gap = 8): void {
    this.doc
      .moveTo(this.margin.side, this.y + gap / 2)
      .lineTo(this.margin.side + this.contentWidth, this.y + gap / 2)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke()
    this.y += gap
  }

  /**
   * A table: header row on a tinted band (repeated after a page break), rows separated by rules.
   * Column widths are fractions of the width; the first column is at the start edge.
   */
  table(
    columns: Column[],
    rows: string[][],
    opts: { size?: number; width?: number; offset?: number; base?: TextStyle['base'] } = {},
  ): void {
    const size = opts.size ?? 9
    const width = opts.width ?? this.contentWidth
    const pad = 5
    const widths = columns.map((c) => c.width * width)
    const offsets = widths.map((_, i) => widths.slice(0, i).reduce((a, b) => a + b, 0))
    const layout = (cells: string[], header: boolean) =>
      cells.map((cell, i) =>
        this.lines(
          cell,
          {
            size,
            weight: header || columns[i].weight === 'bold' ? 'bold' : 'regular',
            base: header ? undefined : opts.base,
          },
          widths[i] - 2 * pad,
        ),
      )
    const rowHeight = (cellLines: Line[][]) =>
      Math.max(1, ...cellLines.map((l) => l.length)) * this.lineHeight(size) + 2 * pad

    const drawRow = (cells: string[], header: boolean) => {
      const cellLines = layout(cells, header)
      const h = rowHeight(cellLines)
      const x = this.xAt(opts.offset ?? 0, width)
      if (header) this.doc.rect(x, this.y, width, h).fill(colors.brandLight)
      cellLines.forEach((lines, i) =>
        this.drawLines(
          lines,
          this.y + pad,
          {
            size,
            weight: header || columns[i].weight === 'bold' ? 'bold' : 'regular',
            color: header ? colors.brandDark : colors.ink,
          },
          { offset: (opts.offset ?? 0) + offsets[i] + pad, width: widths[i] - 2 * pad },
        ),
      )
      this.y += h
      this.doc
        .moveTo(x, this.y)
        .lineTo(x + width, this.y)
        .lineWidth(0.5)
        .strokeColor(colors.line)
        .stroke()
    }

    // A table whose columns have no headers (label-value rows) has no header row.
    const header = columns.some((c) => c.header) ? columns.map((c) => c.header) : null
    const headerHeight = header ? rowHeight(layout(header, true)) : 0
    const firstRow = rows[0] ? rowHeight(layout(rows[0], false)) : 0
    this.ensure(headerHeight + firstRow)
    if (header) drawRow(header, true)
    for (const row of rows) {
      const h = rowHeight(layout(row, false))
      if (this.y + h > this.bottom) {
        this.newPage()
        if (header) drawRow(header, true)
      }
      drawRow(row, false)
    }
    this.y += 10
  }

  /** Label–value pairs in two columns (label at the start edge). */
  keyValues(
    rows: [string, string][],
    opts: { size?: number; width?: number; offset?: number; labelShare?: number } = {},
  ): void {
    const size = opts.size ?? 9.5
    const width = opts.width ?? this.contentWidth
    const labelWidth = width * (opts.labelShare ?? 0.36)
    const gap = 8
    for (const [label, value] of rows) {
      const labelStyle: TextStyle = { size, weight: 'bold', color: colors.muted }
      const valueStyle: TextStyle = { size, base: 'auto' }
      const l = this.lines(label, labelStyle, labelWidth - gap)
      const v = this.lines(value, valueStyle, width - labelWidth)
      const h = Math.max(l.length, v.length, 1) * this.lineHeight(size)
      this.ensure(h + 3)
      this.drawLines(l, this.y, labelStyle, { offset: opts.offset ?? 0, width: labelWidth - gap })
      this.drawLines(v, this.y, valueStyle, {
        offset: (opts.offset ?? 0) + labelWidth,
        width: width - labelWidth,
      })
      this.y += h + 3
    }
  }

  /**
   * Facts in a grid of `cols` columns: a small label over its value in each cell (trading terms,
   * figures). Rows start a new page as a whole.
   */
  grid(
    items: { label: string; value: string }[],
    cols: number,
    opts: {
      valueSize?: number
      labelSize?: number
      valueColor?: string
      valueWeight?: 'bold'
    } = {},
  ): void {
    const labelStyle: TextStyle = {
      size: opts.labelSize ?? 7.5,
      weight: 'bold',
      color: colors.muted,
    }
    const valueStyle: TextStyle = {
      size: opts.valueSize ?? 9.5,
      base: 'auto',
      color: opts.valueColor,
      weight: opts.valueWeight,
    }
    const gap = 10
    const cellWidth = (this.contentWidth - gap * (cols - 1)) / cols
    for (let i = 0; i < items.length; i += cols) {
      const row = items.slice(i, i + cols).map((item) => ({
        label: this.lines(item.label, labelStyle, cellWidth),
        value: this.lines(item.value, valueStyle, cellWidth),
      }))
      const h = Math.max(
        ...row.map(
          (c) =>
            c.label.length * this.lineHeight(labelStyle.size) +
            c.value.length * this.lineHeight(valueStyle.size),
        ),
      )
      this.ensure(h + 8)
      row.forEach((c, j) => {
        const offset = j * (cellWidth + gap)
        const labelHeight = this.drawLines(c.label, this.y, labelStyle, {
          offset,
          width: cellWidth,
        })
        this.drawLines(c.value, this.y + labelHeight, valueStyle, { offset, width: cellWidth })
      })
      this.y += h + 8
    }
  }

  /** A bulleted list item (the bullet at the start edge). */
  bullet(text: string, style: TextStyle, indent = 12): void {
    const lines = this.lines(text, style, this.contentWidth - indent)
    const lh = this.lineHeight(style.size)
    lines.forEach((line, i) => {
      this.ensure(lh)
      if (i === 0) {
        const r = style.size * 0.17
        const cx = this.xAt(indent / 2 - r, 2 * r) + r
        this.doc.circle(cx, this.y + lh / 2, r).fill(colors.brand)
      }
      this.y += this.drawLines([line], this.y, style, {
        offset: indent,
        width: this.contentWidth - indent,
      })
    })
    this.y += style.size * 0.25
  }

  /** A QR code of `url` as vector squares, `size` points wide, with its left-top at x, y. */
  qr(url: string, x: number, y: number, size: number): void {
    const qr = QRCode.create(url, { errorCorrectionLevel: 'M' })
    const n = qr.modules.size
    // Four modules of quiet zone on each side, as scanners expect.
    const cell = size / (n + 8)
    this.doc.rect(x, y, size, size).fill(colors.white)
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++)
        if (qr.modules.get(r, c)) this.doc.rect(x + (c + 4) * cell, y + (r + 4) * cell, cell, cell)
    this.doc.fill('#000000')
  }

  /**
   * Writes `draw(pageIndex, pageCount)` onto every page once the body is complete (page
   * numbers, running footers), then returns the finished file.
   */
  async finish(draw?: (page: number, count: number) => void): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange()
    if (draw)
      for (let i = start; i < start + count; i++) {
        this.doc.switchToPage(i)
        draw(i - start, count)
        if (i % 20 === 19) await yieldToEventLoop()
      }
    const chunks: Buffer[] = []
    this.doc.on('data', (c: Buffer) => chunks.push(c))
    const done = new Promise<void>((resolve, reject) => {
      this.doc.on('end', resolve)
      this.doc.on('error', reject)
    })
    this.doc.end()
    await done
    return Buffer.concat(chunks)
  }
}

/** Lets other requests run between chunks of a long generation (PDFKit works synchronously). */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))
