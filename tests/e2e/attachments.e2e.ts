import fs from 'node:fs/promises'
import type { APIRequestContext, Download, Page } from '@playwright/test'
import { sampleExe, samplePdf } from '../helpers/attachment-samples'
import { ar, en } from './support/csp'
import { confirmedAccount, unique } from './support/mailbox'
import { signInToAdmin, staffHeaders } from './support/staff'
import { expect, test } from './support/test'

/**
 * Files attached to a quote request (issue #29): sent through the real form by a signed-in
 * buyer, downloaded by staff from the admin and by the buyer from /account, byte for byte; 404
 * to anyone else, never cacheable; a renamed executable refused with the form's input kept.
 */

const password = 'attach-files-password-1'

async function signedInBuyer(request: APIRequestContext, baseURL: string, firstName: string) {
  const email = unique(firstName.toLowerCase())
  await confirmedAccount(request, baseURL, { firstName, email, password })
  const res = await request.post('/api/account/signin', { data: { email, password } })
  expect(res.status(), await res.text()).toBe(200)
  return email
}

async function bytesOf(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await fs.readFile((await download.path())!))
}

async function download(page: Page, link: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()])
  return file
}

test.describe('attachments', () => {
  test('a quote request with a PDF: staff and the owner download it, nobody else', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const pdf = await samplePdf('Attached specification')
    const email = await signedInBuyer(page.request, baseURL!, 'Priya')

    // The quote list, filled and sent through the page with the file attached.
    await page.goto('/category/spices')
    await page
      .getByRole('article')
      .nth(0)
      .getByRole('link', { name: /^RFQ: Request a quote/ })
      .click()
    await expect(page.getByTestId('quote-count')).toHaveText('1.')
    await page.getByTestId('quote-link').click()
    await expect(page.getByRole('heading', { name: 'Your Quote List' })).toBeVisible()
    await page.getByLabel('Incoterm').selectOption('FOB')
    await page.getByLabel('Preferred shipment month').fill(new Date().toISOString().slice(0, 7))
    await page.getByLabel('Destination port').fill('Jebel Ali')
    await page.getByLabel('Destination country').fill('United Arab Emirates')
    await page.getByLabel('Company Name').fill('Priya Foods FZE')
    await page.getByLabel('Contact Person').fill('Priya Raman')
    await page.getByRole('main').getByLabel('Email Address').fill(email)
    await page.getByLabel('Phone Number').fill('+971 4 555 0199')
    await page.getByLabel(/^Country/).fill('United Arab Emirates')
    const input = page.getByLabel('Attach files')
    await expect(input).toHaveAttribute('accept', /application\/pdf/)
    await expect(page.getByText(en.inquiry.attachments.hint)).toBeVisible()
    await input.setInputFiles({
      name: 'spec sheet.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdf),
    })
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Request Quotation' }).click()
    await expect(page.getByTestId('toast')).toContainText('Quote request sent')
    const ref = await page.getByText(/^INQ-\d{6}$/).textContent()
    const inquiry = Number(ref!.slice(4))

    // Staff: the inquiry's edit view lists the file; its link downloads the same bytes.
    const headers = await staffHeaders(request)
    const listed = await request.get(`/api/attachments?where[inquiry][equals]=${inquiry}&depth=0`, {
      headers,
    })
    const [stored] = (await listed.json()).docs as { id: number; filename: string }[]
    expect(stored).toBeTruthy()
    const staff = await browser.newContext()
    const admin = await staff.newPage()
    await signInToAdmin(admin)
    await admin.goto(`/admin/collections/inquiries/${inquiry}`)
    const field = admin.locator('[data-inquiry-attachments]')
    await expect(field).toContainText('spec sheet.pdf')
    await expect(field).toContainText('PDF')
    const staffCopy = await download(admin, field.getByRole('link', { name: 'spec sheet.pdf' }))
    expect(staffCopy.suggestedFilename()).toBe('spec sheet.pdf')
    expect(await bytesOf(staffCopy)).toEqual(pdf)
    await staff.close()

    // The owner: /account lists it under the inquiry, and downloads it.
    await page.goto('/account')
    const files = page.getByTestId('inquiry-attachments')
    await expect(files).toContainText('spec sheet.pdf')
    const link = files.getByRole('link', { name: 'spec sheet.pdf' })
    const href = (await link.getAttribute('href'))!
    expect(href).toBe(`/api/attachment/${stored.id}/spec%20sheet.pdf`)
    expect(await bytesOf(await download(page, link))).toEqual(pdf)
    const own = await page.request.get(href)
    expect(own.status()).toBe(200)
    expect(own.headers()['cache-control']).toBe('private, no-store')
    expect(own.headers()['x-content-type-options']).toBe('nosniff')
    expect(own.headers()['content-type']).toBe('application/pdf')
    expect(own.headers()['content-disposition']).toBe(
      `attachment; filename="spec sheet.pdf"; filename*=UTF-8''spec%20sheet.pdf`,
    )

    // Anyone else: 404, and nothing a shared cache may keep.
    const anonymous = await request.get(href, { headers: {} })
    expect(anonymous.status()).toBe(404)
    expect(anonymous.headers()['cache-control']).toMatch(/no-store/)
    const other = await browser.newContext()
    await signedInBuyer(other.request, baseURL!, 'Oskar')
    const otherAnswer = await other.request.get(href)
    expect(otherAnswer.status()).toBe(404)
    expect(await otherAnswer.text()).not.toContain('%PDF')
    // Payload's own file route for the collection serves staff only.
    const raw = await other.request.get(`/api/attachments/file/${stored.filename}`)
    expect([403, 404]).toContain(raw.status())
    expect(
      (await request.get(`/api/attachments/file/${stored.filename}`, { headers })).status(),
    ).toBe(200)
    await other.close()
  })

  test('a renamed executable is refused in the language of the page; the typed text stays', async ({
    page,
  }) => {
    await page.goto('/contact')
    await page.getByLabel('Inquiry Type').selectOption('quality')
    await page.getByLabel('Company Name').fill('Gulf Fine Foods LLC')
    await page.getByLabel('Contact Person').fill('Sara Al Mansoori')
    await page.getByRole('main').getByLabel('Email Address').fill(unique('renamed'))
    await page.getByLabel('Phone Number').fill('+971 4 555 0100')
    await page.getByLabel(/^Country/).fill('United Arab Emirates')
    const message = 'Please find our specification attached.'
    await page.getByLabel('Message').fill(message)
    await page.getByLabel('Attach files').setInputFiles({
      name: 'specification.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(sampleExe()),
    })
    await page.getByRole('checkbox').check()
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/inquiry'))
    await page.getByRole('button', { name: 'Send Inquiry' }).click()
    expect((await answer).status()).toBe(415)
    await expect(page.getByText(en.inquiry.errors.attachmentType)).toBeVisible()
    await expect(page.getByLabel('Attach files')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Message')).toHaveValue(message)
    await expect(page.getByLabel('Company Name')).toHaveValue('Gulf Fine Foods LLC')

    // The same in Arabic, without JavaScript: the result page names the file field.
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false })
    const plain = await context.newPage()
    await plain.goto('/ar/contact')
    const form = plain.locator('form[action="/api/inquiry"]')
    await form.locator('select[name="inquiryType"]').selectOption('quality')
    await form.locator('input[name="company"]').fill('شركة الخليج')
    await form.locator('input[name="name"]').fill('سارة المنصوري')
    await form.locator('input[name="email"]').fill(unique('renamed-ar'))
    await form.locator('input[name="phone"]').fill('+971 4 555 0100')
    await form.locator('input[name="country"]').fill('الإمارات')
    await form.locator('textarea[name="message"]').fill('يرجى الاطلاع على المواصفات المرفقة.')
    await form.locator('input[name="attachments"]').setInputFiles({
      name: 'specification.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(sampleExe()),
    })
    await form.locator('input[name="consent"]').check()
    const stamp = await form.locator('input[name="formToken"]').inputValue()
    const wait = Number(stamp.split('.')[0]) + 3_200 - Date.now()
    if (wait > 0) await plain.waitForTimeout(wait)
    await form.locator('button[type="submit"]').click()
    await expect(plain).toHaveURL(/\/ar\/inquiry\?status=invalid/)
    await expect(plain.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(plain.getByText(ar.inquiry.errors.attachmentType)).toBeVisible()
    await expect(plain.getByText(ar.inquiry.attachments.label).first()).toBeVisible()
    await context.close()
  })
})
