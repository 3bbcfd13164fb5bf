import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { samplePdf } from '../helpers/attachment-samples'
import { pdfText } from '../helpers/pdf'
import { confirmedAccount, linkFrom, receiveMail, unique } from './support/mailbox'
import { admin } from './support/staff'
import { startTestServer, type TestServer } from './support/test-server'
import { expect, test } from './support/test'

/**
 * The sales workflow's whole story on a server of its own (a fresh database, so the one sales
 * user created here is the one the turn gives the request to), with the real SMTP mailbox:
 * a signed-in buyer sends a two-line quote request with a file attached through the quote list →
 * it is assigned to the salesperson, who is emailed → the salesperson prices the lines in the
 * admin and presses Send quotation → the buyer's email carries the proforma invoice (its text
 * read with pdfjs) and the link → the buyer accepts on the page → the salesperson is emailed →
 * the buyer's account and the admin show Accepted and the history. Then a quotation declined
 * in Spanish with a reason, which the salesperson reads; and one left unanswered, with the
 * quotations' clock moved by the test (the sweep run at chosen times on this server's database):
 * the reminder 3 days before, then Expired on the link, in the account and in the admin. Runs on
 * both databases.
 */

let server: TestServer
let api: APIRequestContext
let adminAuth: Record<string, string>
const mail = (to: string, subject: RegExp) => receiveMail(to, subject, 30_000, server.mailboxDir)

const sales = { email: `priya-${Date.now()}@story.test`, password: 'story-sales-pw-1' }
const SALES_NAME = 'Priya Menon'

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(300_000)
  server = await startTestServer('sales-story')
  api = await playwright.request.newContext({ baseURL: server.origin })
  const login = await api.post('/api/users/login', { data: admin })
  expect(login.status()).toBe(200)
  adminAuth = { Authorization: `JWT ${(await login.json()).token}` }
  const made = await api.post('/api/users', {
    headers: adminAuth,
    data: { ...sales, name: SALES_NAME, role: 'sales' },
  })
  expect(made.status(), await made.text()).toBe(201)
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
})

/** A browser page of its own on the spec's server. */
async function pageOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin })
  return context.newPage()
}

