import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { parseMail } from '../helpers/smtp-server'
import { confirmedAccount, linkFrom, receiveMail, unique } from './support/mailbox'
import { admin, signInToAdmin } from './support/staff'
import { startTestServer, type TestServer } from './support/test-server'
import { expect, test } from './support/test'

/**
 * Export-policy alerts on a server of their own (fresh seeded database, real SMTP mailbox, the
 * fixture feed tests/fixtures/news/policy.xml): staff publish an update for HS prefix 1006 → it
 * shows on every rice product page and the grains category, not on turmeric, never in the
 * JSON-LD → a buyer who followed a rice product gets one email in German → one click on its
 * unsubscribe link ends the emails. And a news item about a minimum export price becomes a
 * proposal that staff see in the admin and visitors do not, until staff publish it.
 */

let server: TestServer
let api: APIRequestContext
let staff: Record<string, string>
const SUMMARY = `Export duty of 10% on all rice (${Date.now().toString(36)})`
const SOURCE = 'https://www.dgft.gov.in/CP/?opt=notification'
/** A few days ago, at midnight UTC: current whatever day the test runs. */
const EFFECTIVE = new Date(new Date().setUTCHours(0, 0, 0, 0) - 4 * 86_400_000).toISOString()
const dateIn = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(EFFECTIVE),
  )

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(300_000)
  server = await startTestServer('policy-updates', { E2E_NEWS_FEEDS: 'policy.xml' })
  api = await playwright.request.newContext({ baseURL: server.origin })
  const login = await api.post('/api/users/login', { data: admin })
  expect(login.status()).toBe(200)
  staff = { Authorization: `JWT ${(await login.json()).token}` }
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
})

async function pageOn(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin, javaScriptEnabled })
  return context.newPage()
}

