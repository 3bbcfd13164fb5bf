import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './support/test'
import fs from 'node:fs'
import path from 'node:path'
import { staffHeaders } from './support/staff'

const es = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../messages/es.json'), 'utf8'),
) as typeof import('../../messages/es.json')

/** The stored inquiries from this email address, newest first, read as staff. */
async function storedInquiries(request: APIRequestContext, email: string) {
  const headers = await staffHeaders(request)
  const res = await request.get(
    `/api/inquiries?where[email][equals]=${encodeURIComponent(email)}&sort=-createdAt&depth=0`,
    { headers },
  )
  expect(res.status()).toBe(200)
  return (await res.json()).docs as Record<string, unknown>[]
}

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@buyer.example`

async function fillContact(page: Page, email: string) {
  await page.getByLabel('Company Name').fill('Gulf Fine Foods LLC')
  await page.getByLabel('Contact Person').fill('Sara Al Mansoori')
  await page.getByRole('main').getByLabel('Email Address').fill(email)
  await page.getByLabel('Phone Number').fill('+971 4 555 0100')
  await page.getByLabel(/^Country/).fill('United Arab Emirates')
  await page.getByLabel('Expected Quantity').fill('2 MT/month')
  await page
    .getByLabel('Message')
    .fill('Please send your CIF Jebel Ali price for Lakadong turmeric fingers.')
}

/**
 * Without JavaScript the server's time trap reads the page's signed render time (a hidden
 * field): wait until the page is over 3 s old, as it is by the time a person has filled it in.
 */
async function waitForTimeTrap(page: Page) {
  const stamp = await page.locator('input[name="formToken"]').first().inputValue()
  expect(stamp).toMatch(/^\d{13}\.[\w-]{43}$/)
  const wait = Number(stamp.split('.')[0]) + 3_200 - Date.now()
  if (wait > 0) await page.waitForTimeout(wait)
}

test.describe('inquiries', () => {
  test('contact form: ?type and ?product preselect, consent gates the button, success clears the form', async ({
    page,
    request,
  }) => {
    const email = unique('contact')
    await page.goto('/contact?type=quality&product=turmeric-lakadong')
    await expect(page.getByLabel('Inquiry Type')).toHaveValue('quality')
    await expect(page.getByLabel('Products of Interest')).toHaveValue(/Turmeric/)
    const send = page.getByRole('button', { name: 'Send Inquiry' })
    await expect(send).toBeDisabled()
    await fillContact(page, email)
    await page.getByRole('checkbox').check()
    await expect(send).toBeEnabled()
    await send.click()
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('Inquiry received')
    await expect(toast).toContainText('Thank you! Our team will respond within 24 hours.')
    await expect(page.getByLabel('Company Name')).toHaveValue('')
    await expect(page.getByRole('checkbox')).not.toBeChecked()

    const [stored] = await storedInquiries(request, email)
    expect(stored).toMatchObject({
      type: 'quality',
      form: 'contact',
      company: 'Gulf Fine Foods LLC',
      volume: '2 MT/month',
      status: 'new',
      locale: 'en',
      sourcePage: '/contact',
    })
    expect(stored.targetSkus).toMatch(/Turmeric/)
    expect(stored.consentAt).toBeTruthy()
  })

  test('contact form shows each error under its field, in the page language', async ({ page }) => {
    await page.goto('/es/contact')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: es.inquiry.submit }).click()
    await expect(page.getByText(es.inquiry.errors.companyRequired)).toBeVisible()
    await expect(page.getByText(es.inquiry.errors.inquiryTypeRequired)).toBeVisible()
    await expect(page.getByText(es.inquiry.errors.messageMin10)).toBeVisible()
    const company = page.getByLabel(es.inquiry.company)
    await expect(company).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByTestId('toast')).toContainText(es.inquiry.toast.invalidTitle)
  })

  test('product page form sends the inquiry about that product', async ({ page, request }) => {
    const email = unique('product')
    await page.goto('/product/basmati-1121')
    const form = page.getByRole('form', { name: /1121/ })
    await form.getByLabel('Your Name').fill('Li Wei')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Message').fill('20 MT sella, 25 kg bags, CIF Shanghai.')
    await form.getByRole('button', { name: 'Send Inquiry' }).click()
    await expect(page.getByTestId('toast')).toContainText('Inquiry sent')
    await expect(page.getByTestId('toast')).toContainText("We'll get back to you shortly.")
    const [stored] = await storedInquiries(request, email)
    expect(stored).toMatchObject({ product: 'basmati-1121', company: null, phone: null })
    expect(stored.message).toMatch(/\n\nProduct: .*1121.* \(basmati-1121\)$/)
  })

  test('product page form: the honeypot message replaces earlier field errors', async ({
    page,
  }) => {
    await page.goto('/product/chana-dal')
    const form = page.getByRole('form', { name: /Chana Dal/ })
    const name = form.getByLabel('Your Name')
    await name.fill('L')
    await form.getByLabel('Email').fill('not-an-address')
    await form.getByRole('button', { name: 'Send Inquiry' }).click()
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible()
    await expect(form.getByText('Invalid email address')).toBeVisible()
    await expect(form.getByText('Message is required')).toBeVisible()
    await expect(name).toHaveAttribute('aria-invalid', 'true')

    // A robot fills the field people never see: the form says only that it was blocked.
    await form.locator('input[name="website"]').fill('https://spam.example', { force: true })
    await form.getByRole('button', { name: 'Send Inquiry' }).click()
    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('Submission blocked')
    await expect(toast).toContainText('Invalid form submission detected.')
    await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(0)
    await expect(form.getByText('Invalid email address')).toHaveCount(0)
    await expect(form.getByText('Message is required')).toHaveCount(0)
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('both forms work with JavaScript turned off', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const email = unique('nojs')
    await page.goto('/contact')
    await page.getByLabel('Inquiry Type').selectOption('bulk')
    await fillContact(page, email)
    await page.getByRole('checkbox').check()
    await waitForTimeTrap(page)
    await page.getByRole('button', { name: 'Send Inquiry' }).click()
    await expect(page).toHaveURL(/\/inquiry\?status=sent/)
    await expect(page.getByRole('heading', { name: 'Inquiry received' })).toBeVisible()
    await expect(page.getByText(/Your reference: INQ-\d{6}/)).toBeVisible()
    const [stored] = await storedInquiries(request, email)
    expect(stored).toMatchObject({ type: 'bulk', form: 'contact' })

    // A server-side rejection lists what to correct and leads back to the form.
    await page.goto('/product/chana-dal')
    const form = page.getByRole('form', { name: /Chana/ })
    await form.getByLabel('Your Name').fill('Ahmed Khan')
    await form.getByLabel('Phone').fill('call me') // the browser accepts it, the server does not
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Message').fill('Price for 5 MT please.')
    await waitForTimeTrap(page)
    await form.getByRole('button', { name: 'Send Inquiry' }).click()
    await expect(page.getByRole('heading', { name: 'Invalid data' })).toBeVisible()
    await expect(page.getByText(/Phone: Please enter a valid phone number/)).toBeVisible()
    await page.getByRole('link', { name: 'Back to the form' }).click()
    await expect(page).toHaveURL(/\/product\/chana-dal$/)

    // What the result page says to a post the time trap turned away.
    await page.goto('/inquiry?status=too-fast&form=contact&back=/contact')
    await expect(page.getByRole('heading', { name: 'Please check your details' })).toBeVisible()
    await page.goto('/inquiry?status=expired&form=product&back=/product/chana-dal')
    await expect(page.getByRole('heading', { name: 'Page expired' })).toBeVisible()
    await expect(page.getByText(/reload the page and send your inquiry again/)).toBeVisible()
    await context.close()
  })

  test('quote list: RFQ adds products, survives a reload, sends one quote request', async ({
    page,
    request,
  }) => {
    const email = unique('quote')
    await page.goto('/category/spices')
    const cards = page.getByRole('article')
    await cards
      .nth(0)
      .getByRole('link', { name: /^RFQ: Request a quote/ })
      .click()
    await cards
      .nth(1)
      .getByRole('link', { name: /^RFQ: Request a quote/ })
      .click()
    await expect(page.getByTestId('quote-count')).toHaveText('2.')
    await expect(cards.nth(0).getByRole('link', { name: /In quote list/ })).toBeVisible()
    await page.reload()
    await expect(page.getByTestId('quote-count')).toHaveText('2.')

    await page.getByTestId('quote-link').click()
    await expect(page.getByRole('heading', { name: 'Your Quote List' })).toBeVisible()
    const quantities = page.getByLabel('Quantity')
    await expect(quantities).toHaveCount(2)
    await quantities.nth(0).fill('500')
    await page.getByLabel('Unit').nth(0).selectOption('kg')
    await page.getByLabel('Incoterm').selectOption('CIF')
    const month = new Date().toISOString().slice(0, 7)
    await page.getByLabel('Preferred shipment month').fill(month)
    await page.getByLabel('Destination port').fill('Rotterdam')
    await page.getByLabel('Destination country').fill('Netherlands')
    await page.getByLabel('Target price').fill('USD 2,400/MT CIF')
    await page.getByLabel('Company Name').fill('Dutch Spice Traders BV')
    await page.getByLabel('Contact Person').fill('Jan de Vries')
    await page.getByRole('main').getByLabel('Email Address').fill(email)
    await page.getByLabel('Phone Number').fill('+31 10 123 4567')
    await page.getByLabel(/^Country/).fill('Netherlands')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Request Quotation' }).click()
    await expect(page.getByTestId('toast')).toContainText('Quote request sent')
    await expect(page.getByText(/^INQ-\d{6}$/)).toBeVisible()
    await expect(page.getByTestId('quote-link')).toHaveCount(0)

    const [stored] = await storedInquiries(request, email)
    expect(stored).toMatchObject({
      type: 'quote',
      form: 'quote',
      incoterm: 'CIF',
      destinationPort: 'Rotterdam',
      targetPrice: 'USD 2,400/MT CIF',
      shipmentMonth: month,
    })
    const items = stored.lineItems as { quantity: number; unit: string }[]
    expect(items).toHaveLength(2)
    expect(items[0]).toMatchObject({ quantity: 500, unit: 'kg' })
    expect(items[1]).toMatchObject({ quantity: 1, unit: 'mt' })
  })

  test('the public cannot read inquiries; staff export the filtered inbox as CSV', async ({
    request,
    page,
  }) => {
    expect((await request.get('/api/inquiries')).status()).toBe(403)
    expect((await request.get('/api/emails')).status()).toBe(403)
    expect((await request.get('/api/inquiries/export.csv')).status()).toBe(403)
    expect(
      (
        await request.post('/api/inquiries', { data: { name: 'x', email: 'x@y.z', message: 'x' } })
      ).status(),
    ).toBe(403)

    const headers = await staffHeaders(request)
    const csv = await request.get('/api/inquiries/export.csv?where[status][equals]=new', {
      headers,
    })
    expect(csv.status()).toBe(200)
    expect(csv.headers()['content-type']).toContain('text/csv')
    const text = await csv.text()
    expect(text).toContain('"Reference","Received","Status","Type"')
    expect(text).not.toContain('"Accepted"')

    // The admin list shows the inbox with its quick filters and export link.
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill('admin@example.com')
    await page.getByLabel('Password').fill(process.env.E2E_ADMIN_PASSWORD || 'e2e-admin-password')
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 })
    await page.goto('/admin/collections/inquiries?where[status][equals]=new')
    await expect(page.getByRole('link', { name: 'Export CSV (filtered list)' })).toHaveAttribute(
      'href',
      /\/api\/inquiries\/export\.csv\?where%5Bstatus%5D%5Bequals%5D=new/,
    )
  })
})