/** The staff member's admin session, through the login form. */
async function signInAsSales(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(sales.email)
  await page.getByLabel('Password').fill(sales.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
}

/** A buyer with a confirmed account, signed in on a browser page of its own. */
async function signedInBuyer(browser: Browser, firstName: string, email: string, password: string) {
  await confirmedAccount(api, server.origin, { firstName, email, password }, server.mailboxDir)
  const buyer = await pageOn(browser)
  const signedIn = await buyer.request.post('/api/account/signin', { data: { email, password } })
  expect(signedIn.status()).toBe(200)
  return buyer
}

/** A product inquiry for Lakadong turmeric as the product page's form sends it. */
async function productInquiry(request: APIRequestContext, data: Record<string, unknown>) {
  const sent = await request.post('/api/inquiry', {
    data: {
      form: 'product',
      elapsedMs: 30_000,
      product: 'turmeric-lakadong',
      consent: true,
      website: '',
      ...data,
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const { id } = (await sent.json()) as { id: number }
  return { id, ref: `INQ-${String(id).padStart(6, '0')}` }
}

/** A quotation made from the inquiry, priced with `data` and sent, as the admin's buttons do. */
async function quoteAndSend(inquiryId: number, data: Record<string, unknown>): Promise<number> {
  const made = await api.post(`/api/quotations/from-inquiry/${inquiryId}`, { headers: adminAuth })
  expect(made.status()).toBe(201)
  const { id } = (await made.json()) as { id: number }
  const priced = await api.patch(`/api/quotations/${id}`, { headers: adminAuth, data })
  expect(priced.status(), await priced.text()).toBe(200)
  expect((await api.post(`/api/quotations/${id}/send`, { headers: adminAuth })).status()).toBe(200)
  return id
}

/** The buyer's email with a quotation: its number (PI-…) and the link that answers it. */
async function quotationMail(email: string, subject: RegExp, link: RegExp) {
  const offer = await mail(email, subject)
  const number = offer.subject.match(/PI-\d{4}-\d{4,}/)![0]
  return { offer, number, link: linkFrom(offer.text, link, server.origin) }
}

test('a quote request with a file → assigned → priced and sent → accepted → seen by all', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const buyerEmail = unique('story')
  const password = 'story-buyer-pw-1'

  // The buyer, signed in, puts two spices on the quote list and sends it with a file.
  const buyer = await signedInBuyer(browser, 'Hannah', buyerEmail, password)
  await buyer.goto('/category/spices')
  const cards = buyer.getByRole('article')
  for (const i of [0, 1])
    await cards
      .nth(i)
      .getByRole('link', { name: /^RFQ: Request a quote/ })
      .click()
  await expect(buyer.getByTestId('quote-count')).toHaveText('2.')
  await buyer.getByTestId('quote-link').click()
  await expect(buyer.getByRole('heading', { name: 'Your Quote List' })).toBeVisible()
  const quantities = buyer.getByLabel('Quantity')
  await quantities.nth(0).fill('2')
  await quantities.nth(1).fill('500')
  await buyer.getByLabel('Unit').nth(1).selectOption('kg')
  await buyer.getByLabel('Incoterm').selectOption('CIF')
  await buyer.getByLabel('Preferred shipment month').fill(new Date().toISOString().slice(0, 7))
  await buyer.getByLabel('Destination port').fill('Hamburg')
  await buyer.getByLabel('Destination country').fill('Germany')
  await buyer.getByLabel('Company Name').fill('Nordsee Gewürze GmbH')
  await buyer.getByLabel('Contact Person').fill('Hannah Tester')
  await buyer.getByRole('main').getByLabel('Email Address').fill(buyerEmail)
  await buyer.getByLabel('Phone Number').fill('+49 40 555 0199')
  await buyer.getByLabel(/^Country/).fill('Germany')
  await buyer.getByLabel('Attach files').setInputFiles({
    name: 'specification.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await samplePdf('Nordsee specification: Lakadong turmeric')),
  })
  await buyer.getByRole('checkbox').check()
  await buyer.getByRole('button', { name: 'Request Quotation' }).click()
  await expect(buyer.getByTestId('toast')).toContainText('Quote request sent')
  const ref = (await buyer.getByText(/^INQ-\d{6}$/).textContent())!
  const id = Number(ref.slice(4))

  // Assigned in turn to the only salesperson, who is told.
  const assigned = await mail(sales.email, new RegExp(`^Assigned to you: .*${ref}`))
  expect(assigned.text).toContain('Nordsee Gewürze GmbH')
  expect(assigned.text).toContain(`/admin/collections/inquiries/${id}`)

  // The salesperson opens the inquiry: the file, the history, and Create quotation.
  const staff = await pageOn(browser)
  await signInAsSales(staff)
  await staff.goto(`/admin/collections/inquiries/${id}`)
  await expect(staff.locator('[data-inquiry-history]')).toContainText(
    `Assigned: Nobody → ${SALES_NAME}`,
  )
  await expect(staff.getByRole('link', { name: /specification\.pdf/ })).toBeVisible()
  await expect(async () => {
    await staff.getByRole('button', { name: 'Create quotation' }).click({ timeout: 2_000 })
    await expect(staff).toHaveURL(/\/admin\/collections\/quotations\/\d+/, { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  const quotationId = Number(staff.url().match(/quotations\/(\d+)/)![1])

  // Prices for the two lines; Send waits until they are saved.
  const send = staff.getByRole('button', { name: 'Send quotation' })
  await expect(staff.locator('#field-lines__0__quantity')).toHaveValue('2')
  await staff.locator('#field-lines__0__unitPrice').fill('1617.25')
  await staff.locator('#field-lines__1__unitPrice').fill('3.4')
  await staff.locator('#field-paymentTerms').fill('30% advance, 70% against documents')
  await expect(send).toBeDisabled()
  await expect(staff.getByText('Save your changes first.')).toBeVisible()
  await staff.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(staff.getByText(/updated successfully/i).first()).toBeVisible()
  await expect(send).toBeEnabled()
  staff.once('dialog', (dialog) => void dialog.accept())
  await send.click()
  await expect(staff.getByRole('status').filter({ hasText: /sent/i }).first()).toBeVisible()

  // The buyer's email: the summary, the link and the proforma invoice.
  const { offer, number, link } = await quotationMail(
    buyerEmail,
    new RegExp(`^Quotation PI-\\d{4}-\\d{4,} for your inquiry ${ref}$`),
    /\/quotation\/[\w-]{43}/,
  )
  // 2 mt × 1617.25 + 500 kg × 3.40 = 3234.50 + 1700.00
  expect(offer.text).toContain('$4,934.50')
  const [pdf, ...others] = offer.attachments
  expect(others).toEqual([])
  expect(pdf.contentType).toBe('application/pdf')
  expect(pdf.filename).toBe(`${number}.pdf`)
  const text = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ')
  for (const expected of [number, 'Nordsee Gewürze GmbH', '4,934.50', 'CIF', 'Hamburg'])
    expect(text).toContain(expected)

  // The buyer accepts on the page.
  await buyer.goto(link)
  await expect(buyer.getByRole('heading', { level: 1 })).toContainText(number)
  await buyer.getByRole('button', { name: 'Accept quotation' }).click()
  await expect(buyer.locator('[data-quotation-state] [role="status"]')).toContainText(
    'You have accepted this quotation',
  )

  // The salesperson hears of it at once.
  const accepted = await mail(sales.email, new RegExp(`^\\[Quotation ACCEPTED\\] ${number} `))
  expect(accepted.text).toContain('Hannah Tester')

  // The buyer's account: Accepted, with the history.
  await buyer.goto('/account')
  const listed = buyer.locator('li', { has: buyer.getByText(ref, { exact: true }) })
  await expect(listed).toContainText('Quote accepted')
  await listed.getByRole('link', { name: `Messages and details ${ref}` }).click()
  await expect(buyer).toHaveURL(new RegExp(`/account/inquiries/${id}$`))
  await expect(buyer.locator('[data-quotation]')).toHaveAttribute('data-state', 'accepted')
  const progress = buyer.locator('[data-buyer-history]')
  await expect(progress).toContainText('Inquiry received')
  await expect(progress).toContainText(`Quotation ${number} sent`)
  await expect(progress).toContainText('Quote accepted')

  // The admin: the inquiry Accepted, and its history from arrival to acceptance.
  await staff.goto(`/admin/collections/inquiries/${id}`)
  const history = staff.locator('[data-inquiry-history]')
  await expect(history).toContainText('Accepted by the buyer')
  await expect(history).toContainText('Quotation sent')
  await expect(history).toContainText(`Assigned: Nobody → ${SALES_NAME}`)
  await expect(staff.locator('#field-status')).toContainText('Accepted')
  const stored = await api.get(`/api/inquiries/${id}?depth=0`, { headers: adminAuth })
  expect((await stored.json()).status).toBe('accepted')
  const quotation = await api.get(`/api/quotations/${quotationId}?depth=0`, { headers: adminAuth })
  expect(await quotation.json()).toMatchObject({ status: 'accepted', total: '4934.50' })
})

test('a product inquiry in Spanish, quoted and declined with a reason: the salesperson reads it', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const buyerEmail = unique('story-decline')
  const { id, ref } = await productInquiry(api, {
    locale: 'es',
    sourcePage: '/es/product/turmeric-lakadong',
    name: 'Lucía Ortega',
    email: buyerEmail,
    company: 'Especias del Sur SL',
    country: 'Spain',
    volume: '5 MT',
    message: 'Precio FOB para 5 toneladas, por favor.',
  })
  await mail(sales.email, new RegExp(`^Assigned to you: .*${ref}`))

  // Priced and sent as the admin's buttons do it (the browser steps are in the story above).
  const quotationId = await quoteAndSend(id, {
    currency: 'EUR',
    lines: [{ name: 'Cúrcuma Lakadong', quantity: '5', unit: 'mt', unitPrice: '1480' }],
  })

  const { number, link } = await quotationMail(
    buyerEmail,
    new RegExp(`^Cotización PI-\\d{4}-\\d{4,} para su consulta ${ref}$`),
    /\/es\/quotation\/[\w-]{43}/,
  )

  const buyer = await pageOn(browser)
  await buyer.goto(link)
  await buyer
    .getByLabel('Motivo del rechazo (opcional)')
    .fill('El precio está por encima de nuestro objetivo.')
  await buyer.getByRole('button', { name: 'Rechazar cotización' }).click()
  await expect(buyer.locator('[data-quotation-state] [role="status"]')).toContainText(
    'Ha rechazado esta cotización.',
  )

  const declined = await mail(sales.email, new RegExp(`^\\[Quotation declined\\] ${number} `))
  expect(declined.text).toContain('Reason given: El precio está por encima de nuestro objetivo.')
  const stored = await api.get(`/api/inquiries/${id}?depth=0`, { headers: adminAuth })
  expect((await stored.json()).status).toBe('declined')
  const quotation = await api.get(`/api/quotations/${quotationId}?depth=0`, { headers: adminAuth })
  expect(await quotation.json()).toMatchObject({
    status: 'declined',
    answerNote: 'El precio está por encima de nuestro objetivo.',
  })
  // The link, used again, is refused: the quotation is answered.
  const again = await buyer.request.post('/api/quotation', {
    form: { token: new URL(link).pathname.split('/').pop()!, locale: 'es', answer: 'accept' },
    headers: { origin: server.origin },
  })
  expect(again.status()).toBe(410)
})

test('a quotation left unanswered: a reminder 3 days before, then Expired everywhere', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const buyerEmail = unique('story-expiry')
  const password = 'story-expiry-pw-1'
  const buyer = await signedInBuyer(browser, 'Tomás', buyerEmail, password)
  // A product inquiry from the signed-in buyer: it is the account's.
  const { id, ref } = await productInquiry(buyer.request, {
    locale: 'en',
    sourcePage: '/product/turmeric-lakadong',
    name: 'Tomás Ferreira',
    email: buyerEmail,
    company: 'Porto Especiarias Lda',
    country: 'Portugal',
    volume: '2 MT',
    message: 'CIF Leixões, please.',
  })

  // Valid until the end of the day ten days from now.
  const today = new Date()
  const validUntil = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 10),
  )
  const quotationId = await quoteAndSend(id, {
    lines: [{ name: 'Lakadong turmeric', quantity: '2', unit: 'mt', unitPrice: '2150' }],
    validUntil: validUntil.toISOString(),
  })
  const { number, link } = await quotationMail(
    buyerEmail,
    new RegExp(`^Quotation PI-\\d{4}-\\d{4,} for your inquiry ${ref}$`),
    /\/quotation\/[\w-]{43}/,
  )

  /** The quotations' clock run on this server's data at `at`; what it did. */
  const sweep = async (at: Date) => {
    const out = await server.runScript('tests/helpers/quotation-sweep.ts', at.toISOString())
    return JSON.parse(out.match(/^\{"expired":\d+,"reminded":\d+\}$/m)![0])
  }
  const DAY = 86_400_000

  // Two days before its end: the buyer is reminded, once, with the same link, still open.
  const before = new Date(validUntil.getTime() - 2 * DAY + 9 * 3_600_000)
  expect(await sweep(before)).toEqual({ expired: 0, reminded: 1 })
  expect(await sweep(before)).toEqual({ expired: 0, reminded: 0 })
  const reminder = await mail(
    buyerEmail,
    new RegExp(`^Reminder: quotation ${number} is valid until `),
  )
  expect(reminder.text).toContain(`Our quotation ${number} for your inquiry ${ref} is valid until`)
  expect(linkFrom(reminder.text, /\/quotation\/[\w-]{43}/, server.origin)).toBe(link)
  await buyer.goto(link)
  await expect(buyer.locator('[data-quotation-state]')).toHaveAttribute(
    'data-quotation-state',
    'open',
  )
  await expect(buyer.getByRole('button', { name: 'Accept quotation' })).toBeVisible()

  // The day after its validity date: expired.
  expect(await sweep(new Date(validUntil.getTime() + DAY + 30 * 60_000))).toEqual({
    expired: 1,
    reminded: 0,
  })

  // The buyer's link says so and offers no answer; an answer posted anyway is refused.
  await buyer.goto(link)
  await expect(buyer.getByRole('heading', { level: 1 })).toContainText(number)
  await expect(buyer.locator('[data-quotation-state] [role="status"]')).toHaveText(
    'This quotation has expired. Please contact us for a new one.',
  )
  await expect(buyer.getByRole('button', { name: 'Accept quotation' })).toHaveCount(0)
  await expect(buyer.getByRole('button', { name: 'Decline quotation' })).toHaveCount(0)
  const late = await buyer.request.post('/api/quotation', {
    form: { token: new URL(link).pathname.split('/').pop()!, locale: 'en', answer: 'accept' },
    headers: { origin: server.origin },
  })
  expect(late.status()).toBe(410)

  // The buyer's account: Quote expired, and on the inquiry's page Expired, without buttons.
  await buyer.goto('/account')
  const listed = buyer.locator('li', { has: buyer.getByText(ref, { exact: true }) })
  await expect(listed).toContainText('Quote expired')
  await listed.getByRole('link', { name: `Messages and details ${ref}` }).click()
  await expect(buyer).toHaveURL(new RegExp(`/account/inquiries/${id}$`))
  const card = buyer.locator(`[data-quotation="${number}"]`)
  await expect(card).toHaveAttribute('data-state', 'expired')
  await expect(card).toContainText('Expired')
  await expect(card.getByRole('button')).toHaveCount(0)
  await expect(buyer.locator('[data-buyer-history]')).toContainText('Quote expired')

  // The admin: the inquiry Expired, with the system's entry in its history.
  const staff = await pageOn(browser)
  await signInAsSales(staff)
  await staff.goto(`/admin/collections/inquiries/${id}`)
  await expect(staff.locator('#field-status')).toContainText('Expired')
  const history = staff.locator('[data-inquiry-history] li', { hasText: /^Expired/ })
  await expect(history).toHaveCount(1)
  await expect(history).toContainText('The system')
  await expect(history).toContainText(number)
  const stored = await api.get(`/api/quotations/${quotationId}?depth=0`, { headers: adminAuth })
  expect((await stored.json()).status).toBe('expired')
})
