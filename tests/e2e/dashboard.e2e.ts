import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { contactBody } from '../fixtures/contact-body'
import { staffHeaders } from './support/staff'
import { expect, test } from './support/test'

/**
 * The team's figures on the admin dashboard (src/features/dashboard): charts drawn on the
 * server for admins and sales staff, none for editors; readable (axe) in the light and dark
 * themes and at a phone's width. The numbers themselves: tests/int/dashboard.int.test.ts.
 */

const password = 'dashboard-e2e-password-1'
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const accounts = {
  sales: `sales-${run}@dashboard.test`,
  editor: `editor-${run}@dashboard.test`,
} as const
/** A country of this run's own, typed three ways by three buyers. */
const country = `Dashland ${run}`
const titles = [
  'Inquiries per week',
  'Conversion',
  'Median first reply',
  'Inquiries by country',
  'Inquiries by product',
  'Inquiries by category',
  'Open quotations by expiry',
]

test.beforeAll(async ({ request }) => {
  const auth = await staffHeaders(request)
  for (const [role, email] of Object.entries(accounts)) {
    const res = await request.post('/api/users', {
      headers: auth,
      data: { email, password, name: `Dashboard ${role}`, role },
    })
    expect(res.status(), await res.text()).toBe(201)
  }
  for (const [n, typed] of [
    country,
    `  ${country.toLowerCase()}`,
    country.toUpperCase(),
  ].entries()) {
    const res = await request.post('/api/inquiry', {
      data: contactBody({ email: `buyer-${n}-${run}@dashboard.example`, country: typed }),
    })
    expect(res.status(), await res.text()).toBe(201)
  }
})

async function signIn(page: Page, email: string, secret: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(secret)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
}

const figures = (page: Page) => page.locator('#team-figures')

/** axe (WCAG 2.1 A and AA) on the figures and the link to them. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('#team-figures')
    .include('[href="#team-figures"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([])
}

test('an admin sees the charts with the week’s inquiries, in the light and the dark theme', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(
    page,
    process.env.E2E_ADMIN_EMAIL || 'admin@example.com',
    process.env.E2E_ADMIN_PASSWORD || 'e2e-admin-password',
  )
  await expect(page.getByRole('heading', { name: 'Team figures', level: 2 })).toBeAttached()
  for (const title of titles)
    await expect(figures(page).getByRole('heading', { name: title, level: 3 })).toBeAttached()

  // The three spellings are one country, with its count on the bar and in the chart's name.
  const byCountry = figures(page).getByRole('img', { name: /^Inquiries by country: / })
  await expect(byCountry).toHaveAccessibleName(new RegExp(`${country} 3[,.]`))
  await expect(byCountry).toContainText(`${country}3`)
  // This week's column counts them (and whatever other specs sent this week).
  const perWeek = figures(page).getByRole('img', { name: /^Inquiries per week: / })
  const thisWeek = Number(
    /this week so far (\d+)\.$/.exec((await perWeek.getAttribute('aria-label')) ?? '')?.[1],
  )
  expect(thisWeek).toBeGreaterThanOrEqual(3)
  await expect(
    figures(page)
      .getByText('No open quotations.')
      .or(figures(page).getByRole('img', { name: /^Open quotations by expiry: / })),
  ).toBeVisible()

  // The link above the collection cards leads to them.
  await page.getByRole('link', { name: 'Team figures of the last 12 weeks' }).click()
  await expect(page).toHaveURL(/#team-figures$/)
  await expect(page.getByRole('heading', { name: 'Team figures', level: 2 })).toBeInViewport()
  await expectAccessible(page)
  const bar = figures(page).locator('.tf-hbars .tf-bar').first()
  const lightBar = await bar.evaluate((el) => getComputedStyle(el).backgroundColor)
  // Drawn: the charts' style sheet is in the page and the bar has the theme's colour.
  expect(lightBar).toBe('rgb(101, 101, 101)')

  // Dark theme: the admin's preference, as its settings set it (a cookie read by the server).
  await context.addCookies([{ name: 'payload-theme', value: 'dark', url: baseURL! }])
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(byCountry).toHaveAccessibleName(new RegExp(`${country} 3[,.]`))
  const darkBar = await bar.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(darkBar).toBe('rgb(181, 181, 181)')
  await expectAccessible(page)
})

test('at a phone’s width the charts fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await signIn(page, accounts.sales, password)
  const section = figures(page)
  await section.scrollIntoViewIfNeeded()
  for (const title of titles)
    await expect(section.getByRole('heading', { name: title, level: 3 })).toBeVisible()
  const overflow = await section.evaluate((el) =>
    [el, ...el.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((e) => e.className || e.tagName),
  )
  expect(overflow).toEqual([])
  // The twelve weeks' labels stay readable: no smaller than 11 px.
  const sizes = await section
    .locator('.tf-cols__label span')
    .evaluateAll((els) => els.map((e) => parseFloat(getComputedStyle(e).fontSize)))
  expect(sizes).toHaveLength(24)
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11)
  await expectAccessible(page)
})

test('a sales user sees the figures; an editor sees the dashboard without them', async ({
  page,
}) => {
  await signIn(page, accounts.sales, password)
  await expect(
    figures(page).getByRole('img', { name: /^Inquiries by country: / }),
  ).toHaveAccessibleName(new RegExp(`${country} 3[,.]`))
  await page.context().clearCookies()

  await signIn(page, accounts.editor, password)
  // The editor's dashboard is there (the welcome and Payload's cards) …
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Products/ }).first()).toBeVisible()
  // … without any figure of the sales work.
  await expect(figures(page)).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Team figures' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Team figures of the last 12 weeks' })).toHaveCount(0)
  await expect(page.getByText(country)).toHaveCount(0)
  await expect(page.getByRole('img', { name: /Inquiries/ })).toHaveCount(0)
})
