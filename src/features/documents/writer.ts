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
export type Column = {
  header: string
  width: number
  weight?: 'regular' | 'bold'
  /** Within the cell (figures at the end edge); the start edge by default. */
  align?: Align
}

/** A node of the document's structure (PDF tags): what screen readers and reflow read. */
type Element = PDFKit.PDFStructureElement
/** A structure type to start a new element of, or an element to add to. */
type Tag = string | Element
/** What PDFKit takes for a structure element (its types know only the first four). */
type ElementOptions = {
  title?: string
  lang?: string
  alt?: string
  actual?: string
  /** Of a table header cell: Column or Row. */
  scope?: 'Column' | 'Row'
  /** Of a figure: its box on the page (left, top, right, bottom) and Block placement. */
  bbox?: [number, number, number, number]
  placement?: 'Block' | 'Inline'
}

type BlockOptions = {
  /** The structure element the text belongs to: a type (default P) or an existing element. */
  tag?: Tag
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
 *
 * The PDF is tagged: every block is also a structure element (headings H1–H4, paragraphs,
 * lists, tables with header cells, links with their annotations, the QR code as a figure with
 * its text), in reading order, so screen readers, reflowing viewers and text extraction read the
 * document as a document. Rules, bands, bullets and the running header and footer are marked as
 * artifacts, outside the structure.
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
  /** The structure: the document element, and the elements new blocks go into. */
  private readonly parents: Element[]
  /** The list consecutive bullets join (ended by any other block). */
  private list: Element | null = null
  /** Inside an artifact: drawing is not tagged. */
  private artifactDepth = 0

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
      tagged: true,
      pdfVersion: '1.7',
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
    const root = this.doc.struct('Document')
    this.doc.addStructure(root)
    this.parents = [root]
  }

  /**
   * A new structure element of `type`, the next one in `parent` (by default the element blocks
   * are going into).
   */
  element(
    type: string,
    options: ElementOptions = {},
    parent = this.parents[this.parents.length - 1],
  ): Element {
    const el = this.doc.struct(type, options as Parameters<PDFKit.PDFDocument['struct']>[1])
    parent.add(el)
    return el
  }

  /** Runs `draw` with the element `tag` names: a new one of that type, ended after, or `tag`. */
  private withElement<T>(tag: Tag, draw: (el: Element) => T): T {
    if (typeof tag !== 'string') return draw(tag)
    const el = this.element(tag)
    try {
      return draw(el)
    } finally {
      el.end()
    }
  }

  /** Runs `draw` with the blocks it writes going into `el`. */
  within(el: Element, draw: () => void): void {
    this.parents.push(el)
    try {
      draw()
    } finally {
      this.parents.pop()
    }
  }

  /**
   * Drawing that is not content: decoration (rules, bands, bullets, leaders) or what repeats on
   * every page (running header, footer, a table's repeated header row). Marked as an artifact.
   */
  decoration(draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
    if (this.artifactDepth > 0) return draw()
    this.doc.markContent('Artifact', { type })
    this.artifactDepth++
    try {
      draw()
    } finally {
      this.artifactDepth--
      this.doc.endMarkedContent()
    }
  }

  /** What `draw` puts on the page, marked as content of `el`. */
  private mark(el: Element, draw: () => void): void {
    el.add(this.doc.markStructureContent(structType(el)))
    draw()
    this.doc.endMarkedContent()
  }

  /** Ends the list that bullets were joining, if any. */
  private endList(): void {
    this.list?.end()
    this.list = null
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
    const footer = this.pageDone
    if (!footer) return
    this.decoration(() => footer(this.pageIndex), 'Pagination')
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
    const header = this.onNewPage
    if (header) this.decoration(header, 'Pagination')
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

  /**
   * Draws laid-out lines with their top at `top`, within a box; returns the height used. The
   * lines are one structure element (`opts.tag`, a new P by default), a link a Link within it;
   * inside a decoration (an artifact) they are no element at all.
   */
  drawLines(lines: Line[], top: number, style: TextStyle, opts: BlockOptions = {}): number {
    const width = opts.width ?? this.contentWidth
    const boxLeft = this.xAt(opts.offset ?? 0, width)
    const lh = this.lineHeight(style.size)
    const drawLine = (el: Element | null, line: Line, i: number) => {
      const align = opts.align ?? 'start'
      const atEnd = (align === 'end') !== (this.dir === 'rtl')
      const x =
        align === 'center'
          ? boxLeft + (width - line.width) / 2
          : atEnd
            ? boxLeft + width - line.width
            : boxLeft
      const lineTop = top + i * lh
      const draw = () => this.text.draw(line, x, this.baseline(lineTop, style.size), style)
      const annotate = (link?: Element) => {
        const annotation = { structParent: link } as object
        if (opts.link) this.doc.link(x, lineTop, line.width, lh, opts.link, annotation)
        if (opts.goTo) this.doc.goTo(x, lineTop, line.width, lh, opts.goTo, annotation)
      }
      if (!el) {
        draw()
        annotate()
      } else if (!opts.link && !opts.goTo) this.mark(el, draw)
      else {
        // A link: its text and its annotation in one Link element.
        const link = this.element('Link', {}, el)
        this.mark(link, draw)
        annotate(link)
        link.end()
      }
    }
    if (this.artifactDepth > 0) lines.forEach((line, i) => drawLine(null, line, i))
    else
      this.withElement(opts.tag ?? 'P', (el) => lines.forEach((line, i) => drawLine(el, line, i)))
    return lines.length * lh
  }

  /** A paragraph at the cursor; it continues on the next page when it does not fit. */
  paragraph(text: string, style: TextStyle, opts: BlockOptions & { after?: number } = {}): void {
    this.endList()
    const lh = this.lineHeight(style.size)
    this.withElement(opts.tag ?? 'P', (el) => {
      for (const line of this.lines(text, style, opts.width ?? this.contentWidth)) {
        this.ensure(lh)
        this.y += this.drawLines([line], this.y, style, { ...opts, tag: el })
      }
    })
    this.y += opts.after ?? style.size * 0.6
  }

  /**
   * A heading (H2 unless `level` says otherwise) kept together with at least `keepWith` points
   * of what follows it.
   */
  heading(
    text: string,
    size: number,
    opts: { color?: string; keepWith?: number; level?: number } = {},
  ): void {
    this.endList()
    // Headings are interface texts or CMS titles (possibly untranslated): direction from the text.
    const style: TextStyle = {
      size,
      weight: 'bold',
      color: opts.color ?? colors.brandDark,
      base: 'auto',
    }
    const lines = this.lines(text, style)
    this.ensure(lines.length * this.lineHeight(size) + (opts.keepWith ?? 60))
    this.y += this.drawLines(lines, this.y, style, { tag: `H${opts.level ?? 2}` })
    this.y += size * 0.35
  }

  /** A thin rule across the content width. */
  rule(color = colors.line, gap = 8): void {
    this.decoration(() =>
      this.doc
        .moveTo(this.margin.side, this.y + gap / 2)
        .lineTo(this.margin.side + this.contentWidth, this.y + gap / 2)
        .lineWidth(0.6)
        .strokeColor(color)
        .stroke(),
    )
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
    this.endList()
    const size = opts.size ?? 9
    const width = opts.width ?? this.contentWidth
    const pad = 5
    const table = this.element('Table')
    const hasHeader = columns.some((c) => c.header)
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

    /** A row: TH cells in the header row, TD cells below; a repeated header is an artifact. */
    const drawRow = (cells: string[], header: boolean, repeated = false) => {
      const cellLines = layout(cells, header)
      const h = rowHeight(cellLines)
      const x = this.xAt(opts.offset ?? 0, width)
      if (header) this.decoration(() => this.doc.rect(x, this.y, width, h).fill(colors.brandLight))
      /** The cells, in `row`; with none, drawn only (in a decoration). */
      const cellsOf = (row: Element | null) =>
        cellLines.forEach((lines, i) => {
          // Header cells: the header row's, and the bold first column of a table without one.
          const rowHeader = !header && i === 0 && !hasHeader && columns[0].weight === 'bold'
          const cell =
            row &&
            (header || rowHeader
              ? this.element('TH', { scope: header ? 'Column' : 'Row' }, row)
              : this.element('TD', {}, row))
          this.drawLines(
            lines,
            this.y + pad,
            {
              size,
              weight: header || columns[i].weight === 'bold' ? 'bold' : 'regular',
              color: header ? colors.brandDark : colors.ink,
            },
            {
              offset: (opts.offset ?? 0) + offsets[i] + pad,
              width: widths[i] - 2 * pad,
              align: columns[i].align,
              tag: cell ?? undefined,
            },
          )
          cell?.end()
        })
      if (repeated) this.decoration(() => cellsOf(null), 'Pagination')
      else {
        const row = this.element('TR', {}, table)
        cellsOf(row)
        row.end()
      }
      this.y += h
      this.decoration(() =>
        this.doc
          .moveTo(x, this.y)
          .lineTo(x + width, this.y)
          .lineWidth(0.5)
          .strokeColor(colors.line)
          .stroke(),
      )
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
        if (header) drawRow(header, true, true)
      }
      drawRow(row, false)
    }
    table.end()
    this.y += 10
  }

  /** Label–value pairs in two columns (label at the start edge). */
  keyValues(
    rows: [string, string][],
    opts: { size?: number; width?: number; offset?: number; labelShare?: number } = {},
  ): void {
    this.endList()
    const size = opts.size ?? 9.5
    const width = opts.width ?? this.contentWidth
    const labelWidth = width * (opts.labelShare ?? 0.36)
    const gap = 8
    // A table of two columns: each label is its row's header.
    const table = this.element('Table')
    for (const [label, value] of rows) {
      const labelStyle: TextStyle = { size, weight: 'bold', color: colors.muted }
      const valueStyle: TextStyle = { size, base: 'auto' }
      const l = this.lines(label, labelStyle, labelWidth - gap)
      const v = this.lines(value, valueStyle, width - labelWidth)
      const h = Math.max(l.length, v.length, 1) * this.lineHeight(size)
      this.ensure(h + 3)
      const row = this.element('TR', {}, table)
      const th = this.element('TH', { scope: 'Row' }, row)
      this.drawLines(l, this.y, labelStyle, {
        offset: opts.offset ?? 0,
        width: labelWidth - gap,
        tag: th,
      })
      th.end()
      const td = this.element('TD', {}, row)
      this.drawLines(v, this.y, valueStyle, {
        offset: (opts.offset ?? 0) + labelWidth,
        width: width - labelWidth,
        tag: td,
      })
      td.end()
      row.end()
      this.y += h + 3
    }
    table.end()
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
    this.endList()
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
    // Consecutive bullets are the items of one list.
    this.list ??= this.element('L')
    const item = this.element('LI', {}, this.list)
    const body = this.element('LBody', {}, item)
    lines.forEach((line, i) => {
      this.ensure(lh)
      if (i === 0) {
        const r = style.size * 0.17
        const cx = this.xAt(indent / 2 - r, 2 * r) + r
        this.decoration(() => this.doc.circle(cx, this.y + lh / 2, r).fill(colors.brand))
      }
      this.y += this.drawLines([line], this.y, style, {
        offset: indent,
        width: this.contentWidth - indent,
        tag: body,
      })
    })
    body.end()
    item.end()
    this.y += style.size * 0.25
  }

  /** A QR code of `url` as vector squares, `size` points wide, with its left-top at x, y. */
  qr(url: string, x: number, y: number, size: number, alt: string): void {
    this.endList()
    const qr = QRCode.create(url, { errorCorrectionLevel: 'M' })
    const n = qr.modules.size
    // Four modules of quiet zone on each side, as scanners expect.
    const cell = size / (n + 8)
    const figure = this.element('Figure', {
      alt,
      bbox: [x, y, x + size, y + size],
      placement: 'Block',
    })
    this.mark(figure, () => {
      this.doc.rect(x, y, size, size).fill(colors.white)
      for (let r = 0; r < n; r++)
        for (let c = 0; c < n; c++)
          if (qr.modules.get(r, c))
            this.doc.rect(x + (c + 4) * cell, y + (r + 4) * cell, cell, cell)
      this.doc.fill('#000000')
    })
    figure.end()
  }

  /**
   * Writes `draw(pageIndex, pageCount)` onto every page once the body is complete (page
   * numbers, running footers), then returns the finished file.
   */
  async finish(draw?: (page: number, count: number) => void): Promise<Buffer> {
    this.endList()
    const { start, count } = this.doc.bufferedPageRange()
    if (draw)
      for (let i = start; i < start + count; i++) {
        this.doc.switchToPage(i)
        this.decoration(() => draw(i - start, count), 'Pagination')
        if (i % 20 === 19) await yieldToEventLoop()
      }
    this.parents[0].end()
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

/** The structure type of an element (PDFKit keeps it in the element's dictionary). */
const structType = (el: Element): string =>
  (el as unknown as { dictionary: { data: { S: string } } }).dictionary.data.S

/** Lets other requests run between chunks of a long generation (PDFKit works synchronously). */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))
