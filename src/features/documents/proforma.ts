import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import { getPayloadClient } from '@/lib/payload'
import type { SiteSetting } from '@/payload-types'
import { company as companyOf, pageUrl, type Company } from './data'
import { formatDate, startDocument, titleBlock } from './layout'
import { amountInWords, formatDecimal, formatMoney, type Currency } from './money'
import { colors, type PdfWriter } from './writer'

/** A quotation as its proforma invoice shows it; amounts are decimal strings ('12345.50'). */
export type ProformaData = {
  /** The buyer's language: every label is in it. */
  locale: Locale
  /** 'PI-2026-0007' */
  number: string
  /** 1, 2, …: "Revision 2" is shown from the second on. */
  revision: number
  /** The inquiry's reference, as the buyer knows it. */
  reference: string
  issuedAt: string
  validUntil: string
  currency: Currency
  buyer: {
    name: string
    company?: string
    email: string
    phone?: string
    country?: string
    address?: string
  }
  lines: {
    description: string
    hsCode?: string
    quantity: string
    unit: string
    unitPrice: string
    amount: string
  }[]
  total: string
  incoterm?: string
  port?: string
  paymentTerms?: string
  leadTime?: string
  notes?: string
}

/** The seller: the company of the site settings with its bank and tax details. */
export type ProformaSeller = Company & { bank: NonNullable<SiteSetting['bank']> }

/**
 * The seller's details from the site settings, bank details included: read with full access
 * (they are staff-only fields), so only ever for a document staff send.
 */
export async function loadProformaSeller(locale: Locale): Promise<ProformaSeller> {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
  return { ...companyOf(settings), bank: settings.bank ?? {} }
}

const present = (rows: [string, string | null | undefined][]): [string, string][] =>
  rows.filter((r): r is [string, string] => Boolean(r[1]?.trim()))

/**
 * A quotation's proforma invoice as a PDF, in the buyer's language (Arabic right to left):
 * seller and buyer, the priced lines, the total in figures and in words, the terms and the
 * bank details to pay to. The seller comes from the site settings unless given.
 */
export async function renderProforma(data: ProformaData, seller?: ProformaSeller): Promise<Buffer> {
  const { locale, currency } = data
  const from = seller ?? (await loadProformaSeller(locale))
  const t = serverTranslator(locale, 'proforma')
  const money = (amount: string) => formatMoney(locale, currency, amount)
  const date = (iso: string) => formatDate(locale, iso)
  const title = t('title')
  const { w, finish } = startDocument({
    locale,
    company: from,
    title,
    subject: `${title} ${data.number}`,
    revised: data.issuedAt,
    url: pageUrl(locale, '/'),
  })

  titleBlock(
    w,
    data.number,
    title,
    data.revision > 1 ? t('revision', { n: data.revision }) : undefined,
  )
  w.grid(
    [
      { label: t('number'), value: data.number },
      { label: t('issued'), value: date(data.issuedAt) },
      { label: t('validUntil'), value: date(data.validUntil) },
      { label: t('reference'), value: data.reference },
    ],
    4,
    { valueWeight: 'bold' },
  )
  w.rule(colors.line, 10)

  parties(w, [
    {
      heading: t('seller'),
      name: from.name,
      lines: [
        from.address,
        { ltr: from.phone },
        { ltr: from.email },
        from.bank.iec ? t('labelled', { label: t('iec'), value: from.bank.iec }) : '',
        from.bank.gstin ? t('labelled', { label: t('gstin'), value: from.bank.gstin }) : '',
      ],
    },
    {
      heading: t('buyer'),
      name: data.buyer.name,
      lines: [
        data.buyer.company ?? '',
        data.buyer.address ?? '',
        data.buyer.country ? t('labelled', { label: t('country'), value: data.buyer.country }) : '',
        { ltr: data.buyer.email },
        { ltr: data.buyer.phone ?? '' },
      ],
    },
  ])

  w.table(
    [
      { header: t('description'), width: 0.36 },
      { header: t('hsCode'), width: 0.13 },
      { header: t('quantity'), width: 0.15, align: 'end' },
      { header: t('unitPrice'), width: 0.17, align: 'end' },
      { header: t('amount'), width: 0.19, align: 'end' },
    ],
    data.lines.map((l) => [
      l.description,
      l.hsCode ?? '',
      `${formatDecimal(locale, l.quantity)} ${l.unit}`,
      money(l.unitPrice),
      money(l.amount),
    ]),
    { size: 8.5, base: 'auto' },
  )
  total(w, t('total'), money(data.total))
  w.paragraph(t('amountInWords'), { size: 8, weight: 'bold', color: colors.muted }, { after: 1 })
  w.paragraph(amountInWords(locale, currency, data.total), { size: 10, weight: 'bold' })
  w.space(4)

  const delivery = [data.incoterm, data.port].filter(Boolean).join(' ')
  const terms = present([
    [t(data.incoterm ? 'incoterm' : 'port'), delivery],
    [t('paymentTerms'), data.paymentTerms],
    [t('leadTime'), data.leadTime],
    [t('validUntil'), t('validUntilDate', { date: date(data.validUntil) })],
  ])
  // A short list and its heading stay on one page.
  const listHeight = (rows: unknown[]) => rows.length * (w.lineHeight(9.5) + 3) + 10
  w.heading(t('terms'), 12, { keepWith: listHeight(terms) })
  w.keyValues(terms)
  if (data.notes?.trim()) {
    w.space(4)
    w.paragraph(t('notes'), { size: 9.5, weight: 'bold', color: colors.muted }, { after: 1 })
    w.paragraph(data.notes, { size: 9.5, base: 'auto' })
  }

  const bank = present([
    [t('beneficiary'), from.bank.beneficiary],
    [t('bankName'), from.bank.bankName],
    [t('accountNumber'), from.bank.accountNumber],
    [t('swift'), from.bank.swift],
    [t('ifsc'), from.bank.ifsc],
    [t('branch'), from.bank.branchAddress],
  ])
  if (bank.length) {
    w.space(4)
    // In a grid of three columns (label over value), kept with its heading and the closing note.
    w.heading(t('bankDetails'), 12, { keepWith: Math.ceil(bank.length / 3) * 44 + 24 })
    w.grid(
      bank.map(([label, value]) => ({ label, value })),
      3,
    )
  }
  w.space(6)
  w.paragraph(t('notTaxInvoice'), { size: 8.5, color: colors.muted })

  return finish()
}

