import { serverTranslator } from '@/i18n/server-messages'
import type { CatalogueData } from './data'
import { startDocument, titleBlock } from './layout'
import { productDetails } from './spec-sheet'
import { colors, yieldToEventLoop, type PdfWriter } from './writer'

type Entry = { level: 0 | 1; title: string; dest: string; page?: number }

const TOC = { categorySize: 10.5, productSize: 9, categoryGap: 6 }

/**
 * The whole catalogue: a cover with the categories at a glance, the table of contents, then
 * each category from a new page with all its products (trading terms, specifications, quality
 * parameters). The contents and the PDF outline link to every category and product; every page
 * is numbered. `progress` is told the share of products laid out so far.
 *
 * Pages are written out as soon as they are full, so memory stays flat and no long final step
 * blocks the server. The contents need every entry's page number, so they are drawn last, on
 * pages then moved behind the cover (their number of pages is known from the start: one line
 * per entry).
 */
export async function renderCatalogue(
  data: CatalogueData,
  progress: (share: number) => void = () => {},
): Promise<Buffer> {
  const { locale, company } = data
  const td = serverTranslator(locale, 'documents')
  const tc = serverTranslator(locale, 'categories')
  const { w, footer } = startDocument({
    locale,
    company,
    title: td('catalogue'),
    revised: data.revised,
    url: data.url,
  })
  // Opening the fonts and the first layouts take a moment: let waiting requests through.
  await yieldToEventLoop()
  const total = data.categories.reduce((n, c) => n + c.products.length, 0)
  titleBlock(
    w,
    company.name,
    td('catalogue'),
    td('catalogueSummary', { products: total, categories: data.categories.length }),
  )
  await yieldToEventLoop()
  for (const c of data.categories) {
    w.paragraph(
      `${c.name} · ${tc('productCount', { count: c.products.length })}`,
      { size: 11, weight: 'bold', color: colors.brandDark },
      { after: 1 },
    )
    w.paragraph(c.description, { size: 9.5, color: colors.muted, base: 'auto' }, { after: 8 })
  }
  await yieldToEventLoop()

  const entries: Entry[] = data.categories.flatMap((c, i) => [
    { level: 0 as const, title: c.name, dest: `c${i}` },
    ...c.products.map((p, j) => ({
      level: 1 as const,
      title: p.variety ? `${p.name} (${p.variety})` : p.name,
      dest: `c${i}p${j}`,
    })),
  ])
  const byDest = new Map(entries.map((e) => [e.dest, e]))
  const contentsTop = w.margin.top + w.measure(td('contents'), { size: 14, weight: 'bold' }) + 8
  const positions = layoutContents(w, entries, { page: 0, y: contentsTop })
  const tocPages = (positions.at(-1)?.page ?? 0) + 1
  // Pages before the contents (the cover), and the number each page will show.
  const front = w.pageIndex + 1
  const pageNumber = (index: number) => (index < front ? index + 1 : index + 1 + tocPages)
  w.streamPages((index) => footer(td('pageN', { n: pageNumber(index) })))
  // The contents are written last but read after the cover: their place in the structure is
  // taken now.
  const contents = w.element('Sect')

  let done = 0
  for (const [i, category] of data.categories.entries()) {
    w.newPage()
    byDest.get(`c${i}`)!.page = pageNumber(w.pageIndex)
    w.doc.addNamedDestination(`c${i}`)
    const outline = w.doc.outline.addItem(category.name)
    const mark = w.y - 10
    w.decoration(() =>
      w.doc.rect(w.dir === 'rtl' ? w.pageWidth - 8 : 0, mark, 8, 40).fill(colors.accent),
    )
    w.heading(category.name, 20, { keepWith: 120 })
    w.paragraph(
      category.description,
      { size: 10, color: colors.muted, base: 'auto' },
      { after: 12 },
    )

    for (const [j, product] of category.products.entries()) {
      const title = product.variety ? `${product.name} (${product.variety})` : product.name
      w.ensure(150)
      if (j > 0) w.rule(colors.line, 14)
      byDest.get(`c${i}p${j}`)!.page = pageNumber(w.pageIndex)
      w.doc.addNamedDestination(`c${i}p${j}`, 'XYZ', 0, w.pageHeight - w.y + 8, null)
      outline.addItem(title)
      w.heading(title, 12.5, { keepWith: 100, color: colors.ink, level: 3 })
      w.paragraph(
        product.description,
        { size: 8.5, color: colors.muted, base: 'auto' },
        { after: 6 },
      )
      productDetails(w, product, { headingSize: 10, compact: true })
      const link = { size: 7.5, color: colors.brand }
      w.paragraph(`${td('productPage')}: ${product.url}`, link, { link: product.url, after: 4 })
      done++
      progress(done / Math.max(1, total))
      // PDFKit works synchronously: let the server answer other requests between products.
      await yieldToEventLoop()
    }
  }
  w.endStream()

  // The contents, now that every page number is known.
  const firstContentsPage = w.pageIndex + 1
  for (let k = 0; k < tocPages; k++) w.newPage()
  w.doc.switchToPage(firstContentsPage)
  w.y = w.margin.top
  w.within(contents, () => w.heading(td('contents'), 14, { keepWith: 0 }))
  const toc = w.element('TOC', {}, contents)
  await drawContents(w, toc, entries, positions, firstContentsPage)
  toc.end()
  contents.end()
  for (let k = 0; k < tocPages; k++) {
    w.doc.switchToPage(firstContentsPage + k)
    footer(td('pageN', { n: front + k + 1 }))
  }
  w.movePages(tocPages, front)
  return w.finish()
}

