import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test } from './support/test'
import { sidewaysOverflow } from './support/layout'
import { linkFrom, receiveMail, unique } from './support/mailbox'
import { admin, staffHeaders } from './support/staff'

const ar = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../messages/ar.json'), 'utf8'),
) as typeof import('../../messages/ar.json')

const heading = 'Export news in your inbox'

/** WCAG 2.1 A/AA violations on the page (as tests/e2e/support/pages.ts checks page types). */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
}

test('subscribe on /articles → confirmation email → confirmed → unsubscribe; staff export the list', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/articles')
  const block = page.getByRole('main').getByRole('region', { name: heading })
  const field = block.getByLabel('Email address')

  // The server judges the address; its message shows by the field.
  await field.fill('buyer@nowhere')
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(block.getByText('Please enter a valid email address')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')

  const email = unique('newsletter')
  await field.fill(email)
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(block.getByText('Please check your inbox')).toBeVisible()
  await expect(field).toHaveValue('')
  await expect(field).not.toHaveAttribute('aria-invalid')

  const mail = await receiveMail(email, /^Confirm your subscription to the .+ newsletter$/)
  expect(mail.headers['list-unsubscribe']).toMatch(
    /^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=\d+\.[\w-]+>$/,
  )
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

  // Opening the link (as a mail scanner would) only shows the question; the button confirms.
  await page.goto(linkFrom(mail.text, /\/newsletter\/confirm\?token=[\w-]+/, baseURL!))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
  ).toBeVisible()
  await expect(page.getByText(`Send our export news to ${email}?`)).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  expect(await axeViolations(page)).toEqual([])
  const pending = await (
    await request.get('/api/subscribers/export.csv?where[status][equals]=pending', {
      headers: await staffHeaders(request),
    })
  ).text()
  expect(pending).toContain(`"${email}"`)
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(page).toHaveURL(/\/newsletter\?status=confirmed$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
  ).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  expect(await axeViolations(page)).toEqual([])

  const csvUrl = '/api/subscribers/export.csv?where[status][equals]=confirmed'
  expect((await request.get(csvUrl)).status()).toBe(403)
  const headers = await staffHeaders(request)
  const confirmedCsv = await (await request.get(csvUrl, { headers })).text()
  expect(confirmedCsv).toContain(`"${email}","Confirmed","en","News page (/articles)"`)

  // Opening the unsubscribe link changes nothing; the button does.
  await page.goto(linkFrom(mail.text, /\/newsletter\/unsubscribe\?token=[\w.-]+/, baseURL!))
  await expect(page.getByText(`Stop sending the newsletter to ${email}?`)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  expect(await (await request.get(csvUrl, { headers })).text()).toContain(email)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' }),
  ).toBeVisible()
  expect(await (await request.get(csvUrl, { headers })).text()).not.toContain(email)

  // Staff find the list and its export in the admin.
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 })
  await page.goto('/admin/collections/subscribers')
  await expect(page.getByRole('link', { name: 'Export confirmed (CSV)' })).toHaveAttribute(
    'href',
    '/api/subscribers/export.csv?where[status][equals]=confirmed',
  )
  await expect(page.getByText(email)).toBeVisible()
})

test.describe('the footer block on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('in Arabic, right to left, with the keyboard only', async ({ page }) => {
    await page.goto('/ar/about')
    const block = page.locator('footer').getByRole('region', { name: ar.newsletter.title })
    await block.scrollIntoViewIfNeeded()
    await expect(block).toHaveCSS('direction', 'rtl')
    const overflow = await sidewaysOverflow(page)
    expect(overflow).toBeLessThanOrEqual(0)

    const field = block.getByLabel(ar.newsletter.emailLabel)
    const button = block.getByRole('button', { name: ar.newsletter.subscribe })
    // On a phone the button sits under the field, as wide as it.
    const [f, b] = [await field.boundingBox(), await button.boundingBox()]
    expect(b!.y).toBeGreaterThan(f!.y + f!.height - 1)
    expect(Math.abs(b!.width - f!.width)).toBeLessThan(2)

    const email = unique('footer-ar')
    await field.focus()
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(block.getByText(ar.newsletter.result.checkInboxTitle)).toBeVisible()

    const mail = await receiveMail(email, /.+/)
    expect(mail.subject).toBe(
      ar.newsletter.mail.confirmSubject.replace('{company}', 'Bharat Agro Exports'),
    )
    expect(mail.text).toMatch(/\/ar\/newsletter\/unsubscribe\?token=/)
    expect(mail.text).toMatch(/\/ar\/newsletter\/confirm\?token=/)
  })
})

test('without JavaScript the footer form posts and lands on the result page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/contact')
  const block = page.locator('footer').getByRole('region', { name: heading })
  await block.getByLabel('Email address').fill(unique('nojs'))
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page).toHaveURL(/\/newsletter\?status=check-inbox&source=footer$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Please check your inbox' }),
  ).toBeVisible()
  await context.close()
})