/** Seller and buyer side by side (the seller at the start edge), each under its heading. */
function parties(
  w: PdfWriter,
  blocks: { heading: string; name: string; lines: (string | { ltr: string })[] }[],
) {
  const gap = 20
  const width = (w.contentWidth - gap) / 2
  const head = { size: 8.5, weight: 'bold' as const, color: colors.accent }
  const name = { size: 10.5, weight: 'bold' as const, base: 'auto' as const }
  const body = { size: 9, base: 'auto' as const, color: colors.ink }
  const ltr = { ...body, base: 'ltr' as const }
  const laid = blocks.map((b) => ({
    head: w.lines(b.heading, head, width),
    name: w.lines(b.name, name, width),
    // Phone numbers and addresses stay left to right (their digit groups in order) in Arabic.
    body: b.lines
      .map((l) => (typeof l === 'string' ? { text: l, style: body } : { text: l.ltr, style: ltr }))
      .filter((l) => l.text.trim())
      .map((l) => ({ style: l.style, lines: w.lines(l.text, l.style, width) })),
  }))
  const heightOf = (l: (typeof laid)[number]) =>
    l.head.length * w.lineHeight(head.size) +
    l.name.length * w.lineHeight(name.size) +
    l.body.reduce((h, p) => h + p.lines.length * w.lineHeight(body.size), 0)
  const height = Math.max(...laid.map(heightOf))
  w.ensure(height)
  const top = w.y
  laid.forEach((l, i) => {
    const offset = i * (width + gap)
    let y = top
    y += w.drawLines(l.head, y, head, { offset, width, tag: 'H2' })
    y += w.drawLines(l.name, y, name, { offset, width })
    for (const p of l.body) y += w.drawLines(p.lines, y, p.style, { offset, width })
  })
  w.y = top + height + 10
}

/** The total: label and amount at the end edge, under the table's amount column. */
function total(w: PdfWriter, label: string, amount: string) {
  const style = {
    size: 11,
    weight: 'bold' as const,
    color: colors.brandDark,
    base: 'auto' as const,
  }
  const h = w.lineHeight(style.size)
  w.ensure(h + 40)
  const amountWidth = w.contentWidth * 0.3
  const labelWidth = w.contentWidth * 0.3
  w.y -= 4
  w.drawLines(w.lines(label, style, labelWidth), w.y, style, {
    offset: w.contentWidth - amountWidth - labelWidth,
    width: labelWidth,
    align: 'end',
  })
  w.drawLines(w.lines(amount, style, amountWidth), w.y, style, {
    offset: w.contentWidth - amountWidth,
    width: amountWidth,
    align: 'end',
  })
  w.y += h + 8
}