type Position = { page: number; y: number }

/** Where each contents entry goes, starting at `start` and flowing onto following pages. */
function layoutContents(w: PdfWriter, entries: Entry[], start: Position): Position[] {
  let { page, y } = start
  return entries.map((e) => {
    const h =
      e.level === 0
        ? w.lineHeight(TOC.categorySize) + TOC.categoryGap
        : w.lineHeight(TOC.productSize)
    if (y + h > w.bottom) {
      page++
      y = w.margin.top
    }
    const at = { page, y: y + (e.level === 0 ? TOC.categoryGap : 0) }
    y += h
    return at
  })
}

async function drawContents(
  w: PdfWriter,
  toc: PDFKit.PDFStructureElement,
  entries: Entry[],
  positions: Position[],
  firstPage: number,
) {
  for (const [i, e] of entries.entries()) {
    if (i % 40 === 39) await yieldToEventLoop()
    const { page, y } = positions[i]
    w.doc.switchToPage(firstPage + page)
    const style =
      e.level === 0
        ? { size: TOC.categorySize, weight: 'bold' as const, color: colors.brandDark }
        : { size: TOC.productSize, color: colors.ink }
    const indent = e.level === 0 ? 0 : 14
    const number = String(e.page ?? '')
    const numberWidth = w.text.measure(number, style)
    const room = w.contentWidth - indent - 40
    const title = w.text.fit(e.title, { ...style, base: 'auto' }, room)
    const titleWidth = w.text.measure(title, { ...style, base: 'auto' })
    // An entry: its title and page number, one link to the place it names.
    const item = w.element('TOCI', {}, toc)
    const link = w.element('Link', {}, item)
    w.drawLines(w.lines(title, { ...style, base: 'auto' }, room + 1), y, style, {
      offset: indent,
      width: room + 1,
      tag: link,
    })
    w.drawLines(w.lines(number, style, 40), y, style, {
      offset: w.contentWidth - 40,
      width: 40,
      align: 'end',
      tag: link,
    })
    // A dotted leader from the title to its page number.
    const from = w.xAt(indent + titleWidth + 4, 0)
    const to = w.xAt(w.contentWidth - numberWidth - 4, 0)
    const baseline = y + w.lineHeight(style.size) * 0.72
    w.decoration(() =>
      w.doc
        .moveTo(Math.min(from, to), baseline)
        .lineTo(Math.max(from, to), baseline)
        .dash(0.6, { space: 2.4 })
        .lineWidth(0.6)
        .strokeColor(colors.line)
        .stroke()
        .undash(),
    )
    w.doc.goTo(w.margin.side, y, w.contentWidth, w.lineHeight(style.size), e.dest, {
      structParent: link,
    } as object)
    link.end()
    item.end()
  }
}
