import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/test'
import { signInToAdmin, staffHeaders } from './support/staff'

/**
 * Drafts, history, scheduled publishing and live preview in the admin, as staff use them, with
 * the public page checked after each step. The spec edits one product of the shared demo
 * content (no other spec reads it) and puts its text back at the end.
 */

const SLUG = 'foxtail-millet'
const PUBLIC = `/product/${SLUG}`
const run = Date.now().toString(36)
const texts = {
  draft: `Draft variety ${run}: hand-sorted, sun-dried`,
  scheduled: `Scheduled variety ${run}: new crop`,
}

test.describe.configure({ mode: 'serial' })

type Product = { id: number; variety: string }
let product: Product

/** One staff sign-in for the spec's API reads (a sign-in per poll queued behind other specs'). */
let staffAuth: Record<string, string> | undefined
const staff = async (request: APIRequestContext) => (staffAuth ??= await staffHeaders(request))

async function readProduct(request: APIRequestContext, draft = false): Promise<Product> {
  const res = await request.get(
    `/api/products?where[slug][equals]=${SLUG}&depth=0${draft ? '&draft=true' : ''}`,
    { headers: await staff(request) },
  )
  expect(res.status()).toBe(200)
  return (await res.json()).docs[0]
}

/** The public page's HTML as an anonymous visitor gets it (no cookie). */
async function publicHtml(request: APIRequestContext): Promise<string> {
  const res = await request.get(PUBLIC, { headers: { cookie: '' } })
  expect(res.status()).toBe(200)
  return res.text()
}

async function expectPublic(request: APIRequestContext, text: string, timeout = 10_000) {
  await expect(async () => expect(await publicHtml(request)).toContain(text)).toPass({
    timeout,
    intervals: [250, 500, 1000],
  })
}

/** Types a new variety and waits until the autosave has stored it as a draft. */
async function editDraft(page: Page, request: APIRequestContext, text: string) {
  // In English: the admin keeps the language last chosen (an earlier test picks Arabic).
  await page.goto(`/admin/collections/products/${product.id}?locale=en`)
  // Per-language fields are labelled with the language being edited.
  const variety = page.getByRole('textbox', { name: /^Variety\b/ })
  await expect(variety).toBeVisible({ timeout: 20_000 })
  await variety.fill(text)
  await expect
    .poll(async () => (await readProduct(request, true)).variety, { timeout: 30_000 })
    .toBe(text)
}

test.beforeAll(async ({ request }) => {
  product = await readProduct(request)
})

test.afterAll(async ({ request }) => {
  // The demo text back, published (Payload's own publish of the staff API).
  await request.patch(`/api/products/${product.id}`, {
    headers: await staffHeaders(request),
    data: { variety: product.variety, _status: 'published' },
  })
})

