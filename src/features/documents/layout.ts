import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import type { Company } from './data'
import { colors, PdfWriter } from './writer'

export const formatDate = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

const host = (url: string) => url.replace(/^https?:\/\//, '')

/**
 * A new document with the company band on its first page, a running header on the others and,
 * once finished, a footer on every page: title, revision date, page n of N and the online URL.
 * (`footer` draws one on the current page, for documents that write pages out as they go.)
 */
export function startDocument(opts: {
  locale: Locale
  company: Company
  title: string
  subject?: string
  revised: string
  url: string
}): { w: PdfWriter; finish: () => Promise<Buffer>; footer: (pageLabel: string) => void } {
  const { locale, company, title } = opts
  const t = serverTranslator(locale, 'documents')
  const w = new PdfWriter(locale, {
    title: `${title} - ${company.name}`,
    subject: opts.subject ?? title,
    author: company.name,
    date: new Date(opts.revised),
  })

  // First page: a full-width band with the company and its contacts.
  const bandHeight = 92
  w.decoration(() => w.doc.rect(0, 0, w.pageWidth, bandHeight).fill(colors.brandDark))
  const half = w.contentWidth / 2
  let y = 26
  y += w.drawLines(
    w.lines(company.name, { size: 17, weight: 'bold' }, half),
    y,
    { size: 17, weight: 'bold', color: colors.white },
    { width: half },
  )
  if (company.tagline)
    w.drawLines(
      w.lines(company.tagline, { size: 8.5 }, half),
      y,
      { size: 8.5, color: '#dcfce7' },
      { width: half },
    )
  const contacts = [company.email, company.phone, host(company.website)]
  contacts.forEach((line, i) => {
    const style = { size: 8.5, color: colors.white, base: 'ltr' as const }
    w.drawLines(w.lines(line, style, half), 24 + i * w.lineHeight(8.5), style, {
      offset: half,
      width: half,
      align: 'end',
      link: i === 0 ? `mailto:${company.email}` : i === 2 ? company.website : undefined,
    })
  })
  w.y = bandHeight + 26

  w.onNewPage = () => {
    const style = { size: 8, color: colors.muted }
    const top = 30
    w.drawLines(
      w.lines(company.name, { ...style, weight: 'bold' }, half),
      top,
      {
        ...style,
        weight: 'bold',
      },
      { width: half },
    )
    w.drawLines(w.lines(title, style, half), top, style, {
      offset: half,
      width: half,
      align: 'end',
    })
    w.doc
      .moveTo(w.margin.side, top + 16)
      .lineTo(w.margin.side + w.contentWidth, top + 16)
      .lineWidth(0.5)
      .strokeColor(colors.line)
      .stroke()
  }

  /** The footer of the current page, with its page label ("Page 2 of 5"). */
  const footer = (pageLabel: string) => w.decoration(() => drawFooter(pageLabel), 'Pagination')
  const drawFooter = (pageLabel: string) => {
    const style = { size: 7.5, color: colors.muted }
    const top = w.pageHeight - 48
    w.doc
      .moveTo(w.margin.side, top - 6)
      .lineTo(w.margin.side + w.contentWidth, top - 6)
      .lineWidth(0.5)
      .strokeColor(colors.line)
      .stroke()
    const wide = w.contentWidth * 0.7
    const narrow = w.contentWidth - wide
    const line2 = top + w.lineHeight(7.5)
    w.drawLines(w.lines(`${company.name} · ${title}`, style, wide), top, style, { width: wide })
    w.drawLines(w.lines(pageLabel, style, narrow), top, style, {
      offset: wide,
      width: narrow,
      align: 'end',
    })
    w.drawLines(
      w.lines(t('revision', { date: formatDate(locale, opts.revised) }), style, wide),
      line2,
      style,
      { width: wide },
    )
    const urlStyle = { ...style, color: colors.brand, base: 'ltr' as const }
    w.drawLines(w.lines(host(opts.url), urlStyle, w.contentWidth), line2, urlStyle, {
      offset: w.contentWidth * 0.3,
      width: w.contentWidth * 0.7,
      align: 'end',
      link: opts.url,
    })
  }

  const finish = () => w.finish((page, count) => footer(t('page', { n: page + 1, count })))

  return { w, finish, footer }
}

/** A document's title block: a small overline, the title and an optional subtitle. */
export function titleBlock(
  w: PdfWriter,
  overline: string,
  title: string,
  subtitle?: string,
  width = w.contentWidth,
): void {
  const over = { size: 8.5, weight: 'bold' as const, color: colors.accent }
  w.y += w.drawLines(w.lines(overline.toUpperCase(), over, width), w.y, over, { width })
  const big = { size: 22, weight: 'bold' as const, color: colors.ink, base: 'auto' as const }
  w.y += w.drawLines(w.lines(title, big, width), w.y, big, { width, tag: 'H1' })
  if (subtitle) {
    const sub = { size: 10.5, color: colors.muted, base: 'auto' as const }
    w.y += w.drawLines(w.lines(subtitle, sub, width), w.y, sub, { width })
  }
  w.y += 10
}
