import fs from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { contactBody } from '../fixtures/contact-body'
import { samplePdf } from '../helpers/attachment-samples'
import { expect, test } from './support/test'
import { confirmedAccount, linkFrom, receiveMail, unique } from './support/mailbox'
import { sidewaysOverflow } from './support/layout'
import { signInToAdmin, staffHeaders } from './support/staff'

/**
 * An inquiry's conversation, with the real mailbox: staff reply from the admin's Conversation
 * box, the buyer gets the email with the reference and the link, answers on the link's page
 * without signing in, the salesperson gets that answer, and the admin's thread shows both. A
 * signed-in buyer reads the thread, answers a quotation and replies with a PDF on the account's
 * inquiry page (staff download it from the Conversation box, byte for byte); another buyer gets
 * a 404 there; a post from another site is refused.
 */

const REF = /INQ-\d{6}/
const SALES = process.env.SALES_EMAIL ?? 'sales@bharatagroexports.example'

/** WCAG 2.1 A and AA violations on the page, as the accessibility spec checks them. */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
}

/** Who hears of the buyer's messages: the assignee, else the sales address. */
async function salesperson(request: APIRequestContext, inquiry: number) {
  const headers = await staffHeaders(request)
  const res = await request.get(`/api/inquiries/${inquiry}?depth=1`, { headers })
  return ((await res.json()).assignedTo?.email as string | undefined) ?? SALES
}

async function signInAsBuyer(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/account/signin', { data: { email, password } })
  expect(res.status(), await res.text()).toBe(200)
}