async function createUpdate(data: Record<string, unknown>) {
  const res = await api.post('/api/policy-updates', {
    headers: staff,
    data: {
      announcedAt: EFFECTIVE,
      effectiveDate: EFFECTIVE,
      sourceUrl: SOURCE,
      ...data,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).doc as { id: number; notifiedAt?: string | null }
}

async function productsByCode(): Promise<{ slug: string; hsCode?: string | null }[]> {
  const res = await api.get(
    '/api/products?limit=500&depth=0&select[slug]=true&select[hsCode]=true',
    {
      headers: staff,
    },
  )
  expect(res.status()).toBe(200)
  return (await res.json()).docs
}

/** The notices and the Follow form pass axe (WCAG 2.1 A and AA), as every page type does. */
async function noAxeViolations(page: Page) {
  await page.waitForLoadState('networkidle')
  // Lay out the parts rendered later, as support/pages.ts does (axe-core#2768).
  await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([])
}

/** The policy alerts in this server's mailbox addressed to `to` (their subjects). */
function policyMailsTo(to: string): string[] {
  return fs
    .readdirSync(server.mailboxDir)
    .map((file) => fs.readFileSync(path.join(server.mailboxDir, file), 'utf8'))
    .filter((raw) => raw.startsWith(`X-Envelope-To: ${to}\r\n`))
    .map((raw) => parseMail(raw.slice(raw.indexOf('\r\n') + 2)).headers.subject ?? '')
    .filter((subject) => subject.includes('Exportpolitik'))
}

const notice = (summary: string, date = dateIn('en')) =>
  `Export policy: ${summary}, effective ${date}`

test('an update for HS 1006 on every rice page and its category; a follower is emailed once', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const email = unique('policy')
  const password = 'policy-buyer-pw-1'
  await confirmedAccount(
    api,
    server.origin,
    { firstName: 'Lena', email, password, locale: 'de' },
    server.mailboxDir,
  )

  // The buyer follows Basmati 1121 with the page's form, without JavaScript.
  const buyer = await pageOn(browser, false)
  expect(
    (await buyer.request.post('/api/account/signin', { data: { email, password } })).status(),
  ).toBe(200)
  await buyer.goto('/product/basmati-1121')
  await expect(buyer.getByTestId('policy-notices')).toHaveCount(0)
  await buyer.getByRole('button', { name: 'Follow export-policy updates' }).click()
  await expect(buyer).toHaveURL(/\/account\?policy=followed#followed-products$/)
  const followed = buyer.getByTestId('followed-products')
  await expect(followed.getByRole('status')).toHaveText(
    'You now follow the export-policy updates of this product.',
  )
  await expect(followed.getByRole('link', { name: 'Basmati 1121' })).toBeVisible()

  // Bad input and forged posts: a translated 4xx.
  const bad = await buyer.request.post('/api/policy/follow', {
    form: { product: 'rice', locale: 'de' },
    maxRedirects: 0,
  })
  expect(bad.status()).toBe(400)
  expect(await bad.text()).toBe(
    'Diese Anfrage ist ungültig. Bitte nutzen Sie die Schaltfläche auf einer Produktseite.',
  )
  const forged = await buyer.request.post('/api/policy/follow', {
    form: { product: '1', locale: 'en' },
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  })
  expect(forged.status()).toBe(403)
  expect(await forged.text()).toBe('This form was sent from another website and was refused.')

  // Staff publish an update for every product whose HS code starts with 1006.
  const update = await createUpdate({ summary: SUMMARY, hsPrefixes: ['1006'], status: 'published' })
  const all = await productsByCode()
  const rice = all.filter((p) => p.hsCode?.startsWith('1006'))
  expect(rice.length).toBeGreaterThanOrEqual(10)
  const visitor = await pageOn(browser)
  for (const { slug } of rice) {
    await visitor.goto(`/product/${slug}`)
    const notices = visitor.getByTestId('policy-notices')
    await expect(notices, slug).toContainText(notice(SUMMARY))
    const source = notices.getByRole('link', { name: /Official source/ }).first()
    await expect(source).toHaveAttribute('href', SOURCE)
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer nofollow')
    await expect(source).toHaveAttribute('target', '_blank')
    // Not in the product's structured data.
    const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.join('\n')).not.toContain(SUMMARY)
  }
  await visitor.goto('/category/grains')
  await expect(visitor.getByText(notice(SUMMARY))).toHaveCount(1)
  await visitor.goto('/de/product/basmati-1121')
  await expect(visitor.getByTestId('policy-notices')).toContainText(
    `Exportpolitik: ${SUMMARY}, gültig ab ${dateIn('de')}`,
  )
  await noAxeViolations(visitor)
  await visitor.goto('/ar/category/grains')
  await expect(visitor.getByTestId('policy-notices')).toContainText(`سياسة التصدير: ${SUMMARY}`)
  await noAxeViolations(visitor)
  for (const slug of ['turmeric-lakadong', 'wheat-sharbati']) {
    await visitor.goto(`/product/${slug}`)
    await expect(visitor.getByText(SUMMARY)).toHaveCount(0)
  }
  await visitor.goto('/category/spices')
  await expect(visitor.getByText(SUMMARY)).toHaveCount(0)

  // The follower's email, in German, with the source and a one-click unsubscribe link.
  const mail = await receiveMail(email, /^Änderung der Exportpolitik: /, 30_000, server.mailboxDir)
  expect(mail.text).toContain(`Exportpolitik: ${SUMMARY}, gültig ab ${dateIn('de')}`)
  expect(mail.text).toContain(SOURCE)
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  const link = linkFrom(mail.text, /\/de\/policy\/unsubscribe\?token=[\w.-]+/, server.origin)

  // Without signing in: the link's page, then its one button.
  const stranger = await pageOn(browser, false)
  await stranger.goto(link)
  await expect(
    stranger.getByRole('heading', { name: 'Keine E-Mails zur Exportpolitik mehr' }),
  ).toBeVisible()
  await stranger.getByRole('button', { name: 'Diese E-Mails abbestellen' }).click()
  await expect(stranger.getByRole('heading', { name: 'Abgemeldet' })).toBeVisible()
  await buyer.goto('/account')
  await expect(buyer.getByTestId('followed-products')).toContainText(
    'You do not follow any product yet.',
  )

  // The next update is sent to nobody: once its pass has run, the mailbox still holds one.
  const next = await createUpdate({
    summary: `${SUMMARY} (2)`,
    hsPrefixes: ['1006'],
    status: 'published',
  })
  await expect
    .poll(
      async () =>
        (await (await api.get(`/api/policy-updates/${next.id}`, { headers: staff })).json())
          .notifiedAt ?? null,
      { timeout: 90_000, intervals: [1000] },
    )
    .not.toBeNull()
  expect(update.id).toBeLessThan(next.id)
  expect(policyMailsTo(email)).toHaveLength(1)
})

test('a proposal from a fixture news feed waits for staff, then shows when published', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const refreshed = await api.post('/api/news/refresh', { headers: { origin: server.origin } })
  expect(refreshed.status()).toBe(200)
  expect((await refreshed.json()).added).toBeGreaterThanOrEqual(2)

  const found = await api.get(
    '/api/policy-updates?where[status][equals]=proposed&depth=0&limit=10',
    { headers: staff },
  )
  const proposals = (await found.json()).docs as {
    id: number
    summary: string
    products: number[]
  }[]
  expect(proposals).toHaveLength(1)
  const [proposal] = proposals
  expect(proposal.summary).toContain('minimum export price for Sona Masoori rice')

  // Visitors: neither through the API nor on the product page.
  // (Plain fetch: the API context carries the staff cookie of its login.)
  const anonymous = await fetch(`${server.origin}/api/policy-updates/${proposal.id}`)
  expect([403, 404]).toContain(anonymous.status)
  const publicList = await (await fetch(`${server.origin}/api/policy-updates?limit=100`)).json()
  expect(publicList.docs.map((d: { id: number }) => d.id)).not.toContain(proposal.id)
  const visitor = await pageOn(browser)
  await visitor.goto('/product/sona-masoori-rice')
  await expect(visitor.getByText(proposal.summary)).toHaveCount(0)

  // Staff find it in the admin, filtered by status, and publish it.
  const desk = await pageOn(browser)
  await signInToAdmin(desk)
  await desk.goto('/admin/collections/policy-updates?where[status][equals]=proposed')
  await expect(desk.getByRole('link', { name: proposal.summary })).toBeVisible()
  const published = await api.patch(`/api/policy-updates/${proposal.id}`, {
    headers: staff,
    data: { status: 'published' },
  })
  expect(published.status()).toBe(200)
  await visitor.goto('/product/sona-masoori-rice')
  await expect(visitor.getByTestId('policy-notices')).toContainText(proposal.summary)
})