test('a draft stays off the site, shows in the live preview, and goes live on Publish', async ({
  page,
  request,
}) => {
  await signInToAdmin(page)
  await editDraft(page, request, texts.draft)

  // Autosaved as a draft: the public page and the public API still have the published text.
  const html = await publicHtml(request)
  expect(html).not.toContain(texts.draft)
  expect(html).toContain(product.variety)
  const leak = await request.get(`/api/products/${product.id}?draft=true&depth=0`, {
    headers: { cookie: '' },
  })
  expect(await leak.text()).not.toContain(texts.draft)

  // The live preview beside the form shows the draft, at the phone and desktop widths.
  // (On a busy machine the button shows late, and a click before the admin's scripts run is
  // lost: click until the preview opens.)
  const livePreview = page.getByRole('button', { name: 'Live Preview', exact: true })
  await expect(livePreview).toBeVisible({ timeout: 30_000 })
  await expect(async () => {
    if (!(await page.locator('iframe').isVisible())) await livePreview.click()
    await expect(page.locator('iframe')).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  const frame = page.frameLocator('iframe')
  await expect(frame.getByText(texts.draft)).toBeVisible({ timeout: 20_000 })
  for (const [name, width] of [
    ['Phone', 390],
    ['Desktop', 1440],
  ] as const) {
    // The size menu of the preview's toolbar: its button reads the current size.
    await page
      .locator('.live-preview-toolbar')
      .getByRole('button', { name: /Responsive|Phone|Desktop/ })
      .first()
      .click()
    await page.getByRole('button', { name, exact: true }).click()
    await expect
      .poll(() => page.locator('iframe').evaluate((f) => (f as HTMLIFrameElement).offsetWidth))
      .toBe(width)
    await expect(frame.getByText(texts.draft)).toBeVisible()
  }

  // The admin's locale picker: the preview becomes that language's page, still with the draft.
  await page.locator('.localizer').getByRole('button').first().click()
  await page.getByRole('button', { name: /^العربية\s+\(ar\)$/ }).click()
  await expect(page).toHaveURL(/locale=ar/)
  await expect(page.locator('iframe')).toHaveAttribute('src', /\/ar\/preview\/products\//)
  await expect(frame.locator('html')).toHaveAttribute('lang', 'ar', { timeout: 20_000 })
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl')
  // The draft changed the English variety; the Arabic page shows the product's Arabic texts.
  const arabic = await (
    await request.get(`/api/products/${product.id}?locale=ar&depth=0&draft=true`, {
      headers: await staffHeaders(request),
    })
  ).json()
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(arabic.name)

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expectPublic(request, texts.draft)
})

test('an earlier version restored from the history is what the site shows', async ({
  page,
  request,
}) => {
  await signInToAdmin(page)
  await page.goto(`/admin/collections/products/${product.id}/versions`)
  // The oldest version is the demo text; its row links to the version's own view.
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toBeVisible({ timeout: 20_000 })
  await rows.last().getByRole('link').first().click()
  await expect(page.getByText(product.variety).first()).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('button', { name: 'Restore this version' }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expectPublic(request, product.variety)
  expect(await publicHtml(request)).not.toContain(texts.draft)
})

test('a publish scheduled a moment ahead goes live without a further click', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await signInToAdmin(page)
  await editDraft(page, request, texts.scheduled)
  expect(await publicHtml(request)).not.toContain(texts.scheduled)

  // Publish's menu → Schedule Publish: publish at a time a minute or so ahead.
  await page.locator('#action-save-popup .popup-button').click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.getByRole('dialog')
  const time = drawer.locator('input[type="text"]').first()
  const calendar = drawer.locator('.react-datepicker__month')
  const rows = drawer.locator('table tbody tr')
  let at = new Date()
  // Under load the picker's calendar can stay open over Save after Enter, or the typed time not
  // be taken: then the whole step is done again, with a new time.
  await expect(async () => {
    // The picker takes whole minutes: the next one at least 45 s away (still ahead on Save).
    at = new Date(Math.ceil((Date.now() + 45_000) / 60_000) * 60_000)
    await time.fill(dateForPicker(at))
    // Enter takes the typed time and closes the calendar (a second one if it is still open).
    await time.press('Enter')
    if (await calendar.isVisible()) await time.press('Enter')
    await drawer.getByRole('button', { name: 'Save' }).click({ timeout: 5_000 })
    // Listed under Upcoming Events.
    await expect(rows).not.toHaveCount(0, { timeout: 10_000 })
  }).toPass({ timeout: 120_000 })

  // The server's scheduler runs due jobs every 10 s: public at most 10 s after that minute.
  // Not before its time.
  if (Date.now() < at.getTime() - 3000)
    expect(await publicHtml(request)).not.toContain(texts.scheduled)
  await expectPublic(request, texts.scheduled, at.getTime() - Date.now() + 30_000)
})

/** A time as Payload's date-and-time picker reads it typed ("Nov 27, 2026 4:05 AM"). */
function dateForPicker(at: Date): string {
  const date = at.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
  const time = at.toLocaleString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true })
  return `${date} ${time}`
}

test('the preview answers signed-in staff only, and is never kept in a cache', async ({
  request,
}) => {
  const path = `/preview/products/${product.id}`
  for (const cookie of ['', 'payload-token=forged', 'buyer_session=not-staff']) {
    const res = await request.get(path, { headers: { cookie } })
    expect(res.status(), cookie).toBe(404)
    expect(res.headers()['cache-control'], cookie).toMatch(/no-store/)
    expect(res.headers()['x-page-cache'], cookie).toBeUndefined()
  }

  const staff = await request.get(path, { headers: await staffHeaders(request) })
  expect(staff.status()).toBe(200)
  const headers = staff.headers()
  expect(headers['cache-control']).toMatch(/private/)
  expect(headers['cache-control']).toMatch(/no-store/)
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(await staff.text()).toContain('noindex')

  // What staff saw was not stored for anyone else.
  const after = await request.get(path, { headers: { cookie: '' } })
  expect(after.status()).toBe(404)
  expect(after.headers()['x-page-cache']).toBeUndefined()

  const home = await request.get('/preview/home', { headers: await staffHeaders(request) })
  expect(home.status()).toBe(200)
  for (const bad of ['/preview/products/abc', '/preview/users/1', '/preview/home/1'])
    expect((await request.get(bad, { headers: await staffHeaders(request) })).status()).toBe(404)

  // Public pages stay framed by nobody, and carry none of the preview's script.
  const page = await request.get(PUBLIC, { headers: { cookie: '' } })
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  const scripts = [...(await page.text()).matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1])
  expect(scripts.length).toBeGreaterThan(0)
  for (const src of scripts) {
    const js = await (await request.get(src)).text()
    expect(js, src).not.toContain('payload-live-preview')
  }
})

test('a product never published is nowhere on the public site', async ({ request }) => {
  const auth = await staffHeaders(request)
  const slug = `unpublished-${run}`
  const name = `Unpublished millet ${run}`
  const category = (await (await request.get('/api/categories?limit=1&depth=0')).json()).docs[0]
  const created = await request.post('/api/products?draft=true', {
    headers: auth,
    data: { name, slug, category: category.id },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id
  try {
    expect((await request.get(`/product/${slug}`, { headers: { cookie: '' } })).status()).toBe(404)
    const api = await request.get(`/api/products?where[slug][equals]=${slug}`, {
      headers: { cookie: '' },
    })
    expect((await api.json()).docs).toHaveLength(0)
    expect(await (await request.get('/sitemaps/1.xml')).text()).not.toContain(slug)
    const search = await (await request.get(`/search?q=${encodeURIComponent(name)}`)).text()
    expect(search).toContain('No products found')
    expect(search).not.toContain(`/product/${slug}`)
    expect((await request.get(`/art/p/${slug}/480.webp`)).status()).toBe(404)
    // Staff see it in the preview.
    const preview = await request.get(`/preview/products/${id}`, { headers: auth })
    expect(await preview.text()).toContain(name)
  } finally {
    await request.delete(`/api/products/${id}`, { headers: auth })
  }
})
