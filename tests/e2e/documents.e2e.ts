import { expect, test } from './support/test'
import { catalogueTranslations } from '../../src/seed/catalogue/i18n'
import fs from 'node:fs'
import path from 'node:path'
import { pdfText } from '../helpers/pdf'
import { staffHeaders } from './support/staff'
import PDFDocument from 'pdfkit'
import { renderingOnly } from './support/passes'

renderingOnly(
  'the buttons and files; tests/int/documents.int.test.ts reads their content from both databases',
)

const messages = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../../messages/${locale}.json`), 'utf8'),
  ) as typeof import('../../messages/en.json')
const ru = messages('ru')

/** A one-page PDF, like the scanned certificate staff would upload. */
function certificatePdf(title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  doc.fontSize(20).text(title, 72, 120)
  doc.end()
  return done
}
const ar = messages('ar')

test.describe('documents', () => {
  test('Download Specs on a product page downloads its PDF spec sheet (keyboard)', async ({
    page,
  }) => {
    await page.goto('/product/turmeric-lakadong')
    const link = page.getByRole('link', { name: 'Download Specs PDF' })
    await expect(link).toHaveAttribute('href', '/documents/en/spec-sheet/turmeric-lakadong.pdf')
    await link.focus()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ])
    expect(download.suggestedFilename()).toBe(
      'bharat-agro-exports-turmeric-lakadong-specification-en.pdf',
    )
    const pdf = fs.readFileSync((await download.path())!)
    const text = await pdfText(pdf)
    expect(text).toContain('Turmeric (Lakadong)')
    expect(text).toContain('09103020')
    expect(text).toContain('ASTA 18.0')
  })

  test('the Arabic spec sheet is served as a PDF, cached with validation', async ({
    page,
    request,
  }) => {
    await page.goto('/ar/product/turmeric-lakadong')
    const link = page.getByRole('link', { name: `${ar.product.downloadSpecs} PDF` })
    const href = (await link.getAttribute('href'))!
    expect(href).toBe('/documents/ar/spec-sheet/turmeric-lakadong.pdf')
    const res = await request.get(href)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('application/pdf')
    expect(res.headers()['content-disposition']).toContain(
      'bharat-agro-exports-turmeric-lakadong-specification-ar.pdf',
    )
    expect(res.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(await pdfText(await res.body())).toContain('09103020')
    const again = await request.get(href, { headers: { 'If-None-Match': res.headers()['etag'] } })
    expect(again.status()).toBe(304)
  })

  test('unknown documents answer 404 in the visitor’s language', async ({ request }) => {
    const product = await request.get('/documents/ar/spec-sheet/no-such-product.pdf')
    expect(product.status()).toBe(404)
    expect(await product.text()).toBe(ar.product.notFoundText)
    const other = await request.get('/documents/en/price-list.pdf')
    expect(other.status()).toBe(404)
    expect(await other.text()).toBe('This document does not exist.')
    expect((await request.get('/documents/xx/catalogue.pdf')).status()).toBe(404)
    expect((await request.get('/api/documents/catalogue?locale=xx')).status()).toBe(400)
  })

  test('Get Catalog: the catalogue page shows its preparation, then the PDF downloads', async ({
    page,
  }) => {
    // The catalogue's layout does not depend on the database: checked in the embedded-database run.
    test.setTimeout(150_000)
    await page.goto('/ru')
    await page.getByRole('link', { name: ru.header.getCatalog }).click()
    await expect(page).toHaveURL(/\/ru\/catalogue$/)
    await expect(page.getByRole('heading', { level: 1, name: ru.catalogue.title })).toBeVisible()
    // Nobody asked for the Russian catalogue yet: the page prepares it and shows how far it is.
    await expect(page.getByRole('progressbar', { name: ru.catalogue.progressLabel })).toBeVisible()
    const link = page.getByRole('link', { name: new RegExp(ru.documents.downloadCatalog) })
    const downloaded = page.waitForEvent('download', { timeout: 120_000 })
    await link.click()
    const download = await downloaded
    expect(download.suggestedFilename()).toBe('bharat-agro-exports-product-catalogue-ru.pdf')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(ru.catalogue.started)
    const text = await pdfText(fs.readFileSync((await download.path())!))
    expect(text).toContain(ru.documents.contents)
    // The products in Russian too.
    const turmeric = catalogueTranslations.ru.products['turmeric-lakadong']
    expect(text.replace(/\s+/g, ' ')).toContain(`${turmeric.name} (${turmeric.variety})`)

    // Once made, the page offers it at once, with its size.
    await page.reload()
    await expect(link).toContainText(/PDF, [\d,]+\s?(МБ|кБ)/)
    await expect(page.getByRole('progressbar')).toHaveCount(0)
  })

  test('without JavaScript the catalogue is a plain link to the PDF', async ({ browser }) => {
    // The catalogue's layout does not depend on the database: checked in the embedded-database run.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/catalogue')
    const link = page.getByRole('link', { name: 'Download Product Catalog PDF' })
    await expect(link).toHaveAttribute('href', '/documents/en/catalogue.pdf')
    await expect(page.getByText('the first download takes a little longer')).toBeVisible()
    const res = await page.request.get('/documents/en/catalogue.pdf', { timeout: 120_000 })
    expect(res.headers()['content-type']).toBe('application/pdf')
    await context.close()
  })

  test('company profile, quality manual and the blog’s catalogue button', async ({
    page,
    request,
  }) => {
    await page.goto('/about')
    const profile = page.getByRole('link', { name: 'Download Company Profile PDF' })
    await expect(profile).toHaveAttribute('href', '/documents/en/company-profile.pdf')
    const profileText = await pdfText(
      await (await request.get('/documents/en/company-profile.pdf')).body(),
    )
    expect(profileText).toContain('Company Profile')

    await page.goto('/quality')
    const manual = page.getByRole('link', { name: 'Download Quality Manual PDF' })
    await expect(manual).toHaveAttribute('href', '/documents/en/quality-manual.pdf')
    const manualText = await pdfText(
      await (await request.get('/documents/en/quality-manual.pdf')).body(),
    )
    expect(manualText).toContain('Quality Manual')

    await page.goto('/blog')
    await page.getByRole('link', { name: 'Download Product Catalog' }).click()
    await expect(page).toHaveURL(/\/catalogue$/)
  })

  test('a certificate: "Request certificate" without a file, "Download Certificate" once staff upload one', async ({
    page,
    request,
  }) => {
    const name = 'Spices Board Certification'
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })

    await page.goto('/quality')
    await expect(card.getByRole('link', { name: /Download Certificate/ })).toHaveCount(0)
    await card.getByRole('link', { name: new RegExp(`^Request certificate\\s*: ${name}$`) }).click()
    await expect(page).toHaveURL(/\/contact\?type=quality/)
    const type = page.getByLabel(/Inquiry Type/)
    await expect(type).toHaveValue('quality')
    await expect(type.locator('option:checked')).toHaveText('Quality Information')

    // Staff upload the certificate file in the admin (here through its REST API).
    const auth = await staffHeaders(request)
    const found = await request.get(
      `/api/certificates?where[name][equals]=${encodeURIComponent(name)}&depth=0`,
      { headers: auth },
    )
    const id = (await found.json()).docs[0].id
    const pdf = await certificatePdf('Certificate of Registration as Exporter of Spices')
    const upload = await request.post('/api/media', {
      headers: auth,
      multipart: {
        file: { name: 'spices-board-certificate.pdf', mimeType: 'application/pdf', buffer: pdf },
        _payload: JSON.stringify({ alt: 'Spices Board registration certificate' }),
      },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const media = (await upload.json()).doc
    try {
      const set = await request.patch(`/api/certificates/${id}`, {
        headers: auth,
        data: { file: media.id },
      })
      expect(set.status()).toBe(200)
      await expect(async () => {
        await page.goto('/quality')
        await expect(card.getByRole('link', { name: /Download Certificate/ })).toBeVisible({
          timeout: 1_500,
        })
      }).toPass({ timeout: 15_000 })
      const download = card.getByRole('link', { name: /Download Certificate/ })
      await expect(download).toContainText(/PDF, \d+ kB/)
      const file = await request.get((await download.getAttribute('href'))!)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toContain('application/pdf')
      await expect(card.getByRole('link', { name: /Request certificate/ })).toHaveCount(0)
    } finally {
      await request.patch(`/api/certificates/${id}`, { headers: auth, data: { file: null } })
      await request.delete(`/api/media/${media.id}`, { headers: auth })
    }
  })
})
