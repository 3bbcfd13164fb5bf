import { request as http, type APIRequestContext, type Page } from '@playwright/test'
import { readQrCode } from '../helpers/pdf'
import { paragraphs } from './support/rich-text'
import { signInToAdmin, staffHeaders } from './support/staff'
import { expect, test } from './support/test'
import { localeCodes } from '../../src/i18n/locales'

/**
 * Redirects and SEO fields as staff use them in /admin, and what a visitor (or a search engine,
 * or a phone scanning an old spec sheet) then gets. Works on a product of its own, deleted with
 * its redirects at the end.
 */

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const oldSlug = `redirect-e2e-${run}`
const newSlug = `redirect-e2e-moved-${run}`
const name = `Redirect Test Cumin ${run}`
let productId: number
let auth: Record<string, string>

test.describe.configure({ mode: 'serial' })

/** A visitor without cookies (what the page cache serves, and a crawler sees). */
async function visitor(baseURL: string | undefined): Promise<APIRequestContext> {
  return http.newContext({ baseURL })
}

/** Saves the form: Publish changes on a document with drafts, Save on one without. */
async function save(page: Page) {
  await page
    .getByRole('button', { name: 'Publish changes' })
    .or(page.getByRole('button', { name: 'Save', exact: true }))
    .click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 15_000 })
}

/** The address a request is sent on to, without following it. */
async function redirectOf(client: APIRequestContext, path: string) {
  const res = await client.get(path, { maxRedirects: 0 })
  return { status: res.status(), location: res.headers()['location'] ?? null }
}

