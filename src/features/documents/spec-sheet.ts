import { serverTranslator } from '@/i18n/server-messages'
import type { SpecSheetData } from './data'
import { startDocument, titleBlock } from './layout'
import { colors, type PdfWriter } from './writer'
import type { CatalogueProduct } from '@/features/catalogue'

const QR_SIZE = 92

/** A product's one- or two-page specification sheet. */
export async function renderSpecSheet(data: SpecSheetData): Promise<Buffer> {
  const { locale, product, company, url } = data
  const td = serverTranslator(locale, 'documents')
  const { w, finish } = startDocument({
    locale,
    company,
    title: td('specSheet'),
    subject: `${td('specSheet')}: ${product.name}`,
    revised: data.revised,
    url,
  })

  // Title at the start edge, the QR code of the product page at the end edge (drawn after the
  // title and description: the order a screen reader reads them in).
  const top = w.y
  const titleWidth = w.contentWidth - QR_SIZE - 24
  titleBlock(
    w,
    td('specSheet'),
    product.variety ? `${product.name} (${product.variety})` : product.name,
    product.categoryName,
    titleWidth,
  )
  w.paragraph(product.description, { size: 10, base: 'auto' }, { width: titleWidth, after: 4 })
  const qrX = w.xAt(w.contentWidth - QR_SIZE, QR_SIZE)
  w.qr(url, qrX, top - 6, QR_SIZE, `${td('scanQr')}: ${url}`)
  const caption = { size: 7, color: colors.muted }
  w.drawLines(w.lines(td('scanQr'), caption, QR_SIZE + 20), top + QR_SIZE - 4, caption, {
    offset: w.contentWidth - QR_SIZE - 10,
    width: QR_SIZE + 20,
    align: 'center',
  })
  w.y = Math.max(w.y, top + QR_SIZE + 22)
  w.rule(colors.line, 16)

  productDetails(w, product, { headingSize: 12.5 })

  const tp = serverTranslator(locale, 'product')
  w.heading(tp('tabPackaging'), 12.5, { keepWith: 80 })
  w.keyValues([
    [tp('packagingOptions'), product.packSizes.map((p) => `${p} (${tp('available')})`).join(' · ')],
    [tp('portOfLoading'), product.port],
    [tp('container'), tp('containerValue')],
    [tp('paymentTerms'), tp('paymentTermsValue')],
    [tp('incoterms'), tp('incotermsValue')],
  ])
  w.space(6)
  const link = { size: 8.5, color: colors.brand, base: 'ltr' as const }
  w.paragraph(td('latestVersion', { url }), { ...link, base: 'auto' }, { link: url })

  return finish()
}

/**
 * Trading terms, specifications, varieties and the quality-parameter table of a product: the
 * body of a spec sheet, and of each catalogue entry.
 */
export function productDetails(
  w: PdfWriter,
  product: CatalogueProduct,
  opts: { headingSize: number; compact?: boolean },
): void {
  const td = serverTranslator(w.locale, 'documents')
  const tp = serverTranslator(w.locale, 'product')
  w.grid(
    [
      { label: tp('hsCode'), value: product.hsCode },
      { label: tp('origin'), value: product.origin },
      { label: td('grade'), value: product.grade },
      { label: tp('moq'), value: product.moq },
      { label: tp('leadTime'), value: product.leadTime },
      { label: tp('portOfLoading'), value: product.port },
      { label: tp('packSizes'), value: product.packSizes.join(', ') },
      { label: tp('certifications'), value: product.certifications.join(', ') },
    ],
    4,
    { valueSize: opts.compact ? 8.5 : 9.5 },
  )
  const size = opts.compact ? 8 : 9
  if (product.specifications.length) {
    if (!opts.compact) w.heading(tp('quickSpecs'), opts.headingSize)
    w.table(
      [
        { header: '', width: 0.4, weight: 'bold' },
        { header: '', width: 0.6 },
      ],
      product.specifications.map((s) => [s.key, s.value]),
      { size, base: 'auto' },
    )
  }
  if (product.varieties.length && !opts.compact) {
    w.heading(tp('tabVarieties'), opts.headingSize)
    for (const v of product.varieties) {
      w.paragraph(
        v.name,
        { size: 9.5, weight: 'bold', color: colors.brand, base: 'auto' },
        { after: 1 },
      )
      w.paragraph(v.attributes.map((a) => `${a.key}: ${a.value}`).join(' · '), {
        size: 9,
        base: 'auto',
      })
    }
  }
  if (product.qualityParameters.length) {
    if (!opts.compact) w.heading(tp('tabQuality'), opts.headingSize)
    w.table(
      [
        { header: tp('parameter'), width: 0.34, weight: 'bold' },
        { header: tp('specification'), width: 0.3 },
        { header: tp('testMethod'), width: 0.36 },
      ],
      product.qualityParameters.map((q) => [q.parameter, q.specification, q.method]),
      { size, base: 'auto' },
    )
  }
}