test.describe('conversation', () => {
  test('staff reply in the admin → email → the buyer answers through the link → staff email → admin thread', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.slow()
    const email = unique('conversation')
    const sent = await request.post('/api/inquiry', {
      data: contactBody({ email, name: 'Sara Ali', message: 'Can you ship cumin to Jebel Ali?' }),
    })
    expect(sent.status(), await sent.text()).toBe(201)
    const { id } = (await sent.json()) as { id: number }

    // The admin's Conversation box; a click before the admin's scripts run is lost, so the reply
    // is typed and sent until the thread shows it.
    await signInToAdmin(page)
    await page.goto(`/admin/collections/inquiries/${id}`)
    const box = page.locator('[data-inquiry-conversation]')
    await expect(box).toContainText('No messages yet.')
    const reply = 'Yes, CIF Jebel Ali is possible.\nMinimum 1 MT per order.'
    await expect(async () => {
      await box.getByLabel('Reply to the buyer').fill(reply)
      await box.getByRole('button', { name: 'Send reply' }).click()
      await expect(box.locator('[data-author="staff"]')).toHaveCount(1, { timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    await expect(box.getByRole('status')).toHaveText('Reply sent to the buyer.')
    await expect(box.locator('[data-author="staff"]')).toContainText('Minimum 1 MT per order.')

    const mail = await receiveMail(email, /^Re: \[INQ-\d{6}\] Your inquiry$/)
    expect(mail.subject).toContain(`INQ-${String(id).padStart(6, '0')}`)
    expect(mail.text).toContain('Dear Sara Ali,')
    expect(mail.text).toContain(reply)
    expect(mail.text).not.toContain('/account/inquiries/')
    const link = linkFrom(mail.text, /\/conversation\/\d+-[\w-]{43}/, baseURL!)

    // The buyer, in a browser of their own, without signing in, and without JavaScript: the
    // form is a plain form post.
    const buyer = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
    const opened = await buyer.goto(link)
    expect(opened?.status()).toBe(200)
    expect(opened?.headers()['cache-control']).toMatch(/private|no-store/)
    await expect(buyer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(buyer.getByRole('heading', { level: 1 })).toContainText(REF)
    await expect(buyer.locator('[data-thread] [data-author="staff"]')).toContainText(
      'Minimum 1 MT per order.',
    )
    await buyer.getByLabel('Your message').fill('Thank you. Please quote 2 MT.')
    await buyer.getByRole('button', { name: 'Send message' }).click()
    await expect(buyer).toHaveURL(/\?sent=1#thread$/)
    await expect(buyer.locator('#thread [role="status"]')).toContainText(
      'Your message has been sent.',
    )
    await expect(buyer.locator('[data-thread] [data-author="buyer"]')).toContainText(
      'Please quote 2 MT.',
    )

    const staffMail = await receiveMail(
      await salesperson(request, id),
      new RegExp(`^Re: \\[INQ-0*${id}\\] Message from Acme Foods LLC`),
    )
    expect(staffMail.text).toContain('Thank you. Please quote 2 MT.')
    expect(staffMail.text).toContain(`/admin/collections/inquiries/${id}`)

    // A second answer with a file, still without JavaScript: the link's page links it with the
    // link's token, which downloads it without signing in; without the token: not found.
    const drawing = await samplePdf('Bag drawing')
    await buyer.getByLabel('Your message').fill('Our bag drawing is attached.')
    await buyer.getByLabel('Attach files').setInputFiles({
      name: 'bag drawing.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(drawing),
    })
    await buyer.getByRole('button', { name: 'Send message' }).click()
    await expect(buyer).toHaveURL(/\?sent=1#thread$/)
    const href = await buyer
      .locator('[data-thread] [data-author="buyer"]')
      .getByRole('link', { name: 'bag drawing.pdf' })
      .getAttribute('href')
    expect(href).toMatch(/^\/api\/attachment\/\d+\/bag%20drawing\.pdf\?t=\d+-[\w-]{43}$/)
    const linked = await buyer.request.get(href!)
    expect(linked.status()).toBe(200)
    expect(new Uint8Array(await linked.body())).toEqual(drawing)
    expect((await buyer.request.get(href!.replace(/\?.*$/, ''))).status()).toBe(404)

    // The admin's thread shows the three, oldest first, the file with its message.
    await page.goto(`/admin/collections/inquiries/${id}`)
    const authors = box.locator('[data-thread] > li')
    await expect(authors).toHaveCount(3)
    await expect(authors.nth(0)).toHaveAttribute('data-author', 'staff')
    await expect(authors.nth(1)).toHaveAttribute('data-author', 'buyer')
    await expect(authors.nth(1)).toContainText('Sara Ali (buyer)')
    await expect(authors.nth(2).getByRole('link', { name: 'bag drawing.pdf' })).toBeVisible()

    // Another site's post is refused; a forged link is a 404.
    const token = new URL(link).pathname.split('/').pop()!
    const cross = await request.post('/api/conversation', {
      form: { action: 'reply', token, locale: 'en', body: 'Forged' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    })
    expect(cross.status()).toBe(403)
    const forged = await buyer.goto(link.replace(/.{4}$/, 'AAAA'))
    expect(forged?.status()).toBe(404)
    const empty = await request.post('/api/conversation', {
      form: { action: 'reply', token, locale: 'en', body: '   ' },
      maxRedirects: 0,
    })
    expect(empty.status()).toBe(400)
    expect(await empty.text()).toContain('Please write a message before sending.')
  })

  test('a signed-in buyer reads the thread and accepts the quotation on the account page; another buyer gets 404', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.slow()
    const email = unique('account-conversation')
    const password = 'conversation-pw-1'
    await confirmedAccount(request, baseURL!, { firstName: 'Lena', email, password })
    await signInAsBuyer(page, email, password)
    const sent = await page.request.post('/api/inquiry', {
      data: {
        form: 'quote',
        locale: 'en',
        sourcePage: '/quote',
        elapsedMs: 30_000,
        items: [{ product: 'turmeric-lakadong', quantity: 2, unit: 'mt', packSize: '25 kg' }],
        incoterm: 'CIF',
        destinationPort: 'Hamburg',
        destinationCountry: 'Germany',
        shipmentMonth: new Date().toISOString().slice(0, 7),
        company: 'Fischer Gewürze GmbH',
        name: 'Lena Tester',
        email,
        phone: '+49 40 555 0100',
        country: 'Germany',
        consent: true,
        website: '',
      },
    })
    expect(sent.status(), await sent.text()).toBe(201)
    const { id } = (await sent.json()) as { id: number }

    // Staff reply and send a quotation (through the API, as the admin's buttons do).
    const headers = await staffHeaders(request)
    const replied = await request.post(`/api/inquiry-messages/reply/${id}`, {
      headers,
      data: { body: 'Thank you, Lena. Our quotation follows.' },
    })
    expect(replied.status(), await replied.text()).toBe(201)
    const made = await request.post(`/api/quotations/from-inquiry/${id}`, { headers })
    const { id: quotation } = await made.json()
    await request.patch(`/api/quotations/${quotation}`, {
      headers,
      data: {
        lines: [{ name: 'Lakadong Turmeric', quantity: '2', unit: 'mt', unitPrice: '1500' }],
        validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      },
    })
    expect((await request.post(`/api/quotations/${quotation}/send`, { headers })).status()).toBe(
      200,
    )
    // The email of a buyer with an account also links the account's page.
    const mail = await receiveMail(email, /^Re: \[INQ-\d{6}\] Your inquiry$/)
    expect(mail.text).toContain(`/account/inquiries/${id}`)

    await page.goto('/account')
    await page
      .getByRole('link', { name: `Messages and details INQ-${String(id).padStart(6, '0')}` })
      .click()
    await expect(page).toHaveURL(new RegExp(`/account/inquiries/${id}$`))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('[data-thread] [data-author="staff"]')).toContainText(
      'Our quotation follows.',
    )
    await expect(page.locator('[data-buyer-history]')).toContainText('Quotation PI-')
    const listed = page.locator('[data-quotation]')
    await expect(listed).toHaveAttribute('data-state', 'open')
    await listed.getByRole('button', { name: 'Accept quotation' }).click()
    await expect(page).toHaveURL(/\?answered=accepted#quotations$/)
    await expect(page.locator('#quotations [role="status"]')).toContainText(
      'You have accepted this quotation',
    )
    await expect(page.locator('[data-quotation]')).toHaveAttribute('data-state', 'accepted')
    const stored = await request.get(`/api/quotations/${quotation}?depth=0`, { headers })
    expect((await stored.json()).status).toBe('accepted')
    expect(await axeViolations(page)).toEqual([])

    // A reply from the account, with a PDF.
    const pdf = await samplePdf('Our purchase order')
    await page.getByLabel('Your message').fill('Accepted. Please send the proforma invoice.')
    await page.getByLabel('Attach files').setInputFiles({
      name: 'purchase order.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdf),
    })
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(/\?sent=1#thread$/)
    const mine = page.locator('[data-thread] [data-author="buyer"]')
    await expect(mine).toContainText('Please send the proforma invoice.')
    await expect(mine.getByRole('link', { name: 'purchase order.pdf' })).toBeVisible()

    // Staff see the file in the Conversation box and download it.
    const staffContext = await browser.newContext({ acceptDownloads: true })
    const admin = await staffContext.newPage()
    await signInToAdmin(admin)
    await admin.goto(`/admin/collections/inquiries/${id}`)
    const fileLink = admin
      .locator('[data-inquiry-conversation] [data-author="buyer"]')
      .getByRole('link', { name: 'purchase order.pdf' })
    await expect(fileLink).toBeVisible()
    const [download] = await Promise.all([admin.waitForEvent('download'), fileLink.click()])
    expect(download.suggestedFilename()).toBe('purchase order.pdf')
    expect(new Uint8Array(await fs.readFile((await download.path())!))).toEqual(pdf)
    await staffContext.close()

    // In Arabic on a phone: right to left, nothing wider than the screen.
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`/ar/account/inquiries/${id}`)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('[data-quotation]')).toContainText('مقبول')
    expect(await sidewaysOverflow(page)).toBe(0)

    // Another buyer, signed in, gets a 404 for this inquiry; a visitor signs in first.
    const other = unique('other-buyer')
    await confirmedAccount(request, baseURL!, { firstName: 'Omar', email: other, password })
    const otherPage = await (await browser.newContext()).newPage()
    const signedOut = await otherPage.goto(`/account/inquiries/${id}`)
    expect(signedOut?.url()).toMatch(/\/auth\?status=sign-in-required/)
    await signInAsBuyer(otherPage, other, password)
    const refused = await otherPage.goto(`/account/inquiries/${id}`)
    expect(refused?.status()).toBe(404)
    const post = await otherPage.request.post('/api/conversation', {
      form: { action: 'reply', inquiry: String(id), locale: 'en', body: 'Not mine' },
      maxRedirects: 0,
    })
    expect(post.status()).toBe(404)
  })

  test('in Arabic on a phone: right to left, no sideways scrolling, answered with the keyboard', async ({
    browser,
    request,
    baseURL,
  }) => {
    const email = unique('conversation-ar')
    const sent = await request.post('/api/inquiry', {
      data: contactBody({
        email,
        locale: 'ar',
        sourcePage: '/ar/contact',
        name: 'عمر حداد',
        company: 'الخليج للتجارة',
        message: 'هل يمكنكم شحن الكمون إلى جبل علي؟',
      }),
    })
    expect(sent.status(), await sent.text()).toBe(201)
    const { id } = (await sent.json()) as { id: number }
    const headers = await staffHeaders(request)
    const replied = await request.post(`/api/inquiry-messages/reply/${id}`, {
      headers,
      data: { body: 'نعم، الشحن CIF إلى جبل علي ممكن. Minimum order: 1 MT.' },
    })
    expect(replied.status()).toBe(201)
    const mail = await receiveMail(email, /^رد: \[INQ-\d{6}\] استفسارك$/)
    const link = linkFrom(mail.text, /\/ar\/conversation\/\d+-[\w-]{43}/, baseURL!)

    const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
    const page = await context.newPage()
    await page.goto(link)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`INQ-`)
    expect(await sidewaysOverflow(page)).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    // Keyboard only: the message box, the (optional) files, then the button.
    await page.getByLabel('رسالتك').focus()
    await page.keyboard.type('شكرًا، أرجو عرض سعر لـ 2 طن.')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('إرفاق ملفات')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'إرسال الرسالة' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\?sent=1#thread$/)
    await expect(page.locator('#thread [role="status"]')).toContainText('تم إرسال رسالتك')
    expect(await sidewaysOverflow(page)).toBe(0)
    await context.close()
  })
})