test.beforeAll(async ({ request }) => {
  auth = await staffHeaders(request)
  const categories = await request.get('/api/categories?where[slug][equals]=spices&depth=0', {
    headers: auth,
  })
  const category = (await categories.json()).docs[0].id
  const res = await request.post('/api/products', {
    headers: auth,
    data: {
      name,
      slug: oldSlug,
      category,
      description: paragraphs([
        'Bold cumin seeds from Gujarat, machine cleaned and sorted, packed for export to your specification.',
      ]),
      _status: 'published',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  productId = (await res.json()).doc.id
})

test.afterAll(async ({ request }) => {
  const headers = auth ?? (await staffHeaders(request))
  if (productId) await request.delete(`/api/products/${productId}`, { headers })
  for (const from of [`/product/${oldSlug}`, `/e2e-old-${run}`])
    await request.delete(`/api/redirects?where[from][equals]=${encodeURIComponent(from)}`, {
      headers,
    })
})

test('a slug changed in the admin: the old address, in every language, answers 308', async ({
  page,
  baseURL,
}) => {
  const anon = await visitor(baseURL)
  // The old page as visitors had it (now in the page cache), and its spec sheet.
  expect((await anon.get(`/product/${oldSlug}`)).status()).toBe(200)
  expect((await anon.get(`/es/product/${oldSlug}`)).status()).toBe(200)
  const sheet = await anon.get(`/documents/en/spec-sheet/${oldSlug}.pdf`)
  expect(sheet.status()).toBe(200)
  const qr = await readQrCode(await sheet.body())
  expect(qr).toMatch(new RegExp(`/product/${oldSlug}$`))

  await signInToAdmin(page)
  await page.goto(`/admin/collections/products/${productId}`)
  await page.locator('#field-slug').fill(newSlug)
  await save(page)

  for (const locale of localeCodes) {
    const prefix = locale === 'en' ? '' : `/${locale}`
    expect(await redirectOf(anon, `${prefix}/product/${oldSlug}`), locale).toEqual({
      status: 308,
      location: `${prefix}/product/${newSlug}`,
    })
  }
  expect((await anon.get(`/product/${newSlug}`)).status()).toBe(200)

  // The address in the QR code of the sheet printed before, and the sheet's own address.
  const printed = new URL(qr!)
  expect(await redirectOf(anon, printed.pathname)).toEqual({
    status: 308,
    location: `/product/${newSlug}`,
  })
  expect(await redirectOf(anon, `/documents/en/spec-sheet/${oldSlug}.pdf`)).toEqual({
    status: 308,
    location: `/documents/en/spec-sheet/${newSlug}.pdf`,
  })

  // The browser follows it to the page.
  await page.goto(`/ar/product/${oldSlug}`)
  await expect(page).toHaveURL(new RegExp(`/ar/product/${newSlug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)

  // The sitemap lists the final address only.
  const index = await (await anon.get('/sitemap.xml')).text()
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/\d+\.xml)<\/loc>/g)].map((m) => m[1])
  const sitemaps = (await Promise.all(files.map(async (f) => (await anon.get(f)).text()))).join()
  expect(sitemaps).toContain(`/product/${newSlug}</loc>`)
  expect(sitemaps).not.toContain(`/product/${oldSlug}<`)
  await anon.dispose()
})

test('a redirect made by hand in the admin leads on, in every language', async ({
  page,
  baseURL,
}) => {
  const anon = await visitor(baseURL)
  const from = `/e2e-old-${run}`
  // Not found first (as Next and the server may keep it), then found once the redirect exists.
  expect((await anon.get(from)).status()).toBe(404)

  await signInToAdmin(page)
  await page.goto('/admin/collections/redirects/create')
  await page.getByLabel('Old address').fill(from)
  // (A click before the admin's scripts are running is lost: click until the field shows.)
  await expect(async () => {
    await page.getByText('An address', { exact: true }).click()
    await expect(page.locator('#field-to__url')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await page.locator('#field-to__url').fill('/about')
  await save(page)

  expect(await redirectOf(anon, from)).toEqual({ status: 308, location: '/about' })
  expect(await redirectOf(anon, `/es${from}`)).toEqual({ status: 308, location: '/es/about' })
  await anon.dispose()
})

test("SEO fields set in the admin are the page's title, description, share title and JSON-LD", async ({
  page,
}) => {
  // Three saves and a generation round trip through a busy admin.
  test.slow()
  const head = async () => {
    await page.goto(`/product/${newSlug}`)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const product = jsonLd
      .flatMap((t) => [JSON.parse(t)].flat())
      .find((d) => d['@type'] === 'Product')
    return {
      title: await page.title(),
      description: await page.locator('meta[name="description"]').getAttribute('content'),
      ogTitle: await page.locator('meta[property="og:title"]').getAttribute('content'),
      ldName: product?.name,
      ldDescription: product?.description,
    }
  }
  const generated = await head()
  expect(generated.title).toBe(`${name} - Premium Indian Export`)
  expect(generated.description).toMatch(/^Bold cumin seeds from Gujarat.*Origin: India\./)

  const title = `Bold Gujarat cumin for importers ${run}`
  const description = `Machine-cleaned bold cumin from Gujarat, 99% purity, shipped from Mundra ${run}.`
  await signInToAdmin(page)
  await page.goto(`/admin/collections/products/${productId}`)
  // The plugin's length hints are shown beside the fields.
  await expect(page.getByText(/characters/i).first()).toBeVisible()
  await page.locator('#field-meta__title').fill(title)
  await page.locator('#field-meta__description').fill(description)
  await save(page)

  await expect(async () => {
    expect(await head()).toEqual({
      title,
      description,
      ogTitle: title,
      ldName: title,
      ldDescription: description,
    })
  }).toPass({ timeout: 10_000, intervals: [500, 1000] })

  // Emptied again: today's generated values.
  await page.goto(`/admin/collections/products/${productId}`)
  await page.locator('#field-meta__title').fill('')
  await page.locator('#field-meta__description').fill('')
  await save(page)
  await expect(async () => {
    const now = await head()
    expect(now.title).toBe(generated.title)
    expect(now.description).toBe(generated.description)
    expect(now.ogTitle).toBe(generated.title)
    expect(now.ldName).toBe(name)
  }).toPass({ timeout: 10_000, intervals: [500, 1000] })

  // "Auto-generate" starts from the same values the page falls back to.
  await page.goto(`/admin/collections/products/${productId}`)
  const generate = page.getByRole('button', { name: 'Auto-generate' })
  // (Pressed again until the form has come to life.)
  await expect(async () => {
    await generate.first().click()
    await expect(page.locator('#field-meta__title')).toHaveValue(generated.title, {
      timeout: 5_000,
    })
  }).toPass({ timeout: 60_000 })
  await generate.nth(1).click()
  await expect(page.locator('#field-meta__description')).toHaveValue(generated.description!)
})
